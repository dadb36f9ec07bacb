import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Lists read a property's texts by its id. Payload indexes the text tables on (locale, id) only,
 * so at 100,000 properties SQLite scanned the whole table per property: these indexes lead with
 * the id. (Custom indexes: Payload's schema snapshot does not describe them.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`properties_locales_parent_idx\` ON \`properties_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_properties_v_locales_parent_idx\` ON \`_properties_v_locales\` (\`_parent_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`properties_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`_properties_v_locales_parent_idx\`;`)
}
