import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { insertCostRules20261125 } from '../migrations-data/costRules20261125'
import { addCostTexts } from '../../seed/steps/missingTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cost_rules_deed_notary_scale_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`up_to\` numeric,
  	\`rate\` numeric DEFAULT 0,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_rules_deed_notary_scale_bands_order_idx\` ON \`cost_rules_deed_notary_scale_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_rules_deed_notary_scale_bands_parent_id_idx\` ON \`cost_rules_deed_notary_scale_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_rules_deed_own_home_notary_scale_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`up_to\` numeric,
  	\`rate\` numeric DEFAULT 0,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_rules_deed_own_home_notary_scale_bands_order_idx\` ON \`cost_rules_deed_own_home_notary_scale_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_rules_deed_own_home_notary_scale_bands_parent_id_idx\` ON \`cost_rules_deed_own_home_notary_scale_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_rules_deed_mortgage_scale_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`up_to\` numeric,
  	\`rate\` numeric DEFAULT 0,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_rules_deed_mortgage_scale_bands_order_idx\` ON \`cost_rules_deed_mortgage_scale_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_rules_deed_mortgage_scale_bands_parent_id_idx\` ON \`cost_rules_deed_mortgage_scale_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`scope\` text NOT NULL,
  	\`valid_from\` text NOT NULL,
  	\`sources\` text NOT NULL,
  	\`duties_standard_rate\` numeric DEFAULT 0,
  	\`duties_own_home_rate\` numeric,
  	\`duties_abatement\` numeric DEFAULT 0,
  	\`duties_abatement_price_cap\` numeric,
  	\`duties_reduction\` numeric DEFAULT 0,
  	\`duties_reduction_price_cap\` numeric,
  	\`duties_reduction_price_cap_higher\` numeric,
  	\`duties_higher_cap_postcodes\` text,
  	\`duties_credit_per_buyer\` numeric DEFAULT 0,
  	\`duties_minimum_duty\` numeric DEFAULT 0,
  	\`duties_surcharge_rate\` numeric DEFAULT 0,
  	\`duties_surcharge_postcodes\` text,
  	\`deed_new_build_vat_rate\` numeric DEFAULT 0,
  	\`deed_own_home_vat_rate\` numeric,
  	\`deed_own_home_vat_cap\` numeric,
  	\`deed_notary_scale_fixed\` numeric DEFAULT 0,
  	\`deed_own_home_notary_scale_fixed\` numeric DEFAULT 0,
  	\`deed_notary_vat_rate\` numeric DEFAULT 0,
  	\`deed_admin_costs\` numeric DEFAULT 0,
  	\`deed_third_party_costs\` numeric DEFAULT 0,
  	\`deed_writing_duty\` numeric DEFAULT 0,
  	\`deed_annex_duty\` numeric DEFAULT 0,
  	\`deed_transcription_fee\` numeric DEFAULT 0,
  	\`deed_mortgage_registration_rate\` numeric DEFAULT 0,
  	\`deed_mortgage_duty_rate\` numeric DEFAULT 0,
  	\`deed_accessories_rate\` numeric DEFAULT 0,
  	\`deed_mortgage_scale_fixed\` numeric DEFAULT 0,
  	\`deed_mortgage_admin_costs\` numeric DEFAULT 0,
  	\`deed_mortgage_third_party_costs\` numeric DEFAULT 0,
  	\`deed_inscription_fee\` numeric DEFAULT 0,
  	\`deed_default_loan_rate\` numeric DEFAULT 0,
  	\`deed_default_loan_years\` numeric DEFAULT 25,
  	\`deed_default_own_share\` numeric DEFAULT 0,
  	\`rent_deposit_months\` numeric DEFAULT 2,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_rules_updated_at_idx\` ON \`cost_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cost_rules_created_at_idx\` ON \`cost_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`scope_validFrom_idx\` ON \`cost_rules\` (\`scope\`,\`valid_from\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cost_rules_id\` integer REFERENCES cost_rules(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cost_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`cost_rules_id\`);`)

  // The rules in force (law, not demo data: every site gets them) and the panel's texts.
  // Frozen data and SQL of this date: today's code would write columns later migrations add.
  await insertCostRules20261125({ dialect: 'sqlite', run: (query) => db.run(query), all: (query) => db.all(query) })
  await addCostTexts(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cost_rules_deed_notary_scale_bands\`;`)
  await db.run(sql`DROP TABLE \`cost_rules_deed_own_home_notary_scale_bands\`;`)
  await db.run(sql`DROP TABLE \`cost_rules_deed_mortgage_scale_bands\`;`)
  await db.run(sql`DROP TABLE \`cost_rules\`;`)
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
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "listing_events_id", "projects_id", "cities_id", "property_types_id", "pages_id", "menus_id", "translations_id", "team_members_id", "form_submissions_id", "form_files_id", "appointment_slots_id", "search_alerts_id", "shortlist_alerts_id", "alert_matches_id", "property_visits_id", "visit_keys_id", "visit_salts_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "listing_events_id", "projects_id", "cities_id", "property_types_id", "pages_id", "menus_id", "translations_id", "team_members_id", "form_submissions_id", "form_files_id", "appointment_slots_id", "search_alerts_id", "shortlist_alerts_id", "alert_matches_id", "property_visits_id", "visit_keys_id", "visit_salts_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
