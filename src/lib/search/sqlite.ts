/**
 * The search on SQLite: every line of SQL the search runs, and the upkeep of its tables (made by the
 * migration 20261122_090000_property_search). `property_search` holds one narrow row per published
 * listing; `property_search_text` (FTS5, accents removed) its words. A search is two indexed reads:
 * one grouped count per city and type (total and both facets at once, see facets.ts), then one page
 * of ids in order.
 */
import { type SQL, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { PRICE_RANGES } from '@/lib/domain/priceRange'
import { ROOM_KINDS } from '@/lib/domain/rooms'
import type { SearchFilters, SearchSort } from '@/lib/domain/searchQuery'

import { type CityNames, resolveCities } from './cities'
import { type CityTypeCount, mergeFacets } from './facets'
import { ftsQuery } from './text'
import { type Scope, SEARCH_PAGE_SIZE, type SearchEngine, type SearchResult } from './types'

type Database = { all: <T>(query: SQL) => Promise<T[]>; run: (query: SQL) => Promise<unknown> }

const database = (payload: Payload): Database => (payload.db as unknown as { drizzle: Database }).drizzle

const join = (parts: SQL[], separator: string): SQL => sql.join(parts, sql.raw(separator))
const list = (values: readonly number[]): SQL => join(values.map((v) => sql`${v}`), ', ')

/** The conditions of every filter but the cities and the types. */
const baseConditions = (filters: SearchFilters): SQL[] => {
  const where: SQL[] = [sql`goal = ${filters.goal}`]
  const text = ftsQuery(filters.search)
  if (text) where.push(sql`id IN (SELECT rowid FROM property_search_text WHERE property_search_text MATCH ${text})`)
  for (const kind of ROOM_KINDS) {
    const count = filters.rooms[kind]
    if (count) where.push(sql`${sql.identifier(kind)} >= ${count}`)
  }
  if (filters.price) {
    const range = PRICE_RANGES[filters.goal]
    where.push(sql`price IS NOT NULL`)
    if (filters.price.min > range.min) where.push(sql`price >= ${filters.price.min}`)
    if (filters.price.max < range.max) where.push(sql`price <= ${filters.price.max}`)
  }
  return where
}

const ORDER: Record<SearchSort, SQL> = {
  newest: sql`published_at DESC, id DESC`,
  'price-asc': sql`(price IS NULL), price, id DESC`,
  'price-desc': sql`(price IS NULL), price DESC, id DESC`,
}

const cityCandidates = async (db: Database, values: SearchFilters['cities']): Promise<CityNames[]> => {
  if (values.length === 0) return []
  const zips = [...new Set(values.map((v) => v.zip).filter(Boolean))]
  // A value without a postcode is matched on its name in any language: lowercasing beyond ASCII is
  // done here, not by SQLite, so those (rare) searches read every city.
  const byZip = values.every((v) => v.zip !== '')
  const rows = await db.all<{ id: number; zip: string; name: string }>(
    sql`SELECT c.id AS id, c.zip AS zip, l.name AS name FROM cities c JOIN cities_locales l ON l._parent_id = c.id ${
      byZip ? sql`WHERE c.zip IN (${join(zips.map((z) => sql`${z}`), ', ')})` : sql``
    }`,
  )
  const cities = new Map<number, CityNames>()
  for (const row of rows) {
    const city = cities.get(row.id) ?? { id: row.id, zip: row.zip, names: [] }
    city.names.push(row.name.toLowerCase())
    cities.set(row.id, city)
  }
  return [...cities.values()]
}

const knownTypes = async (db: Database, webIDs: readonly number[]): Promise<number[]> => {
  if (webIDs.length === 0) return []
  const rows = await db.all<{ webID: number }>(sql`SELECT web_i_d AS webID FROM property_types WHERE web_i_d IN (${list(webIDs)}) ORDER BY web_i_d`)
  return rows.map((r) => Number(r.webID))
}

/**
 * The index each read goes through, so none looks a row up. A text search starts from the words'
 * matches (few rows), so it is left to the planner. Otherwise the facets come from the covering facets
 * index, or the price index when a price range is set (it reads only the range); a page comes from
 * the index of its sort (read in order, it stops once the page is full), or from the facets index
 * when cities are chosen (it reads only their rows).
 */
const facetsIndex = (filters: SearchFilters, text: boolean): SQL =>
  text ? sql`` : filters.price ? sql`INDEXED BY property_search_price_idx` : sql`INDEXED BY property_search_facets_idx`
const SORT_INDEX: Record<SearchSort, SQL> = {
  newest: sql`INDEXED BY property_search_newest_idx`,
  'price-asc': sql`INDEXED BY property_search_price_idx`,
  'price-desc': sql`INDEXED BY property_search_price_desc_idx`,
}

/**
 * SQLite's page cache is 2 MB by default: smaller than the search indexes at 100,000 listings, so each
 * search would read them from the operating system again. 64 MB keeps them in memory (per connection).
 */
const tuned = new WeakSet<Database>()
const tune = async (db: Database) => {
  if (tuned.has(db)) return
  tuned.add(db)
  await db.run(sql`PRAGMA cache_size = -65536`)
}

const search = async (db: Database, filters: SearchFilters): Promise<SearchResult> => {
  await tune(db)
  const [cityIds, typeIds] = await Promise.all([cityCandidates(db, filters.cities).then((c) => resolveCities(filters.cities, c)), knownTypes(db, filters.types)])
  const text = ftsQuery(filters.search) !== null
  const base = join(baseConditions(filters), ' AND ')
  const groups = await db.all<CityTypeCount>(
    sql`SELECT city_id AS cityId, web_id AS webID, count(*) AS count FROM property_search ${facetsIndex(filters, text)} WHERE ${base} GROUP BY city_id, web_id`,
  )
  const { total, facets } = mergeFacets(groups, cityIds, typeIds)
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE))
  const page = Math.min(Math.max(1, filters.page), pages)
  const sort = ORDER[filters.sort] ? filters.sort : 'newest'
  const where = [base]
  if (cityIds.length) where.push(sql`city_id IN (${list(cityIds)})`)
  if (typeIds.length) where.push(sql`web_id IN (${list(typeIds)})`)
  const pageIndex = text ? sql`` : cityIds.length ? sql`INDEXED BY property_search_facets_idx` : SORT_INDEX[sort]
  const ids =
    total === 0
      ? []
      : await db.all<{ id: number }>(
          sql`SELECT id FROM property_search ${pageIndex} WHERE ${join(where, ' AND ')} ORDER BY ${ORDER[sort]} LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE}`,
        )
  return { ids: ids.map((r) => r.id), total, page, pages, cityIds, typeIds, facets }
}

/** Bound parameters per statement stay far below SQLite's limit. */
const CHUNK = 5000

/**
 * The ids an upkeep looks at: those given, or the listings of a city or type as stored now and as
 * indexed before (a listing whose city was deleted or changed is found through its old index row).
 */
const idsOf = async (db: Database, scope: Exclude<Scope, 'all'>): Promise<number[]> => {
  if ('ids' in scope) return [...scope.ids]
  const column = sql.identifier('cityId' in scope ? 'city_id' : 'type_id')
  const id = 'cityId' in scope ? scope.cityId : scope.typeId
  const rows = await db.all<{ id: number }>(sql`SELECT id FROM properties WHERE ${column} = ${id} UNION SELECT id FROM property_search WHERE ${column} = ${id}`)
  return rows.map((r) => r.id)
}

const ROOM_SOURCES: Record<(typeof ROOM_KINDS)[number], string> = {
  bedrooms: 'rooms_bedrooms',
  bathrooms: 'rooms_bathrooms',
  showerrooms: 'rooms_shower_rooms',
  toilets: 'rooms_toilets',
  garages: 'rooms_garages',
}
const roomColumns = sql.raw(ROOM_KINDS.join(', '))
const roomValues = sql.raw(ROOM_KINDS.map((kind) => `CAST(coalesce(p.${ROOM_SOURCES[kind]}, 0) AS integer)`).join(', '))

/**
 * Writes the index rows of the published listings among `ids` (all when null) and removes the rows of
 * the others. The words: the name in every language, the city's names and postcode, the reference,
 * and the street only when the address is published.
 */
const write = async (db: Database, ids: readonly number[] | null): Promise<void> => {
  const published = ids ? sql`p.id IN (${list(ids)}) AND p._status = 'published'` : sql`p._status = 'published'`
  if (ids) {
    const keep = sql`SELECT p.id FROM properties p WHERE ${published}`
    await db.run(sql`DELETE FROM property_search WHERE id IN (${list(ids)}) AND id NOT IN (${keep})`)
    await db.run(sql`DELETE FROM property_search_text WHERE rowid IN (${list(ids)}) AND rowid NOT IN (${keep})`)
  } else {
    await db.run(sql`DELETE FROM property_search`)
    await db.run(sql`INSERT INTO property_search_text (property_search_text) VALUES ('delete-all')`)
  }
  await db.run(sql`INSERT OR REPLACE INTO property_search (id, goal, city_id, type_id, web_id, price, ${roomColumns}, published_at)
    SELECT p.id, p.goal, coalesce(p.city_id, 0), coalesce(p.type_id, 0), coalesce(t.web_i_d, 0),
      CASE WHEN p.publish_price THEN CAST(p.price AS integer) END, ${roomValues}, coalesce(p.published_at, '')
    FROM properties p LEFT JOIN property_types t ON t.id = p.type_id WHERE ${published}`)
  await db.run(sql`INSERT OR REPLACE INTO property_search_text (rowid, words)
    SELECT p.id, concat_ws(' ',
      (SELECT group_concat(name, ' ') FROM properties_locales WHERE _parent_id = p.id),
      (SELECT group_concat(name, ' ') FROM cities_locales WHERE _parent_id = p.city_id),
      c.zip, p.reference, CASE WHEN p.publish_address THEN p.street END)
    FROM properties p LEFT JOIN cities c ON c.id = p.city_id WHERE ${published}`)
}

const refresh = async (db: Database, scope: Scope): Promise<void> => {
  if (scope === 'all') return write(db, null)
  const ids = await idsOf(db, scope)
  for (let start = 0; start < ids.length; start += CHUNK) await write(db, ids.slice(start, start + CHUNK))
}

/** The SQLite engine: search, and the upkeep its tables need when listings, cities or types change. */
export const sqliteSearch = (payload: Payload): SearchEngine => {
  const db = database(payload)
  return { search: (filters) => search(db, filters), refresh: (scope) => refresh(db, scope) }
}
