import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What Payload's schema snapshot does not describe (custom SQL), as the SQLite migrations have it:
 * - indexes leading with the parent id on the listings' text tables (lists read them by id);
 * - the search index of the public site (src/lib/search/postgres.ts): one narrow row per published
 *   listing with what the filters, sorts and facets read, its words, and their tsvector (lowercase,
 *   accents removed, GIN-indexed for prefix queries); a one-row table counting the index's changes;
 * - trigram indexes for the admin's list search (name, reference, street: `ILIKE '%…%'`, which no
 *   b-tree serves), on the listings and on their versions, which the list of a drafts collection reads.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  -- unaccent() depends on a setting, so PostgreSQL will not index it: this form names its dictionary.
  CREATE OR REPLACE FUNCTION search_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
  CREATE INDEX IF NOT EXISTS "properties_locales_parent_idx" ON "properties_locales" ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_properties_v_locales_parent_idx" ON "_properties_v_locales" ("_parent_id");
  CREATE TABLE IF NOT EXISTS "property_search" (
    "id" integer PRIMARY KEY NOT NULL,
    "goal" text NOT NULL,
    "city_id" integer NOT NULL DEFAULT 0,
    "type_id" integer NOT NULL DEFAULT 0,
    "web_id" integer NOT NULL DEFAULT 0,
    "price" bigint,
    "bedrooms" integer NOT NULL DEFAULT 0,
    "bathrooms" integer NOT NULL DEFAULT 0,
    "showerrooms" integer NOT NULL DEFAULT 0,
    "toilets" integer NOT NULL DEFAULT 0,
    "garages" integer NOT NULL DEFAULT 0,
    "published_at" text NOT NULL DEFAULT '',
    "words" text NOT NULL DEFAULT '',
    "words_vector" tsvector GENERATED ALWAYS AS (
      to_tsvector('simple', regexp_replace(lower(search_unaccent("words")), '[^[:alnum:]]+', ' ', 'g'))
    ) STORED
  );
  CREATE INDEX IF NOT EXISTS "property_search_newest_idx" ON "property_search" ("published_at" DESC, "id" DESC);
  CREATE INDEX IF NOT EXISTS "property_search_price_idx" ON "property_search" (("price" IS NULL), "price", "id" DESC);
  CREATE INDEX IF NOT EXISTS "property_search_price_desc_idx" ON "property_search" (("price" IS NULL), "price" DESC, "id" DESC);
  CREATE INDEX IF NOT EXISTS "property_search_city_idx" ON "property_search" ("city_id");
  CREATE INDEX IF NOT EXISTS "property_search_type_idx" ON "property_search" ("type_id");
  CREATE INDEX IF NOT EXISTS "property_search_words_idx" ON "property_search" USING GIN ("words_vector");
  CREATE INDEX IF NOT EXISTS "properties_locales_name_trgm_idx" ON "properties_locales" USING GIN ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "properties_reference_trgm_idx" ON "properties" USING GIN ("reference" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "properties_street_trgm_idx" ON "properties" USING GIN ("street" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "_properties_v_locales_name_trgm_idx" ON "_properties_v_locales" USING GIN ("version_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "_properties_v_reference_trgm_idx" ON "_properties_v" USING GIN ("version_reference" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "_properties_v_street_trgm_idx" ON "_properties_v" USING GIN ("version_street" gin_trgm_ops);
  CREATE TABLE IF NOT EXISTS "property_search_state" ("version" bigint NOT NULL DEFAULT 0);
  INSERT INTO "property_search_state" ("version") SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM "property_search_state");
  `)
  // A database that already holds listings gets them indexed by 20261126_090000_search_changes, which
  // completes the index (the seed indexes its own).
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "property_search_state";
  DROP TABLE IF EXISTS "property_search";
  DROP INDEX IF EXISTS "_properties_v_street_trgm_idx";
  DROP INDEX IF EXISTS "_properties_v_reference_trgm_idx";
  DROP INDEX IF EXISTS "_properties_v_locales_name_trgm_idx";
  DROP INDEX IF EXISTS "properties_street_trgm_idx";
  DROP INDEX IF EXISTS "properties_reference_trgm_idx";
  DROP INDEX IF EXISTS "properties_locales_name_trgm_idx";
  DROP INDEX IF EXISTS "_properties_v_locales_parent_idx";
  DROP INDEX IF EXISTS "properties_locales_parent_idx";
  DROP FUNCTION IF EXISTS search_unaccent(text);
  `)
}
