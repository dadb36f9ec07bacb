/**
 * The search over the index tables, whatever the database: the SQL both SQLite and PostgreSQL run
 * (city and type lookups, the ids an upkeep covers), and the snapshot kept in memory (snapshot.ts),
 * loaded again whenever the index changed. What differs per database lives in an IndexSql
 * (sqlite.ts, postgres.ts): reading and writing the index tables and matching words.
 */
import type { Payload, PayloadRequest } from 'payload'

import { type Database, type SQL, databaseIn, databaseOf, sql } from '@/lib/payload/database'
import { ROOM_KINDS } from '@/lib/domain/rooms'
import type { PropertyRouteRow } from '@/lib/routing/propertyRoutes'
import { SEARCH_SORTS, type SearchFilters, type SearchSort } from '@/lib/domain/searchQuery'

import { type CityNames, resolveCities } from './cities'
import { type DerivedColumns, derivedColumns, derivedGroups, DERIVED_SOURCES } from './derived'
import { buildSnapshot, type IndexRow, type Snapshot, searchSnapshot } from './snapshot'
import { SNAPSHOT_FIELDS, join, list } from './sqlParts'
import { searchWords } from './text'
import { MAX_TEXT_WORDS, type Scope, type SearchEngine, type SearchResult } from './types'

/** What one database runs its own way. */
export type IndexSql = {
  /** Changes whenever the index tables changed, in this process or any other. */
  version(db: Database): Promise<unknown>
  /** The whole index table as one string of comma-separated SNAPSHOT_FIELDS, and its ids in each SEARCH_SORTS order. */
  load(db: Database): Promise<{ rows: string | null; orders: (string | null)[] }>
  /** The ids of the listings with a word starting with each word of `text` (text.ts says what a word is); `text` has one at least. */
  match(db: Database, text: string): Promise<string | null>
  /**
   * Writes the index rows of the published listings among `ids` (all when null) and removes the others',
   * every column but those computed here (derived.ts), which keep their defaults until the engine writes them.
   */
  write(db: Database, ids: readonly number[] | null): Promise<void>
  /** One JSON array (as text) of `values`, one array per row `from` selects (the rows of derived.ts, read at once). */
  json(db: Database, values: SQL, from: SQL): Promise<string | null>
  /** Tells every process that the index changed, once a refresh wrote all of it. */
  touched(db: Database): Promise<void>
  /** One line per published listing among `ids` (all when null): id, goal, city slugs, slugs, tab-separated. */
  routes(db: Database, where: SQL): Promise<string | null>
}

export { ORDERS, ROOM_SOURCES, areaValues, roomColumns, roomValues, shownPriceSql } from './sqlParts'
export { SNAPSHOT_FIELDS, join, list }

/** Numbers of a comma-separated list ('' gives none). */
const numbers = (text: string | null | undefined): number[] => (text ? text.split(',').map(Number) : [])

const cityCandidates = async (db: Database, values: SearchFilters['cities']): Promise<CityNames[]> => {
  if (values.length === 0) return []
  const zips = [...new Set(values.map((v) => v.zip).filter(Boolean))]
  // A value without a postcode is matched on its name in any language: lowercasing beyond ASCII is
  // done here, not by the database, so those (rare) searches read every city.
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
  const rows = await db.all<{ webID: number }>(sql`SELECT web_i_d AS "webID" FROM property_types WHERE web_i_d IN (${list(webIDs)}) ORDER BY web_i_d`)
  return rows.map((r) => Number(r.webID))
}

/**
 * Reads the whole index table. Each list comes back as one string: the database client costs some
 * microseconds a row, so 100,000 rows one by one take seconds, one string of them a few milliseconds.
 */
const loadSnapshot = async (db: Database, dialect: IndexSql): Promise<Snapshot> => {
  const { rows, orders } = await dialect.load(db)
  const flat = numbers(rows)
  const width = SNAPSHOT_FIELDS.length
  const kinds = ROOM_KINDS.length
  const none = (value: number) => (value < 0 ? null : value)
  const list: IndexRow[] = []
  for (let at = 0; at < flat.length; at += width) {
    const [id, rent, cityId, webID, price] = flat.slice(at, at + 5)
    const [living, plot, epc, features] = flat.slice(at + 5 + kinds, at + width)
    list.push({
      id,
      goal: rent ? 'rent' : 'sale',
      cityId,
      webID,
      price: none(price),
      rooms: flat.slice(at + 5, at + 5 + kinds),
      living: none(living),
      plot: none(plot),
      epc: none(epc),
      features,
    })
  }
  const sorted = Object.fromEntries(SEARCH_SORTS.map((sort, i) => [sort, numbers(orders[i])])) as Record<SearchSort, number[]>
  return buildSnapshot(list, sorted)
}

/** Bound parameters per statement stay far below either database's limit. */
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
  return rows.map((r) => Number(r.id))
}

/**
 * Writes the columns computed in JavaScript (derived.ts) of the index rows among `ids` (all when null):
 * the sources read as one JSON text, the rows grouped by their values, one update per group.
 */
const writeDerived = async (db: Database, dialect: IndexSql, ids: readonly number[] | null): Promise<void> => {
  const where = ids ? sql`s.id IN (${list(ids.length ? ids : [0])})` : sql`1 = 1`
  const text = await dialect.json(db, DERIVED_SOURCES, sql`FROM property_search s JOIN properties p ON p.id = s.id LEFT JOIN cities c ON c.id = p.city_id WHERE ${where}`)
  const rows: unknown = text ? JSON.parse(text) : []
  const computed: { id: number; columns: DerivedColumns }[] = []
  for (const row of Array.isArray(rows) ? rows : []) {
    const derived = Array.isArray(row) ? derivedColumns(row) : null
    if (derived) computed.push(derived)
  }
  for (const { columns, ids: group } of derivedGroups(computed)) {
    for (let start = 0; start < group.length; start += CHUNK) {
      await db.run(sql`UPDATE property_search SET features = ${columns.features}, epc = ${columns.epc} WHERE id IN (${list(group.slice(start, start + CHUNK))})`)
    }
  }
}

/**
 * The listings each recent text matched, for the index version they were read at: the same words typed
 * again (a town, "appartement") cost no query, and a change of the index forgets them all. Bounded by
 * the ids they hold, oldest text first.
 */
type TextMatches = { byText: Map<string, Int32Array>; held: number }
const TEXT_IDS_HELD = 2_000_000

type Loaded = { snapshot: Promise<Snapshot> | null; version: unknown; texts: TextMatches }

const noTexts = (): TextMatches => ({ byText: new Map(), held: 0 })

/** The key of a text's match: its words (as many as count), each once, in any order, since each must match. */
const textKey = (text: string): string => [...new Set(searchWords(text).slice(0, MAX_TEXT_WORDS))].sort().join(' ')

const remember = (texts: TextMatches, key: string, ids: Int32Array) => {
  if (ids.length > TEXT_IDS_HELD) return
  texts.byText.set(key, ids)
  texts.held += ids.length
  for (const [oldest, held] of texts.byText) {
    if (texts.held <= TEXT_IDS_HELD) break
    texts.byText.delete(oldest)
    texts.held -= held.length
  }
}

/** The search engine of one database: search, the upkeep of its index, and the listings' URL parts. */
export const indexEngine = (dialect: IndexSql) => {
  const loaded = new WeakMap<Database, Loaded>()

  /** The snapshot of the index as it is now: loaded again after any connection changed the index. */
  const snapshotOf = async (db: Database): Promise<Snapshot> => {
    const state = loaded.get(db) ?? { snapshot: null, version: null, texts: noTexts() }
    loaded.set(db, state)
    const version = await dialect.version(db)
    if (!state.snapshot || state.version !== version) {
      state.version = version
      state.texts = noTexts()
      state.snapshot = loadSnapshot(db, dialect).catch((error: unknown) => {
        state.snapshot = null
        throw error
      })
    }
    return state.snapshot
  }

  /**
   * The listings whose words start with each word of `text`, read after the snapshot's version: a match
   * remembered for that version, or one read now (a change since then forgets it at the next search).
   */
  const textMatch = async (db: Database, text: string): Promise<readonly number[]> => {
    const texts = loaded.get(db)?.texts ?? noTexts()
    const key = textKey(text)
    const known = texts.byText.get(key)
    if (known) {
      // Used again: it is the newest now.
      texts.byText.delete(key)
      texts.byText.set(key, known)
      return known as unknown as readonly number[]
    }
    const ids = Int32Array.from(numbers(await dialect.match(db, text)))
    remember(texts, key, ids)
    return ids as unknown as readonly number[]
  }

  const search = async (db: Database, filters: SearchFilters): Promise<SearchResult> => {
    const text = filters.search ?? ''
    const [snapshot, cities, typeIds] = await Promise.all([snapshotOf(db), cityCandidates(db, filters.cities), knownTypes(db, filters.types)])
    const textIds = searchWords(text).length ? await textMatch(db, text) : null
    const only = filters.only
    const ids = only ? (textIds ? [...textIds] : only).filter((id) => only.includes(id)) : textIds
    return searchSnapshot(snapshot, filters, { cityIds: resolveCities(filters.cities, cities), typeIds, textIds: ids })
  }

  /** Writes through `via` (a save's transaction, or `db` itself); the next search on `db` loads the snapshot again. */
  const refresh = async (db: Database, via: Database, scope: Scope): Promise<void> => {
    if (scope === 'all') {
      await dialect.write(via, null)
      await writeDerived(via, dialect, null)
    } else {
      const ids = await idsOf(via, scope)
      for (let start = 0; start < ids.length; start += CHUNK) {
        const chunk = ids.slice(start, start + CHUNK)
        await dialect.write(via, chunk)
        await writeDerived(via, dialect, chunk)
      }
    }
    await dialect.touched(via)
    loaded.delete(db)
  }

  const routes = async (db: Database, ids: readonly number[] | null): Promise<PropertyRouteRow[]> => {
    const where = ids ? sql`p._status = 'published' AND p.id IN (${list(ids.length ? ids : [0])})` : sql`p._status = 'published'`
    const rows = await dialect.routes(db, where)
    return (rows ? rows.split('\n') : []).map((line) => {
      const [id, goal, city, slug] = line.split('\t')
      return { id: Number(id), goal, city, slug }
    })
  }

  return (payload: Payload): SearchEngine => {
    const db = databaseOf(payload)
    const inRequest = (req?: Pick<PayloadRequest, 'transactionID'>) => databaseIn(payload, req)
    return {
      search: (filters) => search(db, filters),
      refresh: async (scope, req) => refresh(db, await inRequest(req), scope),
      routes: async (ids, req) => routes(await inRequest(req), ids),
    }
  }
}
