import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { APPLICATION_RULES_20261128, APPLICATION_TEXTS_20261128 } from '../migrations-data/rentApplication20261128'

/**
 * What a rent application may ask, by region and date (collections/ApplicationRules.ts), with the regions'
 * rules as the law stands; each application's status, figures and link secret (collections/fields/application.ts);
 * and the application's new texts for a site seeded before them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`application_rules_items\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`application_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`application_rules_items_order_idx\` ON \`application_rules_items\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`application_rules_items_parent_idx\` ON \`application_rules_items\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`application_rules_documents\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`application_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`application_rules_documents_order_idx\` ON \`application_rules_documents\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`application_rules_documents_parent_idx\` ON \`application_rules_documents\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`application_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`region\` text NOT NULL,
  	\`valid_from\` text NOT NULL,
  	\`sources\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`application_rules_updated_at_idx\` ON \`application_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`application_rules_created_at_idx\` ON \`application_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`region_validFrom_idx\` ON \`application_rules\` (\`region\`,\`valid_from\`);`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`application_token\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`application_key\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`application_replaces\` numeric;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`application_status\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`application_complete\` integer;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`application_income_ratio\` numeric;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`application_persons\` numeric;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`application_moving_date\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`application_staff_remark\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`application_owner_decision\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`application_owner_decided_at\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_application_application_token_idx\` ON \`form_submissions\` (\`application_token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_application_application_key_idx\` ON \`form_submissions\` (\`application_key\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_application_application_status_idx\` ON \`form_submissions\` (\`application_status\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`application_rules_id\` integer REFERENCES application_rules(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`application_rules_id\`);`)
  // Applications sent before: complete as they were asked then (they have no link: their candidates were told by mail).
  await db.run(sql`UPDATE form_submissions SET application_status = 'complete' WHERE kind = 'rent-application' AND application_status IS NULL`)
  for (const set of APPLICATION_RULES_20261128) {
    const from = `${set.validFrom}T00:00:00.000Z`
    await db.run(sql`INSERT INTO application_rules (title, region, valid_from, sources) VALUES (${`${set.region} from ${set.validFrom}`}, ${set.region}, ${from}, ${set.sources})`)
    const parent = sql`(SELECT id FROM application_rules WHERE region = ${set.region} AND valid_from = ${from})`
    for (const [order, value] of set.items.entries()) await db.run(sql`INSERT INTO application_rules_items ("order", parent_id, value) VALUES (${order + 1}, ${parent}, ${value})`)
    for (const [order, value] of set.documents.entries()) await db.run(sql`INSERT INTO application_rules_documents ("order", parent_id, value) VALUES (${order + 1}, ${parent}, ${value})`)
  }
  for (const [key, values] of APPLICATION_TEXTS_20261128) {
    await db.run(sql`INSERT INTO translations (key) SELECT ${key} WHERE EXISTS (SELECT 1 FROM translations) AND NOT EXISTS (SELECT 1 FROM translations WHERE key = ${key})`)
    for (const [locale, value] of Object.entries(values)) {
      await db.run(sql`INSERT INTO translations_locales (value, _locale, _parent_id) SELECT ${value}, ${locale}, t.id FROM translations t
        WHERE t.key = ${key} AND NOT EXISTS (SELECT 1 FROM translations_locales l WHERE l._parent_id = t.id AND l._locale = ${locale})`)
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`application_rules_items\`;`)
  await db.run(sql`DROP TABLE \`application_rules_documents\`;`)
  await db.run(sql`DROP TABLE \`application_rules\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`listing_events_id\` integer,
  	\`projects_id\` integer,
  	\`cities_id\` integer,
  	\`property_types_id\` integer,
  	\`pages_id\` integer,
  	\`menus_id\` integer,
  	\`translations_id\` integer,
  	\`team_members_id\` integer,
  	\`form_submissions_id\` integer,
  	\`form_files_id\` integer,
  	\`appointment_slots_id\` integer,
  	\`search_alerts_id\` integer,
  	\`shortlist_alerts_id\` integer,
  	\`alert_matches_id\` integer,
  	\`property_visits_id\` integer,
  	\`visit_keys_id\` integer,
  	\`visit_salts_id\` integer,
  	\`cost_rules_id\` integer,
  	\`crm_log_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_events_id\`) REFERENCES \`listing_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translations_id\`) REFERENCES \`translations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_files_id\`) REFERENCES \`form_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointment_slots_id\`) REFERENCES \`appointment_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_alerts_id\`) REFERENCES \`search_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shortlist_alerts_id\`) REFERENCES \`shortlist_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_matches_id\`) REFERENCES \`alert_matches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_visits_id\`) REFERENCES \`property_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visit_keys_id\`) REFERENCES \`visit_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visit_salts_id\`) REFERENCES \`visit_salts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cost_rules_id\`) REFERENCES \`cost_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crm_log_id\`) REFERENCES \`crm_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "listing_events_id", "projects_id", "cities_id", "property_types_id", "pages_id", "menus_id", "translations_id", "team_members_id", "form_submissions_id", "form_files_id", "appointment_slots_id", "search_alerts_id", "shortlist_alerts_id", "alert_matches_id", "property_visits_id", "visit_keys_id", "visit_salts_id", "cost_rules_id", "crm_log_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "listing_events_id", "projects_id", "cities_id", "property_types_id", "pages_id", "menus_id", "translations_id", "team_members_id", "form_submissions_id", "form_files_id", "appointment_slots_id", "search_alerts_id", "shortlist_alerts_id", "alert_matches_id", "property_visits_id", "visit_keys_id", "visit_salts_id", "cost_rules_id", "crm_log_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_events_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_types_id_idx\` ON \`payload_locked_documents_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translations_id_idx\` ON \`payload_locked_documents_rels\` (\`translations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_files_id_idx\` ON \`payload_locked_documents_rels\` (\`form_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`search_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shortlist_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`shortlist_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_matches_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_matches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`property_visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_salts_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_salts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cost_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`cost_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_log_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`form_submissions_application_application_token_idx\`;`)
  await db.run(sql`DROP INDEX \`form_submissions_application_application_key_idx\`;`)
  await db.run(sql`DROP INDEX \`form_submissions_application_application_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`application_token\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`application_key\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`application_replaces\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`application_status\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`application_complete\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`application_income_ratio\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`application_persons\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`application_moving_date\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`application_staff_remark\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`application_owner_decision\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`application_owner_decided_at\`;`)
}
