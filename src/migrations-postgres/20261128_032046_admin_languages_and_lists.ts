import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { backfillTranslationState } from '../lib/translations/backfill'

/**
 * Staff's saved list views (Payload's query presets), which languages each listing, project and page is
 * complete in (kept by collections/hooks/translations.ts, filled here for a site made before), and the
 * agency's colour for its admin.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_query_presets_access_read_constraint" AS ENUM('everyone', 'onlyMe', 'specificUsers');
  CREATE TYPE "public"."enum_payload_query_presets_access_update_constraint" AS ENUM('everyone', 'onlyMe', 'specificUsers');
  CREATE TYPE "public"."enum_payload_query_presets_access_delete_constraint" AS ENUM('everyone', 'onlyMe', 'specificUsers');
  CREATE TYPE "public"."enum_payload_query_presets_related_collection" AS ENUM('properties');
  CREATE TABLE "payload_query_presets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"is_shared" boolean DEFAULT false,
  	"access_read_constraint" "enum_payload_query_presets_access_read_constraint" DEFAULT 'onlyMe',
  	"access_update_constraint" "enum_payload_query_presets_access_update_constraint" DEFAULT 'onlyMe',
  	"access_delete_constraint" "enum_payload_query_presets_access_delete_constraint" DEFAULT 'onlyMe',
  	"where" jsonb,
  	"columns" jsonb,
  	"group_by" varchar,
  	"related_collection" "enum_payload_query_presets_related_collection" NOT NULL,
  	"is_temp" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_query_presets_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "properties" ADD COLUMN "missing_translations" varchar;
  ALTER TABLE "properties" ADD COLUMN "translations_complete" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_missing_translations" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_translations_complete" boolean;
  ALTER TABLE "projects" ADD COLUMN "missing_translations" varchar;
  ALTER TABLE "projects" ADD COLUMN "translations_complete" boolean;
  ALTER TABLE "_projects_v" ADD COLUMN "version_missing_translations" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_translations_complete" boolean;
  ALTER TABLE "pages" ADD COLUMN "missing_translations" varchar;
  ALTER TABLE "pages" ADD COLUMN "translations_complete" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "version_missing_translations" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_translations_complete" boolean;
  ALTER TABLE "site_settings" ADD COLUMN "agency_colour" varchar;
  ALTER TABLE "payload_query_presets_rels" ADD CONSTRAINT "payload_query_presets_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_query_presets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_query_presets_rels" ADD CONSTRAINT "payload_query_presets_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_query_presets_updated_at_idx" ON "payload_query_presets" USING btree ("updated_at");
  CREATE INDEX "payload_query_presets_created_at_idx" ON "payload_query_presets" USING btree ("created_at");
  CREATE INDEX "payload_query_presets_rels_order_idx" ON "payload_query_presets_rels" USING btree ("order");
  CREATE INDEX "payload_query_presets_rels_parent_idx" ON "payload_query_presets_rels" USING btree ("parent_id");
  CREATE INDEX "payload_query_presets_rels_path_idx" ON "payload_query_presets_rels" USING btree ("path");
  CREATE INDEX "payload_query_presets_rels_users_id_idx" ON "payload_query_presets_rels" USING btree ("users_id");
  CREATE INDEX "properties_translations_complete_idx" ON "properties" USING btree ("translations_complete");
  CREATE INDEX "_properties_v_version_version_translations_complete_idx" ON "_properties_v" USING btree ("version_translations_complete");
  CREATE INDEX "projects_translations_complete_idx" ON "projects" USING btree ("translations_complete");
  CREATE INDEX "_projects_v_version_version_translations_complete_idx" ON "_projects_v" USING btree ("version_translations_complete");
  CREATE INDEX "pages_translations_complete_idx" ON "pages" USING btree ("translations_complete");
  CREATE INDEX "_pages_v_version_version_translations_complete_idx" ON "_pages_v" USING btree ("version_translations_complete");`)
  await backfillTranslationState(payload, req, async (collection, id, { missingTranslations, translationsComplete }) => {
    await db.execute(sql`UPDATE ${sql.identifier(collection)} SET missing_translations = ${missingTranslations}, translations_complete = ${translationsComplete} WHERE id = ${id}`)
    await db.execute(sql`UPDATE ${sql.identifier(`_${collection}_v`)} SET version_missing_translations = ${missingTranslations}, version_translations_complete = ${translationsComplete} WHERE parent_id = ${id}`)
  })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_query_presets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_query_presets_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_query_presets" CASCADE;
  DROP TABLE "payload_query_presets_rels" CASCADE;
  DROP INDEX "properties_translations_complete_idx";
  DROP INDEX "_properties_v_version_version_translations_complete_idx";
  DROP INDEX "projects_translations_complete_idx";
  DROP INDEX "_projects_v_version_version_translations_complete_idx";
  DROP INDEX "pages_translations_complete_idx";
  DROP INDEX "_pages_v_version_version_translations_complete_idx";
  ALTER TABLE "properties" DROP COLUMN "missing_translations";
  ALTER TABLE "properties" DROP COLUMN "translations_complete";
  ALTER TABLE "_properties_v" DROP COLUMN "version_missing_translations";
  ALTER TABLE "_properties_v" DROP COLUMN "version_translations_complete";
  ALTER TABLE "projects" DROP COLUMN "missing_translations";
  ALTER TABLE "projects" DROP COLUMN "translations_complete";
  ALTER TABLE "_projects_v" DROP COLUMN "version_missing_translations";
  ALTER TABLE "_projects_v" DROP COLUMN "version_translations_complete";
  ALTER TABLE "pages" DROP COLUMN "missing_translations";
  ALTER TABLE "pages" DROP COLUMN "translations_complete";
  ALTER TABLE "_pages_v" DROP COLUMN "version_missing_translations";
  ALTER TABLE "_pages_v" DROP COLUMN "version_translations_complete";
  ALTER TABLE "site_settings" DROP COLUMN "agency_colour";
  DROP TYPE "public"."enum_payload_query_presets_access_read_constraint";
  DROP TYPE "public"."enum_payload_query_presets_access_update_constraint";
  DROP TYPE "public"."enum_payload_query_presets_access_delete_constraint";
  DROP TYPE "public"."enum_payload_query_presets_related_collection";`)
}
