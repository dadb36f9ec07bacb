/**
 * The search on SQLite: every line of SQL the search runs, and the upkeep of its tables (made by the
 * migration 20261122_090000_property_search). `property_search` holds one narrow row per published
 * listing; `property_search_text` (FTS5, accents removed) its words. A search reads the words' matches
 * from the full-text index and filters, counts and pages a snapshot of the index table held in
 * memory (snapshot.ts), loaded again whenever the table changes.
 */
import { type SQL, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { ROOM_KINDS } from '@/lib/domain/rooms'
import type { PropertyRouteRow } from '@/lib/routing/propertyRoutes'
import { SEARCH_SORTS, type SearchFilters, type SearchSort } from '@/lib/domain/searchQuery'

import { type CityNames, resolveCities } from './cities'
import { buildSnapshot, type IndexRow, type Snapshot, searchSnapshot } from './snapshot'
import { ftsQuery } from './text'
import type { Scope, SearchEngine, SearchResult } from './types'

type Database = { all: <T>(query: SQL) => Promise<T[]>; run: (query: SQL) => Promise<unknown> }

const database = (payload: Payload): Database => (payload.db as unknown as { drizzle: Database }).drizzle

const join = (parts: SQL[], separator: string): SQL => sql.join(parts, sql.raw(separator))
const list = (values: readonly number[]): SQL => join(values.map((v) => sql`${v}`), ', ')

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

const roomColumns = sql.raw(ROOM_KINDS.join(', '))

/** The sort orders, read through the index of each. */
const ORDERS: Record<SearchSort, SQL> = {
  newest: sql`published_at DESC, id DESC`,
  'price-asc': sql`(price IS NULL), price, id DESC`,
  'price-desc': sql`(price IS NULL), price DESC, id DESC`,
}

/** Numbers of a comma-separated list ('' gives none). */
const numbers = (text: string | null | undefined): number[] => (text ? text.split(',').map(Number) : [])

/**
 * Reads the whole index table. Each list comes back as one string: the database client costs some
 * microseconds a row, so 100,000 rows one by one take seconds, one string of them a few milliseconds.
 */
const loadSnapshot = async (db: Database): Promise<Snapshot> => {
  const fields = ['id', "goal = 'rent'", 'city_id', 'web_id', 'coalesce(price, -1)', ...ROOM_KINDS]
  const [[{ rows }], ...orders] = await Promise.all([
    db.all<{ rows: string | null }>(sql`SELECT group_concat(${sql.raw(fields.map((f) => `(${f})`).join(" || ',' || "))}) AS rows FROM property_search`),
    ...SEARCH_SORTS.map((sort) => db.all<{ ids: string | null }>(sql`SELECT group_concat(id) AS ids FROM (SELECT id FROM property_search ORDER BY ${ORDERS[sort]})`)),
  ])
  const flat = numbers(rows)
  const width = fields.length
  const list: IndexRow[] = []
  for (let at = 0; at < flat.length; at += width) {
    const [id, rent, cityId, webID, price] = flat.slice(at, at + 5)
    list.push({ id, goal: rent ? 'rent' : 'sale', cityId, webID, price: price < 0 ? null : price, rooms: flat.slice(at + 5, at + width) })
  }
  const sorted = Object.fromEntries(SEARCH_SORTS.map((sort, i) => [sort, numbers(orders[i][0]?.ids)])) as Record<SearchSort, number[]>
  return buildSnapshot(list, sorted)
}

type Loaded = { snapshot: Promise<Snapshot> | null; version: unknown }
const loaded = new WeakMap<Database, Loaded>()

/**
 * The snapshot of the index as it is now. It is loaded again after this process changed the index
 * (refresh), and when another connection committed to the database (SQLite's data_version: another
 * server process, a seed, a restore).
 */
const snapshotOf = async (db: Database): Promise<Snapshot> => {
  const state = loaded.get(db) ?? { snapshot: null, version: null }
  loaded.set(db, state)
  const [{ data_version: version }] = await db.all<{ data_version: number }>(sql`PRAGMA data_version`)
  if (!state.snapshot || state.version !== version) {
    state.version = version
    state.snapshot = loadSnapshot(db).catch((error: unknown) => {
      state.snapshot = null
      throw error
    })
  }
  return state.snapshot
}

const textMatches = async (db: Database, text: string): Promise<number[]> =>
  numbers((await db.all<{ ids: string | null }>(sql`SELECT group_concat(rowid) AS ids FROM property_search_text WHERE property_search_text MATCH ${text}`))[0]?.ids)

const search = async (db: Database, filters: SearchFilters): Promise<SearchResult> => {
  const text = ftsQuery(filters.search)
  const [snapshot, cities, typeIds, textIds] = await Promise.all([
    snapshotOf(db),
    cityCandidates(db, filters.cities),
    knownTypes(db, filters.types),
    text ? textMatches(db, text) : null,
  ])
  const only = filters.only
  const ids = only ? (textIds ?? only).filter((id) => only.includes(id)) : textIds
  return searchSnapshot(snapshot, filters, { cityIds: resolveCities(filters.cities, cities), typeIds, textIds: ids })
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
  if (scope === 'all') await write(db, null)
  else {
    const ids = await idsOf(db, scope)
    for (let start = 0; start < ids.length; start += CHUNK) await write(db, ids.slice(start, start + CHUNK))
  }
  // The next search loads the snapshot again, with these rows.
  loaded.delete(db)
}

const localised = (table: string, parent: string): SQL =>
  sql`(SELECT group_concat(_locale || ':' || slug, '|') FROM ${sql.identifier(table)} WHERE _parent_id = ${sql.raw(parent)} AND slug IS NOT NULL)`

/**
 * The URL parts of the published listings among `ids` (all when null), as one string: one line per
 * listing, tab-separated (slugs hold neither tabs nor line breaks).
 */
const routes = async (db: Database, ids: readonly number[] | null): Promise<PropertyRouteRow[]> => {
  const where = ids ? sql`p._status = 'published' AND p.id IN (${list(ids.length ? ids : [0])})` : sql`p._status = 'published'`
  const [{ rows }] = await db.all<{ rows: string | null }>(sql`SELECT group_concat(
      p.id || char(9) || p.goal || char(9) || coalesce(${localised('cities_locales', 'p.city_id')}, '') || char(9) || coalesce(${localised('properties_locales', 'p.id')}, ''),
      char(10)) AS rows FROM properties p WHERE ${where}`)
  return (rows ? rows.split('\n') : []).map((line) => {
    const [id, goal, city, slug] = line.split('\t')
    return { id: Number(id), goal, city, slug }
  })
}

/** The SQLite engine: search, the upkeep its tables need when listings, cities or types change, and the listings' URL parts. */
export const sqliteSearch = (payload: Payload): SearchEngine => {
  const db = database(payload)
  return { search: (filters) => search(db, filters), refresh: (scope) => refresh(db, scope), routes: (ids) => routes(db, ids) }
}
