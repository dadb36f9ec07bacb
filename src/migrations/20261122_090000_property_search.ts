import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The search index of the public site (src/lib/search/sqlite.ts): one narrow row per published
 * listing with what the filters, sorts and facets read, and a full-text index of its words (accents
 * removed, with prefix indexes for words typed in part).
 * Custom SQL (Payload's schema snapshot does not describe these tables); the seed fills them and
 * the collections' hooks keep them in step.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`property_search\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`goal\` text NOT NULL,
    \`city_id\` integer NOT NULL DEFAULT 0,
    \`type_id\` integer NOT NULL DEFAULT 0,
    \`web_id\` integer NOT NULL DEFAULT 0,
    \`price\` integer,
    \`bedrooms\` integer NOT NULL DEFAULT 0,
    \`bathrooms\` integer NOT NULL DEFAULT 0,
    \`showerrooms\` integer NOT NULL DEFAULT 0,
    \`toilets\` integer NOT NULL DEFAULT 0,
    \`garages\` integer NOT NULL DEFAULT 0,
    \`published_at\` text NOT NULL DEFAULT ''
  );`)
  // Searches hold the table in memory (src/lib/search/snapshot.ts) with its three orders, read
  // through these indexes; the last two find the rows of a city or type whose name or WebID changed.
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`property_search_newest_idx\` ON \`property_search\` (\`published_at\` DESC, \`id\` DESC);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`property_search_price_idx\` ON \`property_search\` ((\`price\` IS NULL), \`price\`, \`id\` DESC);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`property_search_price_desc_idx\` ON \`property_search\` ((\`price\` IS NULL), \`price\` DESC, \`id\` DESC);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`property_search_city_idx\` ON \`property_search\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`property_search_type_idx\` ON \`property_search\` (\`type_id\`);`)
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS \`property_search_text\` USING fts5(
    \`words\`, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  );`)
  // A database that already holds listings gets them indexed by 20261126_090000_search_changes (the seed
  // indexes its own): today's code writes columns this table does not have yet.
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`property_search_text\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`property_search\`;`)
}
