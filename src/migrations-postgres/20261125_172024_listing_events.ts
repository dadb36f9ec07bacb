import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { addHistoryTexts } from '../../seed/steps/historyTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_listing_events_kind" AS ENUM('published', 'price', 'withdrawn', 'republished', 'available', 'option', 'underOffer', 'sold', 'rented');
  ALTER TYPE "public"."enum_pages_key" ADD VALUE 'shortlist';
  ALTER TYPE "public"."enum__pages_v_version_key" ADD VALUE 'shortlist';
  CREATE TABLE "listing_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"kind" "enum_listing_events_kind" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"previous_price" numeric,
  	"price" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listing_events_id" integer;
  ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "listing_events_property_idx" ON "listing_events" USING btree ("property_id");
  CREATE INDEX "listing_events_updated_at_idx" ON "listing_events" USING btree ("updated_at");
  CREATE INDEX "listing_events_created_at_idx" ON "listing_events" USING btree ("created_at");
  CREATE INDEX "property_at_idx" ON "listing_events" USING btree ("property_id","at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listing_events_fk" FOREIGN KEY ("listing_events_id") REFERENCES "public"."listing_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_listing_events_id_idx" ON "payload_locked_documents_rels" USING btree ("listing_events_id");`)

  // (The two page-key values above are the shortlist page's, whose schema change this migration carries too.)
  // The history of today's listings, as far as their data tells it (written by hand after the generated
  // schema): first published at publishedAt (a listing published before it was stamped: when it was made),
  // its price as its page shows it then, its current status and, for a listing taken offline since, its
  // withdrawal, both as of its last save. Inserted in that order, so events of one moment keep it.
  await db.execute(sql`
  INSERT INTO "listing_events" ("property_id", "kind", "at")
    SELECT "id", 'published'::"enum_listing_events_kind", COALESCE("published_at", "created_at") FROM "properties"
    WHERE "_status" = 'published' OR "published_at" IS NOT NULL ORDER BY "id";
  INSERT INTO "listing_events" ("property_id", "kind", "at", "price")
    SELECT "id", 'price'::"enum_listing_events_kind", COALESCE("published_at", "created_at"), "price" FROM "properties"
    WHERE ("_status" = 'published' OR "published_at" IS NOT NULL) AND "publish_price" = true AND "price" > 0
      AND COALESCE("marquee"::text, 'none') NOT IN ('sold', 'rented') ORDER BY "id";
  INSERT INTO "listing_events" ("property_id", "kind", "at")
    SELECT "id", "marquee"::text::"enum_listing_events_kind", GREATEST("updated_at", COALESCE("published_at", "created_at")) FROM "properties"
    WHERE ("_status" = 'published' OR "published_at" IS NOT NULL) AND "marquee"::text IN ('option', 'underOffer', 'sold', 'rented') ORDER BY "id";
  INSERT INTO "listing_events" ("property_id", "kind", "at")
    SELECT "id", 'withdrawn'::"enum_listing_events_kind", GREATEST("updated_at", "published_at") FROM "properties"
    WHERE COALESCE("_status"::text, 'draft') <> 'published' AND "published_at" IS NOT NULL ORDER BY "id";`)

  // The history's UI texts, for a site whose dictionary was seeded before them.
  await addHistoryTexts(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "listing_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "listing_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listing_events_fk";
  
  ALTER TABLE "pages" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_key";
  CREATE TYPE "public"."enum_pages_key" AS ENUM('home', 'for-sale', 'for-rent', 'projects', 'office', 'demand-register', 'contact', 'free-valuation', 'thank-you', 'login', 'owner', 'privacy-statement', 'cookie-policy', 'disclaimer');
  ALTER TABLE "pages" ALTER COLUMN "key" SET DATA TYPE "public"."enum_pages_key" USING "key"::"public"."enum_pages_key";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_key" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_version_key";
  CREATE TYPE "public"."enum__pages_v_version_key" AS ENUM('home', 'for-sale', 'for-rent', 'projects', 'office', 'demand-register', 'contact', 'free-valuation', 'thank-you', 'login', 'owner', 'privacy-statement', 'cookie-policy', 'disclaimer');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_key" SET DATA TYPE "public"."enum__pages_v_version_key" USING "version_key"::"public"."enum__pages_v_version_key";
  DROP INDEX "payload_locked_documents_rels_listing_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listing_events_id";
  DROP TYPE "public"."enum_listing_events_kind";`)
}
