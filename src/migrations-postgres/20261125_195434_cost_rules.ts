import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { insertCostRules20261125 } from '../migrations-data/costRules20261125'
import { addCostTexts } from '../../seed/steps/missingTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cost_rules_scope" AS ENUM('flanders', 'brussels', 'wallonia', 'belgium', 'luxembourg');
  CREATE TABLE "cost_rules_deed_notary_scale_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"up_to" numeric,
  	"rate" numeric DEFAULT 0
  );
  
  CREATE TABLE "cost_rules_deed_own_home_notary_scale_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"up_to" numeric,
  	"rate" numeric DEFAULT 0
  );
  
  CREATE TABLE "cost_rules_deed_mortgage_scale_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"up_to" numeric,
  	"rate" numeric DEFAULT 0
  );
  
  CREATE TABLE "cost_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"scope" "enum_cost_rules_scope" NOT NULL,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"sources" varchar NOT NULL,
  	"duties_standard_rate" numeric DEFAULT 0,
  	"duties_own_home_rate" numeric,
  	"duties_abatement" numeric DEFAULT 0,
  	"duties_abatement_price_cap" numeric,
  	"duties_reduction" numeric DEFAULT 0,
  	"duties_reduction_price_cap" numeric,
  	"duties_reduction_price_cap_higher" numeric,
  	"duties_higher_cap_postcodes" varchar,
  	"duties_credit_per_buyer" numeric DEFAULT 0,
  	"duties_minimum_duty" numeric DEFAULT 0,
  	"duties_surcharge_rate" numeric DEFAULT 0,
  	"duties_surcharge_postcodes" varchar,
  	"deed_new_build_vat_rate" numeric DEFAULT 0,
  	"deed_own_home_vat_rate" numeric,
  	"deed_own_home_vat_cap" numeric,
  	"deed_notary_scale_fixed" numeric DEFAULT 0,
  	"deed_own_home_notary_scale_fixed" numeric DEFAULT 0,
  	"deed_notary_vat_rate" numeric DEFAULT 0,
  	"deed_admin_costs" numeric DEFAULT 0,
  	"deed_third_party_costs" numeric DEFAULT 0,
  	"deed_writing_duty" numeric DEFAULT 0,
  	"deed_annex_duty" numeric DEFAULT 0,
  	"deed_transcription_fee" numeric DEFAULT 0,
  	"deed_mortgage_registration_rate" numeric DEFAULT 0,
  	"deed_mortgage_duty_rate" numeric DEFAULT 0,
  	"deed_accessories_rate" numeric DEFAULT 0,
  	"deed_mortgage_scale_fixed" numeric DEFAULT 0,
  	"deed_mortgage_admin_costs" numeric DEFAULT 0,
  	"deed_mortgage_third_party_costs" numeric DEFAULT 0,
  	"deed_inscription_fee" numeric DEFAULT 0,
  	"deed_default_loan_rate" numeric DEFAULT 0,
  	"deed_default_loan_years" numeric DEFAULT 25,
  	"deed_default_own_share" numeric DEFAULT 0,
  	"rent_deposit_months" numeric DEFAULT 2,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cost_rules_id" integer;
  ALTER TABLE "cost_rules_deed_notary_scale_bands" ADD CONSTRAINT "cost_rules_deed_notary_scale_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_rules_deed_own_home_notary_scale_bands" ADD CONSTRAINT "cost_rules_deed_own_home_notary_scale_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_rules_deed_mortgage_scale_bands" ADD CONSTRAINT "cost_rules_deed_mortgage_scale_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cost_rules_deed_notary_scale_bands_order_idx" ON "cost_rules_deed_notary_scale_bands" USING btree ("_order");
  CREATE INDEX "cost_rules_deed_notary_scale_bands_parent_id_idx" ON "cost_rules_deed_notary_scale_bands" USING btree ("_parent_id");
  CREATE INDEX "cost_rules_deed_own_home_notary_scale_bands_order_idx" ON "cost_rules_deed_own_home_notary_scale_bands" USING btree ("_order");
  CREATE INDEX "cost_rules_deed_own_home_notary_scale_bands_parent_id_idx" ON "cost_rules_deed_own_home_notary_scale_bands" USING btree ("_parent_id");
  CREATE INDEX "cost_rules_deed_mortgage_scale_bands_order_idx" ON "cost_rules_deed_mortgage_scale_bands" USING btree ("_order");
  CREATE INDEX "cost_rules_deed_mortgage_scale_bands_parent_id_idx" ON "cost_rules_deed_mortgage_scale_bands" USING btree ("_parent_id");
  CREATE INDEX "cost_rules_updated_at_idx" ON "cost_rules" USING btree ("updated_at");
  CREATE INDEX "cost_rules_created_at_idx" ON "cost_rules" USING btree ("created_at");
  CREATE UNIQUE INDEX "scope_validFrom_idx" ON "cost_rules" USING btree ("scope","valid_from");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cost_rules_fk" FOREIGN KEY ("cost_rules_id") REFERENCES "public"."cost_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cost_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("cost_rules_id");`)

  // The rules in force (law, not demo data: every site gets them) and the panel's texts.
  // Frozen data and SQL of this date: today's code would write columns later migrations add.
  await insertCostRules20261125({ dialect: 'postgres', run: (query) => db.execute(query), all: async (query) => (await db.execute(query)).rows as never[] })
  await addCostTexts(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cost_rules_deed_notary_scale_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cost_rules_deed_own_home_notary_scale_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cost_rules_deed_mortgage_scale_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cost_rules" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cost_rules_deed_notary_scale_bands" CASCADE;
  DROP TABLE "cost_rules_deed_own_home_notary_scale_bands" CASCADE;
  DROP TABLE "cost_rules_deed_mortgage_scale_bands" CASCADE;
  DROP TABLE "cost_rules" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cost_rules_fk";
  
  DROP INDEX "payload_locked_documents_rels_cost_rules_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cost_rules_id";
  DROP TYPE "public"."enum_cost_rules_scope";`)
}
