/**
 * The search over the index tables, whatever the database: the SQL both SQLite and PostgreSQL run
 * (the ids an upkeep covers; the lookups and reads of the index are in indexReads.ts), and the snapshot kept
 * in memory (snapshot.ts), brought up to date whenever the index changed. What differs per database
 * lives in an IndexSql (sqlite.ts, postgres.ts): reading and writing the index tables and matching words.
 *
 * Every refresh records the ids it wrote (or 0 for all of them) in `property_search_changes` under the
 * next number of one sequence, in the same transaction: the index's version is the last number. A
 * search whose snapshot is older reads the ids recorded since its version and their rows, and patches
 * the snapshot with them (snapshotPatch.ts); it loads all of it again when the change is too large to
 * be worth reading row by row, is a refresh of everything, or is unknown (the version went back, or
 * moved with no row recorded under it).
 */
import type { Payload, PayloadRequest } from 'payload'

import { type Database, type SQL, databaseIn, databaseOf, sql } from '@/lib/payload/database'
import type { PropertyRouteRow } from '@/lib/routing/propertyRoutes'
import type { SearchFilters } from '@/lib/domain/searchQuery'

import { resolveCities } from './cities'
import { type DerivedColumns, derivedColumns, derivedGroups, DERIVED_SOURCES } from './derived'
import { CHUNK, EVERY_ROW, changesSince, cityCandidates, knownTypes, loadSnapshot, numbers } from './indexReads'
import type { Snapshot } from './snapshot'
import { searchSnapshot } from './snapshotSearch'
import { patchSnapshot } from './snapshotPatch'
import { SNAPSHOT_FIELDS, join, list } from './sqlParts'
import { searchWords } from './text'
import { MAX_TEXT_WORDS, type Scope, type SearchEngine, type SearchResult, type SearchStats } from './types'

/** What one database runs its own way. */
export type IndexSql = {
  /** The number of the index's last recorded change (0 for none), whichever process or connection made it. */
  version(db: Database): Promise<number>
  /** The index rows `where` selects, as one string of comma-separated SNAPSHOT_FIELDS. */
  rows(db: Database, where: SQL): Promise<string | null>
  /** The ids of the index in each SEARCH_SORTS order, each order as one comma-separated string. */
  orders(db: Database): Promise<(string | null)[]>
  /** The ids of the listings with a word starting with each word of `text` (text.ts says what a word is); `text` has one at least. */
  match(db: Database, text: string): Promise<string | null>
  /**
   * Writes the index rows of the published listings among `ids` (all when null) and removes the others',
   * every column but those computed here (derived.ts), which keep their defaults until the engine writes them.
   */
  write(db: Database, ids: readonly number[] | null): Promise<void>
  /** One JSON array (as text) of `values`, one array per row `from` selects (the rows of derived.ts, read at once). */
  json(db: Database, values: SQL, from: SQL): Promise<string | null>
  /**
   * Records that the index rows of `ids` (one at least; 0 stands for all) changed, under the next number
   * of the sequence, once a refresh wrote them: in one statement, and numbered in the order the changes
   * commit (a later transaction waits for an earlier one), so a version read says every change up to it
   * can be read. The next number is one above the last, or the database's clock in milliseconds when
   * that is later: a database made again (a seed while the site runs) numbers its changes above any
   * version an instance holds, so its refresh of everything is read as such.
   */
  touched(db: Database, ids: readonly number[]): Promise<void>
  /** One line per published listing among `ids` (all when null): id, goal, city slugs, slugs, tab-separated. */
  routes(db: Database, where: SQL): Promise<string | null>
}

export { ORDERS, ROOM_SOURCES, areaValues, roomColumns, roomValues, shownPriceSql } from './sqlParts'
export { SNAPSHOT_FIELDS, join, list }

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

/** What the engine holds for one database: the snapshot and the version it stands for, and how it was kept. */
type Loaded = { snapshot: Promise<Snapshot> | null; version: number | null; texts: TextMatches; stats: SearchStats }

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

  const stateOf = (db: Database): Loaded => {
    const state = loaded.get(db) ?? { snapshot: null, version: null, texts: noTexts(), stats: { loads: 0, patches: 0 } }
    loaded.set(db, state)
    return state
  }

  /**
   * The snapshot of the index as it is now: after any connection changed the index, the snapshot held
   * with the rows changed since its version, or loaded whole. Searches meanwhile read the one they got.
   */
  const snapshotOf = async (db: Database): Promise<Snapshot> => {
    const state = stateOf(db)
    const version = await dialect.version(db)
    if (state.snapshot && state.version === version) return state.snapshot
    const [held, since] = [state.snapshot, state.version]
    state.version = version
    state.texts = noTexts()
    const next = async (): Promise<Snapshot> => {
      const base = held && since !== null ? await held.catch(() => null) : null
      const changes = base && since !== null ? await changesSince(db, dialect, since, version) : null
      if (base && changes) {
        const patched = patchSnapshot(base, changes)
        state.stats.patches++
        return patched
      }
      const whole = await loadSnapshot(db, dialect)
      state.stats.loads++
      return whole
    }
    const snapshot: Promise<Snapshot> = next().catch((error: unknown) => {
      if (state.snapshot === snapshot) state.snapshot = null
      throw error
    })
    state.snapshot = snapshot
    return snapshot
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

  /**
   * Writes through `via` (a save's transaction, or the connection itself) and records the change: the
   * next search, in this process or another, reads the rows it wrote once they are committed.
   */
  const refresh = async (via: Database, scope: Scope): Promise<void> => {
    if (scope === 'all') {
      await dialect.write(via, null)
      await writeDerived(via, dialect, null)
      await dialect.touched(via, [EVERY_ROW])
      return
    }
    const ids = [...new Set(await idsOf(via, scope))]
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK)
      await dialect.write(via, chunk)
      await writeDerived(via, dialect, chunk)
    }
    if (ids.length) await dialect.touched(via, ids)
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
      stats: () => ({ ...stateOf(db).stats }),
      refresh: async (scope, req) => refresh(await inRequest(req), scope),
      routes: async (ids, req) => routes(await inRequest(req), ids),
    }
  }
}
