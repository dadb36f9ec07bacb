/** The links of a results page: its active filters (each removable), its sorts and its pages, all keeping the rest of the search. */
import type { AreaRange } from '@/lib/domain/areas'
import type { EpcClass } from '@/lib/domain/epcClass'
import type { ListingFeature } from '@/lib/domain/listingFeatures'
import type { PriceValue } from '@/lib/domain/priceRange'
import { ROOM_KINDS, type RoomKind } from '@/lib/domain/rooms'
import { buildSearchQuery, type SearchFilters, type SearchSort } from '@/lib/domain/searchQuery'

/** One active filter and the query of the same search without it (page 1). */
export type FilterChip = { key: string; query: string } & (
  | { kind: 'search'; text: string }
  | { kind: 'city'; city: { name: string; zip: string } }
  | { kind: 'type'; webID: number }
  | { kind: 'room'; room: RoomKind; count: number }
  | { kind: 'price'; price: PriceValue }
  | { kind: 'area'; area: 'living' | 'plot'; range: AreaRange }
  | { kind: 'epc'; epc: EpcClass }
  | { kind: 'feature'; feature: ListingFeature }
)

const without = (filters: SearchFilters, change: Partial<SearchFilters>): string => buildSearchQuery({ ...filters, ...change, page: 1 })

/** The active filters in URL order; `cityIds`/`typeIds` of the result say which ones took effect (others are left out). */
export const filterChips = (filters: SearchFilters, known: { types?: readonly number[] } = {}): FilterChip[] => {
  const chips: FilterChip[] = []
  if (filters.search) chips.push({ key: 'search', kind: 'search', text: filters.search, query: without(filters, { search: undefined }) })
  for (const city of filters.cities) {
    chips.push({ key: `city:${city.name}|${city.zip}`, kind: 'city', city, query: without(filters, { cities: filters.cities.filter((c) => c !== city) }) })
  }
  for (const webID of filters.types) {
    if (known.types && !known.types.includes(webID)) continue
    chips.push({ key: `type:${webID}`, kind: 'type', webID, query: without(filters, { types: filters.types.filter((t) => t !== webID) }) })
  }
  for (const room of ROOM_KINDS) {
    const count = filters.rooms[room]
    if (count) chips.push({ key: `room:${room}`, kind: 'room', room, count, query: without(filters, { rooms: { ...filters.rooms, [room]: undefined } }) })
  }
  if (filters.price) chips.push({ key: 'price', kind: 'price', price: filters.price, query: without(filters, { price: undefined }) })
  for (const area of ['living', 'plot'] as const) {
    const range = filters[area]
    if (range) chips.push({ key: area, kind: 'area', area, range, query: without(filters, { [area]: undefined }) })
  }
  if (filters.epc) chips.push({ key: 'epc', kind: 'epc', epc: filters.epc, query: without(filters, { epc: undefined }) })
  for (const feature of filters.has ?? []) {
    chips.push({ key: `has:${feature}`, kind: 'feature', feature, query: without(filters, { has: filters.has?.filter((f) => f !== feature) }) })
  }
  return chips
}

/** The same search sorted another way, from page 1. */
export const sortQuery = (filters: SearchFilters, sort: SearchSort): string => without(filters, { sort })

/** The same search on another page. */
export const pageQuery = (filters: SearchFilters, page: number): string => buildSearchQuery({ ...filters, page })

/** A path with its query string, or the bare path when the query is empty. */
export const withQuery = (path: string, query: string): string => (query ? `${path}?${query}` : path)
