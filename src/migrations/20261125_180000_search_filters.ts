import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The search index's columns for the richer filters (src/lib/search/sqlite.ts): living and plot area
 * (NULL for none), the rank of the EPC label the page shows (-1 for none) and the features as bits, with
 * an index for each of the two new orders (price per m² up, living area down). Custom SQL, as the table
 * itself: Payload's schema snapshot does not describe it.
 *
 * The index rows are written by 20261126_090000_search_changes, the last migration that writes them (this
 * one no longer does: the index's code records each change in the table that migration makes), so a
 * database that already holds listings, or one migrated from the start, gets every row written there.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`property_search\` ADD COLUMN \`living\` real;`)
  await db.run(sql`ALTER TABLE \`property_search\` ADD COLUMN \`plot\` real;`)
  await db.run(sql`ALTER TABLE \`property_search\` ADD COLUMN \`epc\` integer NOT NULL DEFAULT -1;`)
  await db.run(sql`ALTER TABLE \`property_search\` ADD COLUMN \`features\` integer NOT NULL DEFAULT 0;`)
  // The orders the search loads with its snapshot (src/lib/search/engine.ts ORDERS), read through these.
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`property_search_price_m2_idx\` ON \`property_search\` ((\`price\` IS NULL OR \`living\` IS NULL), (\`price\` / \`living\`), \`id\` DESC);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`property_search_living_idx\` ON \`property_search\` ((\`living\` IS NULL), \`living\` DESC, \`id\` DESC);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`property_search_living_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`property_search_price_m2_idx\`;`)
  await db.run(sql`ALTER TABLE \`property_search\` DROP COLUMN \`features\`;`)
  await db.run(sql`ALTER TABLE \`property_search\` DROP COLUMN \`epc\`;`)
  await db.run(sql`ALTER TABLE \`property_search\` DROP COLUMN \`plot\`;`)
  await db.run(sql`ALTER TABLE \`property_search\` DROP COLUMN \`living\`;`)
}
