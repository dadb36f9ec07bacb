import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { APPLICATION_RULES_20261128, APPLICATION_TEXTS_20261128 } from '../migrations-data/rentApplication20261128'

/**
 * What a rent application may ask, by region and date (collections/ApplicationRules.ts), with the regions'
 * rules as the law stands; each application's status, figures and link secret (collections/fields/application.ts);
 * and the application's new texts for a site seeded before them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_form_submissions_application_status" AS ENUM('received', 'complete', 'shortlisted', 'proposed', 'chosen', 'reserve', 'signed', 'declined', 'withdrawn', 'unconfirmed');
  CREATE TYPE "public"."enum_form_submissions_application_owner_decision" AS ENUM('chosen', 'moreInfo');
  CREATE TYPE "public"."enum_application_rules_items" AS ENUM('phone', 'address', 'birthDate', 'household', 'income');
  CREATE TYPE "public"."enum_application_rules_documents" AS ENUM('incomeProof', 'rentReceipts');
  CREATE TYPE "public"."enum_application_rules_region" AS ENUM('flanders', 'brussels', 'wallonia');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'eraseRentApplications' BEFORE 'crmImport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'eraseRentApplications' BEFORE 'crmImport';
  CREATE TABLE "application_rules_items" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_application_rules_items",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "application_rules_documents" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_application_rules_documents",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "application_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"region" "enum_application_rules_region" NOT NULL,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"sources" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "form_submissions" ADD COLUMN "application_token" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "application_key" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "application_replaces" numeric;
  ALTER TABLE "form_submissions" ADD COLUMN "application_status" "enum_form_submissions_application_status";
  ALTER TABLE "form_submissions" ADD COLUMN "application_complete" boolean;
  ALTER TABLE "form_submissions" ADD COLUMN "application_income_ratio" numeric;
  ALTER TABLE "form_submissions" ADD COLUMN "application_persons" numeric;
  ALTER TABLE "form_submissions" ADD COLUMN "application_moving_date" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "application_staff_remark" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "application_owner_decision" "enum_form_submissions_application_owner_decision";
  ALTER TABLE "form_submissions" ADD COLUMN "application_owner_decided_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_rules_id" integer;
  ALTER TABLE "application_rules_items" ADD CONSTRAINT "application_rules_items_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."application_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "application_rules_documents" ADD CONSTRAINT "application_rules_documents_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."application_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "application_rules_items_order_idx" ON "application_rules_items" USING btree ("order");
  CREATE INDEX "application_rules_items_parent_idx" ON "application_rules_items" USING btree ("parent_id");
  CREATE INDEX "application_rules_documents_order_idx" ON "application_rules_documents" USING btree ("order");
  CREATE INDEX "application_rules_documents_parent_idx" ON "application_rules_documents" USING btree ("parent_id");
  CREATE INDEX "application_rules_updated_at_idx" ON "application_rules" USING btree ("updated_at");
  CREATE INDEX "application_rules_created_at_idx" ON "application_rules" USING btree ("created_at");
  CREATE UNIQUE INDEX "region_validFrom_idx" ON "application_rules" USING btree ("region","valid_from");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_rules_fk" FOREIGN KEY ("application_rules_id") REFERENCES "public"."application_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "form_submissions_application_application_token_idx" ON "form_submissions" USING btree ("application_token");
  CREATE UNIQUE INDEX "form_submissions_application_application_key_idx" ON "form_submissions" USING btree ("application_key");
  CREATE INDEX "form_submissions_application_application_status_idx" ON "form_submissions" USING btree ("application_status");
  CREATE INDEX "payload_locked_documents_rels_application_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("application_rules_id");`)
  // Applications sent before: complete as they were asked then (they have no link: their candidates were told by mail).
  await db.execute(sql`UPDATE form_submissions SET application_status = 'complete' WHERE kind = 'rent-application' AND application_status IS NULL`)
  for (const set of APPLICATION_RULES_20261128) {
    const from = `${set.validFrom}T00:00:00.000Z`
    await db.execute(sql`INSERT INTO application_rules (title, region, valid_from, sources) VALUES (${`${set.region} from ${set.validFrom}`}, CAST(${set.region} AS "enum_application_rules_region"), ${from}, ${set.sources})`)
    const parent = sql`(SELECT id FROM application_rules WHERE region = CAST(${set.region} AS "enum_application_rules_region") AND valid_from = CAST(${from} AS timestamptz))`
    for (const [order, value] of set.items.entries()) await db.execute(sql`INSERT INTO application_rules_items ("order", parent_id, value) VALUES (${order + 1}, ${parent}, CAST(${value} AS "enum_application_rules_items"))`)
    for (const [order, value] of set.documents.entries()) await db.execute(sql`INSERT INTO application_rules_documents ("order", parent_id, value) VALUES (${order + 1}, ${parent}, CAST(${value} AS "enum_application_rules_documents"))`)
  }
  for (const [key, values] of APPLICATION_TEXTS_20261128) {
    await db.execute(sql`INSERT INTO translations (key) SELECT ${key} WHERE EXISTS (SELECT 1 FROM translations) AND NOT EXISTS (SELECT 1 FROM translations WHERE key = ${key})`)
    for (const [locale, value] of Object.entries(values)) {
      await db.execute(sql`INSERT INTO translations_locales (value, _locale, _parent_id) SELECT ${value}, CAST(${locale} AS "_locales"), t.id FROM translations t
        WHERE t.key = ${key} AND NOT EXISTS (SELECT 1 FROM translations_locales l WHERE l._parent_id = t.id AND l._locale = CAST(${locale} AS "_locales"))`)
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "application_rules_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_rules_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_rules" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "application_rules_items" CASCADE;
  DROP TABLE "application_rules_documents" CASCADE;
  DROP TABLE "application_rules" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_rules_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'matchAlerts', 'notifyShortlists', 'sendAlertDigests', 'sendOwnerDigests', 'visitFollowUps', 'crmImport', 'crmPull', 'crmSendLead', 'crmSendAddress');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'matchAlerts', 'notifyShortlists', 'sendAlertDigests', 'sendOwnerDigests', 'visitFollowUps', 'crmImport', 'crmPull', 'crmSendLead', 'crmSendAddress');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "form_submissions_application_application_token_idx";
  DROP INDEX "form_submissions_application_application_key_idx";
  DROP INDEX "form_submissions_application_application_status_idx";
  DROP INDEX "payload_locked_documents_rels_application_rules_id_idx";
  ALTER TABLE "form_submissions" DROP COLUMN "application_token";
  ALTER TABLE "form_submissions" DROP COLUMN "application_key";
  ALTER TABLE "form_submissions" DROP COLUMN "application_replaces";
  ALTER TABLE "form_submissions" DROP COLUMN "application_status";
  ALTER TABLE "form_submissions" DROP COLUMN "application_complete";
  ALTER TABLE "form_submissions" DROP COLUMN "application_income_ratio";
  ALTER TABLE "form_submissions" DROP COLUMN "application_persons";
  ALTER TABLE "form_submissions" DROP COLUMN "application_moving_date";
  ALTER TABLE "form_submissions" DROP COLUMN "application_staff_remark";
  ALTER TABLE "form_submissions" DROP COLUMN "application_owner_decision";
  ALTER TABLE "form_submissions" DROP COLUMN "application_owner_decided_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_rules_id";
  DROP TYPE "public"."enum_form_submissions_application_status";
  DROP TYPE "public"."enum_form_submissions_application_owner_decision";
  DROP TYPE "public"."enum_application_rules_items";
  DROP TYPE "public"."enum_application_rules_documents";
  DROP TYPE "public"."enum_application_rules_region";`)
}
