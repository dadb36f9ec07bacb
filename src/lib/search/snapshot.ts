/**
 * The search index in memory, column by column: one typed array per filtered field, and the
 * result orders as the database sorted them. A search reads every listing of a goal in about a
 * millisecond at 100,000 listings (a database reads some ten rows a microsecond, too slow to count
 * facets over 70,000 listings), so counts, facets and any page cost the same at any depth. The
 * database stays the source: the engine loads the snapshot from its index table, takes the text
 * matches from its full-text index, and brings the snapshot up to date whenever the table changes
 * (snapshotPatch.ts applies the rows that changed); snapshotSearch.ts reads it. Pure: no database here.
 */
import { featureMask, LISTING_FEATURES } from '@/lib/domain/listingFeatures'
import { ROOM_KINDS } from '@/lib/domain/rooms'
import { SEARCH_SORTS, type SearchSort } from '@/lib/domain/searchQuery'

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

/** Goals as the snapshot codes them. */
export const GOALS: Record<string, number> = { sale: 0, rent: 1 }
const KINDS = ROOM_KINDS.length
/** The feature bits a snapshot keeps. */
export const FEATURE_BITS = featureMask(LISTING_FEATURES)

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
