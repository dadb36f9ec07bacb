import { describe, expect, it } from 'vitest'

import { SHORTLIST_TEXTS } from '@/components/shortlist/texts'
import { translator } from '@/i18n/dictionary'
import { keptState } from '@/lib/shortlist/changes'
import { compareRows, pricePerSquareMetre, statusLabel } from '@/lib/shortlist/compare'
import { type FreshListing, freshListingsQuery, freshUrl, parseFreshListing, parseFreshListings } from '@/lib/shortlist/fresh'
import {
  keepListing,
  type KeptListing,
  type ListingSnapshot,
  MAX_KEPT,
  MAX_NOTE_LENGTH,
  MAX_RECENT,
  parseKept,
  parseSnapshot,
  parseViewed,
  recordViewed,
  removeListing,
  safeUrl,
  serializeList,
  setNote,
  statusOfMarquee,
} from '@/lib/shortlist/snapshot'

import { dictionary } from '../../seed/data/dictionary'

const snapshot = (id: number, extra: Partial<ListingSnapshot> = {}): ListingSnapshot => ({
  id,
  name: `Huis ${id}`,
  url: `/nl/te-koop/gent/huis-${id}/${id}/`,
  price: '€ 350.000',
  amount: 350_000,
  photo: `/api/media/file/huis-${id}-250x167.webp`,
  status: 'available',
  ...extra,
})

const kept = (id: number, extra: Partial<KeptListing> = {}): KeptListing => ({ ...snapshot(id), keptAt: 1000 + id, note: '', ...extra })

const fresh = (id: number, extra: Partial<FreshListing> = {}): FreshListing => ({
  id,
  name: `Huis ${id}`,
  goal: 'sale',
  slug: `huis-${id}`,
  price: 350_000,
  priceUnit: 'total',
  publishPrice: true,
  marquee: 'none',
  marqueeName: null,
  city: { name: 'Gent', zip: '9000', slug: 'gent', country: 'BE' },
  typeName: 'Huis',
  living: 140,
  plot: 300,
  bedrooms: 3,
  energyScore: 150,
  epcLabelText: 'B',
  availability: 'atDeed',
  availableFrom: null,
  ...extra,
})

const en = translator(Object.fromEntries(Object.entries(dictionary).map(([key, value]) => [key, value.en])))

describe('the stored shortlist', () => {
  it('reads back what it wrote, newest first', () => {
    const list = keepListing(keepListing([], snapshot(1), 10), snapshot(2), 20)
    expect(list.map((item) => item.id)).toEqual([2, 1])
    expect(parseKept(serializeList(list))).toEqual(list)
  })

  it('reads nothing from missing, broken or foreign data', () => {
    for (const raw of [null, '', 'not json', '{', 'null', '42', '"text"', '[]', '{}', '{"v":2,"items":[]}', '{"v":1,"items":{}}', '{"v":1}']) {
      expect(parseKept(raw), String(raw)).toEqual([])
      expect(parseViewed(raw), String(raw)).toEqual([])
    }
  })

  it('leaves out entries without an id, a name or a path of the site, and keeps the first of an id', () => {
    const items = [
      snapshot(1),
      { ...snapshot(2), id: '2' },
      { ...snapshot(3), id: 0 },
      { ...snapshot(4), id: 1.5 },
      { ...snapshot(5), name: '   ' },
      { ...snapshot(6), url: 'javascript:alert(1)' },
      { ...snapshot(7), url: '//evil.example/x' },
      { ...snapshot(8), url: 'https://evil.example/x' },
      null,
      'text',
      [1, 2],
      { ...snapshot(1), name: 'Dubbel' },
      snapshot(9),
    ]
    expect(parseKept(JSON.stringify({ v: 1, items })).map((item) => [item.id, item.name])).toEqual([
      [1, 'Huis 1'],
      [9, 'Huis 9'],
    ])
  })

  it('repairs what it can: an unknown status is available, a bad photo or amount none, a bad note empty, a long note cut', () => {
    const [item] = parseKept(
      JSON.stringify({ v: 1, items: [{ ...snapshot(1), status: 'burnt', photo: 'javascript:x', amount: -5, keptAt: 'yesterday', note: 42 }] }),
    )
    expect(item).toMatchObject({ status: 'available', photo: null, amount: null, keptAt: 0, note: '' })
    const [long] = parseKept(JSON.stringify({ v: 1, items: [{ ...snapshot(1), note: 'x'.repeat(MAX_NOTE_LENGTH + 50), price: 7 }] }))
    expect(long.note).toHaveLength(MAX_NOTE_LENGTH)
    expect(long.price).toBe('')
  })

  it('accepts photos on the site or on a bucket, and paths of the site only as links', () => {
    expect(safeUrl('/api/media/file/a.webp', { external: true })).toBe('/api/media/file/a.webp')
    expect(safeUrl('https://bucket.example/a.webp', { external: true })).toBe('https://bucket.example/a.webp')
    expect(safeUrl('https://bucket.example/a.webp', { external: false })).toBeNull()
    expect(safeUrl('/a b', { external: false })).toBeNull()
    expect(safeUrl('/\\evil', { external: false })).toBeNull()
    expect(safeUrl('data:image/png;base64,xx', { external: true })).toBeNull()
    expect(parseSnapshot({ ...snapshot(1), name: 'x'.repeat(500) })?.name).toHaveLength(300)
  })

  it('keeps at most MAX_KEPT, and a full shortlist takes no more without dropping one', () => {
    let list: readonly KeptListing[] = []
    for (let id = 1; id <= MAX_KEPT; id++) list = keepListing(list, snapshot(id), id)
    expect(list).toHaveLength(MAX_KEPT)
    expect(keepListing(list, snapshot(MAX_KEPT + 1), 999)).toBe(list)
    expect(parseKept(serializeList([...list, kept(MAX_KEPT + 1)]))).toHaveLength(MAX_KEPT)
    // Keeping one again renews it and keeps its note, even when full.
    const noted = setNote(list, 5, 'Tuin op het zuiden')
    const again = keepListing(noted, snapshot(5, { price: '€ 330.000' }), 5000)
    expect(again[0]).toMatchObject({ id: 5, price: '€ 330.000', note: 'Tuin op het zuiden', keptAt: 5000 })
    expect(again).toHaveLength(MAX_KEPT)
  })

  it('removes a listing and notes one, leaving the others as they were', () => {
    const list = [kept(1), kept(2, { note: 'tweede' })]
    expect(removeListing(list, 1)).toEqual([kept(2, { note: 'tweede' })])
    expect(removeListing(list, 3)).toEqual(list)
    expect(setNote(list, 1, 'eerste')[0].note).toBe('eerste')
    expect(setNote(list, 3, 'niets')).toEqual(list)
    expect(setNote(list, 1, 'y'.repeat(MAX_NOTE_LENGTH + 1))[0].note).toHaveLength(MAX_NOTE_LENGTH)
  })

  it('remembers the last MAX_RECENT listings viewed, the last first, each once', () => {
    let viewed = recordViewed([], snapshot(1), 1)
    for (let id = 2; id <= MAX_RECENT + 3; id++) viewed = recordViewed(viewed, snapshot(id), id)
    viewed = recordViewed(viewed, snapshot(10), 100)
    expect(viewed).toHaveLength(MAX_RECENT)
    expect(viewed.map((item) => item.id).slice(0, 3)).toEqual([10, MAX_RECENT + 3, MAX_RECENT + 2])
    expect(new Set(viewed.map((item) => item.id)).size).toBe(MAX_RECENT)
    expect(parseViewed(serializeList(viewed))).toEqual(viewed)
  })

  it('reads a status from a marquee', () => {
    expect(['none', 'new', 'priceDrop', null, 'odd'].map(statusOfMarquee)).toEqual(['available', 'available', 'available', 'available', 'available'])
    expect(['option', 'underOffer', 'sold', 'rented'].map(statusOfMarquee)).toEqual(['option', 'underOffer', 'sold', 'rented'])
  })
})

describe('the listings as the API gives them now', () => {
  it('asks for the kept ids only, with the fields the page needs, at most 100', () => {
    const query = new URLSearchParams(freshListingsQuery([3, 1, 2], 'fr'))
    expect(query.get('where[id][in]')).toBe('3,1,2')
    expect(query.get('locale')).toBe('fr')
    expect(query.get('depth')).toBe('1')
    expect(query.get('select[marquee]')).toBe('true')
    expect(query.get('select[publishPrice]')).toBe('true')
    expect(query.get('populate[cities][slug]')).toBe('true')
    expect(new URLSearchParams(freshListingsQuery(Array.from({ length: 150 }, (_, i) => i + 1), 'nl')).get('where[id][in]')?.split(',')).toHaveLength(100)
  })

  it('reads a listing, with its city and type populated, and ignores what is not one', () => {
    const doc = {
      id: 7,
      name: 'Villa',
      goal: 'rent',
      slug: 'villa',
      price: 1450,
      priceUnit: 'month',
      publishPrice: true,
      marquee: 'option',
      city: { id: 3, name: 'Gent', zip: '9000', slug: 'gent', country: 'BE' },
      type: { id: 1, name: 'Huis' },
      surfaces: { living: 180, ground: 0 },
      rooms: { bedrooms: 4 },
      energy: { energyPerformance: 95, epcLabelText: 'A' },
      availability: 'fromDate',
      availableFrom: '2027-03-01T00:00:00.000Z',
    }
    expect(parseFreshListing(doc)).toEqual({
      id: 7,
      name: 'Villa',
      goal: 'rent',
      slug: 'villa',
      price: 1450,
      priceUnit: 'month',
      publishPrice: true,
      marquee: 'option',
      marqueeName: null,
      city: { name: 'Gent', zip: '9000', slug: 'gent', country: 'BE' },
      typeName: 'Huis',
      living: 180,
      plot: null,
      bedrooms: 4,
      energyScore: 95,
      epcLabelText: 'A',
      availability: 'fromDate',
      availableFrom: '2027-03-01T00:00:00.000Z',
    })
    // A hidden price is simply absent; a relation at depth 0 is an id.
    expect(parseFreshListing({ ...doc, price: undefined, city: 3, type: 1, priceUnit: 'weird', marquee: 'gone' })).toMatchObject({ price: null, city: null, typeName: null, priceUnit: null, marquee: null })
    for (const bad of [null, 'x', [], { ...doc, id: '7' }, { ...doc, name: '' }, { ...doc, goal: 'swap' }]) expect(parseFreshListing(bad)).toBeNull()
  })

  it('tells an answer from an error: only a list answer counts', () => {
    expect(parseFreshListings({ docs: [{ id: 1, name: 'A', goal: 'sale' }, { id: 'x' }] })?.map((l) => l.id)).toEqual([1])
    expect(parseFreshListings({ docs: [] })).toEqual([])
    for (const bad of [null, {}, { errors: [{ message: 'Too many requests' }] }, { docs: 'x' }, []]) expect(parseFreshListings(bad)).toBeNull()
  })

  it('builds the path a listing has now, as the site does', () => {
    const bases = { sale: '/nl/te-koop/', rent: '/nl/te-huur/' }
    expect(freshUrl(fresh(4), bases)).toBe('/nl/te-koop/gent/huis-4/4/')
    expect(freshUrl(fresh(4, { goal: 'rent', slug: null, city: null }), bases)).toBe('/nl/te-huur/be/4/4/')
  })
})

describe('what changed since a listing was kept', () => {
  const now = (listings: FreshListing[]) => new Map(listings.map((l) => [l.id, l]))

  it('claims nothing without an answer, and calls a listing missing from one offline', () => {
    expect(keptState(kept(1), null)).toEqual({ kind: 'unknown' })
    expect(keptState(kept(1), now([fresh(2)]))).toEqual({ kind: 'withdrawn' })
  })

  it('tells a listing sold, rented or under option since, and a lower price', () => {
    expect(keptState(kept(1), now([fresh(1)]))).toMatchObject({ kind: 'online', status: 'available', changed: false, lowerFrom: null })
    expect(keptState(kept(1), now([fresh(1, { marquee: 'sold' })]))).toMatchObject({ status: 'sold', changed: true, lowerFrom: null })
    expect(keptState(kept(1, { status: 'sold', amount: null }), now([fresh(1, { marquee: 'sold' })]))).toMatchObject({ status: 'sold', changed: false })
    expect(keptState(kept(1), now([fresh(1, { marquee: 'option' })]))).toMatchObject({ status: 'option', changed: true })
    expect(keptState(kept(1), now([fresh(1, { price: 320_000 })]))).toMatchObject({ changed: false, lowerFrom: 350_000 })
    expect(keptState(kept(1), now([fresh(1, { price: 380_000 })]))).toMatchObject({ lowerFrom: null })
    expect(keptState(kept(1), now([fresh(1, { price: 320_000, publishPrice: false })]))).toMatchObject({ lowerFrom: null })
  })
})

describe('the comparison', () => {
  it('divides the shown price by the living area', () => {
    expect(pricePerSquareMetre({ price: 350_000, publishPrice: true, priceUnit: 'total', marquee: 'none', living: 140 })).toEqual({ amount: 2500, perMonth: false })
    expect(pricePerSquareMetre({ price: 300_000, publishPrice: true, priceUnit: 'from', living: 90 })).toEqual({ amount: 3333, perMonth: false })
    expect(pricePerSquareMetre({ price: 1000, publishPrice: true, priceUnit: 'month', living: 75 })).toEqual({ amount: 13.33, perMonth: true })
    expect(pricePerSquareMetre({ price: 12, publishPrice: true, priceUnit: 'm2', living: 500 })).toEqual({ amount: 12, perMonth: false })
  })

  it('gives none without a shown price or an area', () => {
    const base = { price: 350_000, publishPrice: true, priceUnit: 'total', marquee: 'none', living: 140 } as const
    for (const changed of [{ publishPrice: false }, { marquee: 'sold' }, { price: 0 }, { price: null }, { living: 0 }, { living: null }, { living: Number.NaN }, { priceUnit: 'year' }] as const) {
      expect(pricePerSquareMetre({ ...base, ...changed }), JSON.stringify(changed)).toBeNull()
    }
  })

  it('has a row per feature and a cell per listing, in order, "Unknown" where a value is missing', () => {
    const rows = compareRows([fresh(1), fresh(2, { goal: 'rent', price: 1200, priceUnit: 'month', living: 80, plot: null, bedrooms: null, energyScore: null, epcLabelText: null, availability: null, marquee: 'rented' })], {
      t: en,
      locale: 'en',
      pricePerKwh: 0.12,
    })
    expect(rows.map((row) => row.key)).toEqual(['price', 'price-per-m2', 'living', 'plot', 'bedrooms', 'epc', 'energy-cost', 'availability', 'status'])
    const cells = Object.fromEntries(rows.map((row) => [row.key, row.cells]))
    expect(cells.price[0]).toMatch(/^€\s?350,000$/)
    expect(cells.price[1]).toBe('Rented')
    expect(cells['price-per-m2'][0]).toMatch(/^€\s?2,500\/m²$/)
    expect(cells['price-per-m2'][1]).toBe('Unknown')
    // Areas as every page writes them (src/i18n/numbers.ts), a no-break space before m².
    expect(cells.living).toEqual(['140\u00a0m²', '80\u00a0m²'])
    expect(cells.plot).toEqual(['300\u00a0m²', 'Unknown'])
    expect(cells.bedrooms).toEqual(['3', 'Unknown'])
    // Gent is in Flanders: a score of 150 is a B there.
    expect(cells.epc).toEqual(['B', 'Unknown'])
    // 150 kWh/m² × 140 m² × €0.12 = €2,520 a year.
    expect(cells['energy-cost'][0]).toMatch(/^about €\s?2,520 a year$/)
    expect(cells['energy-cost'][1]).toBe('Unknown')
    expect(cells.availability).toEqual(['On signing of the deed', 'Unknown'])
    expect(cells.status).toEqual(['Available', 'Rented'])
    for (const row of rows) expect(row.cells).toHaveLength(2)
  })

  it('names a rent per m² per month, a date of availability and the label text outside Belgium', () => {
    const [rent] = compareRows([fresh(3, { goal: 'rent', price: 1000, priceUnit: 'month', living: 80 })], { t: en, locale: 'en', pricePerKwh: null }).filter((row) => row.key === 'price-per-m2')
    expect(rent.cells[0]).toMatch(/^€\s?12\.50\/m² per month$/)
    const rows = compareRows([fresh(4, { availability: 'fromDate', availableFrom: '2027-03-01', city: { name: 'Luxembourg', zip: '1111', slug: 'lux', country: 'LU' }, energyScore: null, epcLabelText: 'C' })], {
      t: en,
      locale: 'en',
      pricePerKwh: null,
    })
    const cells = Object.fromEntries(rows.map((row) => [row.key, row.cells[0]]))
    expect(cells.availability).toBe('Available from 01/03/2027')
    expect(cells.epc).toBe('C')
    expect(cells['energy-cost']).toBe('Unknown')
  })

  it('says a status in words', () => {
    expect(['available', 'option', 'underOffer', 'sold', 'rented'].map((status) => statusLabel(status as 'sold', en))).toEqual(['Available', 'Under option', 'Under offer', 'Sold', 'Rented'])
  })
})

describe('the shortlist texts', () => {
  it('exist in nl, fr and en, French with its no-break spaces', () => {
    for (const key of [...SHORTLIST_TEXTS, 'SHORTLIST', 'SHORTLIST_NEEDS_JAVASCRIPT']) {
      for (const locale of ['nl', 'fr', 'en'] as const) expect(dictionary[key]?.[locale], `${key} ${locale}`).toBeTruthy()
    }
    expect(dictionary.SHORTLIST_NOTE_HINT.fr).toContain('\u00a0:')
  })
})
