import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Each listing's visits per calendar month, kept by the database as the day counts are written: triggers
 * on property_visits add every insert, apply every update and take back every delete (the counter's
 * flushes, the seed, a staff delete, a deleted listing). The owner portal and the weekly mail read a
 * year of history as twelve rows per listing instead of summing 365. Custom SQL, as the search index.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`property_visit_months\` (
    \`property_id\` integer NOT NULL,
    \`month\` text NOT NULL,
    \`visits\` integer NOT NULL DEFAULT 0,
    PRIMARY KEY (\`property_id\`, \`month\`)
  ) WITHOUT ROWID;`)
  // A month is a row while it counts visits: none with 0, as the backfill below.
  await db.run(sql`CREATE TRIGGER IF NOT EXISTS \`property_visit_months_insert\` AFTER INSERT ON \`property_visits\` WHEN NEW.visits > 0 BEGIN
    INSERT INTO property_visit_months (property_id, month, visits) VALUES (NEW.property_id, substr(NEW.day, 1, 7), NEW.visits)
      ON CONFLICT (property_id, month) DO UPDATE SET visits = property_visit_months.visits + excluded.visits;
  END;`)
  await db.run(sql`CREATE TRIGGER IF NOT EXISTS \`property_visit_months_update\` AFTER UPDATE ON \`property_visits\` BEGIN
    UPDATE property_visit_months SET visits = visits - OLD.visits WHERE property_id = OLD.property_id AND month = substr(OLD.day, 1, 7);
    INSERT INTO property_visit_months (property_id, month, visits) SELECT NEW.property_id, substr(NEW.day, 1, 7), NEW.visits WHERE NEW.visits > 0
      ON CONFLICT (property_id, month) DO UPDATE SET visits = property_visit_months.visits + excluded.visits;
    DELETE FROM property_visit_months WHERE property_id = OLD.property_id AND month = substr(OLD.day, 1, 7) AND visits <= 0;
  END;`)
  await db.run(sql`CREATE TRIGGER IF NOT EXISTS \`property_visit_months_delete\` AFTER DELETE ON \`property_visits\` BEGIN
    UPDATE property_visit_months SET visits = visits - OLD.visits WHERE property_id = OLD.property_id AND month = substr(OLD.day, 1, 7);
    DELETE FROM property_visit_months WHERE property_id = OLD.property_id AND month = substr(OLD.day, 1, 7) AND visits <= 0;
  END;`)
  await db.run(sql`DELETE FROM \`property_visit_months\`;`)
  await db.run(sql`INSERT INTO \`property_visit_months\` (property_id, month, visits)
    SELECT property_id, substr(day, 1, 7), SUM(visits) FROM property_visits GROUP BY property_id, substr(day, 1, 7) HAVING SUM(visits) > 0;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const trigger of ['insert', 'update', 'delete']) await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`property_visit_months_${trigger}\`;`))
  await db.run(sql`DROP TABLE IF EXISTS \`property_visit_months\`;`)
}
