import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { CHUNK, derivedGroups } from '../migrations-data/searchRules20261126'

/**
 * The record of the search index's changes (src/lib/search/engine.ts): per listing, the sequence number
 * of the refresh that last wrote or removed its row (0 stands for a refresh of every row), so a search
 * patches its snapshot with the rows changed since its version instead of loading all of them again.
 * Custom SQL, as the index itself: Payload's schema snapshot does not describe it.
 *
 * This is the last migration that writes the index rows (20261125_180000_search_filters did before: the
 * index's code records its changes in this table now, and writes the publication date as ISO text in UTC).
 * It writes them as the index's code did on 2026-11-26, frozen here: the SQL of a refresh of every row
 * (src/lib/search/sqlite.ts, sqlParts.ts, engine.ts of that date) written out, and the two columns that
 * code computed in JavaScript (derived.ts: the EPC label's rank and the feature bits) by a copy of its
 * rules (src/migrations-data/searchRules20261126.ts), so a database migrated later gets the rows this
 * date meant, whatever the code is then.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`property_search_changes\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`seq\` integer NOT NULL
  );`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`property_search_changes_seq_idx\` ON \`property_search_changes\` (\`seq\`);`)

  // Every index row and its words written again: the published listings, with the price only where the
  // page shows it (publish_price ticked, above 0, not sold or rented), the room counts, the areas above 0,
  // the publication date as ISO text in UTC; the words are the name in every language, the city's names
  // and postcode, the reference, and the street only when the address is published.
  await db.run(sql`DELETE FROM property_search`)
  await db.run(sql`INSERT INTO property_search_text (property_search_text) VALUES ('delete-all')`)
  await db.run(sql`INSERT OR REPLACE INTO property_search (id, goal, city_id, type_id, web_id, price, bedrooms, bathrooms, showerrooms, toilets, garages, living, plot, published_at)
    SELECT p.id, p.goal, coalesce(p.city_id, 0), coalesce(p.type_id, 0), coalesce(t.web_i_d, 0),
      CASE WHEN p.publish_price AND p.price > 0 AND coalesce(CAST(p.marquee AS text), '') NOT IN ('sold', 'rented') THEN CAST(p.price AS integer) END,
      CAST(coalesce(p.rooms_bedrooms, 0) AS integer), CAST(coalesce(p.rooms_bathrooms, 0) AS integer), CAST(coalesce(p.rooms_shower_rooms, 0) AS integer),
      CAST(coalesce(p.rooms_toilets, 0) AS integer), CAST(coalesce(p.rooms_garages, 0) AS integer),
      CASE WHEN p.surfaces_living > 0 THEN CAST(p.surfaces_living AS REAL) END, CASE WHEN p.surfaces_ground > 0 THEN CAST(p.surfaces_ground AS REAL) END,
      coalesce(strftime('%Y-%m-%dT%H:%M:%fZ', p.published_at), '')
    FROM properties p LEFT JOIN property_types t ON t.id = p.type_id WHERE p._status = 'published'`)
  await db.run(sql`INSERT OR REPLACE INTO property_search_text (rowid, words)
    SELECT p.id, concat_ws(' ',
      (SELECT group_concat(name, ' ') FROM properties_locales WHERE _parent_id = p.id),
      (SELECT group_concat(name, ' ') FROM cities_locales WHERE _parent_id = p.city_id),
      c.zip, p.reference, CASE WHEN p.publish_address THEN p.street END)
    FROM properties p LEFT JOIN cities c ON c.id = p.city_id WHERE p._status = 'published'`)

  // The EPC rank and the features of every row, from its sources read as one JSON text.
  const read = await db.all<{ rows: string | null }>(sql`SELECT json_group_array(json_array(
      p.id, c.country, c.zip, p.energy_energy_performance, p.energy_epc_label_text,
      p.has_garden, p.has_terrace, p.has_garage, p.has_lift, p.has_furnished,
      p.surfaces_garden, p.surfaces_terrace, p.rooms_garages, p.rooms_parkings, p.project_id, p.financial_vat
    )) AS rows FROM property_search s JOIN properties p ON p.id = s.id LEFT JOIN cities c ON c.id = p.city_id`)
  for (const { epc, features, ids } of derivedGroups(read[0]?.rows ?? null)) {
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = sql.join(
        ids.slice(start, start + CHUNK).map((id) => sql`${id}`),
        sql`, `,
      )
      await db.run(sql`UPDATE property_search SET features = ${features}, epc = ${epc} WHERE id IN (${chunk})`)
    }
  }

  // The change recorded: every row (id 0), under the next number of the sequence, or the clock in
  // milliseconds when that is later.
  await db.run(sql`INSERT OR REPLACE INTO property_search_changes (id, seq)
    SELECT value, (SELECT max(coalesce(max(seq), 0) + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS integer)) FROM property_search_changes)
    FROM json_each('[0]')`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`property_search_changes\`;`)
}
