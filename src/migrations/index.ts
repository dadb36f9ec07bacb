import * as migration_20261122_030212_initial from './20261122_030212_initial';
import * as migration_20261122_033803_pages_live_preview_autosave from './20261122_033803_pages_live_preview_autosave';
import * as migration_20261122_040649_property_locale_parent_indexes from './20261122_040649_property_locale_parent_indexes';
import * as migration_20261122_090000_property_search from './20261122_090000_property_search';
import * as migration_20261123_140857_mandatory_mentions from './20261123_140857_mandatory_mentions';
import * as migration_20261124_000547_forms_leads_alerts from './20261124_000547_forms_leads_alerts';
import * as migration_20261124_162404_owners_visits_roles from './20261124_162404_owners_visits_roles';
import * as migration_20261125_032610_storage_prefix from './20261125_032610_storage_prefix';
import * as migration_20261125_162525_no_lockout from './20261125_162525_no_lockout';
import * as migration_20261125_170000_search_shown_price from './20261125_170000_search_shown_price';
import * as migration_20261125_171941_listing_events from './20261125_171941_listing_events';
import * as migration_20261125_175000_floor_plans from './20261125_175000_floor_plans';
import * as migration_20261125_180000_search_filters from './20261125_180000_search_filters';
import * as migration_20261125_181000_shortlist_page from './20261125_181000_shortlist_page';
import * as migration_20261125_193543_shortlist_alerts from './20261125_193543_shortlist_alerts';
import * as migration_20261125_195422_cost_rules from './20261125_195422_cost_rules';
import * as migration_20261125_225344_visit_follow_up from './20261125_225344_visit_follow_up';
import * as migration_20261126_090000_search_changes from './20261126_090000_search_changes';
import * as migration_20261126_100000_owner_listing_index from './20261126_100000_owner_listing_index';
import * as migration_20261126_110000_visit_keys_lean from './20261126_110000_visit_keys_lean';
import * as migration_20261127_180526_visit_lapsed_notice from './20261127_180526_visit_lapsed_notice';
import * as migration_20261127_181210_cost_use from './20261127_181210_cost_use';
import * as migration_20261127_184756_listing_stats_index from './20261127_184756_listing_stats_index';
import * as migration_20261127_203639_crm_connectors from './20261127_203639_crm_connectors';
import * as migration_20261127_210000_cache_expiries from './20261127_210000_cache_expiries';
import * as migration_20261128_032038_admin_languages_and_lists from './20261128_032038_admin_languages_and_lists';
import * as migration_20261128_081026_rent_applications from './20261128_081026_rent_applications';
import * as migration_20261129_020000_visit_months from './20261129_020000_visit_months';

export const migrations = [
  {
    up: migration_20261122_030212_initial.up,
    down: migration_20261122_030212_initial.down,
    name: '20261122_030212_initial',
  },
  {
    up: migration_20261122_033803_pages_live_preview_autosave.up,
    down: migration_20261122_033803_pages_live_preview_autosave.down,
    name: '20261122_033803_pages_live_preview_autosave',
  },
  {
    up: migration_20261122_040649_property_locale_parent_indexes.up,
    down: migration_20261122_040649_property_locale_parent_indexes.down,
    name: '20261122_040649_property_locale_parent_indexes',
  },
  {
    up: migration_20261122_090000_property_search.up,
    down: migration_20261122_090000_property_search.down,
    name: '20261122_090000_property_search',
  },
  {
    up: migration_20261123_140857_mandatory_mentions.up,
    down: migration_20261123_140857_mandatory_mentions.down,
    name: '20261123_140857_mandatory_mentions',
  },
  {
    up: migration_20261124_000547_forms_leads_alerts.up,
    down: migration_20261124_000547_forms_leads_alerts.down,
    name: '20261124_000547_forms_leads_alerts',
  },
  {
    up: migration_20261124_162404_owners_visits_roles.up,
    down: migration_20261124_162404_owners_visits_roles.down,
    name: '20261124_162404_owners_visits_roles',
  },
  {
    up: migration_20261125_032610_storage_prefix.up,
    down: migration_20261125_032610_storage_prefix.down,
    name: '20261125_032610_storage_prefix',
  },
  {
    up: migration_20261125_162525_no_lockout.up,
    down: migration_20261125_162525_no_lockout.down,
    name: '20261125_162525_no_lockout',
  },
  {
    up: migration_20261125_170000_search_shown_price.up,
    down: migration_20261125_170000_search_shown_price.down,
    name: '20261125_170000_search_shown_price',
  },
  {
    up: migration_20261125_171941_listing_events.up,
    down: migration_20261125_171941_listing_events.down,
    name: '20261125_171941_listing_events',
  },
  {
    up: migration_20261125_175000_floor_plans.up,
    down: migration_20261125_175000_floor_plans.down,
    name: '20261125_175000_floor_plans',
  },
  {
    up: migration_20261125_180000_search_filters.up,
    down: migration_20261125_180000_search_filters.down,
    name: '20261125_180000_search_filters',
  },
  {
    up: migration_20261125_181000_shortlist_page.up,
    down: migration_20261125_181000_shortlist_page.down,
    name: '20261125_181000_shortlist_page',
  },
  {
    up: migration_20261125_193543_shortlist_alerts.up,
    down: migration_20261125_193543_shortlist_alerts.down,
    name: '20261125_193543_shortlist_alerts',
  },
  {
    up: migration_20261125_195422_cost_rules.up,
    down: migration_20261125_195422_cost_rules.down,
    name: '20261125_195422_cost_rules',
  },
  {
    up: migration_20261125_225344_visit_follow_up.up,
    down: migration_20261125_225344_visit_follow_up.down,
    name: '20261125_225344_visit_follow_up',
  },
  {
    up: migration_20261126_090000_search_changes.up,
    down: migration_20261126_090000_search_changes.down,
    name: '20261126_090000_search_changes',
  },
  {
    up: migration_20261126_100000_owner_listing_index.up,
    down: migration_20261126_100000_owner_listing_index.down,
    name: '20261126_100000_owner_listing_index',
  },
  {
    up: migration_20261126_110000_visit_keys_lean.up,
    down: migration_20261126_110000_visit_keys_lean.down,
    name: '20261126_110000_visit_keys_lean',
  },
  {
    up: migration_20261127_180526_visit_lapsed_notice.up,
    down: migration_20261127_180526_visit_lapsed_notice.down,
    name: '20261127_180526_visit_lapsed_notice',
  },
  {
    up: migration_20261127_181210_cost_use.up,
    down: migration_20261127_181210_cost_use.down,
    name: '20261127_181210_cost_use',
  },
  {
    up: migration_20261127_184756_listing_stats_index.up,
    down: migration_20261127_184756_listing_stats_index.down,
    name: '20261127_184756_listing_stats_index',
  },
  {
    up: migration_20261127_203639_crm_connectors.up,
    down: migration_20261127_203639_crm_connectors.down,
    name: '20261127_203639_crm_connectors',
  },
  {
    up: migration_20261127_210000_cache_expiries.up,
    down: migration_20261127_210000_cache_expiries.down,
    name: '20261127_210000_cache_expiries',
  },
  {
    up: migration_20261128_032038_admin_languages_and_lists.up,
    down: migration_20261128_032038_admin_languages_and_lists.down,
    name: '20261128_032038_admin_languages_and_lists',
  },
  {
    up: migration_20261128_081026_rent_applications.up,
    down: migration_20261128_081026_rent_applications.down,
    name: '20261128_081026_rent_applications'
  },
  {
    up: migration_20261129_020000_visit_months.up,
    down: migration_20261129_020000_visit_months.down,
    name: '20261129_020000_visit_months',
  },
];
