import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { randomBytes } from 'node:crypto'

import { addVisitFollowUpTexts } from '../../seed/steps/missingTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_electrical_result" AS ENUM('compliant', 'non-compliant');
  CREATE TYPE "public"."enum__properties_v_version_electrical_result" AS ENUM('compliant', 'non-compliant');
  CREATE TYPE "public"."enum_form_submissions_visit_feedback_impression" AS ENUM('very-good', 'good', 'fair', 'poor');
  CREATE TYPE "public"."enum_form_submissions_visit_feedback_price" AS ENUM('too-high', 'right', 'bargain');
  CREATE TYPE "public"."enum_form_submissions_visit_feedback_offer" AS ENUM('yes', 'maybe', 'no');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'visitFollowUps';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'visitFollowUps';
  ALTER TABLE "properties" ADD COLUMN "energy_certificate_date" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "electrical_date" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "electrical_result" "enum_properties_electrical_result";
  ALTER TABLE "properties" ADD COLUMN "agent_id" integer;
  ALTER TABLE "_properties_v" ADD COLUMN "version_energy_certificate_date" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_electrical_date" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_electrical_result" "enum__properties_v_version_electrical_result";
  ALTER TABLE "_properties_v" ADD COLUMN "version_agent_id" integer;
  ALTER TABLE "projects" ADD COLUMN "agent_id" integer;
  ALTER TABLE "_projects_v" ADD COLUMN "version_agent_id" integer;
  ALTER TABLE "team_members" ADD COLUMN "account_id" integer;
  ALTER TABLE "form_submissions" ADD COLUMN "visit_token" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "visit_sequence" numeric DEFAULT 0;
  ALTER TABLE "form_submissions" ADD COLUMN "visit_booked_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "visit_reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "visit_feedback_sent_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "visit_feedback_impression" "enum_form_submissions_visit_feedback_impression";
  ALTER TABLE "form_submissions" ADD COLUMN "visit_feedback_price" "enum_form_submissions_visit_feedback_price";
  ALTER TABLE "form_submissions" ADD COLUMN "visit_feedback_offer" "enum_form_submissions_visit_feedback_offer";
  ALTER TABLE "form_submissions" ADD COLUMN "visit_feedback_remark" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "visit_feedback_remark_approved" boolean DEFAULT false;
  ALTER TABLE "form_submissions" ADD COLUMN "visit_feedback_answered_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "desk_previous" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "desk_last" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "calendar_feed_token" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "calendar_new_feed_token" boolean DEFAULT false;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_agent_id_team_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_agent_id_team_members_id_fk" FOREIGN KEY ("version_agent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_agent_id_team_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_agent_id_team_members_id_fk" FOREIGN KEY ("version_agent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "properties_agent_idx" ON "properties" USING btree ("agent_id");
  CREATE INDEX "_properties_v_version_version_agent_idx" ON "_properties_v" USING btree ("version_agent_id");
  CREATE INDEX "projects_agent_idx" ON "projects" USING btree ("agent_id");
  CREATE INDEX "_projects_v_version_version_agent_idx" ON "_projects_v" USING btree ("version_agent_id");
  CREATE INDEX "team_members_account_idx" ON "team_members" USING btree ("account_id");
  CREATE UNIQUE INDEX "form_submissions_visit_visit_token_idx" ON "form_submissions" USING btree ("visit_token");`)

  // Every visit request gets the secret its links carry; the settings the staff calendar feed's. Written
  // here in SQL: a save through Payload would write columns later migrations add.
  for (const { id } of (await db.execute<{ id: number }>(sql`SELECT id FROM form_submissions WHERE kind = 'contact-appointment' AND visit_token IS NULL`)).rows) {
    await db.execute(sql`UPDATE form_submissions SET visit_token = ${randomBytes(32).toString('base64url')} WHERE id = ${id}`)
  }
  await db.execute(sql`UPDATE site_settings SET calendar_feed_token = ${randomBytes(32).toString('base64url')} WHERE calendar_feed_token IS NULL`)
  await addVisitFollowUpTexts(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" DROP CONSTRAINT "properties_agent_id_team_members_id_fk";
  
  ALTER TABLE "_properties_v" DROP CONSTRAINT "_properties_v_version_agent_id_team_members_id_fk";
  
  ALTER TABLE "projects" DROP CONSTRAINT "projects_agent_id_team_members_id_fk";
  
  ALTER TABLE "_projects_v" DROP CONSTRAINT "_projects_v_version_agent_id_team_members_id_fk";
  
  ALTER TABLE "team_members" DROP CONSTRAINT "team_members_account_id_users_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'matchAlerts', 'notifyShortlists', 'sendAlertDigests', 'sendOwnerDigests');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'matchAlerts', 'notifyShortlists', 'sendAlertDigests', 'sendOwnerDigests');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "properties_agent_idx";
  DROP INDEX "_properties_v_version_version_agent_idx";
  DROP INDEX "projects_agent_idx";
  DROP INDEX "_projects_v_version_version_agent_idx";
  DROP INDEX "team_members_account_idx";
  DROP INDEX "form_submissions_visit_visit_token_idx";
  ALTER TABLE "properties" DROP COLUMN "energy_certificate_date";
  ALTER TABLE "properties" DROP COLUMN "electrical_date";
  ALTER TABLE "properties" DROP COLUMN "electrical_result";
  ALTER TABLE "properties" DROP COLUMN "agent_id";
  ALTER TABLE "_properties_v" DROP COLUMN "version_energy_certificate_date";
  ALTER TABLE "_properties_v" DROP COLUMN "version_electrical_date";
  ALTER TABLE "_properties_v" DROP COLUMN "version_electrical_result";
  ALTER TABLE "_properties_v" DROP COLUMN "version_agent_id";
  ALTER TABLE "projects" DROP COLUMN "agent_id";
  ALTER TABLE "_projects_v" DROP COLUMN "version_agent_id";
  ALTER TABLE "team_members" DROP COLUMN "account_id";
  ALTER TABLE "form_submissions" DROP COLUMN "visit_token";
  ALTER TABLE "form_submissions" DROP COLUMN "visit_sequence";
  ALTER TABLE "form_submissions" DROP COLUMN "visit_booked_at";
  ALTER TABLE "form_submissions" DROP COLUMN "visit_reminder_sent_at";
  ALTER TABLE "form_submissions" DROP COLUMN "visit_feedback_sent_at";
  ALTER TABLE "form_submissions" DROP COLUMN "visit_feedback_impression";
  ALTER TABLE "form_submissions" DROP COLUMN "visit_feedback_price";
  ALTER TABLE "form_submissions" DROP COLUMN "visit_feedback_offer";
  ALTER TABLE "form_submissions" DROP COLUMN "visit_feedback_remark";
  ALTER TABLE "form_submissions" DROP COLUMN "visit_feedback_remark_approved";
  ALTER TABLE "form_submissions" DROP COLUMN "visit_feedback_answered_at";
  ALTER TABLE "users" DROP COLUMN "desk_previous";
  ALTER TABLE "users" DROP COLUMN "desk_last";
  ALTER TABLE "site_settings" DROP COLUMN "calendar_feed_token";
  ALTER TABLE "site_settings" DROP COLUMN "calendar_new_feed_token";
  DROP TYPE "public"."enum_properties_electrical_result";
  DROP TYPE "public"."enum__properties_v_version_electrical_result";
  DROP TYPE "public"."enum_form_submissions_visit_feedback_impression";
  DROP TYPE "public"."enum_form_submissions_visit_feedback_price";
  DROP TYPE "public"."enum_form_submissions_visit_feedback_offer";`)
}
