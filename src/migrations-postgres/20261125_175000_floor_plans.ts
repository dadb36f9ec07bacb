import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { addFloorPlanTexts } from '../../seed/steps/missingTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "properties_floor_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "properties_floor_plans_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_properties_v_version_floor_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_properties_v_version_floor_plans_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_floor_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "projects_floor_plans_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_floor_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_floor_plans_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "properties_floor_plans" ADD CONSTRAINT "properties_floor_plans_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_floor_plans" ADD CONSTRAINT "properties_floor_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_floor_plans_locales" ADD CONSTRAINT "properties_floor_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties_floor_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_version_floor_plans" ADD CONSTRAINT "_properties_v_version_floor_plans_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v_version_floor_plans" ADD CONSTRAINT "_properties_v_version_floor_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_version_floor_plans_locales" ADD CONSTRAINT "_properties_v_version_floor_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v_version_floor_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_floor_plans" ADD CONSTRAINT "projects_floor_plans_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_floor_plans" ADD CONSTRAINT "projects_floor_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_floor_plans_locales" ADD CONSTRAINT "projects_floor_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_floor_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_floor_plans" ADD CONSTRAINT "_projects_v_version_floor_plans_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_version_floor_plans" ADD CONSTRAINT "_projects_v_version_floor_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_floor_plans_locales" ADD CONSTRAINT "_projects_v_version_floor_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_floor_plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_floor_plans_order_idx" ON "properties_floor_plans" USING btree ("_order");
  CREATE INDEX "properties_floor_plans_parent_id_idx" ON "properties_floor_plans" USING btree ("_parent_id");
  CREATE INDEX "properties_floor_plans_file_idx" ON "properties_floor_plans" USING btree ("file_id");
  CREATE UNIQUE INDEX "properties_floor_plans_locales_locale_parent_id_unique" ON "properties_floor_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_properties_v_version_floor_plans_order_idx" ON "_properties_v_version_floor_plans" USING btree ("_order");
  CREATE INDEX "_properties_v_version_floor_plans_parent_id_idx" ON "_properties_v_version_floor_plans" USING btree ("_parent_id");
  CREATE INDEX "_properties_v_version_floor_plans_file_idx" ON "_properties_v_version_floor_plans" USING btree ("file_id");
  CREATE UNIQUE INDEX "_properties_v_version_floor_plans_locales_locale_parent_id_u" ON "_properties_v_version_floor_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_floor_plans_order_idx" ON "projects_floor_plans" USING btree ("_order");
  CREATE INDEX "projects_floor_plans_parent_id_idx" ON "projects_floor_plans" USING btree ("_parent_id");
  CREATE INDEX "projects_floor_plans_file_idx" ON "projects_floor_plans" USING btree ("file_id");
  CREATE UNIQUE INDEX "projects_floor_plans_locales_locale_parent_id_unique" ON "projects_floor_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_version_floor_plans_order_idx" ON "_projects_v_version_floor_plans" USING btree ("_order");
  CREATE INDEX "_projects_v_version_floor_plans_parent_id_idx" ON "_projects_v_version_floor_plans" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_floor_plans_file_idx" ON "_projects_v_version_floor_plans" USING btree ("file_id");
  CREATE UNIQUE INDEX "_projects_v_version_floor_plans_locales_locale_parent_id_uni" ON "_projects_v_version_floor_plans_locales" USING btree ("_locale","_parent_id");`)

  // The plans' UI texts, for a site whose dictionary was seeded before them.
  await addFloorPlanTexts(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "properties_floor_plans" CASCADE;
  DROP TABLE "properties_floor_plans_locales" CASCADE;
  DROP TABLE "_properties_v_version_floor_plans" CASCADE;
  DROP TABLE "_properties_v_version_floor_plans_locales" CASCADE;
  DROP TABLE "projects_floor_plans" CASCADE;
  DROP TABLE "projects_floor_plans_locales" CASCADE;
  DROP TABLE "_projects_v_version_floor_plans" CASCADE;
  DROP TABLE "_projects_v_version_floor_plans_locales" CASCADE;`)
}
