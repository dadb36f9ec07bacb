import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`crm_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`event\` text,
  	\`outcome\` text NOT NULL,
  	\`estate_id\` text,
  	\`summary\` text,
  	\`details\` text,
  	\`property_id\` integer,
  	\`project_id\` integer,
  	\`submission_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`crm_log_at_idx\` ON \`crm_log\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`crm_log_outcome_idx\` ON \`crm_log\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`crm_log_estate_id_idx\` ON \`crm_log\` (\`estate_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_log_property_idx\` ON \`crm_log\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_log_project_idx\` ON \`crm_log\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_log_submission_idx\` ON \`crm_log\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_log_updated_at_idx\` ON \`crm_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_log_created_at_idx\` ON \`crm_log\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`crm_source\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`crm_estate_id\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`crm_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`crm_synced_at\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`crm_fingerprint\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`crm_source_crm_estateId_idx\` ON \`properties\` (\`crm_source\`,\`crm_estate_id\`);`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_crm_source\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_crm_estate_id\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_crm_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_crm_synced_at\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_crm_fingerprint\` text;`)
  await db.run(sql`CREATE INDEX \`version_crm_source_version_crm_estateId_idx\` ON \`_properties_v\` (\`version_crm_source\`,\`version_crm_estate_id\`);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`crm_source\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`crm_estate_id\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`crm_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`crm_synced_at\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`crm_fingerprint\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`crm_source_crm_estateId_1_idx\` ON \`projects\` (\`crm_source\`,\`crm_estate_id\`);`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_crm_source\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_crm_estate_id\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_crm_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_crm_synced_at\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_crm_fingerprint\` text;`)
  await db.run(sql`CREATE INDEX \`version_crm_source_version_crm_estateId_1_idx\` ON \`_projects_v\` (\`version_crm_source\`,\`version_crm_estate_id\`);`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`crm_status\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`crm_target\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`crm_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`crm_error\` text;`)
  await db.run(sql`CREATE INDEX \`form_submissions_crm_crm_status_idx\` ON \`form_submissions\` (\`crm_status\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`crm_key\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`crm_estate\` text;`)
  await db.run(sql`CREATE INDEX \`media_crm_crm_key_idx\` ON \`media\` (\`crm_key\`);`)
  await db.run(sql`CREATE INDEX \`media_crm_crm_estate_idx\` ON \`media\` (\`crm_estate\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`concurrency_key\` text;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_concurrency_key_idx\` ON \`payload_jobs\` (\`concurrency_key\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`crm_log_id\` integer REFERENCES crm_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_log_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`crm_log\`;`)
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
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "listing_events_id", "projects_id", "cities_id", "property_types_id", "pages_id", "menus_id", "translations_id", "team_members_id", "form_submissions_id", "form_files_id", "appointment_slots_id", "search_alerts_id", "shortlist_alerts_id", "alert_matches_id", "property_visits_id", "visit_keys_id", "visit_salts_id", "cost_rules_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "listing_events_id", "projects_id", "cities_id", "property_types_id", "pages_id", "menus_id", "translations_id", "team_members_id", "form_submissions_id", "form_files_id", "appointment_slots_id", "search_alerts_id", "shortlist_alerts_id", "alert_matches_id", "property_visits_id", "visit_keys_id", "visit_salts_id", "cost_rules_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`crm_source_crm_estateId_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`crm_source\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`crm_estate_id\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`crm_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`crm_synced_at\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`crm_fingerprint\`;`)
  await db.run(sql`DROP INDEX \`version_crm_source_version_crm_estateId_idx\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_crm_source\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_crm_estate_id\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_crm_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_crm_synced_at\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_crm_fingerprint\`;`)
  await db.run(sql`DROP INDEX \`crm_source_crm_estateId_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`crm_source\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`crm_estate_id\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`crm_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`crm_synced_at\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`crm_fingerprint\`;`)
  await db.run(sql`DROP INDEX \`version_crm_source_version_crm_estateId_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_crm_source\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_crm_estate_id\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_crm_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_crm_synced_at\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_crm_fingerprint\`;`)
  await db.run(sql`DROP INDEX \`form_submissions_crm_crm_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`crm_status\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`crm_target\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`crm_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`crm_error\`;`)
  await db.run(sql`DROP INDEX \`media_crm_crm_key_idx\`;`)
  await db.run(sql`DROP INDEX \`media_crm_crm_estate_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`crm_key\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`crm_estate\`;`)
  await db.run(sql`DROP INDEX \`payload_jobs_concurrency_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`concurrency_key\`;`)
}
