/**
 * The search of types.ts done the slow, obvious way: every published listing is read through
 * Payload and filtered in memory. It is the oracle the engine's tests compare against, never
 * what the site runs.
 */
import type { Payload } from 'payload'

import { shownPrice } from '@/lib/domain/priceDisplay'
import { PRICE_RANGES } from '@/lib/domain/priceRange'
import { ROOM_KINDS } from '@/lib/domain/rooms'
import type { SearchFilters } from '@/lib/domain/searchQuery'
import { resolveCities } from '@/lib/search/cities'
import { searchWords } from '@/lib/search/text'
import { MAX_TEXT_WORDS, SEARCH_PAGE_SIZE, type SearchResult } from '@/lib/search/types'

type Localised = Record<string, string | null | undefined> | string | null | undefined
const allNames = (value: Localised): string[] =>
  typeof value === 'string' ? [value] : Object.values(value ?? {}).filter((v): v is string => typeof v === 'string')

type Listing = {
  id: number
  goal: string
  cityId: number | null
  webID: number | null
  price: number | null
  rooms: Record<string, number>
  publishedAt: string
  words: Set<string>
}

const ROOM_COLUMNS = { bedrooms: 'bedrooms', bathrooms: 'bathrooms', showerrooms: 'showerRooms', toilets: 'toilets', garages: 'garages' } as const

const load = async (payload: Payload) => {
  const find = <T extends 'properties' | 'cities' | 'property-types'>(collection: T) =>
    payload.find({ collection, locale: 'all', depth: 0, pagination: false, overrideAccess: true })
  const [properties, cities, types] = await Promise.all([find('properties'), find('cities'), find('property-types')])
  const cityById = new Map(cities.docs.map((c) => [c.id, c]))
  const webIDOf = new Map(types.docs.map((t) => [t.id, t.webID]))
  const listings: Listing[] = properties.docs
    .filter((p) => p._status === 'published')
    .map((p) => {
      const cityId = typeof p.city === 'object' && p.city ? p.city.id : (p.city ?? null)
      const city = cityId === null ? undefined : cityById.get(cityId)
      const typeId = typeof p.type === 'object' && p.type ? p.type.id : (p.type ?? null)
      const text = [
        ...allNames(p.name as Localised),
        ...allNames(city?.name as Localised),
        city?.zip ?? '',
        p.reference ?? '',
        p.publishAddress ? (p.street ?? '') : '',
      ].join(' ')
      const rooms = Object.fromEntries(ROOM_KINDS.map((kind) => [kind, Number(p.rooms?.[ROOM_COLUMNS[kind]] ?? 0)]))
      return {
        id: p.id,
        goal: p.goal,
        cityId,
        webID: typeId === null ? null : (webIDOf.get(typeId) ?? null),
        // What the listing's page shows: a sold or rented listing, or a hidden price, shows no amount.
        price: shownPrice(p),
        rooms,
        publishedAt: p.publishedAt ?? '',
        words: new Set(searchWords(text)),
      }
    })
  return { listings, cities: cities.docs, webIDs: new Set(types.docs.map((t) => t.webID)) }
}

/** Every published listing matching `filters`, with its page and facets, by brute force. */
export const referenceSearch = async (payload: Payload, filters: SearchFilters): Promise<SearchResult> => {
  const { listings, cities, webIDs } = await load(payload)
  const cityIds = new Set(resolveCities(filters.cities, cities.map((c) => ({ id: c.id, zip: c.zip, names: allNames(c.name as Localised).map((n) => n.toLowerCase()) }))))
  const typeIds = new Set(filters.types.filter((t) => webIDs.has(t)))
  const words = filters.search ? searchWords(filters.search).slice(0, MAX_TEXT_WORDS) : []
  const range = PRICE_RANGES[filters.goal]
  const price = filters.price

  const base = listings.filter(
    (l) =>
      l.goal === filters.goal &&
      words.every((w) => [...l.words].some((lw) => lw.startsWith(w))) &&
      ROOM_KINDS.every((kind) => l.rooms[kind] >= (filters.rooms[kind] ?? 0)) &&
      (!price || (l.price !== null && (price.min <= range.min || l.price >= price.min) && (price.max >= range.max || l.price <= price.max))),
  )
  const inCities = (l: Listing) => cityIds.size === 0 || (l.cityId !== null && cityIds.has(l.cityId))
  const inTypes = (l: Listing) => typeIds.size === 0 || (l.webID !== null && typeIds.has(l.webID))
  const tally = (items: Listing[], key: (l: Listing) => number | null) => {
    const counts = new Map<number, number>()
    for (const item of items) {
      const k = key(item)
      if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1)
    }
    return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])
  }

  const matches = base.filter((l) => inCities(l) && inTypes(l))
  const newest = (a: Listing, b: Listing) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : b.id - a.id)
  const byPrice = (dir: 1 | -1) => (a: Listing, b: Listing) =>
    a.price === b.price ? b.id - a.id : a.price === null ? 1 : b.price === null ? -1 : dir * (a.price - b.price)
  matches.sort(filters.sort === 'price-asc' ? byPrice(1) : filters.sort === 'price-desc' ? byPrice(-1) : newest)
  const pages = Math.max(1, Math.ceil(matches.length / SEARCH_PAGE_SIZE))
  const page = Math.min(Math.max(1, filters.page), pages)
  return {
    ids: matches.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE).map((l) => l.id),
    total: matches.length,
    page,
    pages,
    cityIds: [...cityIds].sort((a, b) => a - b),
    typeIds: [...typeIds].sort((a, b) => a - b),
    facets: {
      cities: tally(base.filter(inTypes), (l) => l.cityId).map(([id, count]) => ({ id, count })),
      types: tally(base.filter(inCities), (l) => l.webID).map(([webID, count]) => ({ webID, count })),
    },
  }
}
