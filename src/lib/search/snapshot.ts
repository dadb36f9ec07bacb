/**
 * The search index in memory, column by column: one typed array per filtered field, and the
 * result orders as the database sorted them. A search reads every listing of a goal in about a
 * millisecond at 100,000 listings (a database reads some ten rows a microsecond, too slow to count
 * facets over 70,000 listings), so counts, facets and any page cost the same at any depth. The
 * database stays the source: the engine loads the snapshot from its index table, takes the text
 * matches from its full-text index, and brings the snapshot up to date whenever the table changes
 * (snapshotPatch.ts applies the rows that changed). Pure: no database here.
 */
import type { AreaRange } from '@/lib/domain/areas'
import { EPC_CLASSES, epcClassRank } from '@/lib/domain/epcClass'
import { featureMask, LISTING_FEATURES } from '@/lib/domain/listingFeatures'
import { PRICE_RANGES } from '@/lib/domain/priceRange'
import { ROOM_KINDS } from '@/lib/domain/rooms'
import { SEARCH_SORTS, type SearchFilters, type SearchSort } from '@/lib/domain/searchQuery'

import { type CityTypeCount, epcFacets, featureFacets, mergeFacets } from './facets'
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
  /** Living and plot area in m²; null when the listing has none. */
  living: number | null
  plot: number | null
  /** The rank of the EPC label the page shows (0 for A); null when it shows none. */
  epc: number | null
  /** The listing's features as bits (lib/domain/listingFeatures' featureMask). */
  features: number
  /** When it was published, as the index keeps it (ISO 8601 in UTC, '' for never): the newest order's key. */
  published: string
}

/** Dense codes of the values of one column (cities, types), in value order, so sets of them are flag arrays. */
export type Codes = { of: Map<number, number>; values: number[] }

/**
 * The rows are in id order, so a row is found by its id (rowOf) without a map, which would cost a patch
 * some 10 ms to copy at 100,000 listings.
 */
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
  /** Areas in m², NaN for none. */
  living: Float64Array
  plot: Float64Array
  /** EPC label ranks, -1 for none. */
  epc: Int8Array
  features: Uint8Array
  published: string[]
  /** Row numbers in each result order. */
  orders: Record<SearchSort, Int32Array>
}

const GOALS: Record<string, number> = { sale: 0, rent: 1 }
const KINDS = ROOM_KINDS.length
const FEATURE_BITS = featureMask(LISTING_FEATURES)

/** The codes of a column holding `values` (each once or more): the distinct values, in order. */
export const codesOf = (values: Iterable<number>): Codes => {
  const sorted = [...new Set(values)].sort((a, b) => a - b)
  return { of: new Map(sorted.map((value, code) => [value, code])), values: sorted }
}

/** A snapshot of `size` rows holding zeros, for buildSnapshot and snapshotPatch.ts to fill. */
export const emptySnapshot = (size: number, cities: Codes, types: Codes): Snapshot => ({
  size,
  ids: new Int32Array(size),
  goal: new Uint8Array(size),
  city: new Int32Array(size),
  type: new Int32Array(size),
  cities,
  types,
  price: new Float64Array(size),
  rooms: new Uint16Array(size * KINDS),
  living: new Float64Array(size),
  plot: new Float64Array(size),
  epc: new Int8Array(size),
  features: new Uint8Array(size),
  published: new Array<string>(size).fill(''),
  orders: Object.fromEntries(SEARCH_SORTS.map((sort) => [sort, new Int32Array(0)])) as Record<SearchSort, Int32Array>,
})

/** Writes index row `row` as row `i` of `s`, whose codes hold its city and type. */
export const writeRow = (s: Snapshot, i: number, row: IndexRow): void => {
  s.ids[i] = row.id
  s.goal[i] = GOALS[row.goal] ?? 255
  s.city[i] = s.cities.of.get(row.cityId) ?? 0
  s.type[i] = s.types.of.get(row.webID) ?? 0
  s.price[i] = row.price ?? Number.NaN
  for (let k = 0; k < KINDS; k++) s.rooms[i * KINDS + k] = Math.min(row.rooms[k] ?? 0, 65_535)
  s.living[i] = row.living ?? Number.NaN
  s.plot[i] = row.plot ?? Number.NaN
  s.epc[i] = row.epc !== null && row.epc >= 0 && row.epc < 127 ? row.epc : -1
  s.features[i] = row.features & FEATURE_BITS
  s.published[i] = row.published
}

/** The row of listing `id` in `s`, or -1: a binary search of the ids, which are in order. */
export const rowOf = (s: Pick<Snapshot, 'size' | 'ids'>, id: number): number => {
  let low = 0
  let high = s.size - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const at = s.ids[middle]
    if (at === id) return middle
    if (at < id) low = middle + 1
    else high = middle - 1
  }
  return -1
}

/**
 * The snapshot of the index rows (one per id), with the ids in each result order (types.ts says each),
 * which the database sorts with its indexes. Ids an order holds but the rows do not are left out.
 */
export const buildSnapshot = (rows: readonly IndexRow[], sorted: Record<SearchSort, readonly number[]>): Snapshot => {
  const inOrder = [...rows].sort((a, b) => a.id - b.id)
  const s = emptySnapshot(
    inOrder.length,
    codesOf(inOrder.map((row) => row.cityId)),
    codesOf(inOrder.map((row) => row.webID)),
  )
  inOrder.forEach((row, i) => writeRow(s, i, row))
  for (const sort of SEARCH_SORTS) {
    s.orders[sort] = Int32Array.from(
      sorted[sort].flatMap((id) => {
        const row = rowOf(s, id)
        return row < 0 ? [] : [row]
      }),
    )
  }
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

/** The bounds of an area filter; NaN (no area) fails any of them. */
const bounds = (range: AreaRange | undefined): [number, number] | null => (range ? [range.min ?? -Infinity, range.max ?? Infinity] : null)

/**
 * The price filter's bounds: an end at the range's own end is open (the highest step means "and more").
 * A listing passes when `priced` is false, or its shown price lies within; NaN (a hidden price) never does.
 */
export const priceBounds = (filters: Pick<SearchFilters, 'goal' | 'price'>): { priced: boolean; low: number; high: number } => {
  const range = PRICE_RANGES[filters.goal]
  return {
    priced: filters.price !== undefined,
    low: filters.price && filters.price.min > range.min ? filters.price.min : -Infinity,
    high: filters.price && filters.price.max < range.max ? filters.price.max : Infinity,
  }
}

/** Whether a shown price (null: hidden) passes the search's price filter, as the search itself decides. */
export const admitsPrice = (filters: Pick<SearchFilters, 'goal' | 'price'>, price: number | null): boolean => {
  const { priced, low, high } = priceBounds(filters)
  return !priced || (price !== null && price >= low && price <= high)
}

/** Which listings pass every filter but the cities, the types and the EPC: the goal, the text, the rooms, the price, the areas and the features. */
const baseMatches = (s: Snapshot, filters: SearchFilters, textIds: readonly number[] | null): Uint8Array => {
  const match = new Uint8Array(s.size)
  const goal = GOALS[filters.goal]
  // The room minimums asked, as two flat lists (kind, minimum): read once per listing without an iterator.
  const roomKinds = ROOM_KINDS.flatMap((kind, k) => (filters.rooms[kind] ? [k] : []))
  const roomMinimums = roomKinds.map((k) => filters.rooms[ROOM_KINDS[k]] ?? 0)
  const { priced, low, high } = priceBounds(filters)
  const living = bounds(filters.living)
  const plot = bounds(filters.plot)
  const needs = featureMask(filters.has ?? [])
  let text: Uint8Array | null = null
  if (textIds) {
    text = new Uint8Array(s.size)
    for (const id of textIds) {
      const row = rowOf(s, id)
      if (row >= 0) text[row] = 1
    }
  }
  rows: for (let i = 0; i < s.size; i++) {
    if (s.goal[i] !== goal || (text !== null && text[i] === 0)) continue
    for (let r = 0; r < roomKinds.length; r++) if (s.rooms[i * KINDS + roomKinds[r]] < roomMinimums[r]) continue rows
    if (priced) {
      const price = s.price[i]
      if (!(price >= low && price <= high)) continue // NaN (a hidden price) fails both
    }
    if (living !== null && !(s.living[i] >= living[0] && s.living[i] <= living[1])) continue
    if (plot !== null && !(s.plot[i] >= plot[0] && s.plot[i] <= plot[1])) continue
    if ((s.features[i] & needs) !== needs) continue
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
  const { cityIds, typeIds } = resolved
  const cities = flags(s.cities, cityIds)
  const types = flags(s.types, typeIds)
  const worst = filters.epc ? epcClassRank(filters.epc) : null
  const width = s.types.values.length
  const counts = new Int32Array(s.cities.values.length * width)
  const byRank = new Int32Array(EPC_CLASSES.length)
  // Listings per feature mask: the features' counts come from these 64 at the end, not from each listing's bits.
  const byMask = new Int32Array(FEATURE_BITS + 1)
  // One pass: the EPC facet counts before the EPC filter, the rest after it; a listing failing the EPC leaves `match`.
  for (let i = 0; i < s.size; i++) {
    if (match[i] === 0) continue
    const chosen = (cities === null || cities[s.city[i]] === 1) && (types === null || types[s.type[i]] === 1)
    const rank = s.epc[i]
    if (chosen && rank >= 0 && rank < byRank.length) byRank[rank]++
    if (worst !== null && !(rank >= 0 && rank <= worst)) {
      match[i] = 0
      continue
    }
    counts[s.city[i] * width + s.type[i]]++
    if (chosen) byMask[s.features[i]]++
  }
  const byFeature = new Int32Array(LISTING_FEATURES.length)
  for (let mask = 1; mask < byMask.length; mask++) {
    if (byMask[mask] === 0) continue
    for (let bit = 0; bit < byFeature.length; bit++) if (mask & (1 << bit)) byFeature[bit] += byMask[mask]
  }
  const groups: CityTypeCount[] = []
  for (let slot = 0; slot < counts.length; slot++) {
    if (counts[slot] > 0) groups.push({ cityId: s.cities.values[Math.floor(slot / width)], webID: s.types.values[slot % width], count: counts[slot] })
  }
  const { total, facets } = mergeFacets(groups, cityIds, typeIds)
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE))
  const page = Math.min(Math.max(1, filters.page), pages)

  const ids: number[] = []
  let skip = (page - 1) * SEARCH_PAGE_SIZE
  const order = s.orders[filters.sort] ?? s.orders.newest
  for (let n = 0; n < order.length && ids.length < SEARCH_PAGE_SIZE; n++) {
    const i = order[n]
    if (match[i] === 0 || (cities !== null && cities[s.city[i]] === 0) || (types !== null && types[s.type[i]] === 0)) continue
    if (skip > 0) skip--
    else ids.push(s.ids[i])
  }
  return { ids, total, page, pages, cityIds, typeIds, facets: { ...facets, epc: epcFacets(byRank), has: featureFacets(byFeature) } }
}
