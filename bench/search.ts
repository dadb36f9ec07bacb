/**
 * The search module against Payload's generic find on the same data: a fixed mix of 200 searches (each
 * filter alone, the areas, EPC letter and features among them, combined filters, text, every sort, deep
 * pages; every search also counts its facets), each run once through both. The generic find only lists
 * and counts (no facets), so the comparison favours it. Then the first search after a save, while a
 * listing is saved every second.
 */
import type { Payload, Where } from 'payload'

import type { AreaRange } from '@/lib/domain/areas'
import { EPC_CLASSES, epcClassRank, epcRank } from '@/lib/domain/epcClass'
import { EPC_LABELS } from '@/lib/domain/epcLabel'
import { LISTING_FEATURES, type ListingFeature } from '@/lib/domain/listingFeatures'
import { MARQUEE_PRICE_IGNORE_LIST } from '@/lib/domain/marquee'
import { PRICE_RANGES } from '@/lib/domain/priceRange'
import { ROOM_KINDS, type RoomKind } from '@/lib/domain/rooms'
import { parseSearchParams, SEARCH_SORTS, type SearchFilters } from '@/lib/domain/searchQuery'
import { searchProperties, searchStats, SEARCH_PAGE_SIZE } from '@/lib/search'
import { searchWords } from '@/lib/search/text'

import { labelText } from '../seed/generate/energy'
import { createRandom } from '../seed/random'
import { percentile } from './stats'

const ROOM_FIELDS: Record<RoomKind, string> = { bedrooms: 'bedrooms', bathrooms: 'bathrooms', showerrooms: 'showerRooms', toilets: 'toilets', garages: 'garages' }

/** An area interval on a field, a listing without that area left out (as the search module filters). */
const areaWhere = (field: string, range: AreaRange): Where[] => [
  { [field]: { greater_than: 0 } },
  ...(range.min === undefined ? [] : [{ [field]: { greater_than_equal: range.min } }]),
  ...(range.max === undefined ? [] : [{ [field]: { less_than_equal: range.max } }]),
]

/** Each feature in Payload's query language (lib/domain/listingFeatures says where each is found). */
const FEATURE_WHERE: Record<ListingFeature, Where> = {
  garden: { or: [{ 'has.garden': { equals: true } }, { 'surfaces.garden': { greater_than: 0 } }] },
  terrace: { or: [{ 'has.terrace': { equals: true } }, { 'surfaces.terrace': { greater_than: 0 } }] },
  parking: { or: [{ 'has.garage': { equals: true } }, { 'rooms.garages': { greater_than: 0 } }, { 'rooms.parkings': { greater_than: 0 } }] },
  lift: { 'has.lift': { equals: true } },
  furnished: { 'has.furnished': { equals: true } },
  'new-build': { or: [{ project: { exists: true } }, { 'financial.vat': { greater_than: 0 } }] },
}

/** The same filters in Payload's query language (the text as LIKE on name, reference and city name). */
export const genericWhere = (filters: SearchFilters): Where => {
  const and: Where[] = [{ _status: { equals: 'published' } }, { goal: { equals: filters.goal } }]
  for (const word of searchWords(filters.search ?? '').slice(0, 8)) {
    and.push({ or: [{ name: { like: word } }, { reference: { like: word } }, { 'city.name': { like: word } }, { 'city.zip': { equals: word } }] })
  }
  if (filters.cities.length) and.push({ 'city.zip': { in: filters.cities.map((c) => c.zip) } })
  if (filters.types.length) and.push({ 'type.webID': { in: filters.types } })
  for (const kind of ROOM_KINDS) {
    const count = filters.rooms[kind]
    if (count) and.push({ [`rooms.${ROOM_FIELDS[kind]}`]: { greater_than_equal: count } })
  }
  if (filters.price) {
    const range = PRICE_RANGES[filters.goal]
    // Only prices the page shows (shownPrice in lib/domain/priceDisplay), as the search module filters.
    and.push({ publishPrice: { equals: true } }, { marquee: { not_in: [...MARQUEE_PRICE_IGNORE_LIST] } }, { price: { greater_than: 0 } })
    if (filters.price.min > range.min) and.push({ price: { greater_than_equal: filters.price.min } })
    if (filters.price.max < range.max) and.push({ price: { less_than_equal: filters.price.max } })
  }
  if (filters.living) and.push(...areaWhere('surfaces.living', filters.living))
  if (filters.plot) and.push(...areaWhere('surfaces.ground', filters.plot))
  // A region's score scale is beyond a generic query: the typed label of that letter or better stands in.
  const epc = filters.epc
  if (epc) and.push({ 'energy.epcLabelText': { in: EPC_LABELS.filter((label) => epcRank(label) <= epcClassRank(epc)).map(labelText) } })
  for (const feature of filters.has ?? []) and.push(FEATURE_WHERE[feature])
  return { and }
}

/** The generic find's orders: it cannot sort by a price per m², so the price stands in for it. */
const SORTS = { newest: '-publishedAt', 'price-asc': 'price', 'price-desc': '-price', 'price-m2-asc': 'price', 'living-desc': '-surfaces.living' } as const

/**
 * 200 searches, the same on every run: 40 single filters (half of them areas, EPC letters and features),
 * 60 combinations of old and new filters, 40 texts, 30 sorted (every order), 30 deep pages.
 */
export const searchMix = (cities: { name: string; zip: string }[], webIDs: number[]): SearchFilters[] => {
  const random = createRandom(7)
  const goal = () => random.pick(['sale', 'rent'] as const)
  const city = () => {
    const c = random.pick(cities)
    return `city=${encodeURIComponent(`${c.name.toLowerCase()}|${c.zip}`)}`
  }
  const price = (g: 'sale' | 'rent') => {
    const { max, step } = PRICE_RANGES[g]
    const low = random.int(0, 10) * step * (g === 'sale' ? 25 : 3)
    return `price=${low}-${Math.min(max, low + random.int(1, 10) * step * (g === 'sale' ? 50 : 3))}`
  }
  const room = () => `${random.pick(ROOM_KINDS)}=${random.int(1, 3)}`
  const type = () => `type=${random.pick(webIDs)}`
  const living = () => random.pick([`living=${random.int(4, 20) * 10}-`, `living=-${random.int(8, 30) * 10}`, `living=${random.int(5, 10) * 10}-${random.int(12, 30) * 10}`])
  const plot = () => random.pick([`plot=${random.int(2, 20) * 100}-`, `plot=-${random.int(3, 10) * 100}`, `plot=${random.int(1, 5) * 100}-${random.int(6, 20) * 100}`])
  const epc = () => `epc=${random.pick(EPC_CLASSES)}`
  const has = () => `has=${random.sample(LISTING_FEATURES, random.int(1, 2)).join(',')}`
  const text = () => `search=${encodeURIComponent(random.pick([random.pick(cities).name, random.pick(cities).name.slice(0, 3), random.pick(cities).zip, 'villa', 'appartement', 'huis', 'liege', 'IH-0' + random.int(10, 99)]))}`
  const queries: ['sale' | 'rent', string][] = []
  const add = (count: number, make: (g: 'sale' | 'rent') => string) => {
    for (let i = 0; i < count; i++) {
      const g = goal()
      queries.push([g, make(g)])
    }
  }
  add(5, city)
  add(5, type)
  add(5, room)
  add(5, price)
  add(5, living)
  add(5, plot)
  add(5, epc)
  add(5, has)
  add(60, (g) => random.sample([city(), type(), room(), price(g), text(), living(), plot(), epc(), has()], random.int(2, 4)).join('&'))
  add(40, text)
  add(30, (g) => `sort=${random.pick(SEARCH_SORTS.slice(1))}${random.chance(0.5) ? `&${random.pick([city(), type(), price(g), living(), epc(), has()])}` : ''}`)
  add(30, () => `page=${random.int(50, 4000)}${random.chance(0.5) ? `&sort=${random.pick(SEARCH_SORTS)}` : ''}`)
  return queries.map(([g, q]) => parseSearchParams(g, new URLSearchParams(q)))
}

const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now()
  await run()
  return performance.now() - started
}

/** p50 and p95 of samples, after a label. */
const row = (label: string, samples: number[]) => `${label.padEnd(40)} p50 ${percentile(samples, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(samples, 95).toFixed(1).padStart(8)} ms`
/** How a p95 compares with the searches' 10 ms target. */
const searchTarget = (samples: number[]) => `target p95 < 10 ms: ${percentile(samples, 95) < 10 ? 'ok' : 'ABOVE TARGET'}`

/** Saves made, one a second, each followed by one search of the mix that is timed. */
const SAVES = 30

/**
 * Staff save a listing every second (a new price, through Payload, as the admin saves it); the search
 * right after each save is timed, which finds the index changed and brings its snapshot up to date
 * first. The listing's price is put back at the end.
 */
const benchSearchAfterSaves = async (payload: Payload, mix: SearchFilters[]) => {
  const o = { overrideAccess: true } as const
  const { docs } = await payload.find({ collection: 'properties', where: { _status: { equals: 'published' } }, sort: 'id', limit: 1, depth: 0, ...o })
  const listing = docs[0]
  if (!listing) return
  const price = listing.price ?? 250_000
  const before = searchStats(payload)
  const samples: number[] = []
  const again: number[] = []
  for (let i = 0; i < SAVES; i++) {
    const started = performance.now()
    await payload.update({ collection: 'properties', id: listing.id, data: { price: price + ((i % 9) + 1) * 1000 }, ...o })
    samples.push(await timed(() => searchProperties(payload, mix[i % mix.length])))
    again.push(await timed(() => searchProperties(payload, mix[i % mix.length])))
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))))
  }
  await payload.update({ collection: 'properties', id: listing.id, data: { price: listing.price }, ...o })
  const after = searchStats(payload)
  console.log(`\n${SAVES} saves of a listing's price, one a second, each followed by one search of the mix:`)
  console.log(`${row('first search after a save', samples)}   ${searchTarget(samples)}`)
  console.log(row('the same search once more', again))
  console.log(`the snapshot was patched ${after.patches - before.patches} times and loaded whole ${after.loads - before.loads} times`)
}

/** Runs the mix through both and prints p50 and p95 of each beside the targets, then the searches after saves. */
export const benchSearch = async (payload: Payload) => {
  const [{ docs: cities }, { docs: types }] = await Promise.all([
    payload.find({ collection: 'cities', locale: 'nl', pagination: false, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'property-types', pagination: false, depth: 0, overrideAccess: true }),
  ])
  const mix = searchMix(cities, types.map((t) => t.webID))
  // The first search loads the snapshot, as a server does at its first search and after each change.
  const load = await timed(() => searchProperties(payload, mix[0]))
  const engine: number[] = []
  const generic: number[] = []
  let found = 0
  for (const filters of mix) {
    engine.push(await timed(async () => (found += (await searchProperties(payload, filters)).total > 0 ? 1 : 0)))
    generic.push(
      await timed(() =>
        payload.find({ collection: 'properties', where: genericWhere(filters), sort: SORTS[filters.sort], page: filters.page, limit: SEARCH_PAGE_SIZE, depth: 0, select: { goal: true }, overrideAccess: true }),
      ),
    )
  }
  console.log(`\nfirst search, loading the search snapshot: ${load.toFixed(0)} ms`)
  console.log(`${mix.length} searches, each once (${found} of them find listings):`)
  console.log(`${row('search module (page + count + facets)', engine)}   ${searchTarget(engine)}`)
  console.log(row("Payload's generic find (page + count)", generic))
  const speedup = percentile(generic, 95) / percentile(engine, 95)
  console.log(`speed-up at p95 ${speedup.toFixed(0)}x, at p50 ${(percentile(generic, 50) / percentile(engine, 50)).toFixed(0)}x   target >= 10x: ${speedup >= 10 ? 'ok' : 'BELOW TARGET'}`)
  await benchSearchAfterSaves(payload, mix)
}
