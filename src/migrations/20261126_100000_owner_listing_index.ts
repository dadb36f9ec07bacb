import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * An owner's listings by owner and creation, newest first (collections/Properties: the `properties` join
 * that users carry, read with each signed-in request, asks for them in that order with a limit, and the
 * planner otherwise walks the created-at index of every listing to find an owner's few).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`owner_createdAt_idx\` ON \`properties\` (\`owner_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`version_owner_version_createdAt_idx\` ON \`_properties_v\` (\`version_owner_id\`,\`version_created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`owner_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`version_owner_version_createdAt_idx\`;`)
}
