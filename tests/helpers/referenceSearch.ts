/**
 * The search of types.ts done the slow, obvious way: every published listing is read through
 * Payload and filtered in memory. It is the oracle the engine's tests compare against, never
 * what the site runs.
 */
import type { Payload } from 'payload'

import { inAreaRange, listingArea, pricePerSquareMetre } from '@/lib/domain/areas'
import { EPC_CLASSES, meetsEpc } from '@/lib/domain/epcClass'
import { listingEpcRank } from '@/lib/domain/epcImage'
import { LISTING_FEATURES, listingFeatures, type ListingFeature } from '@/lib/domain/listingFeatures'
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
  living: number | null
  plot: number | null
  /** The rank of the EPC label the page shows (0 for A), null for none. */
  epc: number | null
  features: ListingFeature[]
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
        living: listingArea(p.surfaces?.living),
        plot: listingArea(p.surfaces?.ground),
        // As the listing's page shows its label: the city's country and postcode choose the scale.
        epc: listingEpcRank({ country: city?.country, zip: city?.zip, energyPerformance: p.energy?.energyPerformance, epcLabelText: p.energy?.epcLabelText }),
        features: listingFeatures(p),
        publishedAt: p.publishedAt ?? '',
        words: new Set(searchWords(text)),
      }
    })
  return { listings, cities: cities.docs, webIDs: new Set(types.docs.map((t) => t.webID)) }
}

/** Every published listing of `read` matching `filters`, with its page and facets, by brute force. */
const searchIn = ({ listings, cities, webIDs }: Awaited<ReturnType<typeof load>>, filters: SearchFilters): SearchResult => {
  const cityIds = new Set(resolveCities(filters.cities, cities.map((c) => ({ id: c.id, zip: c.zip, names: allNames(c.name as Localised).map((n) => n.toLowerCase()) }))))
  const typeIds = new Set(filters.types.filter((t) => webIDs.has(t)))
  const words = filters.search ? searchWords(filters.search).slice(0, MAX_TEXT_WORDS) : []
  const range = PRICE_RANGES[filters.goal]
  const price = filters.price

  // Every filter but the cities, the types and the EPC.
  const others = listings.filter(
    (l) =>
      l.goal === filters.goal &&
      words.every((w) => [...l.words].some((lw) => lw.startsWith(w))) &&
      ROOM_KINDS.every((kind) => l.rooms[kind] >= (filters.rooms[kind] ?? 0)) &&
      (!price || (l.price !== null && (price.min <= range.min || l.price >= price.min) && (price.max >= range.max || l.price <= price.max))) &&
      (!filters.living || inAreaRange(l.living, filters.living)) &&
      (!filters.plot || inAreaRange(l.plot, filters.plot)) &&
      (filters.has ?? []).every((feature) => l.features.includes(feature)),
  )
  const base = others.filter((l) => !filters.epc || meetsEpc(l.epc, filters.epc))
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
  /** By a value up (1) or down (-1), listings without one last, ties newest id first. */
  const by = (value: (l: Listing) => number | null, dir: 1 | -1) => (a: Listing, b: Listing) => {
    const [x, y] = [value(a), value(b)]
    return x === y ? b.id - a.id : x === null ? 1 : y === null ? -1 : dir * (x - y)
  }
  const orders = {
    newest,
    'price-asc': by((l) => l.price, 1),
    'price-desc': by((l) => l.price, -1),
    'price-m2-asc': by((l) => pricePerSquareMetre(l.price, l.living), 1),
    'living-desc': by((l) => l.living, -1),
  }
  matches.sort(orders[filters.sort])
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
      epc: EPC_CLASSES.map((epc) => ({ epc, count: others.filter((l) => inCities(l) && inTypes(l) && meetsEpc(l.epc, epc)).length })).filter((f) => f.count > 0),
      has: LISTING_FEATURES.map((feature) => ({ feature, count: matches.filter((l) => l.features.includes(feature)).length })).filter((f) => f.count > 0),
    },
  }
}

/** The brute-force search over the listings as they are now, read once for any number of searches. */
export const referenceSearcher = async (payload: Payload): Promise<(filters: SearchFilters) => SearchResult> => {
  const read = await load(payload)
  return (filters) => searchIn(read, filters)
}

/** Every published listing matching `filters`, with its page and facets, by brute force. */
export const referenceSearch = async (payload: Payload, filters: SearchFilters): Promise<SearchResult> => (await referenceSearcher(payload))(filters)
