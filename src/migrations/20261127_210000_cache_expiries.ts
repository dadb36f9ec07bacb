import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Cache expiries recorded by processes outside the web server (the jobs runner importing from the CRM, a
 * script), for every web server to apply (src/lib/cache/expiries.ts): the tags, the listings whose routes
 * changed, and when. Custom SQL, as the search index: not a collection anybody reads through Payload.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`cache_expiries\` (
    \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    \`tags\` text NOT NULL,
    \`listings\` text,
    \`at\` integer NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`cache_expiries\`;`)
}
