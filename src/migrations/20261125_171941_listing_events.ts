import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { addHistoryTexts } from '../../seed/steps/historyTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`listing_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`previous_price\` numeric,
  	\`price\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`listing_events_property_idx\` ON \`listing_events\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`listing_events_updated_at_idx\` ON \`listing_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`listing_events_created_at_idx\` ON \`listing_events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`property_at_idx\` ON \`listing_events\` (\`property_id\`,\`at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`listing_events_id\` integer REFERENCES listing_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_events_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_events_id\`);`)

  // The history of today's listings, as far as their data tells it (written by hand after the generated
  // schema): first published at publishedAt (a listing published before it was stamped: when it was made),
  // its price as its page shows it then, its current status and, for a listing taken offline since, its
  // withdrawal, both as of its last save. Inserted in that order, so events of one moment keep it.
  const listed = sql`(\`_status\` = 'published' OR \`published_at\` IS NOT NULL)`
  const since = sql`COALESCE(\`published_at\`, \`created_at\`)`
  await db.run(sql`INSERT INTO \`listing_events\` (\`property_id\`, \`kind\`, \`at\`)
    SELECT \`id\`, 'published', ${since} FROM \`properties\` WHERE ${listed} ORDER BY \`id\`;`)
  await db.run(sql`INSERT INTO \`listing_events\` (\`property_id\`, \`kind\`, \`at\`, \`price\`)
    SELECT \`id\`, 'price', ${since}, \`price\` FROM \`properties\`
    WHERE ${listed} AND \`publish_price\` = 1 AND \`price\` > 0 AND COALESCE(\`marquee\`, 'none') NOT IN ('sold', 'rented') ORDER BY \`id\`;`)
  await db.run(sql`INSERT INTO \`listing_events\` (\`property_id\`, \`kind\`, \`at\`)
    SELECT \`id\`, \`marquee\`, max(\`updated_at\`, ${since}) FROM \`properties\`
    WHERE ${listed} AND \`marquee\` IN ('option', 'underOffer', 'sold', 'rented') ORDER BY \`id\`;`)
  await db.run(sql`INSERT INTO \`listing_events\` (\`property_id\`, \`kind\`, \`at\`)
    SELECT \`id\`, 'withdrawn', max(\`updated_at\`, \`published_at\`) FROM \`properties\`
    WHERE COALESCE(\`_status\`, 'draft') <> 'published' AND \`published_at\` IS NOT NULL ORDER BY \`id\`;`)

  // The history's UI texts, for a site whose dictionary was seeded before them.
  await addHistoryTexts(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`listing_events\`;`)
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
  	\`property_visits_id\` integer,
  	\`visit_keys_id\` integer,
  	\`visit_salts_id\` integer,
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
  	FOREIGN KEY (\`property_visits_id\`) REFERENCES \`property_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visit_keys_id\`) REFERENCES \`visit_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visit_salts_id\`) REFERENCES \`visit_salts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "cities_id", "property_types_id", "pages_id", "menus_id", "translations_id", "team_members_id", "form_submissions_id", "form_files_id", "appointment_slots_id", "search_alerts_id", "alert_matches_id", "property_visits_id", "visit_keys_id", "visit_salts_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "cities_id", "property_types_id", "pages_id", "menus_id", "translations_id", "team_members_id", "form_submissions_id", "form_files_id", "appointment_slots_id", "search_alerts_id", "alert_matches_id", "property_visits_id", "visit_keys_id", "visit_salts_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`property_visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_salts_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_salts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
