import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`property_visits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_id\` integer NOT NULL,
  	\`day\` text NOT NULL,
  	\`visits\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`property_visits_property_idx\` ON \`property_visits\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`property_visits_day_idx\` ON \`property_visits\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`property_visits_updated_at_idx\` ON \`property_visits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_visits_created_at_idx\` ON \`property_visits\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_day_idx\` ON \`property_visits\` (\`property_id\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`visit_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hash\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`visit_keys_hash_idx\` ON \`visit_keys\` (\`hash\`);`)
  await db.run(sql`CREATE INDEX \`visit_keys_day_idx\` ON \`visit_keys\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`visit_keys_updated_at_idx\` ON \`visit_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visit_keys_created_at_idx\` ON \`visit_keys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`visit_salts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`salt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`visit_salts_day_idx\` ON \`visit_salts\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`visit_salts_updated_at_idx\` ON \`visit_salts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visit_salts_created_at_idx\` ON \`visit_salts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`weekly_digest\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_link_hash\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_link_expires\` text;`)
  await db.run(sql`CREATE INDEX \`users_login_link_hash_idx\` ON \`users\` (\`login_link_hash\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`property_visits_id\` integer REFERENCES property_visits(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`visit_keys_id\` integer REFERENCES visit_keys(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`visit_salts_id\` integer REFERENCES visit_salts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`property_visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_salts_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_salts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`property_visits\`;`)
  await db.run(sql`DROP TABLE \`visit_keys\`;`)
  await db.run(sql`DROP TABLE \`visit_salts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`form_files_id\` integer,
  	\`appointment_slots_id\` integer,
  	\`search_alerts_id\` integer,
  	\`alert_matches_id\` integer,
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
  	FOREIGN KEY (\`form_files_id\`) REFERENCES \`form_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointment_slots_id\`) REFERENCES \`appointment_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_alerts_id\`) REFERENCES \`search_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_matches_id\`) REFERENCES \`alert_matches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "cities_id", "property_types_id", "pages_id", "menus_id", "translations_id", "team_members_id", "form_submissions_id", "form_files_id", "appointment_slots_id", "search_alerts_id", "alert_matches_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "cities_id", "property_types_id", "pages_id", "menus_id", "translations_id", "team_members_id", "form_submissions_id", "form_files_id", "appointment_slots_id", "search_alerts_id", "alert_matches_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_files_id_idx\` ON \`payload_locked_documents_rels\` (\`form_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`search_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_matches_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_matches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`users_login_link_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`weekly_digest\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_link_hash\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_link_expires\`;`)
}
