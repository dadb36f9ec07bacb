/**
 * The search index on SQLite (tables made by the migration 20261122_090000_property_search, with the
 * columns of the richer filters from 20261125_180000_search_filters and the record of changes from
 * 20261126_090000_search_changes): `property_search` holds one narrow row per published listing;
 * `property_search_text` (FTS5, accents removed) its words; `property_search_changes` the sequence
 * number of each listing's last change. engine.ts runs the search over them.
 */
import { SEARCH_SORTS } from '@/lib/domain/searchQuery'
import { type SQL, sql } from '@/lib/payload/database'

import { type IndexSql, ORDERS, SNAPSHOT_FIELDS, areaValues, indexEngine, list, roomColumns, roomValues, shownPriceSql } from './engine'
import { ftsQuery } from './text'

const localised = (table: string, parent: string): SQL =>
  sql`(SELECT group_concat(_locale || ':' || slug, '|') FROM ${sql.identifier(table)} WHERE _parent_id = ${sql.raw(parent)} AND slug IS NOT NULL)`

const sqliteIndex: IndexSql = {
  // Read through the index on seq; any connection's commit shows (another server process, a seed).
  version: async (db) => Number((await db.all<{ version: number }>(sql`SELECT coalesce(max(seq), 0) AS version FROM property_search_changes`))[0]?.version ?? 0),
  async rows(db, where) {
    const fields = sql.raw(SNAPSHOT_FIELDS.map((f) => `(${f})`).join(" || ',' || "))
    return (await db.all<{ rows: string | null }>(sql`SELECT group_concat(${fields}) AS rows FROM property_search WHERE ${where}`))[0]?.rows ?? null
  },
  orders: (db) =>
    Promise.all(
      SEARCH_SORTS.map(async (sort) => (await db.all<{ ids: string | null }>(sql`SELECT group_concat(id) AS ids FROM (SELECT id FROM property_search ORDER BY ${ORDERS[sort]})`))[0]?.ids ?? null),
    ),
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
    // The publication date as ISO text in UTC, as PostgreSQL writes it (Payload keeps the text it was given).
    await db.run(sql`INSERT OR REPLACE INTO property_search (id, goal, city_id, type_id, web_id, price, ${roomColumns}, living, plot, published_at)
      SELECT p.id, p.goal, coalesce(p.city_id, 0), coalesce(p.type_id, 0), coalesce(t.web_i_d, 0),
        ${shownPriceSql(sql`CAST(p.price AS integer)`)}, ${roomValues}, ${areaValues('REAL')},
        coalesce(strftime('%Y-%m-%dT%H:%M:%fZ', p.published_at), '')
      FROM properties p LEFT JOIN property_types t ON t.id = p.type_id WHERE ${published}`)
    await db.run(sql`INSERT OR REPLACE INTO property_search_text (rowid, words)
      SELECT p.id, concat_ws(' ',
        (SELECT group_concat(name, ' ') FROM properties_locales WHERE _parent_id = p.id),
        (SELECT group_concat(name, ' ') FROM cities_locales WHERE _parent_id = p.city_id),
        c.zip, p.reference, CASE WHEN p.publish_address THEN p.street END)
      FROM properties p LEFT JOIN cities c ON c.id = p.city_id WHERE ${published}`)
  },
  json: async (db, values, from) => (await db.all<{ rows: string | null }>(sql`SELECT json_group_array(json_array(${values})) AS rows ${from}`))[0]?.rows ?? null,
  // The next number in the same statement: SQLite writes one transaction at a time, so it comes after every one committed.
  touched: async (db, ids) =>
    db.run(sql`INSERT OR REPLACE INTO property_search_changes (id, seq)
      SELECT value, (SELECT max(coalesce(max(seq), 0) + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS integer)) FROM property_search_changes)
      FROM json_each(${JSON.stringify(ids)})`),
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
