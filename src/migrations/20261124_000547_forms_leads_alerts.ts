import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`form_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`form_files_updated_at_idx\` ON \`form_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_files_created_at_idx\` ON \`form_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_files_filename_idx\` ON \`form_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`appointment_slots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`property_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`appointment_slots_start_idx\` ON \`appointment_slots\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`appointment_slots_property_idx\` ON \`appointment_slots\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`appointment_slots_updated_at_idx\` ON \`appointment_slots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointment_slots_created_at_idx\` ON \`appointment_slots\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`goal\` text NOT NULL,
  	\`query\` text,
  	\`frequency\` text DEFAULT 'instant' NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`submission_id\` integer,
  	\`confirmed_at\` text,
  	\`last_sent_at\` text,
  	\`token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`search_alerts_email_idx\` ON \`search_alerts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`search_alerts_goal_idx\` ON \`search_alerts\` (\`goal\`);`)
  await db.run(sql`CREATE INDEX \`search_alerts_status_idx\` ON \`search_alerts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`search_alerts_submission_idx\` ON \`search_alerts\` (\`submission_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_alerts_token_idx\` ON \`search_alerts\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`search_alerts_updated_at_idx\` ON \`search_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_alerts_created_at_idx\` ON \`search_alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alert_matches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alert_id\` integer NOT NULL,
  	\`property_id\` integer NOT NULL,
  	\`reason\` text NOT NULL,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`alert_id\`) REFERENCES \`search_alerts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_matches_alert_idx\` ON \`alert_matches\` (\`alert_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_matches_property_idx\` ON \`alert_matches\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_matches_sent_at_idx\` ON \`alert_matches\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_matches_updated_at_idx\` ON \`alert_matches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_matches_created_at_idx\` ON \`alert_matches\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`phone\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`page\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`consent\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`newsletter\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`slot_id\` integer REFERENCES appointment_slots(id);`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`appointment_status\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`file_id\` integer REFERENCES form_files(id);`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`captcha_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_slot_idx\` ON \`form_submissions\` (\`slot_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_file_idx\` ON \`form_submissions\` (\`file_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_captcha_key_idx\` ON \`form_submissions\` (\`captcha_key\`);`)
  // The inbox's statuses became new / handled / spam.
  await db.run(sql`UPDATE \`form_submissions\` SET \`status\` = 'handled' WHERE \`status\` IN ('inProgress', 'done');`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_files_id\` integer REFERENCES form_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appointment_slots_id\` integer REFERENCES appointment_slots(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_alerts_id\` integer REFERENCES search_alerts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_matches_id\` integer REFERENCES alert_matches(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_files_id_idx\` ON \`payload_locked_documents_rels\` (\`form_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`search_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_matches_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_matches_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`form_files\`;`)
  await db.run(sql`DROP TABLE \`appointment_slots\`;`)
  await db.run(sql`DROP TABLE \`search_alerts\`;`)
  await db.run(sql`DROP TABLE \`alert_matches\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`email\` text,
  	\`data\` text NOT NULL,
  	\`property_id\` integer,
  	\`project_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_form_submissions\`("id", "kind", "locale", "status", "email", "data", "property_id", "project_id", "updated_at", "created_at") SELECT "id", "kind", "locale", "status", "email", "data", "property_id", "project_id", "updated_at", "created_at" FROM \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_form_submissions\` RENAME TO \`form_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`form_submissions_kind_idx\` ON \`form_submissions\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_status_idx\` ON \`form_submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_email_idx\` ON \`form_submissions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_property_idx\` ON \`form_submissions\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_project_idx\` ON \`form_submissions\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`projects_id\` integer,
  	\`cities_id\` integer,
  	\`property_types_id\` integer,
  	\`pages_id\` integer,
  	\`menus_id\` integer,
  	\`translations_id\` integer,
  	\`team_members_id\` integer,
  	\`form_submissions_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translations_id\`) REFERENCES \`translations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "cities_id", "property_types_id", "pages_id", "menus_id", "translations_id", "team_members_id", "form_submissions_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "cities_id", "property_types_id", "pages_id", "menus_id", "translations_id", "team_members_id", "form_submissions_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_types_id_idx\` ON \`payload_locked_documents_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translations_id_idx\` ON \`payload_locked_documents_rels\` (\`translations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
