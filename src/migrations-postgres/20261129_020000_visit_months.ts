import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each listing's visits per calendar month, kept by the database as the day counts are written: a trigger
 * on property_visits adds every insert, applies every update and takes back every delete (the counter's
 * flushes from every instance, the seed, a staff delete, a deleted listing). The owner portal and the
 * weekly mail read a year of history as twelve rows per listing instead of summing 365. Custom SQL, as
 * the search index.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "property_visit_months" (
    "property_id" integer NOT NULL,
    "month" varchar NOT NULL,
    "visits" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("property_id", "month")
  );`)
  await db.execute(sql`CREATE OR REPLACE FUNCTION property_visit_months_follow() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE property_visit_months SET visits = visits - OLD.visits::integer WHERE property_id = OLD.property_id AND month = substr(OLD.day, 1, 7);
    END IF;
    -- A month is a row while it counts visits: none with 0, as the backfill below.
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.visits > 0 THEN
      INSERT INTO property_visit_months (property_id, month, visits) VALUES (NEW.property_id, substr(NEW.day, 1, 7), NEW.visits::integer)
        ON CONFLICT (property_id, month) DO UPDATE SET visits = property_visit_months.visits + excluded.visits;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      DELETE FROM property_visit_months WHERE property_id = OLD.property_id AND month = substr(OLD.day, 1, 7) AND visits <= 0;
    END IF;
    RETURN NULL;
  END $$;`)
  await db.execute(sql`DROP TRIGGER IF EXISTS "property_visit_months_follow" ON "property_visits";`)
  await db.execute(sql`CREATE TRIGGER "property_visit_months_follow" AFTER INSERT OR UPDATE OR DELETE ON "property_visits" FOR EACH ROW EXECUTE FUNCTION property_visit_months_follow();`)
  await db.execute(sql`DELETE FROM "property_visit_months";`)
  await db.execute(sql`INSERT INTO "property_visit_months" (property_id, month, visits)
    SELECT property_id, substr(day, 1, 7), SUM(visits)::integer FROM property_visits GROUP BY property_id, substr(day, 1, 7) HAVING SUM(visits) > 0;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TRIGGER IF EXISTS "property_visit_months_follow" ON "property_visits";`)
  await db.execute(sql`DROP FUNCTION IF EXISTS property_visit_months_follow();`)
  await db.execute(sql`DROP TABLE IF EXISTS "property_visit_months";`)
}
