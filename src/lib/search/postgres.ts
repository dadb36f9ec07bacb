/**
 * The search index on PostgreSQL (tables made by the postgres migrations 20261125_000100_property_search,
 * 20261125_070000_search_words, 20261125_180000_search_filters and 20261126_090000_search_changes):
 * `property_search` holds one narrow row per published listing with its text and a `tsvector` of it,
 * which makes the words (lowercase, accents removed by `unaccent`); `property_search_words` holds those
 * words one per row in a b-tree, which a prefix reads as a range. A one-row table counts the index's
 * changes, and `property_search_changes` keeps the count at each listing's last change, so every
 * instance knows when and what to read again.
 */
import { SEARCH_SORTS } from '@/lib/domain/searchQuery'
import { type SQL, sql } from '@/lib/payload/database'

import { type IndexSql, ORDERS, SNAPSHOT_FIELDS, areaValues, indexEngine, join, list, roomColumns, roomValues, shownPriceSql } from './engine'
import { searchWords } from './text'
import { MAX_TEXT_WORDS } from './types'

const localised = (table: string, parent: string): SQL =>
  sql`(SELECT string_agg(_locale::text || ':' || slug, '|') FROM ${sql.identifier(table)} WHERE _parent_id = ${sql.raw(parent)} AND slug IS NOT NULL)`

/** Above every character, so `word < prefix || LAST_CHARACTER` ends the range of words starting with `prefix` (collation "C"). */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff)

const postgresIndex: IndexSql = {
  version: async (db) => Number((await db.all<{ version: string }>(sql`SELECT version FROM property_search_state`))[0]?.version ?? 0),
  async rows(db, where) {
    const fields = sql.raw(SNAPSHOT_FIELDS.join(', '))
    return (await db.all<{ rows: string | null }>(sql`SELECT string_agg(concat_ws(',', ${fields}), ',') AS rows FROM property_search WHERE ${where}`))[0]?.rows ?? null
  },
  orders: (db) =>
    Promise.all(
      SEARCH_SORTS.map(async (sort) => (await db.all<{ ids: string | null }>(sql`SELECT string_agg(id::text, ',' ORDER BY ${ORDERS[sort]}) AS ids FROM property_search`))[0]?.ids ?? null),
    ),
  /**
   * The listings with a word starting with each word of the text, every word a range of the b-tree read
   * from the index alone. One word's listings may come twice (two of their words start with it): the
   * search marks them, so that costs nothing, where making them distinct would double the query's time.
   */
  async match(db, text) {
    const starting = (word: string) => sql`SELECT id FROM property_search_words WHERE word >= ${word} AND word < ${word + LAST_CHARACTER}`
    const words = [...new Set(searchWords(text).slice(0, MAX_TEXT_WORDS))]
    return (await db.all<{ ids: string | null }>(sql`SELECT string_agg(id::text, ',') AS ids FROM (${join(words.map(starting), ' INTERSECT ')}) matched`))[0]?.ids ?? null
  },
  /** The words as on SQLite: names in every language, the city's names and postcode, the reference, the street only when published. */
  async write(db, ids) {
    const published = ids ? sql`p.id IN (${list(ids)}) AND p._status = 'published'` : sql`p._status = 'published'`
    const these = ids ? sql` WHERE id IN (${list(ids)})` : sql``
    await db.run(sql`DELETE FROM property_search_words${these}`)
    await db.run(sql`DELETE FROM property_search${these}`)
    await db.run(sql`INSERT INTO property_search (id, goal, city_id, type_id, web_id, price, ${roomColumns}, living, plot, published_at, words)
      SELECT p.id, p.goal::text, coalesce(p.city_id, 0), coalesce(p.type_id, 0), coalesce(t.web_i_d, 0)::int,
        ${shownPriceSql(sql`trunc(p.price)::bigint`)}, ${roomValues}, ${areaValues('double precision')},
        coalesce(to_char(p.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ''),
        concat_ws(' ',
          (SELECT string_agg(name, ' ') FROM properties_locales WHERE _parent_id = p.id),
          (SELECT string_agg(name, ' ') FROM cities_locales WHERE _parent_id = p.city_id),
          c.zip, p.reference, CASE WHEN p.publish_address THEN p.street END)
      FROM properties p LEFT JOIN property_types t ON t.id = p.type_id LEFT JOIN cities c ON c.id = p.city_id WHERE ${published}`)
    await db.run(sql`INSERT INTO property_search_words (word, id)
      SELECT DISTINCT word, s.id FROM property_search s, unnest(tsvector_to_array(s.words_vector)) AS word${these}`)
  },
  json: async (db, values, from) => (await db.all<{ rows: string | null }>(sql`SELECT json_agg(json_build_array(${values}))::text AS rows ${from}`))[0]?.rows ?? null,
  // One statement, after the whole refresh is written: the count's row stays locked until the transaction
  // commits, so a later save's number waits for this one's commit.
  touched: async (db, ids) =>
    db.run(sql`WITH next AS (UPDATE property_search_state SET version = greatest(version + 1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint) RETURNING version)
      INSERT INTO property_search_changes (id, seq) SELECT id, next.version FROM next, unnest(string_to_array(${ids.join(',')}, ',')::int[]) AS id
      ON CONFLICT (id) DO UPDATE SET seq = excluded.seq`),
  routes: async (db, where) =>
    (
      await db.all<{ rows: string | null }>(sql`SELECT string_agg(
        p.id::text || chr(9) || p.goal::text || chr(9) || coalesce(${localised('cities_locales', 'p.city_id')}, '') || chr(9) || coalesce(${localised('properties_locales', 'p.id')}, ''),
        chr(10)) AS rows FROM properties p WHERE ${where}`)
    )[0].rows,
}

/** The PostgreSQL engine. */
export const postgresSearch = indexEngine(postgresIndex)
