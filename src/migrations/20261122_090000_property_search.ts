import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The search index of the public site (src/lib/search/sqlite.ts): one narrow row per published
 * listing with what the filters, sorts and facets read, and a full-text table of its words.
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
  // Every index holds every filtered column, so a search never looks a row up: the facets index
  // groups by city and type; the three sort indexes read a page in order and stop when it is full.
  const filtered = '`city_id`, `web_id`, `price`, `bedrooms`, `bathrooms`, `showerrooms`, `toilets`, `garages`'
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`property_search_facets_idx\` ON \`property_search\` (\`goal\`, \`city_id\`, \`web_id\`, \`bedrooms\`, \`bathrooms\`, \`showerrooms\`, \`toilets\`, \`garages\`, \`price\`);`)
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS \`property_search_newest_idx\` ON \`property_search\` (\`goal\`, \`published_at\` DESC, \`id\` DESC, ${filtered});`))
  // Listings without a published price sort last in both directions.
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS \`property_search_price_idx\` ON \`property_search\` (\`goal\`, (\`price\` IS NULL), \`price\`, \`id\` DESC, ${filtered});`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS \`property_search_price_desc_idx\` ON \`property_search\` (\`goal\`, (\`price\` IS NULL), \`price\` DESC, \`id\` DESC, ${filtered});`))
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS \`property_search_text\` USING fts5(
    \`words\`, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`property_search_text\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`property_search\`;`)
}
