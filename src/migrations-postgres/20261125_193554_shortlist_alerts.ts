import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { addShortlistAlertTexts } from '../../seed/steps/missingTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_shortlist_alerts_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_shortlist_alerts_status" AS ENUM('pending', 'active', 'unsubscribed');
  ALTER TYPE "public"."enum_pages_blocks_contact_form_kind" ADD VALUE 'shortlist-alert';
  ALTER TYPE "public"."enum__pages_v_blocks_contact_form_kind" ADD VALUE 'shortlist-alert';
  ALTER TYPE "public"."enum_form_submissions_kind" ADD VALUE 'shortlist-alert';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyShortlists' BEFORE 'sendAlertDigests';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyShortlists' BEFORE 'sendAlertDigests';
  CREATE TABLE "shortlist_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_shortlist_alerts_locale" NOT NULL,
  	"status" "enum_shortlist_alerts_status" DEFAULT 'pending' NOT NULL,
  	"submission_id" integer,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_sent_at" timestamp(3) with time zone,
  	"notified" jsonb,
  	"token" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shortlist_alerts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shortlist_alerts_id" integer;
  ALTER TABLE "shortlist_alerts" ADD CONSTRAINT "shortlist_alerts_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shortlist_alerts_rels" ADD CONSTRAINT "shortlist_alerts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shortlist_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shortlist_alerts_rels" ADD CONSTRAINT "shortlist_alerts_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "shortlist_alerts_email_idx" ON "shortlist_alerts" USING btree ("email");
  CREATE INDEX "shortlist_alerts_status_idx" ON "shortlist_alerts" USING btree ("status");
  CREATE INDEX "shortlist_alerts_submission_idx" ON "shortlist_alerts" USING btree ("submission_id");
  CREATE UNIQUE INDEX "shortlist_alerts_token_idx" ON "shortlist_alerts" USING btree ("token");
  CREATE INDEX "shortlist_alerts_updated_at_idx" ON "shortlist_alerts" USING btree ("updated_at");
  CREATE INDEX "shortlist_alerts_created_at_idx" ON "shortlist_alerts" USING btree ("created_at");
  CREATE INDEX "shortlist_alerts_rels_order_idx" ON "shortlist_alerts_rels" USING btree ("order");
  CREATE INDEX "shortlist_alerts_rels_parent_idx" ON "shortlist_alerts_rels" USING btree ("parent_id");
  CREATE INDEX "shortlist_alerts_rels_path_idx" ON "shortlist_alerts_rels" USING btree ("path");
  CREATE INDEX "shortlist_alerts_rels_properties_id_idx" ON "shortlist_alerts_rels" USING btree ("properties_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shortlist_alerts_fk" FOREIGN KEY ("shortlist_alerts_id") REFERENCES "public"."shortlist_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shortlist_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("shortlist_alerts_id");`)

  // The form's and mails' texts, for a site whose dictionary was seeded before them.
  await addShortlistAlertTexts(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shortlist_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shortlist_alerts_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shortlist_alerts" CASCADE;
  DROP TABLE "shortlist_alerts_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shortlist_alerts_fk";
  
  ALTER TABLE "pages_blocks_contact" ALTER COLUMN "form_kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_contact_form_kind";
  CREATE TYPE "public"."enum_pages_blocks_contact_form_kind" AS ENUM('contact-me', 'contact-appointment', 'contact-construction', 'documents-request', 'send-to-friend', 'demand-register', 'contact-demand', 'sign-newsletter', 'site-contact', 'rent-application', 'purchase-offer', 'search-alert');
  ALTER TABLE "pages_blocks_contact" ALTER COLUMN "form_kind" SET DATA TYPE "public"."enum_pages_blocks_contact_form_kind" USING "form_kind"::"public"."enum_pages_blocks_contact_form_kind";
  ALTER TABLE "_pages_v_blocks_contact" ALTER COLUMN "form_kind" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_kind";
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_kind" AS ENUM('contact-me', 'contact-appointment', 'contact-construction', 'documents-request', 'send-to-friend', 'demand-register', 'contact-demand', 'sign-newsletter', 'site-contact', 'rent-application', 'purchase-offer', 'search-alert');
  ALTER TABLE "_pages_v_blocks_contact" ALTER COLUMN "form_kind" SET DATA TYPE "public"."enum__pages_v_blocks_contact_form_kind" USING "form_kind"::"public"."enum__pages_v_blocks_contact_form_kind";
  ALTER TABLE "form_submissions" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_form_submissions_kind";
  CREATE TYPE "public"."enum_form_submissions_kind" AS ENUM('contact-me', 'contact-appointment', 'contact-construction', 'documents-request', 'send-to-friend', 'demand-register', 'contact-demand', 'sign-newsletter', 'site-contact', 'rent-application', 'purchase-offer', 'search-alert');
  ALTER TABLE "form_submissions" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_form_submissions_kind" USING "kind"::"public"."enum_form_submissions_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'matchAlerts', 'sendAlertDigests', 'sendOwnerDigests');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'matchAlerts', 'sendAlertDigests', 'sendOwnerDigests');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_shortlist_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shortlist_alerts_id";
  DROP TYPE "public"."enum_shortlist_alerts_locale";
  DROP TYPE "public"."enum_shortlist_alerts_status";`)
}
