import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

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
 * the EPC label's rank and the feature bits) by a copy of its rules below, so a database migrated later
 * gets the rows this date meant, whatever the code is then.
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

// The rules of the derived columns as of this migration's date (src/lib/search/derived.ts and the
// domain functions it called: epcImage, epc, epcLabel, epcClass, postcode, listingFeatures, areas), frozen.

/** Ids per UPDATE. */
const CHUNK = 5000

/** Each region's labels, best first, and its score scale (limit, upper bound included, label), then the worst label. */
type Scale = { steps: readonly (readonly [number, boolean, string])[]; worst: string }
const REGION_LABELS: Readonly<Record<string, readonly string[]>> = {
  flanders: ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'],
  wallonia: ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'],
  brussels: ['a_plus', 'a', 'a_sub', 'b_plus', 'b', 'b_sub', 'c_plus', 'c', 'c_sub', 'd_plus', 'd', 'd_sub', 'e_plus', 'e', 'e_sub', 'f_plus', 'f', 'f_sub', 'g'],
  luxembourg: ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
}
const SCORE_SCALES: Readonly<Record<string, Scale>> = {
  flanders: { steps: [[0, false, 'a_plus'], [100, false, 'a'], [200, false, 'b'], [300, false, 'c'], [400, false, 'd'], [500, false, 'e']], worst: 'f' },
  wallonia: {
    steps: [[0, true, 'a_plusplus'], [45, true, 'a_plus'], [85, true, 'a'], [170, true, 'b'], [255, true, 'c'], [340, true, 'd'], [425, true, 'e'], [510, true, 'f']],
    worst: 'g',
  },
  brussels: {
    steps: [
      [0, false, 'a_plus'], [23, true, 'a'], [45, true, 'a_sub'], [62, true, 'b_plus'], [79, true, 'b'], [95, true, 'b_sub'],
      [113, true, 'c_plus'], [132, true, 'c'], [150, true, 'c_sub'], [170, true, 'd_plus'], [190, true, 'd'], [210, true, 'd_sub'],
      [232, true, 'e_plus'], [253, true, 'e'], [275, true, 'e_sub'], [298, true, 'f_plus'], [322, true, 'f'], [345, true, 'f_sub'],
    ],
    worst: 'g',
  },
}
const LABELS = [
  'a_plusplus', 'a_plus', 'a', 'a_sub', 'b_plus', 'b', 'b_sub', 'c_plus', 'c', 'c_sub', 'd_plus', 'd', 'd_sub',
  'e_plus', 'e', 'e_sub', 'f_plus', 'f', 'f_sub', 'g', 'h', 'i',
]
const SUFFIXES: Readonly<Record<string, string>> = { '++': '_plusplus', '+': '_plus', '-': '_sub', '': '' }
const POSTCODES: readonly (readonly [number, number, string])[] = [
  [1000, 1299, 'brussels'],
  [1300, 1499, 'wallonia'],
  [1500, 3999, 'flanders'],
  [4000, 7999, 'wallonia'],
  [8000, 9999, 'flanders'],
]

const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null)
// PostgreSQL keeps a checkbox as a boolean (SQLite as 0 or 1).
const flagOf = (value: unknown): boolean => value === true || value === 1
const positive = (value: number | null): boolean => value !== null && value > 0

/** A label text ('A+', 'b-', ' e ', 'b_sub') as its slug, or null. */
const labelOf = (text: string | null): string | null => {
  if (text === null || text.length > 20) return null
  const clean = text.trim().toLowerCase().replace(/[\u2212\u2013\u2010]/g, '-')
  if (LABELS.includes(clean)) return clean
  const match = /^([a-i])\s*(\+\+|\+|-)?$/.exec(clean)
  if (!match) return null
  const slug = `${match[1]}${SUFFIXES[match[2] ?? '']}`
  return LABELS.includes(slug) ? slug : null
}

/** The Belgian region of a postcode text, or null. */
const regionOf = (zip: string | null): string | null => {
  if (zip === null) return null
  const text = zip.trim()
  if (!/^\d{4}$/.test(text)) return null
  const code = Number(text)
  return POSTCODES.find(([from, to]) => code >= from && code <= to)?.[2] ?? null
}

/** The rank (0 for any A, 1 for B, ...) of the label the listing's page showed, or -1 for none. */
const epcRank = (country: string | null, zip: string | null, performance: number | null, labelText: string | null): number => {
  let region: string | null
  let label: string | null
  if (country === 'LU') {
    region = 'luxembourg'
    label = labelOf(labelText)
  } else {
    if (country !== 'BE') return -1
    region = regionOf(zip)
    if (region === null) return -1
    if (performance !== null && performance > 0) {
      const scale = SCORE_SCALES[region]
      const step = scale.steps.find(([limit, inclusive]) => (inclusive ? performance <= limit : performance < limit))
      label = step ? step[2] : scale.worst
    } else label = labelOf(labelText)
  }
  return label !== null && REGION_LABELS[region].includes(label) ? label.charCodeAt(0) - 'a'.charCodeAt(0) : -1
}

/**
 * The feature bits: garden 1 (flag or area), terrace 2 (flag or area), parking 4 (garage flag, garages or
 * parking spaces), lift 8, furnished 16, new-build 32 (a project's unit, or sold with VAT).
 */
const featureBits = (row: readonly unknown[]): number => {
  const [garden, terrace, garage, lift, furnished, gardenArea, terraceArea, garages, parkings, project, vat] = row.slice(5)
  const checks = [
    flagOf(garden) || positive(numberOf(gardenArea)),
    flagOf(terrace) || positive(numberOf(terraceArea)),
    flagOf(garage) || positive(numberOf(garages)) || positive(numberOf(parkings)),
    flagOf(lift),
    flagOf(furnished),
    numberOf(project) !== null || positive(numberOf(vat)),
  ]
  return checks.reduce((mask, on, bit) => (on ? mask | (1 << bit) : mask), 0)
}

/** The rows (one JSON array of source arrays) grouped by their computed values, leaving out the columns' defaults. */
const derivedGroups = (text: string | null): { epc: number; features: number; ids: number[] }[] => {
  const rows: unknown = text ? JSON.parse(text) : []
  const groups = new Map<string, { epc: number; features: number; ids: number[] }>()
  for (const row of Array.isArray(rows) ? rows : []) {
    if (!Array.isArray(row)) continue
    const id = numberOf(row[0])
    if (id === null) continue
    const epc = epcRank(textOf(row[1]), textOf(row[2]), numberOf(row[3]), textOf(row[4]))
    const features = featureBits(row)
    if (epc === -1 && features === 0) continue
    const key = `${epc}:${features}`
    const group = groups.get(key) ?? { epc, features, ids: [] }
    group.ids.push(id)
    groups.set(key, group)
  }
  return [...groups.values()]
}
