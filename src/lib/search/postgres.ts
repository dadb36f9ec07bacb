/**
 * The search index on PostgreSQL (tables made by the postgres migration 20261125_000100_property_search):
 * `property_search` holds one narrow row per published listing with its words, and a `tsvector` of
 * them (accents removed by `unaccent`, indexed with GIN) that prefix queries read. A one-row table
 * counts the index's changes, so every instance knows when to load its snapshot again.
 */
import { SEARCH_SORTS } from '@/lib/domain/searchQuery'
import { type SQL, sql } from '@/lib/payload/database'

import { type IndexSql, ORDERS, SNAPSHOT_FIELDS, indexEngine, list, roomColumns, roomValues } from './engine'
import { tsQuery } from './text'

const localised = (table: string, parent: string): SQL =>
  sql`(SELECT string_agg(_locale::text || ':' || slug, '|') FROM ${sql.identifier(table)} WHERE _parent_id = ${sql.raw(parent)} AND slug IS NOT NULL)`

const postgresIndex: IndexSql = {
  version: async (db) => (await db.all<{ version: string }>(sql`SELECT version FROM property_search_state`))[0]?.version ?? null,
  async load(db) {
    const [[{ rows }], ...orders] = await Promise.all([
      db.all<{ rows: string | null }>(sql`SELECT string_agg(concat_ws(',', ${sql.raw(SNAPSHOT_FIELDS.join(', '))}), ',') AS rows FROM property_search`),
      ...SEARCH_SORTS.map((sort) => db.all<{ ids: string | null }>(sql`SELECT string_agg(id::text, ',' ORDER BY ${ORDERS[sort]}) AS ids FROM property_search`)),
    ])
    return { rows, orders: orders.map((order) => order[0]?.ids ?? null) }
  },
  match: async (db, text) =>
    (await db.all<{ ids: string | null }>(sql`SELECT string_agg(id::text, ',') AS ids FROM property_search WHERE words_vector @@ to_tsquery('simple', ${tsQuery(text)})`))[0]?.ids ??
    null,
  /** The words as on SQLite: names in every language, the city's names and postcode, the reference, the street only when published. */
  async write(db, ids) {
    const published = ids ? sql`p.id IN (${list(ids)}) AND p._status = 'published'` : sql`p._status = 'published'`
    await db.run(ids ? sql`DELETE FROM property_search WHERE id IN (${list(ids)})` : sql`DELETE FROM property_search`)
    await db.run(sql`INSERT INTO property_search (id, goal, city_id, type_id, web_id, price, ${roomColumns}, published_at, words)
      SELECT p.id, p.goal::text, coalesce(p.city_id, 0), coalesce(p.type_id, 0), coalesce(t.web_i_d, 0)::int,
        CASE WHEN p.publish_price THEN trunc(p.price)::bigint END, ${roomValues},
        coalesce(to_char(p.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ''),
        concat_ws(' ',
          (SELECT string_agg(name, ' ') FROM properties_locales WHERE _parent_id = p.id),
          (SELECT string_agg(name, ' ') FROM cities_locales WHERE _parent_id = p.city_id),
          c.zip, p.reference, CASE WHEN p.publish_address THEN p.street END)
      FROM properties p LEFT JOIN property_types t ON t.id = p.type_id LEFT JOIN cities c ON c.id = p.city_id WHERE ${published}`)
    await db.run(sql`UPDATE property_search_state SET version = version + 1`)
  },
  routes: async (db, where) =>
    (
      await db.all<{ rows: string | null }>(sql`SELECT string_agg(
        p.id::text || chr(9) || p.goal::text || chr(9) || coalesce(${localised('cities_locales', 'p.city_id')}, '') || chr(9) || coalesce(${localised('properties_locales', 'p.id')}, ''),
        chr(10)) AS rows FROM properties p WHERE ${where}`)
    )[0].rows,
}

/** The PostgreSQL engine. */
export const postgresSearch = indexEngine(postgresIndex)
