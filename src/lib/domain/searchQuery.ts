/**
 * The visitor search URL (SPEC 7, DESIGN 'Search query string'): `search`, `city` (name|zip, lowercased,
 * repeatable or comma-separated), `type` (WebIDs), one parameter per room kind, `price` (min-max, only when
 * it differs from the full range of the goal), `living` and `plot` (m², min-max, either side may be empty),
 * `epc` (the worst label letter accepted), `has` (a comma list of features), `sort` (omitted for newest)
 * and `page`. The goal itself is in the path, not the query.
 */
import { areaParam, parseAreaParam, type AreaRange } from './areas'
import { isEpcClass, parseEpcParam, type EpcClass } from './epcClass'
import { parseFeatureList, type ListingFeature } from './listingFeatures'
import { parsePriceParam, priceParam, PRICE_RANGES, type PriceValue } from './priceRange'
import type { Goal } from './propertyOptions'
import { clampRoomCount, parseRoomSelection, ROOM_KINDS, type RoomKind } from './rooms'
import { distinct, readList, readParam, type SearchParamsInput } from './searchParams'

/** The filters of a search, as read from and written to the URL. */
export type SearchFilters = {
  goal: Goal
  search?: string
  cities: { name: string; zip: string }[]
  types: number[]
  rooms: Partial<Record<RoomKind, number>>
  price?: PriceValue
  /** Living area in m² (surfaces.living). */
  living?: AreaRange
  /** Plot area in m² (surfaces.ground). */
  plot?: AreaRange
  /** The worst EPC letter accepted, on each listing's own regional scale. */
  epc?: EpcClass
  /** Features the listing must all have; absent when none is asked. */
  has?: ListingFeature[]
  sort: SearchSort
  page: number
  /** Only these listings (a saved search checking one listing); never read from a URL. */
  only?: readonly number[]
}

/**
 * Result orders: newest first (the default, omitted from the URL), price up, price down, price per m² of
 * living area up, living area down.
 */
export const SEARCH_SORTS = ['newest', 'price-asc', 'price-desc', 'price-m2-asc', 'living-desc'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** Type guard for SearchSort. */
export const isSearchSort = (value: unknown): value is SearchSort => typeof value === 'string' && (SEARCH_SORTS as readonly string[]).includes(value)

/** Longest search text kept. */
export const MAX_SEARCH_TEXT = 100
/** Most cities and most types kept. */
export const MAX_SEARCH_ITEMS = 50
/** Highest page number accepted; higher ones read as page 1. */
export const MAX_SEARCH_PAGE = 10_000
const MAX_CITY_NAME = 100

/** A search text trimmed, with whitespace collapsed and control characters removed, at most 100 characters. */
export const cleanSearchText = (text: string | null | undefined): string | undefined => {
  if (typeof text !== 'string') return undefined
  const clean = text.slice(0, MAX_SEARCH_TEXT * 4).replace(/[\p{Cc}\s]+/gu, ' ').trim()
  const capped = clean.slice(0, MAX_SEARCH_TEXT).replace(/[\ud800-\udbff]$/, '').trimEnd()
  return capped === '' ? undefined : capped
}

/** A `city` value 'name|zip' (or 'name', or '|zip'), lowercased; null when malformed. */
export const parseCityValue = (value: string): { name: string; zip: string } | null => {
  const parts = value.toLowerCase().split('|')
  if (parts.length > 2) return null
  const name = (parts[0] ?? '').replace(/\s+/g, ' ').trim()
  const zip = (parts[1] ?? '').trim()
  if (name.length > MAX_CITY_NAME || name.includes(',') || (zip !== '' && !/^\d{4}$/.test(zip))) return null
  return name === '' && zip === '' ? null : { name, zip }
}

const cityKey = (city: { name: string; zip: string }): string => (city.zip === '' ? city.name : `${city.name}|${city.zip}`)

const sortOf = (value: string | undefined): SearchSort => {
  const text = value?.trim().toLowerCase()
  return isSearchSort(text) ? text : 'newest'
}

const parsePage = (value: string | undefined): number => {
  const text = value?.trim() ?? ''
  const page = /^\d{1,6}$/.test(text) ? Number(text) : 0
  return page >= 1 && page <= MAX_SEARCH_PAGE ? page : 1
}

/**
 * The filters held by a query, for a goal. Tolerant: unknown parameters are ignored; malformed cities, non-numeric
 * types and invalid room counts are dropped; duplicates are removed; at most 50 cities and 50 types are kept; a
 * price equal to the full range is no filter; unreadable areas, an unknown EPC letter and unknown features are
 * dropped (lib/domain/areas.ts, epcClass.ts, listingFeatures.ts say what is read); a missing, junk or
 * out-of-range page is 1. Never throws.
 */
export const parseSearchParams = (goal: Goal, params: SearchParamsInput | null | undefined): SearchFilters => {
  const safeGoal: Goal = goal === 'rent' ? 'rent' : 'sale'
  const range = PRICE_RANGES[safeGoal]
  const cities = readList(params, 'city').map(parseCityValue)
  const types = readList(params, 'type').filter((t) => /^\d{1,9}$/.test(t)).map(Number)
  const price = parsePriceParam(readParam(params, 'price')[0], range) ?? undefined
  const search = cleanSearchText(readParam(params, 'search')[0])
  const filters: SearchFilters = {
    goal: safeGoal,
    cities: distinct(cities.filter((c) => c !== null), cityKey, MAX_SEARCH_ITEMS),
    types: distinct(types, String, MAX_SEARCH_ITEMS),
    rooms: parseRoomSelection((kind) => readParam(params, kind)[0]),
    sort: sortOf(readParam(params, 'sort')[0]),
    page: parsePage(readParam(params, 'page')[0]),
  }
  if (search !== undefined) filters.search = search
  if (price !== undefined && priceParam(price, range) !== null) filters.price = price
  const living = parseAreaParam(readParam(params, 'living')[0])
  const plot = parseAreaParam(readParam(params, 'plot')[0])
  const epc = parseEpcParam(readParam(params, 'epc')[0])
  const has = parseFeatureList(readList(params, 'has'))
  if (living) filters.living = living
  if (plot) filters.plot = plot
  if (epc) filters.epc = epc
  if (has.length) filters.has = has
  return filters
}

/**
 * The query string of some filters, without '?' ('' when there is nothing to filter). The inverse of
 * parseSearchParams: the same cleaning is applied, so a parsed query builds back to an equivalent one.
 */
export const buildSearchQuery = (filters: SearchFilters): string => {
  const query = new URLSearchParams()
  const search = cleanSearchText(filters.search)
  if (search !== undefined) query.append('search', search)
  const cities = filters.cities.map((c) => parseCityValue(cityKey({ name: c.name, zip: c.zip })))
  for (const city of distinct(cities.filter((c) => c !== null), cityKey, MAX_SEARCH_ITEMS)) query.append('city', cityKey(city))
  const types = filters.types.filter((t) => Number.isSafeInteger(t) && t >= 0 && t <= 999_999_999)
  for (const type of distinct(types, String, MAX_SEARCH_ITEMS)) query.append('type', String(type))
  for (const kind of ROOM_KINDS) {
    const count = clampRoomCount(filters.rooms[kind] ?? 0)
    if (count > 0) query.append(kind, String(count))
  }
  const price = filters.price ? priceParam(filters.price, PRICE_RANGES[filters.goal === 'rent' ? 'rent' : 'sale']) : null
  if (price !== null) query.append('price', price)
  for (const name of ['living', 'plot'] as const) {
    const area = areaParam(filters[name])
    if (area !== null) query.append(name, area)
  }
  if (isEpcClass(filters.epc)) query.append('epc', filters.epc)
  // Written as the comma list DESIGN.md shows (`has=garden,terrace`): feature names need no escaping.
  const has = parseFeatureList(filters.has ?? []).join(',')
  const tail = new URLSearchParams()
  if (isSearchSort(filters.sort) && filters.sort !== 'newest') tail.append('sort', filters.sort)
  if (Number.isInteger(filters.page) && filters.page > 1 && filters.page <= MAX_SEARCH_PAGE) tail.append('page', String(filters.page))
  return [query.toString(), has && `has=${has}`, tail.toString()].filter(Boolean).join('&')
}
