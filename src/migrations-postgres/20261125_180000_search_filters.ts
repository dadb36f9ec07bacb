import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The search index's columns for the richer filters (src/lib/search/postgres.ts): living and plot area
 * (NULL for none), the rank of the EPC label the page shows (-1 for none) and the features as bits, with
 * an index for each of the two new orders (price per m² up, living area down). Custom SQL, as the table
 * itself: Payload's schema snapshot does not describe it.
 *
 * The index rows are written by 20261126_090000_search_changes, the last migration that writes them (this
 * one no longer does: the index's code records each change in the table that migration makes), so a
 * database that already holds listings, or one migrated from the start, gets every row written there.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "property_search" ADD COLUMN IF NOT EXISTS "living" double precision;
  ALTER TABLE "property_search" ADD COLUMN IF NOT EXISTS "plot" double precision;
  ALTER TABLE "property_search" ADD COLUMN IF NOT EXISTS "epc" integer NOT NULL DEFAULT -1;
  ALTER TABLE "property_search" ADD COLUMN IF NOT EXISTS "features" integer NOT NULL DEFAULT 0;
  CREATE INDEX IF NOT EXISTS "property_search_price_m2_idx" ON "property_search" (("price" IS NULL OR "living" IS NULL), ("price" / "living"), "id" DESC);
  CREATE INDEX IF NOT EXISTS "property_search_living_idx" ON "property_search" (("living" IS NULL), "living" DESC, "id" DESC);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "property_search_living_idx";
  DROP INDEX IF EXISTS "property_search_price_m2_idx";
  ALTER TABLE "property_search" DROP COLUMN IF EXISTS "features";
  ALTER TABLE "property_search" DROP COLUMN IF EXISTS "epc";
  ALTER TABLE "property_search" DROP COLUMN IF EXISTS "plot";
  ALTER TABLE "property_search" DROP COLUMN IF EXISTS "living";
  `)
}
