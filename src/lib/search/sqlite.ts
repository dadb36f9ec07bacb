/**
 * The search index on SQLite (tables made by the migration 20261122_090000_property_search, with the
 * columns of the richer filters from 20261125_180000_search_filters):
 * `property_search` holds one narrow row per published listing; `property_search_text` (FTS5,
 * accents removed) its words. engine.ts runs the search over them.
 */
import { SEARCH_SORTS } from '@/lib/domain/searchQuery'
import { type SQL, sql } from '@/lib/payload/database'

import { type IndexSql, ORDERS, SNAPSHOT_FIELDS, areaValues, indexEngine, list, roomColumns, roomValues, shownPriceSql } from './engine'
import { ftsQuery } from './text'

const localised = (table: string, parent: string): SQL =>
  sql`(SELECT group_concat(_locale || ':' || slug, '|') FROM ${sql.identifier(table)} WHERE _parent_id = ${sql.raw(parent)} AND slug IS NOT NULL)`

const sqliteIndex: IndexSql = {
  // SQLite's data_version changes when another connection committed (another server process, a seed, a restore).
  version: async (db) => (await db.all<{ data_version: number }>(sql`PRAGMA data_version`))[0].data_version,
  async load(db) {
    const [[{ rows }], ...orders] = await Promise.all([
      db.all<{ rows: string | null }>(sql`SELECT group_concat(${sql.raw(SNAPSHOT_FIELDS.map((f) => `(${f})`).join(" || ',' || "))}) AS rows FROM property_search`),
      ...SEARCH_SORTS.map((sort) => db.all<{ ids: string | null }>(sql`SELECT group_concat(id) AS ids FROM (SELECT id FROM property_search ORDER BY ${ORDERS[sort]})`)),
    ])
    return { rows, orders: orders.map((order) => order[0]?.ids ?? null) }
  },
  match: async (db, text) =>
    (await db.all<{ ids: string | null }>(sql`SELECT group_concat(rowid) AS ids FROM property_search_text WHERE property_search_text MATCH ${ftsQuery(text)}`))[0]?.ids ?? null,
  /**
   * The words: the name in every language, the city's names and postcode, the reference, and the
   * street only when the address is published.
   */
  async write(db, ids) {
    const published = ids ? sql`p.id IN (${list(ids)}) AND p._status = 'published'` : sql`p._status = 'published'`
    if (ids) {
      const keep = sql`SELECT p.id FROM properties p WHERE ${published}`
      await db.run(sql`DELETE FROM property_search WHERE id IN (${list(ids)}) AND id NOT IN (${keep})`)
      await db.run(sql`DELETE FROM property_search_text WHERE rowid IN (${list(ids)}) AND rowid NOT IN (${keep})`)
    } else {
      await db.run(sql`DELETE FROM property_search`)
      await db.run(sql`INSERT INTO property_search_text (property_search_text) VALUES ('delete-all')`)
    }
    await db.run(sql`INSERT OR REPLACE INTO property_search (id, goal, city_id, type_id, web_id, price, ${roomColumns}, living, plot, published_at)
      SELECT p.id, p.goal, coalesce(p.city_id, 0), coalesce(p.type_id, 0), coalesce(t.web_i_d, 0),
        ${shownPriceSql(sql`CAST(p.price AS integer)`)}, ${roomValues}, ${areaValues('REAL')}, coalesce(p.published_at, '')
      FROM properties p LEFT JOIN property_types t ON t.id = p.type_id WHERE ${published}`)
    await db.run(sql`INSERT OR REPLACE INTO property_search_text (rowid, words)
      SELECT p.id, concat_ws(' ',
        (SELECT group_concat(name, ' ') FROM properties_locales WHERE _parent_id = p.id),
        (SELECT group_concat(name, ' ') FROM cities_locales WHERE _parent_id = p.city_id),
        c.zip, p.reference, CASE WHEN p.publish_address THEN p.street END)
      FROM properties p LEFT JOIN cities c ON c.id = p.city_id WHERE ${published}`)
  },
  json: async (db, values, from) => (await db.all<{ rows: string | null }>(sql`SELECT json_group_array(json_array(${values})) AS rows ${from}`))[0]?.rows ?? null,
  // SQLite's data_version tells the other connections; this one forgets its snapshot after each refresh.
  touched: async () => {},
  // One string (slugs hold neither tabs nor line breaks).
  routes: async (db, where) =>
    (
      await db.all<{ rows: string | null }>(sql`SELECT group_concat(
        p.id || char(9) || p.goal || char(9) || coalesce(${localised('cities_locales', 'p.city_id')}, '') || char(9) || coalesce(${localised('properties_locales', 'p.id')}, ''),
        char(10)) AS rows FROM properties p WHERE ${where}`)
    )[0].rows,
}

/** The SQLite engine. */
export const sqliteSearch = indexEngine(sqliteIndex)
