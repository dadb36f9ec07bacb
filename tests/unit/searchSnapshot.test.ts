import { describe, expect, it } from 'vitest'

import { parseSearchParams } from '@/lib/domain/searchQuery'
import { buildSnapshot, type IndexRow } from '@/lib/search/snapshot'
import { searchSnapshot } from '@/lib/search/snapshotSearch'
import { SEARCH_PAGE_SIZE } from '@/lib/search/types'

type Extra = Partial<Pick<IndexRow, 'living' | 'plot' | 'epc' | 'features'>>
const row = (id: number, goal: string, cityId: number, webID: number, price: number | null, bedrooms: number, extra: Extra = {}): IndexRow => ({
  id,
  goal,
  cityId,
  webID,
  price,
  rooms: [bedrooms, 1, 0, 1, 0],
  living: null,
  plot: null,
  epc: null,
  features: 0,
  published: '',
  ...extra,
})
// Features as bits: garden 1, terrace 2, parking 4, lift 8, furnished 16, new-build 32.
const rows = [
  row(1, 'sale', 10, 1, 300_000, 2, { living: 150, plot: 400, epc: 2, features: 1 | 4 }),
  row(2, 'sale', 10, 2, 200_000, 1, { living: 80, epc: 0, features: 2 | 8 }),
  row(3, 'sale', 20, 1, null, 3, { living: 200, plot: 1000, epc: 5, features: 1 }),
  row(4, 'sale', 20, 1, 450_000, 4, { living: 99.5, plot: 150, epc: 3, features: 1 | 2 | 32 }),
  row(5, 'rent', 10, 1, 900, 2, { living: 60, epc: 1, features: 16 }),
]
// The orders as the database gives them (price per m²: 2500 for 2, 2000 for 1, 4523 for 4; 3 shows no price).
const snapshot = buildSnapshot(rows, {
  newest: [5, 2, 4, 3, 1],
  'price-asc': [5, 2, 1, 4, 3],
  'price-desc': [4, 1, 2, 5, 3],
  'price-m2-asc': [1, 2, 4, 5, 3],
  'living-desc': [3, 1, 4, 2, 5],
})
const run = (goal: 'sale' | 'rent', query: string, resolved: { cityIds?: number[]; typeIds?: number[]; textIds?: number[] | null } = {}) =>
  searchSnapshot(snapshot, parseSearchParams(goal, new URLSearchParams(query)), { cityIds: [], typeIds: [], textIds: null, ...resolved })

describe('searchSnapshot', () => {
  it('lists a goal newest first, with its facets', () => {
    expect(run('sale', '')).toEqual({
      ids: [2, 4, 3, 1],
      total: 4,
      page: 1,
      pages: 1,
      cityIds: [],
      typeIds: [],
      facets: {
        cities: [{ id: 10, count: 2 }, { id: 20, count: 2 }],
        types: [{ webID: 1, count: 3 }, { webID: 2, count: 1 }],
        epc: [{ epc: 'a', count: 1 }, { epc: 'b', count: 1 }, { epc: 'c', count: 2 }, { epc: 'd', count: 3 }, { epc: 'e', count: 3 }, { epc: 'f', count: 4 }, { epc: 'g', count: 4 }],
        has: [{ feature: 'garden', count: 3 }, { feature: 'terrace', count: 2 }, { feature: 'parking', count: 1 }, { feature: 'lift', count: 1 }, { feature: 'new-build', count: 1 }],
      },
    })
  })

  it('sorts by price with hidden prices last, and never matches a hidden price to a range', () => {
    expect(run('sale', 'sort=price-asc').ids).toEqual([2, 1, 4, 3])
    expect(run('sale', 'sort=price-desc').ids).toEqual([4, 1, 2, 3])
    expect(run('sale', 'price=250000-3000000').ids).toEqual([4, 1])
    expect(run('sale', 'price=0-300000').ids).toEqual([2, 1])
  })

  it('counts rooms as a minimum', () => {
    expect(run('sale', 'bedrooms=3').ids).toEqual([4, 3])
    expect(run('sale', 'bathrooms=2').total).toBe(0)
  })

  it('keeps to the text matches, the cities and the types, each facet counting the other filters', () => {
    expect(run('sale', '', { textIds: [1, 3, 5, 99] }).ids).toEqual([3, 1])
    const result = run('sale', '', { cityIds: [20], typeIds: [1] })
    expect(result.ids).toEqual([4, 3])
    expect(result.facets.cities).toEqual([{ id: 20, count: 2 }, { id: 10, count: 1 }])
    expect(result.facets.types).toEqual([{ webID: 1, count: 2 }])
  })

  it('a search kept to some listings (a text, the owner demand) finds, counts and orders exactly what the whole search finds among them', () => {
    const queries = ['', 'sort=price-asc', 'bedrooms=2&has=garden', 'epc=C', 'price=0-300000', 'living=100-&sort=living-desc']
    const subsets = [[1, 2, 3, 4, 5], [4, 1, 4, 99], [3], [2, 5], []]
    for (const query of queries) {
      const whole = run('sale', query)
      for (const only of subsets) {
        const kept = run('sale', query, { textIds: only })
        const found = whole.ids.filter((id) => only.includes(id))
        expect(kept.ids, `${query} among ${only}`).toEqual(found)
        expect(kept.total, `${query} among ${only}`).toBe(found.length)
      }
      // Every listing kept: the same page and the same facets as no restriction at all.
      expect(run('sale', query, { textIds: [5, 4, 3, 2, 1] })).toEqual(whole)
    }
    // With cities and types (one the snapshot does not hold), and on a later page.
    const resolved = { cityIds: [20, 777], typeIds: [1, 9] }
    expect(run('sale', '', { ...resolved, textIds: [1, 3, 4] })).toEqual(run('sale', '', resolved))
    // A later page of many: 40 listings, newest first by id descending, every third one kept.
    const many = Array.from({ length: 40 }, (_, k) => row(k + 1, 'sale', k % 2 ? 10 : 20, 1, 100_000 + k, 2))
    const byIdDown = many.map((listing) => listing.id).reverse()
    const big = buildSnapshot(many, { newest: byIdDown, 'price-asc': byIdDown, 'price-desc': byIdDown, 'price-m2-asc': byIdDown, 'living-desc': byIdDown })
    const kept = byIdDown.filter((id) => id % 3 === 0)
    const second = searchSnapshot(big, parseSearchParams('sale', new URLSearchParams('page=2')), { cityIds: [], typeIds: [], textIds: kept })
    expect(second).toMatchObject({ page: 2, total: kept.length, ids: kept.slice(SEARCH_PAGE_SIZE, 2 * SEARCH_PAGE_SIZE) })
  })

  it('keeps an area in its interval, both ends included, never a listing without that area', () => {
    expect(run('sale', 'living=100-').ids).toEqual([3, 1])
    expect(run('sale', 'living=99-').ids).toEqual([4, 3, 1])
    expect(run('sale', 'living=-150').ids).toEqual([2, 4, 1])
    expect(run('sale', 'living=150-150').ids).toEqual([1])
    expect(run('sale', 'plot=-400').ids).toEqual([4, 1])
    expect(run('sale', 'plot=401-999').total).toBe(0)
  })

  it('takes the EPC letter asked or a better one, and counts each letter for the other filters', () => {
    expect(run('sale', 'epc=a').ids).toEqual([2])
    expect(run('sale', 'epc=c').ids).toEqual([2, 1])
    expect(run('sale', 'epc=d').ids).toEqual([2, 4, 1])
    const result = run('sale', 'epc=c&bedrooms=2')
    expect(result.ids).toEqual([1])
    // The letters count every filter but the EPC: listings 1 (C), 3 (F) and 4 (D) have two bedrooms or more.
    expect(result.facets.epc).toEqual([{ epc: 'c', count: 1 }, { epc: 'd', count: 2 }, { epc: 'e', count: 2 }, { epc: 'f', count: 3 }, { epc: 'g', count: 3 }])
    expect(result.facets.cities).toEqual([{ id: 10, count: 1 }])
  })

  it('asks for every feature chosen, and counts the features of the results', () => {
    expect(run('sale', 'has=garden').ids).toEqual([4, 3, 1])
    expect(run('sale', 'has=garden,terrace').ids).toEqual([4])
    expect(run('sale', 'has=lift,garden').total).toBe(0)
    const result = run('sale', 'has=terrace')
    expect(result.facets.has).toEqual([{ feature: 'garden', count: 1 }, { feature: 'terrace', count: 2 }, { feature: 'lift', count: 1 }, { feature: 'new-build', count: 1 }])
  })

  it('sorts by price per m² and by living area as the database ordered them, within the matches', () => {
    expect(run('sale', 'sort=price-m2-asc').ids).toEqual([1, 2, 4, 3])
    expect(run('sale', 'sort=living-desc').ids).toEqual([3, 1, 4, 2])
    expect(run('sale', 'sort=living-desc&has=garden').ids).toEqual([3, 1, 4])
  })

  it('clamps the page', () => {
    expect(run('sale', 'page=40')).toMatchObject({ page: 1, pages: 1 })
  })
})
