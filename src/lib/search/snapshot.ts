/**
 * The search index in memory, column by column: one typed array per filtered field, and the three
 * result orders as the database sorted them. A search reads every listing of a goal in about a
 * millisecond at 100,000 listings (a database reads some ten rows a microsecond, too slow to count
 * facets over 70,000 listings), so counts, facets and any page cost the same at any depth. The
 * database stays the source: the engine loads the snapshot from its index table, takes the text
 * matches from its full-text index, and loads the snapshot again whenever the table changes.
 * Pure: no database here.
 */
import { PRICE_RANGES } from '@/lib/domain/priceRange'
import { ROOM_KINDS } from '@/lib/domain/rooms'
import { SEARCH_SORTS, type SearchFilters, type SearchSort } from '@/lib/domain/searchQuery'

import { type CityTypeCount, mergeFacets } from './facets'
import { SEARCH_PAGE_SIZE, type SearchResult } from './types'

/** One row of the index table: a published listing as the search sees it. */
export type IndexRow = {
  id: number
  goal: string
  cityId: number
  webID: number
  /** The price the listing's page shows (shownPrice); null when it shows none. */
  price: number | null
  /** Counts in ROOM_KINDS order. */
  rooms: readonly number[]
}

/** Dense codes of the values of one column (cities, types), so sets of them are flag arrays. */
type Codes = { of: Map<number, number>; values: number[] }

export type Snapshot = {
  size: number
  ids: Int32Array
  goal: Uint8Array
  city: Int32Array
  type: Int32Array
  cities: Codes
  types: Codes
  price: Float64Array
  /** Room counts, ROOM_KINDS.length per listing. */
  rooms: Uint16Array
  rowOf: Map<number, number>
  /** Row numbers in each result order. */
  orders: Record<SearchSort, Int32Array>
}

const GOALS: Record<string, number> = { sale: 0, rent: 1 }
const KINDS = ROOM_KINDS.length

const codeOf = (codes: Codes, value: number): number => {
  let code = codes.of.get(value)
  if (code === undefined) {
    code = codes.values.length
    codes.of.set(value, code)
    codes.values.push(value)
  }
  return code
}

/**
 * The snapshot of the index rows, with the ids in each result order (newest first; price up or down,
 * prices the page does not show last; ties newest id first), which the database sorts with its indexes.
 */
export const buildSnapshot = (rows: readonly IndexRow[], sorted: Record<SearchSort, readonly number[]>): Snapshot => {
  const size = rows.length
  const s: Snapshot = {
    size,
    ids: new Int32Array(size),
    goal: new Uint8Array(size),
    city: new Int32Array(size),
    type: new Int32Array(size),
    cities: { of: new Map(), values: [] },
    types: { of: new Map(), values: [] },
    price: new Float64Array(size),
    rooms: new Uint16Array(size * KINDS),
    rowOf: new Map(),
    orders: { newest: new Int32Array(0), 'price-asc': new Int32Array(0), 'price-desc': new Int32Array(0) },
  }
  rows.forEach((row, i) => {
    s.ids[i] = row.id
    s.goal[i] = GOALS[row.goal] ?? 255
    s.city[i] = codeOf(s.cities, row.cityId)
    s.type[i] = codeOf(s.types, row.webID)
    s.price[i] = row.price ?? Number.NaN
    for (let k = 0; k < KINDS; k++) s.rooms[i * KINDS + k] = Math.min(row.rooms[k] ?? 0, 65_535)
    s.rowOf.set(row.id, i)
  })
  for (const sort of SEARCH_SORTS) s.orders[sort] = Int32Array.from(sorted[sort].flatMap((id) => s.rowOf.get(id) ?? []))
  return s
}

/** Flags of the codes of `values` (values the snapshot does not hold are left out); null for no filter. */
const flags = (codes: Codes, values: readonly number[]): Uint8Array | null => {
  if (values.length === 0) return null
  const out = new Uint8Array(codes.values.length)
  for (const value of values) {
    const code = codes.of.get(value)
    if (code !== undefined) out[code] = 1
  }
  return out
}

/** Which listings pass every filter but the cities and types: the goal, the text, the rooms and the price. */
const baseMatches = (s: Snapshot, filters: SearchFilters, textIds: readonly number[] | null): Uint8Array => {
  const match = new Uint8Array(s.size)
  const goal = GOALS[filters.goal]
  const rooms = ROOM_KINDS.flatMap((kind, k) => (filters.rooms[kind] ? [[k, filters.rooms[kind]] as const] : []))
  const range = PRICE_RANGES[filters.goal]
  const priced = filters.price !== undefined
  const low = filters.price && filters.price.min > range.min ? filters.price.min : -Infinity
  const high = filters.price && filters.price.max < range.max ? filters.price.max : Infinity
  let text: Uint8Array | null = null
  if (textIds) {
    text = new Uint8Array(s.size)
    for (const id of textIds) {
      const row = s.rowOf.get(id)
      if (row !== undefined) text[row] = 1
    }
  }
  rows: for (let i = 0; i < s.size; i++) {
    if (s.goal[i] !== goal || (text !== null && text[i] === 0)) continue
    for (const [k, minimum] of rooms) if (s.rooms[i * KINDS + k] < minimum) continue rows
    if (priced) {
      const price = s.price[i]
      if (!(price >= low && price <= high)) continue // NaN (a hidden price) fails both
    }
    match[i] = 1
  }
  return match
}

/**
 * The search of types.ts on a snapshot. `cityIds` are the filter's resolved cities, `typeIds` its known
 * WebIDs, `textIds` the listings the full-text index matched (null: no text filter).
 */
export const searchSnapshot = (
  s: Snapshot,
  filters: SearchFilters,
  resolved: { cityIds: number[]; typeIds: number[]; textIds: readonly number[] | null },
): SearchResult => {
  const match = baseMatches(s, filters, resolved.textIds)
  const width = s.types.values.length
  const counts = new Int32Array(s.cities.values.length * width)
  for (let i = 0; i < s.size; i++) if (match[i] === 1) counts[s.city[i] * width + s.type[i]]++
  const groups: CityTypeCount[] = []
  counts.forEach((count, slot) => {
    if (count > 0) groups.push({ cityId: s.cities.values[Math.floor(slot / width)], webID: s.types.values[slot % width], count })
  })
  const { cityIds, typeIds } = resolved
  const { total, facets } = mergeFacets(groups, cityIds, typeIds)
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE))
  const page = Math.min(Math.max(1, filters.page), pages)

  const cities = flags(s.cities, cityIds)
  const types = flags(s.types, typeIds)
  const ids: number[] = []
  let skip = (page - 1) * SEARCH_PAGE_SIZE
  const order = s.orders[filters.sort] ?? s.orders.newest
  for (let n = 0; n < order.length && ids.length < SEARCH_PAGE_SIZE; n++) {
    const i = order[n]
    if (match[i] === 0 || (cities !== null && cities[s.city[i]] === 0) || (types !== null && types[s.type[i]] === 0)) continue
    if (skip > 0) skip--
    else ids.push(s.ids[i])
  }
  return { ids, total, page, pages, cityIds, typeIds, facets }
}
