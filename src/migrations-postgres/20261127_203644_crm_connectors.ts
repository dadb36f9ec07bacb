import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_crm_source" AS ENUM('sweepbright', 'whise');
  CREATE TYPE "public"."enum__properties_v_version_crm_source" AS ENUM('sweepbright', 'whise');
  CREATE TYPE "public"."enum_projects_crm_source" AS ENUM('sweepbright', 'whise');
  CREATE TYPE "public"."enum__projects_v_version_crm_source" AS ENUM('sweepbright', 'whise');
  CREATE TYPE "public"."enum_form_submissions_crm_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_crm_log_source" AS ENUM('sweepbright', 'whise');
  CREATE TYPE "public"."enum_crm_log_outcome" AS ENUM('imported', 'offline', 'unchanged', 'unpublished', 'ignored', 'refused', 'failed', 'leadSent', 'leadFailed', 'addressSent');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'crmImport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'crmPull';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'crmSendLead';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'crmSendAddress';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'crmImport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'crmPull';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'crmSendLead';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'crmSendAddress';
  CREATE TABLE "crm_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"source" "enum_crm_log_source" NOT NULL,
  	"event" varchar,
  	"outcome" "enum_crm_log_outcome" NOT NULL,
  	"estate_id" varchar,
  	"summary" varchar,
  	"details" varchar,
  	"property_id" integer,
  	"project_id" integer,
  	"submission_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "properties" ADD COLUMN "crm_source" "enum_properties_crm_source";
  ALTER TABLE "properties" ADD COLUMN "crm_estate_id" varchar;
  ALTER TABLE "properties" ADD COLUMN "crm_changed_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "crm_synced_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "crm_fingerprint" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_crm_source" "enum__properties_v_version_crm_source";
  ALTER TABLE "_properties_v" ADD COLUMN "version_crm_estate_id" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_crm_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_crm_synced_at" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_crm_fingerprint" varchar;
  ALTER TABLE "projects" ADD COLUMN "crm_source" "enum_projects_crm_source";
  ALTER TABLE "projects" ADD COLUMN "crm_estate_id" varchar;
  ALTER TABLE "projects" ADD COLUMN "crm_changed_at" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "crm_synced_at" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "crm_fingerprint" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_crm_source" "enum__projects_v_version_crm_source";
  ALTER TABLE "_projects_v" ADD COLUMN "version_crm_estate_id" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_crm_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_projects_v" ADD COLUMN "version_crm_synced_at" timestamp(3) with time zone;
  ALTER TABLE "_projects_v" ADD COLUMN "version_crm_fingerprint" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "crm_status" "enum_form_submissions_crm_status";
  ALTER TABLE "form_submissions" ADD COLUMN "crm_target" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "crm_sent_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "crm_error" varchar;
  ALTER TABLE "media" ADD COLUMN "crm_key" varchar;
  ALTER TABLE "media" ADD COLUMN "crm_estate" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "concurrency_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_log_id" integer;
  ALTER TABLE "crm_log" ADD CONSTRAINT "crm_log_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crm_log" ADD CONSTRAINT "crm_log_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crm_log" ADD CONSTRAINT "crm_log_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "crm_log_at_idx" ON "crm_log" USING btree ("at");
  CREATE INDEX "crm_log_outcome_idx" ON "crm_log" USING btree ("outcome");
  CREATE INDEX "crm_log_estate_id_idx" ON "crm_log" USING btree ("estate_id");
  CREATE INDEX "crm_log_property_idx" ON "crm_log" USING btree ("property_id");
  CREATE INDEX "crm_log_project_idx" ON "crm_log" USING btree ("project_id");
  CREATE INDEX "crm_log_submission_idx" ON "crm_log" USING btree ("submission_id");
  CREATE INDEX "crm_log_updated_at_idx" ON "crm_log" USING btree ("updated_at");
  CREATE INDEX "crm_log_created_at_idx" ON "crm_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_log_fk" FOREIGN KEY ("crm_log_id") REFERENCES "public"."crm_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "crm_source_crm_estateId_idx" ON "properties" USING btree ("crm_source","crm_estate_id");
  CREATE INDEX "version_crm_source_version_crm_estateId_idx" ON "_properties_v" USING btree ("version_crm_source","version_crm_estate_id");
  CREATE UNIQUE INDEX "crm_source_crm_estateId_1_idx" ON "projects" USING btree ("crm_source","crm_estate_id");
  CREATE INDEX "version_crm_source_version_crm_estateId_1_idx" ON "_projects_v" USING btree ("version_crm_source","version_crm_estate_id");
  CREATE INDEX "form_submissions_crm_crm_status_idx" ON "form_submissions" USING btree ("crm_status");
  CREATE INDEX "media_crm_crm_key_idx" ON "media" USING btree ("crm_key");
  CREATE INDEX "media_crm_crm_estate_idx" ON "media" USING btree ("crm_estate");
  CREATE INDEX "payload_jobs_concurrency_key_idx" ON "payload_jobs" USING btree ("concurrency_key");
  CREATE INDEX "payload_locked_documents_rels_crm_log_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crm_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crm_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_log_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'matchAlerts', 'notifyShortlists', 'sendAlertDigests', 'sendOwnerDigests', 'visitFollowUps');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'matchAlerts', 'notifyShortlists', 'sendAlertDigests', 'sendOwnerDigests', 'visitFollowUps');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "crm_source_crm_estateId_idx";
  DROP INDEX "version_crm_source_version_crm_estateId_idx";
  DROP INDEX "crm_source_crm_estateId_1_idx";
  DROP INDEX "version_crm_source_version_crm_estateId_1_idx";
  DROP INDEX "form_submissions_crm_crm_status_idx";
  DROP INDEX "media_crm_crm_key_idx";
  DROP INDEX "media_crm_crm_estate_idx";
  DROP INDEX "payload_jobs_concurrency_key_idx";
  DROP INDEX "payload_locked_documents_rels_crm_log_id_idx";
  ALTER TABLE "properties" DROP COLUMN "crm_source";
  ALTER TABLE "properties" DROP COLUMN "crm_estate_id";
  ALTER TABLE "properties" DROP COLUMN "crm_changed_at";
  ALTER TABLE "properties" DROP COLUMN "crm_synced_at";
  ALTER TABLE "properties" DROP COLUMN "crm_fingerprint";
  ALTER TABLE "_properties_v" DROP COLUMN "version_crm_source";
  ALTER TABLE "_properties_v" DROP COLUMN "version_crm_estate_id";
  ALTER TABLE "_properties_v" DROP COLUMN "version_crm_changed_at";
  ALTER TABLE "_properties_v" DROP COLUMN "version_crm_synced_at";
  ALTER TABLE "_properties_v" DROP COLUMN "version_crm_fingerprint";
  ALTER TABLE "projects" DROP COLUMN "crm_source";
  ALTER TABLE "projects" DROP COLUMN "crm_estate_id";
  ALTER TABLE "projects" DROP COLUMN "crm_changed_at";
  ALTER TABLE "projects" DROP COLUMN "crm_synced_at";
  ALTER TABLE "projects" DROP COLUMN "crm_fingerprint";
  ALTER TABLE "_projects_v" DROP COLUMN "version_crm_source";
  ALTER TABLE "_projects_v" DROP COLUMN "version_crm_estate_id";
  ALTER TABLE "_projects_v" DROP COLUMN "version_crm_changed_at";
  ALTER TABLE "_projects_v" DROP COLUMN "version_crm_synced_at";
  ALTER TABLE "_projects_v" DROP COLUMN "version_crm_fingerprint";
  ALTER TABLE "form_submissions" DROP COLUMN "crm_status";
  ALTER TABLE "form_submissions" DROP COLUMN "crm_target";
  ALTER TABLE "form_submissions" DROP COLUMN "crm_sent_at";
  ALTER TABLE "form_submissions" DROP COLUMN "crm_error";
  ALTER TABLE "media" DROP COLUMN "crm_key";
  ALTER TABLE "media" DROP COLUMN "crm_estate";
  ALTER TABLE "payload_jobs" DROP COLUMN "concurrency_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_log_id";
  DROP TYPE "public"."enum_properties_crm_source";
  DROP TYPE "public"."enum__properties_v_version_crm_source";
  DROP TYPE "public"."enum_projects_crm_source";
  DROP TYPE "public"."enum__projects_v_version_crm_source";
  DROP TYPE "public"."enum_form_submissions_crm_status";
  DROP TYPE "public"."enum_crm_log_source";
  DROP TYPE "public"."enum_crm_log_outcome";`)
}
