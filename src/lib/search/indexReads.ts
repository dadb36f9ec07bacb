/**
 * The engine's reads of the index tables (engine.ts): the cities and types a search names, the whole
 * index as a snapshot, and the rows changed since a version. Each list comes back from the database as
 * one string: its client costs some microseconds a row, so 100,000 rows one by one take seconds, one
 * string of them a few milliseconds.
 */
import { type Database, sql } from '@/lib/payload/database'
import { ROOM_KINDS } from '@/lib/domain/rooms'
import { SEARCH_SORTS, type SearchFilters, type SearchSort } from '@/lib/domain/searchQuery'

import type { CityNames } from './cities'
import type { IndexSql } from './engine'
import { buildSnapshot, type IndexRow, type Snapshot } from './snapshot'
import type { IndexChanges } from './snapshotPatch'
import { SNAPSHOT_FIELDS, join, list } from './sqlParts'

/** Numbers of a comma-separated list ('' gives none). */
export const numbers = (text: string | null | undefined): number[] => (text ? text.split(',').map(Number) : [])

export const cityCandidates = async (db: Database, values: SearchFilters['cities']): Promise<CityNames[]> => {
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

export const knownTypes = async (db: Database, webIDs: readonly number[]): Promise<number[]> => {
  if (webIDs.length === 0) return []
  const rows = await db.all<{ webID: number }>(sql`SELECT web_i_d AS "webID" FROM property_types WHERE web_i_d IN (${list(webIDs)}) ORDER BY web_i_d`)
  return rows.map((r) => Number(r.webID))
}

/** The index rows of IndexSql.rows' string (SNAPSHOT_FIELDS: numbers, then the publication date, which holds no comma). */
const indexRows = (text: string | null): IndexRow[] => {
  const fields = text ? text.split(',') : []
  const width = SNAPSHOT_FIELDS.length
  const kinds = ROOM_KINDS.length
  const none = (value: number) => (value < 0 ? null : value)
  const rows: IndexRow[] = []
  for (let at = 0; at < fields.length; at += width) {
    const flat = fields.slice(at, at + width - 1).map(Number)
    const [id, rent, cityId, webID, price] = flat.slice(0, 5)
    const [living, plot, epc, features] = flat.slice(5 + kinds)
    rows.push({
      id,
      goal: rent ? 'rent' : 'sale',
      cityId,
      webID,
      price: none(price),
      rooms: flat.slice(5, 5 + kinds),
      living: none(living),
      plot: none(plot),
      epc: none(epc),
      features,
      published: fields[at + width - 1],
    })
  }
  return rows
}

/**
 * Reads the whole index table. Each list comes back as one string: the database client costs some
 * microseconds a row, so 100,000 rows one by one take seconds, one string of them a few milliseconds.
 */
export const loadSnapshot = async (db: Database, dialect: IndexSql): Promise<Snapshot> => {
  const [rows, orders] = await Promise.all([dialect.rows(db, sql`1 = 1`), dialect.orders(db)])
  const sorted = Object.fromEntries(SEARCH_SORTS.map((sort, i) => [sort, numbers(orders[i])])) as Record<SearchSort, number[]>
  return buildSnapshot(indexRows(rows), sorted)
}

/** Bound parameters per statement stay far below either database's limit. */
export const CHUNK = 5000

/** The id recorded for a refresh of every row (no listing has it). */
export const EVERY_ROW = 0

/**
 * The rows changed after version `since` up to `version` (and perhaps later ones: reading them again
 * next time costs nothing more), or null when the snapshot must be loaded whole: more changed than
 * CHUNK rows (reading them would cost about as much), every row changed, or what changed is unknown.
 */
export const changesSince = async (db: Database, dialect: IndexSql, since: number, version: number): Promise<IndexChanges | null> => {
  if (version < since) return null
  const after = sql`SELECT id FROM property_search_changes WHERE seq > ${since}`
  const changed = await db.all<{ id: number; seq: number | string }>(sql`SELECT id, seq FROM property_search_changes WHERE seq > ${since} LIMIT ${CHUNK + 1}`)
  // A version moved by something that recorded no row under it (an older migration) says nothing of what changed.
  if (changed.length > CHUNK || !changed.some((c) => Number(c.seq) >= version) || changed.some((c) => Number(c.id) === EVERY_ROW)) return null
  const upserts = indexRows(await dialect.rows(db, sql`id IN (${after})`))
  const present = new Set(upserts.map((row) => row.id))
  return { upserts, removed: changed.map((c) => Number(c.id)).filter((id) => !present.has(id)) }
}
