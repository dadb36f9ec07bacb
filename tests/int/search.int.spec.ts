import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MARQUEES } from '@/lib/domain/marquee'
import { shownPrice } from '@/lib/domain/priceDisplay'
import { parseSearchParams, type SearchFilters } from '@/lib/domain/searchQuery'
import { databaseOf, sql } from '@/lib/payload/database'
import { migrationsOf } from '@/lib/payload/migrations'
import { searchProperties } from '@/lib/search'
import { list } from '@/lib/search/engine'
import { ALL_MENTIONS } from '../helpers/mentions'
import { referenceSearch } from '../helpers/referenceSearch'

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

  it.each(cases)('%s ?%s', async (goal, query) => {
    const wanted = filters(goal, query)
    expect(await searchProperties(payload, wanted)).toEqual(await referenceSearch(payload, wanted))
  })

  it('finds listings for most of these searches, so the comparison is not between empty results', async () => {
    const totals = await Promise.all(cases.map(([goal, query]) => search(goal, query).then((r) => r.total)))
    expect(totals.filter((n) => n > 0).length).toBeGreaterThan(cases.length * 0.7)
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
    await migration?.up({ payload, req: {} })
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
