import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { backfillTranslationState } from '../lib/translations/backfill'

/**
 * Staff's saved list views (Payload's query presets), which languages each listing, project and page is
 * complete in (kept by collections/hooks/translations.ts, filled here for a site made before), and the
 * agency's colour for its admin.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_query_presets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`is_shared\` integer DEFAULT false,
  	\`access_read_constraint\` text DEFAULT 'onlyMe',
  	\`access_update_constraint\` text DEFAULT 'onlyMe',
  	\`access_delete_constraint\` text DEFAULT 'onlyMe',
  	\`where\` text,
  	\`columns\` text,
  	\`group_by\` text,
  	\`related_collection\` text NOT NULL,
  	\`is_temp\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_query_presets_updated_at_idx\` ON \`payload_query_presets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_query_presets_created_at_idx\` ON \`payload_query_presets\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_query_presets_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_query_presets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_query_presets_rels_order_idx\` ON \`payload_query_presets_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_query_presets_rels_parent_idx\` ON \`payload_query_presets_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_query_presets_rels_path_idx\` ON \`payload_query_presets_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_query_presets_rels_users_id_idx\` ON \`payload_query_presets_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`missing_translations\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`translations_complete\` integer;`)
  await db.run(sql`CREATE INDEX \`properties_translations_complete_idx\` ON \`properties\` (\`translations_complete\`);`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_missing_translations\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_translations_complete\` integer;`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_translations_complete_idx\` ON \`_properties_v\` (\`version_translations_complete\`);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`missing_translations\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`translations_complete\` integer;`)
  await db.run(sql`CREATE INDEX \`projects_translations_complete_idx\` ON \`projects\` (\`translations_complete\`);`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_missing_translations\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_translations_complete\` integer;`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_translations_complete_idx\` ON \`_projects_v\` (\`version_translations_complete\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`missing_translations\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`translations_complete\` integer;`)
  await db.run(sql`CREATE INDEX \`pages_translations_complete_idx\` ON \`pages\` (\`translations_complete\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_missing_translations\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_translations_complete\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_translations_complete_idx\` ON \`_pages_v\` (\`version_translations_complete\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`agency_colour\` text;`)
  await backfillTranslationState(payload, req, async (collection, id, { missingTranslations, translationsComplete }) => {
    const complete = translationsComplete ? 1 : 0
    await db.run(sql`UPDATE ${sql.identifier(collection)} SET missing_translations = ${missingTranslations}, translations_complete = ${complete} WHERE id = ${id}`)
    await db.run(sql`UPDATE ${sql.identifier(`_${collection}_v`)} SET version_missing_translations = ${missingTranslations}, version_translations_complete = ${complete} WHERE parent_id = ${id}`)
  })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_query_presets\`;`)
  await db.run(sql`DROP TABLE \`payload_query_presets_rels\`;`)
  await db.run(sql`DROP INDEX \`properties_translations_complete_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`missing_translations\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`translations_complete\`;`)
  await db.run(sql`DROP INDEX \`_properties_v_version_version_translations_complete_idx\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_missing_translations\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_translations_complete\`;`)
  await db.run(sql`DROP INDEX \`projects_translations_complete_idx\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`missing_translations\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`translations_complete\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_version_version_translations_complete_idx\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_missing_translations\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_translations_complete\`;`)
  await db.run(sql`DROP INDEX \`pages_translations_complete_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`missing_translations\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`translations_complete\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_translations_complete_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_missing_translations\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_translations_complete\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`agency_colour\`;`)
}
