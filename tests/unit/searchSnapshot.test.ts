import { describe, expect, it } from 'vitest'

import { parseSearchParams } from '@/lib/domain/searchQuery'
import { buildSnapshot, type IndexRow, searchSnapshot } from '@/lib/search/snapshot'

const row = (id: number, goal: string, cityId: number, webID: number, price: number | null, bedrooms: number): IndexRow => ({
  id,
  goal,
  cityId,
  webID,
  price,
  rooms: [bedrooms, 1, 0, 1, 0],
})
const rows = [row(1, 'sale', 10, 1, 300_000, 2), row(2, 'sale', 10, 2, 200_000, 1), row(3, 'sale', 20, 1, null, 3), row(4, 'sale', 20, 1, 450_000, 4), row(5, 'rent', 10, 1, 900, 2)]
// The orders as the database gives them.
const snapshot = buildSnapshot(rows, { newest: [5, 2, 4, 3, 1], 'price-asc': [5, 2, 1, 4, 3], 'price-desc': [4, 1, 2, 5, 3] })
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
      facets: { cities: [{ id: 10, count: 2 }, { id: 20, count: 2 }], types: [{ webID: 1, count: 3 }, { webID: 2, count: 1 }] },
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

  it('clamps the page', () => {
    expect(run('sale', 'page=40')).toMatchObject({ page: 1, pages: 1 })
  })
})
