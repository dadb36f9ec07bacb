import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { refreshSearchIndex } from '../lib/search'

/**
 * The record of the search index's changes (src/lib/search/engine.ts): per listing, the sequence number
 * of the refresh that last wrote or removed its row (0 stands for a refresh of every row), so a search
 * patches its snapshot with the rows changed since its version instead of loading all of them again.
 * Custom SQL, as the index itself: Payload's schema snapshot does not describe it.
 *
 * This is the last migration that writes the index rows (20261125_180000_search_filters did before: the
 * index's code records its changes in this table now, and writes the publication date as ISO text in UTC).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`property_search_changes\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`seq\` integer NOT NULL
  );`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`property_search_changes_seq_idx\` ON \`property_search_changes\` (\`seq\`);`)
  await refreshSearchIndex(payload, 'all', req)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`property_search_changes\`;`)
}
