import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { CHUNK, derivedGroups } from '../migrations-data/searchRules20261126'

/**
 * The record of the search index's changes (src/lib/search/engine.ts): per listing, the value of
 * `property_search_state`'s count at the refresh that last wrote or removed its row (0 stands for a
 * refresh of every row), so a search patches its snapshot with the rows changed since its version
 * instead of loading all of them again. Custom SQL, as the index itself: Payload's schema snapshot does
 * not describe it.
 *
 * This is the last migration that writes the index rows (20261125_180000_search_filters did before: the
 * index's code records its changes in this table now). It writes them as the index's code did on
 * 2026-11-26, frozen here: the SQL of a refresh of every row (src/lib/search/postgres.ts, sqlParts.ts,
 * engine.ts of that date) written out, and the two columns that code computed in JavaScript (derived.ts:
 * the EPC label's rank and the feature bits) by a copy of its rules (src/migrations-data/searchRules20261126.ts),
 * so a database migrated later gets the rows this date meant, whatever the code is then.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "property_search_changes" (
    "id" integer PRIMARY KEY NOT NULL,
    "seq" bigint NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "property_search_changes_seq_idx" ON "property_search_changes" ("seq");
  `)
  // All through the migration's transaction (`db`). Every index row written again: the published
  // listings, with the price only where the page shows it (publish_price ticked, above 0, not sold or
  // rented), the room counts, the areas above 0, the publication date as ISO text in UTC, and the words:
  // the name in every language, the city's names and postcode, the reference, and the street only when
  // the address is published. The words' rows come from the tsvector the table makes of them.
  await db.execute(sql`DELETE FROM property_search_words`)
  await db.execute(sql`DELETE FROM property_search`)
  await db.execute(sql`INSERT INTO property_search (id, goal, city_id, type_id, web_id, price, bedrooms, bathrooms, showerrooms, toilets, garages, living, plot, published_at, words)
    SELECT p.id, p.goal::text, coalesce(p.city_id, 0), coalesce(p.type_id, 0), coalesce(t.web_i_d, 0)::int,
      CASE WHEN p.publish_price AND p.price > 0 AND coalesce(CAST(p.marquee AS text), '') NOT IN ('sold', 'rented') THEN trunc(p.price)::bigint END,
      CAST(coalesce(p.rooms_bedrooms, 0) AS integer), CAST(coalesce(p.rooms_bathrooms, 0) AS integer), CAST(coalesce(p.rooms_shower_rooms, 0) AS integer),
      CAST(coalesce(p.rooms_toilets, 0) AS integer), CAST(coalesce(p.rooms_garages, 0) AS integer),
      CASE WHEN p.surfaces_living > 0 THEN CAST(p.surfaces_living AS double precision) END,
      CASE WHEN p.surfaces_ground > 0 THEN CAST(p.surfaces_ground AS double precision) END,
      coalesce(to_char(p.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ''),
      concat_ws(' ',
        (SELECT string_agg(name, ' ') FROM properties_locales WHERE _parent_id = p.id),
        (SELECT string_agg(name, ' ') FROM cities_locales WHERE _parent_id = p.city_id),
        c.zip, p.reference, CASE WHEN p.publish_address THEN p.street END)
    FROM properties p LEFT JOIN property_types t ON t.id = p.type_id LEFT JOIN cities c ON c.id = p.city_id WHERE p._status = 'published'`)
  await db.execute(sql`INSERT INTO property_search_words (word, id)
    SELECT DISTINCT word, s.id FROM property_search s, unnest(tsvector_to_array(s.words_vector)) AS word`)

  // The EPC rank and the features of every row, from its sources read as one JSON text.
  const read = await db.execute<{ rows: string | null }>(sql`SELECT json_agg(json_build_array(
      p.id, c.country, c.zip, p.energy_energy_performance, p.energy_epc_label_text,
      p.has_garden, p.has_terrace, p.has_garage, p.has_lift, p.has_furnished,
      p.surfaces_garden, p.surfaces_terrace, p.rooms_garages, p.rooms_parkings, p.project_id, p.financial_vat
    ))::text AS rows FROM property_search s JOIN properties p ON p.id = s.id LEFT JOIN cities c ON c.id = p.city_id`)
  for (const { epc, features, ids } of derivedGroups(read.rows[0]?.rows ?? null)) {
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = sql.join(
        ids.slice(start, start + CHUNK).map((id) => sql`${id}`),
        sql`, `,
      )
      await db.execute(sql`UPDATE property_search SET features = ${features}, epc = ${epc} WHERE id IN (${chunk})`)
    }
  }

  // The change recorded in one statement: the count moved on (one up, or the clock in milliseconds when
  // that is later), every row (id 0) recorded under it.
  await db.execute(sql`WITH next AS (UPDATE property_search_state SET version = greatest(version + 1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint) RETURNING version)
    INSERT INTO property_search_changes (id, seq) SELECT id, next.version FROM next, unnest(string_to_array('0', ',')::int[]) AS id
    ON CONFLICT (id) DO UPDATE SET seq = excluded.seq`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "property_search_changes";
  `)
}
