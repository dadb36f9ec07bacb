import { describe, expect, it } from 'vitest'

import { boxOptions, cityValue, matchesTypeAhead } from '@/lib/search/boxOptions'

const cities = [
  { id: 1, name: 'Gent', zip: '9000' },
  { id: 2, name: 'Aalst', zip: '9300' },
  { id: 3, name: 'Liège', zip: '4000' },
  { id: 4, name: 'Brugge', zip: '8000' },
]
const types = [
  { webID: 1, name: 'Huis', sale: true, rent: true },
  { webID: 3, name: 'Bouwgrond', sale: true, rent: false },
  { webID: 2, name: 'Appartement', sale: true, rent: true },
]
const facets = {
  cities: [{ id: 1, count: 12 }, { id: 3, count: 2 }, { id: 2, count: 5 }],
  types: [{ webID: 2, count: 9 }, { webID: 1, count: 3 }],
  epc: [{ epc: 'b' as const, count: 4 }, { epc: 'c' as const, count: 7 }],
  has: [{ feature: 'garden' as const, count: 6 }, { feature: 'new-build' as const, count: 1 }],
}

describe('boxOptions', () => {
  it('offers the cities with listings, by name, with their counts and URL values', () => {
    expect(boxOptions('sale', facets, cities, types).cities).toEqual([
      { value: 'aalst|9300', label: 'Aalst (9300)', count: 5 },
      { value: 'gent|9000', label: 'Gent (9000)', count: 12 },
      { value: 'liège|4000', label: 'Liège (4000)', count: 2 },
    ])
  })

  it('keeps a chosen city without listings, so it can be removed', () => {
    expect(boxOptions('sale', facets, cities, types, { cities: ['brugge|8000'] }).cities.map((c) => c.count)).toEqual([5, 0, 12, 2])
  })

  it('offers the types of the goal in display order, counting 0 for those without listings', () => {
    expect(boxOptions('sale', facets, cities, types).types).toEqual([
      { value: '1', label: 'Huis', count: 3 },
      { value: '3', label: 'Bouwgrond', count: 0 },
      { value: '2', label: 'Appartement', count: 9 },
    ])
    expect(boxOptions('rent', facets, cities, types).types.map((t) => t.label)).toEqual(['Huis', 'Appartement'])
    expect(boxOptions('rent', facets, cities, types, { types: [3] }).types.map((t) => t.label)).toEqual(['Huis', 'Bouwgrond', 'Appartement'])
  })

  it('counts every EPC letter and every feature, 0 for those without listings', () => {
    const options = boxOptions('sale', facets, cities, types)
    expect(options.epc).toEqual({ a: 0, b: 4, c: 7, d: 0, e: 0, f: 0, g: 0 })
    expect(options.has).toEqual({ garden: 6, terrace: 0, parking: 0, lift: 0, furnished: 0, 'new-build': 1 })
  })
})

describe('cityValue', () => {
  it('is the lowercased name and the postcode', () => {
    expect(cityValue({ name: 'Sint-Niklaas', zip: '9100' })).toBe('sint-niklaas|9100')
  })
})

describe('matchesTypeAhead', () => {
  it('matches word starts without case or accents', () => {
    expect(matchesTypeAhead('Liège (4000)', 'lie')).toBe(true)
    expect(matchesTypeAhead('Liège (4000)', 'LIÈGE')).toBe(true)
    expect(matchesTypeAhead('Liège (4000)', '400')).toBe(true)
    expect(matchesTypeAhead('Sint-Niklaas (9100)', 'nik')).toBe(true)
    expect(matchesTypeAhead('Gent (9000)', 'ent')).toBe(false)
    expect(matchesTypeAhead('La Louvière (7100)', 'la lou')).toBe(true)
  })

  it('matches everything for an empty or wordless text', () => {
    expect(matchesTypeAhead('Gent (9000)', '')).toBe(true)
    expect(matchesTypeAhead('Gent (9000)', ' (*) ')).toBe(true)
  })
})
