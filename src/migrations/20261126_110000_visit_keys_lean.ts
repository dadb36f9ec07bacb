import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The visitor hashes keep one index, the hash's: the day's and the timestamps' indexes were updated with
 * every hash written (hundreds a second on a busy day) and served no query (collections/PropertyVisits.ts).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`visit_keys_day_idx\`;`)
  await db.run(sql`DROP INDEX \`visit_keys_updated_at_idx\`;`)
  await db.run(sql`DROP INDEX \`visit_keys_created_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`visit_keys\` DROP COLUMN \`updated_at\`;`)
  await db.run(sql`ALTER TABLE \`visit_keys\` DROP COLUMN \`created_at\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`visit_keys\` ADD \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL;`)
  await db.run(sql`ALTER TABLE \`visit_keys\` ADD \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL;`)
  await db.run(sql`CREATE INDEX \`visit_keys_day_idx\` ON \`visit_keys\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`visit_keys_updated_at_idx\` ON \`visit_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visit_keys_created_at_idx\` ON \`visit_keys\` (\`created_at\`);`)
}
