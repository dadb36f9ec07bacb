import { describe, expect, it } from 'vitest'

import { resolveCities } from '@/lib/search/cities'
import { epcFacets, featureFacets, mergeFacets } from '@/lib/search/facets'
import { ftsQuery, searchWords } from '@/lib/search/text'
import { MAX_TEXT_WORDS } from '@/lib/search/types'

describe('searchWords', () => {
  it('lowercases, drops accents and splits on anything but letters and digits', () => {
    expect(searchWords('Liège-Centre')).toEqual(['liege', 'centre'])
    expect(searchWords('  ÉCAUSSINNES, 7190 ')).toEqual(['ecaussinnes', '7190'])
    expect(searchWords('IH-000123')).toEqual(['ih', '000123'])
    expect(searchWords('"*" AND () :')).toEqual(['and'])
    expect(searchWords('')).toEqual([])
  })
})

describe('ftsQuery', () => {
  it('quotes every word as a prefix, all required', () => {
    expect(ftsQuery('Gent villa')).toBe('"gent"* "villa"*')
    expect(ftsQuery('liège')).toBe('"liege"*')
  })

  it('turns full-text operators and syntax into plain words', () => {
    expect(ftsQuery('gent NEAR brugge')).toBe('"gent"* "near"* "brugge"*')
    expect(ftsQuery('"gent" OR *')).toBe('"gent"* "or"*')
    expect(ftsQuery('name:gent ^x -y')).toBe('"name"* "gent"* "x"* "y"*')
  })

  it('keeps at most MAX_TEXT_WORDS words, and gives null without any', () => {
    expect(ftsQuery(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))?.split(' ')).toHaveLength(MAX_TEXT_WORDS)
    expect(ftsQuery('"*"')).toBeNull()
    expect(ftsQuery(undefined)).toBeNull()
    expect(ftsQuery('   ')).toBeNull()
  })
})

describe('mergeFacets', () => {
  const rows = [
    { cityId: 1, webID: 10, count: 5 },
    { cityId: 1, webID: 20, count: 2 },
    { cityId: 2, webID: 10, count: 3 },
    { cityId: 3, webID: 20, count: 4 },
    { cityId: 0, webID: 10, count: 1 },
  ]

  it('without chosen cities or types counts everything, facets most first', () => {
    expect(mergeFacets(rows, [], [])).toEqual({
      total: 15,
      facets: {
        cities: [{ id: 1, count: 7 }, { id: 3, count: 4 }, { id: 2, count: 3 }],
        types: [{ webID: 10, count: 9 }, { webID: 20, count: 6 }],
      },
    })
  })

  it('counts each facet for the other choice only', () => {
    expect(mergeFacets(rows, [1], [20])).toEqual({
      total: 2,
      facets: {
        cities: [{ id: 3, count: 4 }, { id: 1, count: 2 }],
        types: [{ webID: 10, count: 5 }, { webID: 20, count: 2 }],
      },
    })
  })

  it('breaks ties by id, and is empty without rows', () => {
    expect(mergeFacets([{ cityId: 9, webID: 1, count: 2 }, { cityId: 4, webID: 2, count: 2 }], [], []).facets.cities).toEqual([{ id: 4, count: 2 }, { id: 9, count: 2 }])
    expect(mergeFacets([], [1], [1])).toEqual({ total: 0, facets: { cities: [], types: [] } })
  })
})

describe('resolveCities', () => {
  const cities = [
    { id: 1, zip: '9000', names: ['gent', 'gand', 'ghent'] },
    { id: 2, zip: '9000', names: ['gentbrugge'] },
    { id: 3, zip: '1000', names: ['brussel', 'bruxelles', 'brussels'] },
    { id: 4, zip: '8000', names: ['brugge', 'bruges'] },
  ]

  it('matches name and zip, the name in any language', () => {
    expect(resolveCities([{ name: 'gand', zip: '9000' }], cities)).toEqual([1])
    expect(resolveCities([{ name: 'brussels', zip: '1000' }, { name: 'brugge', zip: '8000' }], cities)).toEqual([3, 4])
  })

  it('falls back to the zip when the name is unknown for it', () => {
    expect(resolveCities([{ name: 'gent-centrum', zip: '9000' }], cities)).toEqual([1, 2])
  })

  it('matches a name alone or a zip alone', () => {
    expect(resolveCities([{ name: 'bruges', zip: '' }], cities)).toEqual([4])
    expect(resolveCities([{ name: '', zip: '9000' }], cities)).toEqual([1, 2])
  })

  it('ignores values that name no city', () => {
    expect(resolveCities([{ name: 'atlantis', zip: '' }, { name: 'x', zip: '5555' }], cities)).toEqual([])
    expect(resolveCities([], cities)).toEqual([])
  })
})

describe('epcFacets', () => {
  it('counts each letter with every better one, leaving out letters without listings', () => {
    expect(epcFacets([0, 2, 3, 0, 0, 1, 4, 9, 9])).toEqual([
      { epc: 'b', count: 2 },
      { epc: 'c', count: 5 },
      { epc: 'd', count: 5 },
      { epc: 'e', count: 5 },
      { epc: 'f', count: 6 },
      { epc: 'g', count: 10 },
    ])
    expect(epcFacets([])).toEqual([])
  })
})

describe('featureFacets', () => {
  it('names each feature bit with its count, in order, leaving out zeros', () => {
    expect(featureFacets([3, 0, 1, 0, 0, 2])).toEqual([
      { feature: 'garden', count: 3 },
      { feature: 'parking', count: 1 },
      { feature: 'new-build', count: 2 },
    ])
  })
})
