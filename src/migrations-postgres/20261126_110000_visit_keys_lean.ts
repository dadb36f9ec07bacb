import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The visitor hashes keep one index, the hash's: the day's and the timestamps' indexes were updated with
 * every hash written (hundreds a second on a busy day) and served no query (collections/PropertyVisits.ts).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "visit_keys_day_idx";
  DROP INDEX "visit_keys_updated_at_idx";
  DROP INDEX "visit_keys_created_at_idx";
  ALTER TABLE "visit_keys" DROP COLUMN "updated_at";
  ALTER TABLE "visit_keys" DROP COLUMN "created_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visit_keys" ADD COLUMN "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL;
  ALTER TABLE "visit_keys" ADD COLUMN "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL;
  CREATE INDEX "visit_keys_day_idx" ON "visit_keys" USING btree ("day");
  CREATE INDEX "visit_keys_updated_at_idx" ON "visit_keys" USING btree ("updated_at");
  CREATE INDEX "visit_keys_created_at_idx" ON "visit_keys" USING btree ("created_at");`)
}
