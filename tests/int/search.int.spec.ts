import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { alertFilters, demandQuery } from '@/lib/alerts/query'
import { listingArea } from '@/lib/domain/areas'
import { EPC_CLASSES } from '@/lib/domain/epcClass'
import { listingEpcRank } from '@/lib/domain/epcImage'
import { featureMask, LISTING_FEATURES, listingFeatures } from '@/lib/domain/listingFeatures'
import { MARQUEES } from '@/lib/domain/marquee'
import { shownPrice } from '@/lib/domain/priceDisplay'
import { parseSearchParams, SEARCH_SORTS, type SearchFilters } from '@/lib/domain/searchQuery'
import { databaseOf, sql } from '@/lib/payload/database'
import { migrationsOf } from '@/lib/payload/migrations'
import { demandFor } from '@/lib/owners/demand'
import { refreshSearchIndex, searchProperties, searchStats } from '@/lib/search'
import { list } from '@/lib/search/engine'
import { ALL_MENTIONS } from '../helpers/mentions'
import { referenceSearch, referenceSearcher } from '../helpers/referenceSearch'

import { seed } from '../../seed/seed'
import { startPayload, type TestPayload } from '../helpers/payload'

let t: TestPayload
let payload: Payload
const o = { overrideAccess: true } as const

const filters = (goal: 'sale' | 'rent', query: string): SearchFilters => parseSearchParams(goal, new URLSearchParams(query))
const search = (goal: 'sale' | 'rent', query: string) => searchProperties(payload, filters(goal, query))

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  await seed(payload, { properties: 300, now: new Date('2026-11-22T09:00:00Z') })
}, 600_000)
afterAll(async () => t?.close())

describe('the search engine equals the brute-force reference on the seeded listings', () => {
  const cases: ['sale' | 'rent', string][] = [
    ['sale', ''],
    ['rent', ''],
    ['sale', 'search=gent'],
    ['sale', 'search=GAND'],
    ['sale', 'search=liege'],
    ['sale', 'search=brux'],
    ['rent', 'search=9000'],
    ['sale', 'city=gent|9000'],
    ['sale', 'city=gand|9000'],
    ['sale', 'city=antwerpen|2000&city=gent|9000'],
    ['sale', 'city=nowhere|1234'],
    ['sale', 'city=gent'],
    ['sale', 'city=|9000'],
    ['sale', 'type=1'],
    ['sale', 'type=1&type=2&type=99'],
    ['rent', 'type=2'],
    ['sale', 'bedrooms=2'],
    ['sale', 'bedrooms=3&bathrooms=2'],
    ['sale', 'showerrooms=1&toilets=2&garages=1'],
    ['sale', 'price=0-400000'],
    ['sale', 'price=250000-3000000'],
    ['sale', 'price=200000-450000'],
    ['rent', 'price=700-1200'],
    ['rent', 'price=0-900&bedrooms=1'],
    ['sale', 'city=gent|9000&type=1&bedrooms=2&price=0-400000'],
    ['sale', 'city=gent|9000&city=brugge|8000&type=1&type=2&bedrooms=1'],
    ['sale', 'sort=price-asc'],
    ['sale', 'sort=price-desc&page=2'],
    ['rent', 'sort=price-asc&type=2&page=2'],
    ['sale', 'page=3'],
    ['sale', 'page=9999'],
    ['sale', 'search=villa&sort=price-desc'],
  ]

  // The listings as seeded, read once for the whole table: these searches change nothing.
  let reference: Awaited<ReturnType<typeof referenceSearcher>>
  beforeAll(async () => {
    reference = await referenceSearcher(payload)
  })

  it.each(cases)('%s ?%s', async (goal, query) => {
    const wanted = filters(goal, query)
    expect(await searchProperties(payload, wanted)).toEqual(reference(wanted))
  })

  it('finds listings for most of these searches, so the comparison is not between empty results', async () => {
    const totals = await Promise.all(cases.map(([goal, query]) => search(goal, query).then((r) => r.total)))
    expect(totals.filter((n) => n > 0).length).toBeGreaterThan(cases.length * 0.7)
  })
})

describe('the richer filters equal the reference too, alone, together and with the older ones', () => {
  const areas = ['living=80-', 'living=-120', 'living=100-200', 'living=150-150', 'plot=500-', 'plot=-400', 'plot=200-1000']
  const letters = EPC_CLASSES.map((letter) => `epc=${letter}`)
  const features = [...LISTING_FEATURES.map((feature) => `has=${feature}`), 'has=garden,parking', 'has=terrace,lift', 'has=furnished,lift,terrace']
  const older = ['city=gent|9000', 'type=1', 'type=2', 'bedrooms=2', 'price=0-400000', 'search=gent', 'city=brussel|1000&type=2']
  const sorts = ['sort=price-m2-asc', 'sort=living-desc', 'sort=price-m2-asc&page=2', 'sort=living-desc&page=3', 'sort=price-asc', 'sort=newest']
  const cases: ['sale' | 'rent', string][] = [
    ...areas.map((q): ['sale', string] => ['sale', q]),
    ...letters.map((q): ['sale', string] => ['sale', q]),
    ...features.map((q): ['sale', string] => ['sale', q]),
    ['rent', 'living=60-'],
    ['rent', 'epc=c'],
    ['rent', 'has=furnished'],
    ['rent', 'has=parking&sort=price-m2-asc'],
    ['rent', 'living=-90&sort=living-desc'],
    // Each new filter beside an older one, a new sort and a new filter, and all of them at once.
    ...areas.map((q, i): ['sale', string] => ['sale', `${q}&${older[i % older.length]}`]),
    ...letters.map((q, i): ['sale', string] => ['sale', `${q}&${older[(i + 2) % older.length]}&${sorts[i % sorts.length]}`]),
    ...features.map((q, i): ['sale', string] => ['sale', `${q}&${areas[i % areas.length]}&${sorts[(i + 1) % sorts.length]}`]),
    ...sorts.map((q, i): ['sale', string] => ['sale', `${q}&${letters[(i + 3) % letters.length]}&${features[i % features.length]}`]),
    ['sale', 'living=100-&plot=300-&epc=d&has=garden&bedrooms=3&sort=price-m2-asc'],
    ['sale', 'city=gent|9000&type=1&price=0-600000&living=90-&epc=e&has=garden,parking&sort=living-desc'],
    ['rent', 'type=2&living=50-110&epc=d&has=lift&sort=price-m2-asc'],
    ['sale', 'living=5000000-&epc=a&has=lift,garden,new-build'],
  ]

  // The listings as seeded, read once for the whole table: these searches change nothing.
  let reference: Awaited<ReturnType<typeof referenceSearcher>>
  beforeAll(async () => {
    reference = await referenceSearcher(payload)
  })

  it.each(cases)('%s ?%s', async (goal, query) => {
    const wanted = filters(goal, query)
    expect(await searchProperties(payload, wanted)).toEqual(reference(wanted))
  })

  it('finds listings for most of these searches, and counts facets for them', async () => {
    const results = await Promise.all(cases.map(([goal, query]) => search(goal, query)))
    expect(results.filter((r) => r.total > 0).length).toBeGreaterThan(cases.length * 0.7)
    expect(results.filter((r) => r.facets.epc.length > 1 && r.facets.has.length > 1).length).toBeGreaterThan(cases.length * 0.5)
  })

  it('has seeded listings with every feature and every EPC letter of each scale, so each filter is tried', async () => {
    const all = await search('sale', '')
    expect(all.facets.has.map((f) => f.feature)).toEqual([...LISTING_FEATURES])
    expect(all.facets.epc.map((f) => f.epc)).toEqual([...EPC_CLASSES])
  })
})

describe('what a search means', () => {
  it('counts each facet for every other filter', async () => {
    const result = await search('sale', 'city=gent|9000&type=1')
    const gentOnly = await search('sale', 'city=gent|9000')
    const typeOnly = await search('sale', 'type=1')
    expect(result.facets.types).toEqual(gentOnly.facets.types)
    expect(result.facets.cities).toEqual(typeOnly.facets.cities)
    expect(result.total).toBe(result.facets.types.find((f) => f.webID === 1)?.count ?? 0)
  })

  it('counts each EPC letter for every filter but the EPC, and each feature among the results', async () => {
    const chosen = await search('sale', 'epc=c&has=garden&bedrooms=2')
    const anyLetter = await search('sale', 'has=garden&bedrooms=2')
    expect(chosen.facets.epc).toEqual(anyLetter.facets.epc)
    expect(chosen.total).toBe(chosen.facets.epc.find((f) => f.epc === 'c')?.count ?? 0)
    expect(chosen.facets.has.find((f) => f.feature === 'garden')?.count).toBe(chosen.total)
    const withLift = await search('sale', 'epc=c&has=garden,lift&bedrooms=2')
    expect(withLift.total).toBe(chosen.facets.has.find((f) => f.feature === 'lift')?.count ?? 0)
  })

  it('sorts by price per m² and by living area, listings lacking either last, over every page', async () => {
    for (const [sort, value] of [
      ['price-m2-asc', (p: { price: number | null; living: number | null }) => (p.price !== null && p.living !== null ? p.price / p.living : null)],
      ['living-desc', (p: { living: number | null }) => (p.living === null ? null : -p.living)],
    ] as const) {
      const first = await search('sale', `sort=${sort}`)
      const ids: number[] = []
      for (let page = 1; page <= first.pages; page++) ids.push(...(await search('sale', `sort=${sort}&page=${page}`)).ids)
      expect(new Set(ids).size, sort).toBe(first.total)
      const docs = await payload.find({ collection: 'properties', where: { id: { in: ids } }, pagination: false, depth: 0, ...o })
      const byId = new Map(docs.docs.map((d) => [d.id, { price: shownPrice(d), living: listingArea(d.surfaces?.living) }]))
      const values = ids.map((id) => value(byId.get(id) ?? { price: null, living: null }))
      const known = values.filter((v) => v !== null)
      expect(known.length, sort).toBeGreaterThan(10)
      expect(values.slice(0, known.length), sort).toEqual(known)
      expect(known, sort).toEqual([...known].sort((a, b) => a - b))
    }
  })

  it('pages through every listing once, in order, and clamps the page', async () => {
    const first = await search('rent', 'sort=price-asc')
    const seen: number[] = []
    for (let page = 1; page <= first.pages; page++) seen.push(...(await search('rent', `sort=price-asc&page=${page}`)).ids)
    expect(seen).toHaveLength(first.total)
    expect(new Set(seen).size).toBe(first.total)
    const beyond = await search('rent', `sort=price-asc&page=${first.pages + 5}`)
    expect(beyond.page).toBe(first.pages)
  })

  it('never breaks on full-text syntax or oversized text', async () => {
    for (const text of ['"', '*', 'NEAR', 'AND', 'gent AND', '"gent" OR *', 'NEAR(a b)', 'name:gent', '^gent', '-', 'x'.repeat(5000), '\u0000\u0007']) {
      const result = await searchProperties(payload, { ...filters('sale', ''), search: text })
      expect(result.page).toBe(1)
    }
  })
})

describe('the index follows what editors do', () => {
  let cityId: number
  let typeId: number

  beforeAll(async () => {
    cityId = (await payload.create({ collection: 'cities', data: { zip: '4000', name: 'Liège', country: 'BE' }, ...o })).id
    typeId = (await payload.create({ collection: 'property-types', data: { webID: 777, name: 'Woonboot', showOrder: 99 }, ...o })).id
  })

  const listing = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'properties',
      data: { ...ALL_MENTIONS, name: 'Test', goal: 'sale', type: typeId, city: cityId, marquee: 'none', priceUnit: 'total', publishPrice: true, price: 300000, _status: 'published', ...data },
      ...o,
    })

  it('finds a city written with accents by its name without them, in any case', async () => {
    const { id } = await listing({ name: 'Loft aan de Maas', reference: 'LG-0001' })
    for (const text of ['liege', 'LIÈGE', 'Liège', 'lie', 'lg 0001', 'LG-0001', 'maas loft']) {
      expect((await search('sale', `search=${encodeURIComponent(text)}`)).ids, text).toContain(id)
    }
  })

  it('answers a text again from memory, and forgets it when a save changes the index', async () => {
    const text = 'search=zonnewijzer'
    expect((await search('sale', text)).ids).toEqual([])
    expect((await search('sale', text)).ids).toEqual([])
    const { id } = await listing({ name: 'Zonnewijzer aan het water' })
    expect((await search('sale', text)).ids).toEqual([id])
    await payload.update({ collection: 'properties', id, data: { name: 'Zonnehoek aan het water' }, ...o })
    expect((await search('sale', text)).ids).toEqual([])
    expect((await search('sale', 'search=zonnehoek')).ids).toEqual([id])
  })

  it('never finds a hidden street, and never matches a hidden price', async () => {
    const hidden = await listing({ name: 'Verborgen', street: 'Geheimstraat', publishAddress: false, price: 250000, publishPrice: false })
    const shown = await listing({ name: 'Zichtbaar', street: 'Zichtbaarstraat', publishAddress: true, price: 250000 })
    expect((await search('sale', 'search=geheimstraat')).total).toBe(0)
    expect((await search('sale', 'search=zichtbaarstraat')).ids).toEqual([shown.id])
    const inRange = await search('sale', 'type=777&price=200000-300000')
    expect(inRange.ids).toContain(shown.id)
    expect(inRange.ids).not.toContain(hidden.id)
    const cheapest = await search('sale', 'type=777&sort=price-asc')
    expect(cheapest.ids.at(-1)).toBe(hidden.id)
  })

  it('never matches the price of a sold or rented listing, whose card says "Sold" or "Rented", and sorts it last', async () => {
    const sold = await listing({ name: 'Verkochte villa', marquee: 'sold', price: 450000 })
    const rented = await listing({ name: 'Verhuurde villa', marquee: 'rented', price: 450000 })
    const free = await listing({ name: 'Vrije villa', price: 450000 })
    const zero = await listing({ name: 'Nulprijs villa', price: 0 })
    const inRange = await search('sale', 'type=777&price=300000-600000')
    expect(inRange.ids).toContain(free.id)
    for (const id of [sold.id, rented.id, zero.id]) expect(inRange.ids).not.toContain(id)
    // A range from the slider's minimum still asks for a price the page shows.
    expect((await search('sale', 'type=777&price=0-600000')).ids).not.toContain(zero.id)
    for (const sort of ['price-asc', 'price-desc']) {
      const { ids, pages } = await search('sale', `type=777&sort=${sort}`)
      expect(pages, sort).toBe(1)
      for (const id of [sold.id, rented.id, zero.id]) expect(ids.indexOf(id), sort).toBeGreaterThan(ids.indexOf(free.id))
      const filters = parseSearchParams('sale', new URLSearchParams(`type=777&sort=${sort}`))
      expect(await searchProperties(payload, filters), sort).toEqual(await referenceSearch(payload, filters))
    }
  })

  it('indexes exactly the price shownPrice gives, for every marquee, publish flag and amount', async () => {
    const made: { id: number; expected: number | null }[] = []
    for (const marquee of MARQUEES) {
      for (const publishPrice of [true, false]) {
        for (const price of [null, 0, 1, 250000]) {
          const { id } = await listing({ name: `Regel ${marquee}`, marquee, publishPrice, price })
          made.push({ id, expected: shownPrice({ marquee, publishPrice, price }) })
        }
      }
    }
    const rows = await databaseOf(payload).all<{ id: number; price: number | string | null }>(
      sql`SELECT id, price FROM property_search WHERE id IN (${list(made.map((m) => m.id))})`,
    )
    const indexed = new Map(rows.map((row) => [Number(row.id), row.price === null ? null : Number(row.price)]))
    for (const { id, expected } of made) expect(indexed.get(id), `listing ${id}`).toBe(expected)
    expect(made.some((m) => m.expected !== null) && made.some((m) => m.expected === null)).toBe(true)
  })

  it("has its migration index again the rows written under the old rule, a sold listing's price kept", async () => {
    const sold = await listing({ name: 'Oude regel', marquee: 'sold', price: 420000 })
    const db = databaseOf(payload)
    const indexedPrice = async () => (await db.all<{ price: number | string | null }>(sql`SELECT price FROM property_search WHERE id = ${sold.id}`))[0]?.price ?? null
    // As the index was written before: the price of a sold listing kept.
    await db.run(sql`UPDATE property_search SET price = 420000 WHERE id = ${sold.id}`)
    expect(Number(await indexedPrice())).toBe(420000)
    const migration = migrationsOf(payload).find((m) => m.name.endsWith('_search_shown_price'))
    expect(migration).toBeDefined()
    // As Payload runs a migration: its database connection (outside any transaction while migrating).
    await migration?.up({ db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} } as never)
    expect(await indexedPrice()).toBeNull()
    expect((await search('sale', 'type=777&price=300000-600000')).ids).not.toContain(sold.id)
  })

  it('shows the published version only: drafts never, until they are published', async () => {
    const never = await payload.create({
      collection: 'properties',
      data: { ...ALL_MENTIONS, name: 'Nooit gepubliceerd', goal: 'sale', type: typeId, city: cityId, marquee: 'none', priceUnit: 'total', _status: 'draft' },
      draft: true,
      ...o,
    })
    expect((await search('sale', 'search=gepubliceerd')).ids).not.toContain(never.id)

    const { id } = await listing({ name: 'Rivierzicht', price: 310000 })
    await payload.update({ collection: 'properties', id, data: { name: 'Rivierzicht concept', price: 990000 }, draft: true, ...o })
    expect((await search('sale', 'search=rivierzicht&price=300000-320000')).ids).toEqual([id])
    expect((await search('sale', 'search=concept')).ids).not.toContain(id)

    await payload.update({ collection: 'properties', id, data: { _status: 'published' }, ...o })
    expect((await search('sale', 'search=concept&price=900000-1000000')).ids).toEqual([id])

    await payload.update({ collection: 'properties', id, data: { _status: 'draft' }, ...o })
    expect((await search('sale', 'search=rivierzicht')).ids).not.toContain(id)

    await payload.update({ collection: 'properties', id, data: { _status: 'published' }, ...o })
    await payload.delete({ collection: 'properties', id, ...o })
    expect((await search('sale', 'search=rivierzicht')).ids).not.toContain(id)
  })

  it("follows a city's new name and a type's new WebID", async () => {
    const { id } = await listing({ name: 'Kademuur' })
    await payload.update({ collection: 'cities', id: cityId, data: { name: 'Luik' }, locale: 'nl', ...o })
    expect((await search('sale', 'search=luik kademuur')).ids).toEqual([id])
    await payload.update({ collection: 'property-types', id: typeId, data: { webID: 778 }, ...o })
    expect((await search('sale', 'type=778&search=kademuur')).ids).toEqual([id])
    expect((await search('sale', 'type=777&search=kademuur')).typeIds).toEqual([])
  })
})

describe('a save patches the search snapshot in place', () => {
  /** Every order's first page and one further, as the reference has them, for the goal. */
  const everyOrderAsTheReference = async (goal: 'sale' | 'rent') => {
    const reference = await referenceSearcher(payload)
    for (const sort of SEARCH_SORTS) {
      for (const page of [1, 3]) {
        const wanted = filters(goal, `sort=${sort}&page=${page}`)
        expect(await searchProperties(payload, wanted), `${sort}, page ${page}`).toEqual(reference(wanted))
      }
    }
  }

  it('shows a new price, a new listing, an unpublished and a deleted one at the next search, every order in step, without loading it again', async () => {
    const seeded = await payload.find({
      collection: 'properties',
      where: { and: [{ _status: { equals: 'published' } }, { goal: { equals: 'sale' } }, { reference: { like: 'V1' } }] },
      sort: 'id',
      limit: 3,
      depth: 0,
      ...o,
    })
    const [repriced, unpublished, deleted] = seeded.docs
    const byReference = async (doc: { reference?: string | null }) => (await search('sale', `search=${doc.reference}`)).ids
    expect(await byReference(unpublished)).toContain(unpublished.id)
    expect(await byReference(deleted)).toContain(deleted.id)
    // The engine learns of each save from the index's version alone, as it learns of another instance's.
    const before = searchStats(payload)

    await payload.update({ collection: 'properties', id: repriced.id, data: { price: 1, marquee: 'none', publishPrice: true }, ...o })
    expect((await search('sale', 'sort=price-asc')).ids).toContain(repriced.id)
    await everyOrderAsTheReference('sale')

    const added = await payload.create({
      collection: 'properties',
      data: { ...ALL_MENTIONS, name: 'Nieuwe patch', goal: 'rent', type: repriced.type, city: repriced.city, marquee: 'none', priceUnit: 'total', publishPrice: true, price: 750, _status: 'published' },
      ...o,
    })
    expect((await search('rent', 'sort=newest')).ids[0]).toBe(added.id)
    await payload.update({ collection: 'properties', id: added.id, data: { goal: 'sale' }, ...o })
    expect((await search('rent', 'search=patch')).ids).toEqual([])
    expect((await search('sale', 'search=patch')).ids).toEqual([added.id])

    await payload.update({ collection: 'properties', id: unpublished.id, data: { _status: 'draft' }, ...o })
    expect(await byReference(unpublished)).not.toContain(unpublished.id)
    await payload.delete({ collection: 'properties', id: deleted.id, ...o })
    expect(await byReference(deleted)).not.toContain(deleted.id)
    await everyOrderAsTheReference('sale')
    await everyOrderAsTheReference('rent')

    const after = searchStats(payload)
    expect(after.loads).toBe(before.loads)
    expect(after.patches - before.patches).toBeGreaterThanOrEqual(5)
  })

  it('loads it whole again after a refresh of everything', async () => {
    await search('sale', '')
    const before = searchStats(payload)
    await refreshSearchIndex(payload, 'all')
    await everyOrderAsTheReference('sale')
    expect(searchStats(payload)).toEqual({ loads: before.loads + 1, patches: before.patches })
  })
})

describe('the index keeps the areas, EPC label and features the listing rules give', () => {
  type Indexed = { id: number; living: number | string | null; plot: number | string | null; epc: number | string; features: number | string }
  let typeId: number
  const cities: Record<'flanders' | 'brussels' | 'wallonia' | 'luxembourg', { id: number; zip: string; country: 'BE' | 'LU' }> = {} as never

  beforeAll(async () => {
    // A type that needs no EPC, so a listing without a score or label can be published anywhere.
    typeId = (await payload.create({ collection: 'property-types', data: { webID: 790, name: 'Garagebox', showOrder: 98, needsEpc: false }, ...o })).id
    // The regions' first and last postcodes, on either side of a boundary.
    for (const [region, zip, country] of [['flanders', '3999', 'BE'], ['brussels', '1299', 'BE'], ['wallonia', '1300', 'BE'], ['luxembourg', '1009', 'LU']] as const) {
      cities[region] = { id: (await payload.create({ collection: 'cities', data: { zip, name: `Regio ${region}`, country }, ...o })).id, zip, country }
    }
  })

  const listing = (city: number, data: Record<string, unknown>) =>
    payload.create({
      collection: 'properties',
      data: { ...ALL_MENTIONS, energy: {}, name: 'Regel', goal: 'sale', type: typeId, city, marquee: 'none', priceUnit: 'total', publishPrice: true, price: 200000, _status: 'published', ...data },
      ...o,
    })
  const indexed = async (ids: number[]) => {
    const rows = await databaseOf(payload).all<Indexed>(sql`SELECT id, living, plot, epc, features FROM property_search WHERE id IN (${list(ids)})`)
    return new Map(rows.map((r) => [Number(r.id), { living: r.living === null ? null : Number(r.living), plot: r.plot === null ? null : Number(r.plot), epc: Number(r.epc), features: Number(r.features) }]))
  }
  /** What the listing rules give for a stored listing: its areas, its EPC rank (-1 for none) and its feature bits. */
  const expected = async (id: number) => {
    const p = await payload.findByID({ collection: 'properties', id, depth: 1, ...o })
    const city = typeof p.city === 'object' ? p.city : null
    const epc = listingEpcRank({ country: city?.country, zip: city?.zip, energyPerformance: p.energy?.energyPerformance, epcLabelText: p.energy?.epcLabelText })
    return { living: listingArea(p.surfaces?.living), plot: listingArea(p.surfaces?.ground), epc: epc ?? -1, features: featureMask(listingFeatures({ ...p, project: p.project ?? null })) }
  }

  it('indexes exactly the EPC rank the page shows, for scores at every region boundary and typed labels', async () => {
    const energies = [
      { energyPerformance: -5 },
      { energyPerformance: 0.01 },
      { energyPerformance: 45 },
      { energyPerformance: 45.01 },
      { energyPerformance: 99.99 },
      { energyPerformance: 100 },
      { energyPerformance: 255 },
      { energyPerformance: 255.01 },
      { energyPerformance: 345 },
      { energyPerformance: 346 },
      { energyPerformance: 510.5 },
      { epcLabelText: 'A++' },
      { epcLabelText: 'a+' },
      { epcLabelText: 'C-' },
      { epcLabelText: 'G' },
      { epcLabelText: 'H' },
      { epcLabelText: 'n.v.t.' },
      { energyPerformance: 0, epcLabelText: 'B' },
      {},
    ]
    const made: number[] = []
    for (const city of Object.values(cities)) for (const energy of energies) made.push((await listing(city.id, { energy })).id)
    const rows = await indexed(made)
    const ranks = new Set<number>()
    for (const id of made) {
      const want = await expected(id)
      expect(rows.get(id)?.epc, `listing ${id}`).toBe(want.epc)
      ranks.add(want.epc)
    }
    // Every letter, and no label, were among them.
    expect([...ranks].sort((a, b) => a - b)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7])
  })

  it('indexes exactly the features and areas the listing rules give, for every flag, area, count, project and VAT', async () => {
    const { docs: projects } = await payload.find({ collection: 'projects', limit: 1, depth: 0, ...o })
    const variants: Record<string, unknown>[] = [
      {},
      { has: { garden: true } },
      { surfaces: { garden: 300 } },
      { surfaces: { garden: 0 } },
      { has: { terrace: true } },
      { surfaces: { terrace: 12.5 } },
      { has: { garage: true } },
      { rooms: { garages: 1 } },
      { rooms: { parkings: 2 } },
      { rooms: { garages: 0, parkings: 0 } },
      { has: { lift: true } },
      { has: { furnished: true } },
      { financial: { charges: 0, vat: 42000 } },
      { financial: { charges: 0, vat: 0 } },
      ...(projects[0] ? [{ project: projects[0].id }] : []),
      { has: { garden: true, terrace: true, garage: true, lift: true, furnished: true }, financial: { charges: 0, vat: 1 } },
      { surfaces: { living: 95.5, ground: 0 } },
      { surfaces: { living: 0, ground: 1250 } },
      { surfaces: { living: 180, ground: 600.25 } },
    ]
    const made: number[] = []
    for (const data of variants) made.push((await listing(cities.flanders.id, data)).id)
    const rows = await indexed(made)
    for (const id of made) expect(rows.get(id), `listing ${id}`).toEqual(await expected(id))
    expect(new Set([...rows.values()].map((r) => r.features)).size).toBeGreaterThan(7)
  })

  it('follows an edit of a listing, and a city whose postcode moves it to another region', async () => {
    const { id } = await listing(cities.flanders.id, { energy: { energyPerformance: 260 } })
    expect((await indexed([id])).get(id)).toMatchObject({ epc: 2, features: 0 })
    expect((await search('sale', 'type=790&epc=c')).ids).toContain(id)
    await payload.update({ collection: 'properties', id, data: { has: { garden: true }, surfaces: { living: 140 } }, ...o })
    expect((await search('sale', 'type=790&has=garden&living=140-140')).ids).toEqual([id])
    // 260 kWh/m² is a C in Flanders but a D in Wallonia ((255, 340]).
    const moving = (await payload.create({ collection: 'cities', data: { zip: '3500', name: 'Verhuisdorp', country: 'BE' }, ...o })).id
    await payload.update({ collection: 'properties', id, data: { city: moving }, ...o })
    expect((await search('sale', 'type=790&epc=c')).ids).toContain(id)
    await payload.update({ collection: 'cities', id: moving, data: { zip: '4500' }, ...o })
    expect((await indexed([id])).get(id)?.epc).toBe(3)
    expect((await search('sale', 'type=790&epc=c')).ids).not.toContain(id)
    expect((await search('sale', 'type=790&epc=d')).ids).toContain(id)
  })

  it('lets a saved demand registration with the richer criteria match a listing as alert matching asks it', async () => {
    const fits = await listing(cities.wallonia.id, { energy: { energyPerformance: 160 }, surfaces: { living: 130, ground: 400 }, has: { garden: true }, rooms: { parkings: 1 } })
    const tooSmall = await listing(cities.wallonia.id, { energy: { energyPerformance: 160 }, surfaces: { living: 90, ground: 400 }, has: { garden: true }, rooms: { parkings: 1 } })
    const noGarden = await listing(cities.wallonia.id, { energy: { energyPerformance: 160 }, surfaces: { living: 130, ground: 400 }, rooms: { parkings: 1 } })
    const worse = await listing(cities.wallonia.id, { energy: { energyPerformance: 260 }, surfaces: { living: 130, ground: 400 }, has: { garden: true }, rooms: { parkings: 1 } })
    const query = demandQuery({ goal: 'buy', types: ['790'], minLiving: 120, minPlot: 300, epc: 'b', features: ['garden', 'parking'] })
    expect(query).toBe('type=790&living=120-&plot=300-&epc=b&has=garden,parking')
    // As lib/alerts/match.ts asks: the alert's filters, restricted to the one listing saved.
    const matches = async (id: number) => (await searchProperties(payload, { ...alertFilters('sale', query), only: [id] })).ids.includes(id)
    expect(await matches(fits.id)).toBe(true)
    for (const other of [tooSmall, noGarden, worse]) expect(await matches(other.id), `listing ${other.id}`).toBe(false)
  })

  it('is written again whole by a refresh of everything, as the migration of these columns does', async () => {
    const { id } = await listing(cities.brussels.id, { energy: { epcLabelText: 'B+' }, has: { lift: true }, surfaces: { living: 70, ground: 20 } })
    const db = databaseOf(payload)
    await db.run(sql`UPDATE property_search SET living = NULL, plot = NULL, epc = -1, features = 0 WHERE id = ${id}`)
    await refreshSearchIndex(payload, 'all')
    expect((await indexed([id])).get(id)).toEqual({ living: 70, plot: 20, epc: 1, features: 8 })
    expect(migrationsOf(payload).some((m) => m.name.endsWith('_search_filters'))).toBe(true)
  })
})

describe("an owner's demand figures (lib/owners/demand.ts)", () => {
  it('equal the brute-force reference run on the listing at its price, 5% less and 10% less, for searches on every side of each price', async () => {
    // Seeded listings (the other tests here add some without a reference), each found by its own reference.
    const { docs } = await payload.find({
      collection: 'properties',
      where: { and: [{ _status: { equals: 'published' } }, { goal: { equals: 'sale' } }, { marquee: { equals: 'none' } }, { publishPrice: { equals: true } }, { reference: { like: 'V1' } }, { price: { greater_than: 100_000 } }] },
      sort: 'id',
      limit: 3,
      ...o,
    })
    expect(docs.length).toBe(3)
    const listings = docs.map((doc) => ({ id: doc.id, goal: doc.goal, price: shownPrice(doc), reference: String(doc.reference) }))
    // Per listing, searches that name it (its reference) and stop or start on each side of each cut.
    const bounds = (p: number) => [`price=0-${Math.round(p * 0.88)}`, `price=0-${Math.round(p * 0.92)}`, `price=0-${Math.round(p * 0.97)}`, `price=0-${p}`, `price=${Math.round(p * 0.93)}-3000000`, '']
    const alerts = listings.flatMap((listing) => bounds(listing.price!).map((range) => ({ listing, query: [`search=${listing.reference}`, range].filter(Boolean).join('&') })))
    // Only these alerts: the seeded searchers' (around the first demo owner's listings) are set aside, since
    // judging each by brute force takes seconds.
    await payload.delete({ collection: 'search-alerts', where: { id: { exists: true } }, ...o })
    const created = []
    for (const { query } of alerts) {
      created.push(await payload.create({ collection: 'search-alerts', data: { email: 'searcher@example.be', locale: 'nl', goal: 'sale', query, frequency: 'daily', status: 'active', token: randomBytes(32).toString('base64url') }, ...o }))
    }
    try {
      const figures = await demandFor(payload, listings)
      for (const listing of listings) {
        const expected = { now: 0, minus5: 0, minus10: 0 }
        for (const [key, cut] of [['now', 0], ['minus5', 0.05], ['minus10', 0.1]] as const) {
          await payload.update({ collection: 'properties', id: listing.id, data: { price: Math.round(listing.price! * (1 - cut)) }, ...o })
          const search = await referenceSearcher(payload)
          for (const alert of alerts.filter((a) => a.listing === listing)) {
            if (search(alertFilters('sale', alert.query)).ids.includes(listing.id)) expected[key]++
          }
        }
        await payload.update({ collection: 'properties', id: listing.id, data: { price: listing.price }, ...o })
        expect(figures.get(listing.id), `listing ${listing.id}`).toEqual(expected)
        // The searches straddle the cuts (3 now, 4 at 5% less, 4 at 10% less), so the comparison means something.
        expect(new Set(Object.values(expected)).size).toBeGreaterThan(1)
      }
    } finally {
      for (const alert of created) await payload.delete({ collection: 'search-alerts', id: alert.id, ...o })
    }
  })
})
