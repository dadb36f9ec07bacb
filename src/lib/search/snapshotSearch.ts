/**
 * A search of the snapshot (snapshot.ts): the listings of one page, the total and every facet count,
 * read column by column. Pure: no database here.
 */
import type { AreaRange } from '@/lib/domain/areas'
import { EPC_CLASSES, epcClassRank } from '@/lib/domain/epcClass'
import { featureMask, LISTING_FEATURES } from '@/lib/domain/listingFeatures'
import { PRICE_RANGES } from '@/lib/domain/priceRange'
import { ROOM_KINDS } from '@/lib/domain/rooms'
import type { SearchFilters } from '@/lib/domain/searchQuery'

import { type CityTypeCount, epcFacets, featureFacets, mergeFacets } from './facets'
import { type Codes, FEATURE_BITS, GOALS, rowOf, type Snapshot } from './snapshot'
import { SEARCH_PAGE_SIZE, type SearchResult } from './types'

const KINDS = ROOM_KINDS.length

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

/**
 * Which listings pass every filter but the cities, the types and the EPC: the goal, the text, the rooms, the
 * price, the areas and the features. With a text (or a list of listings) only its rows are looked at, and
 * `rows` lists those that pass, so the passes after this one need not read the whole snapshot either
 * (the demand of an owner's ten listings asks one search per alert); null when every row was read.
 */
const baseMatches = (s: Snapshot, filters: SearchFilters, textIds: readonly number[] | null): { match: Uint8Array; rows: number[] | null } => {
  const match = new Uint8Array(s.size)
  const goal = GOALS[filters.goal]
  // The room minimums asked, as two flat lists (kind, minimum): read once per listing without an iterator.
  const roomKinds = ROOM_KINDS.flatMap((kind, k) => (filters.rooms[kind] ? [k] : []))
  const roomMinimums = roomKinds.map((k) => filters.rooms[ROOM_KINDS[k]] ?? 0)
  const { priced, low, high } = priceBounds(filters)
  const living = bounds(filters.living)
  const plot = bounds(filters.plot)
  const needs = featureMask(filters.has ?? [])
  const passes = (i: number): boolean => {
    if (s.goal[i] !== goal) return false
    for (let r = 0; r < roomKinds.length; r++) if (s.rooms[i * KINDS + roomKinds[r]] < roomMinimums[r]) return false
    if (priced) {
      const price = s.price[i]
      if (!(price >= low && price <= high)) return false // NaN (a hidden price) fails both
    }
    if (living !== null && !(s.living[i] >= living[0] && s.living[i] <= living[1])) return false
    if (plot !== null && !(s.plot[i] >= plot[0] && s.plot[i] <= plot[1])) return false
    return (s.features[i] & needs) === needs
  }
  if (textIds === null) {
    for (let i = 0; i < s.size; i++) if (passes(i)) match[i] = 1
    return { match, rows: null }
  }
  const rows: number[] = []
  for (const id of textIds) {
    const row = rowOf(s, id)
    if (row >= 0 && match[row] === 0 && passes(row)) {
      match[row] = 1
      rows.push(row)
    }
  }
  return { match, rows }
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
  const { match, rows } = baseMatches(s, filters, resolved.textIds)
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
  for (let n = 0, end = rows ? rows.length : s.size; n < end; n++) {
    const i = rows ? rows[n] : n
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
  // Walked until the page is full or every listing found has been passed (a few found among many).
  for (let n = 0, left = total; n < order.length && ids.length < SEARCH_PAGE_SIZE && left > 0; n++) {
    const i = order[n]
    if (match[i] === 0 || (cities !== null && cities[s.city[i]] === 0) || (types !== null && types[s.type[i]] === 0)) continue
    left--
    if (skip > 0) skip--
    else ids.push(s.ids[i])
  }
  return { ids, total, page, pages, cityIds, typeIds, facets: { ...facets, epc: epcFacets(byRank), has: featureFacets(byFeature) } }
}
