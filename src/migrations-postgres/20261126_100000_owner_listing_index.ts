import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * An owner's listings by owner and creation, newest first (collections/Properties: the `properties` join
 * that users carry, read with each signed-in request, asks for them in that order with a limit, and the
 * planner otherwise walks the created-at index of every listing to find an owner's few).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "owner_createdAt_idx" ON "properties" USING btree ("owner_id","created_at");
  CREATE INDEX "version_owner_version_createdAt_idx" ON "_properties_v" USING btree ("version_owner_id","version_created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "owner_createdAt_idx";
  DROP INDEX "version_owner_version_createdAt_idx";`)
}
