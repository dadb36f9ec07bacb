import { describe, expect, it } from 'vitest'

import { SEARCH_SORTS, type SearchSort } from '@/lib/domain/searchQuery'
import { buildSnapshot, type IndexRow, rowOf } from '@/lib/search/snapshot'
import { patchSnapshot } from '@/lib/search/snapshotPatch'

import { createRandom, type Random } from '../../seed/random'

/**
 * The orders as the database sorts them, written from ORDERS in sqlParts.ts: keys compared left to
 * right, a NULL flag first (false before true), then the value, then the id, newest first.
 */
const key: Record<SearchSort, (row: IndexRow) => (number | string)[]> = {
  newest: (r) => [r.published, r.id],
  'price-asc': (r) => [r.price === null ? 1 : 0, r.price ?? 0, -r.id],
  'price-desc': (r) => [r.price === null ? 1 : 0, -(r.price ?? 0), -r.id],
  'price-m2-asc': (r) => [r.price === null || r.living === null ? 1 : 0, r.price !== null && r.living !== null ? r.price / r.living : 0, -r.id],
  'living-desc': (r) => [r.living === null ? 1 : 0, -(r.living ?? 0), -r.id],
}
const lexical = (a: (number | string)[], b: (number | string)[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1
  return 0
}
const databaseOrders = (rows: readonly IndexRow[]): Record<SearchSort, number[]> =>
  Object.fromEntries(
    SEARCH_SORTS.map((sort) => {
      // newest is descending on both keys: the reverse of the ascending order of (published, id).
      const sorted = [...rows].sort((a, b) => lexical(key[sort](a), key[sort](b)))
      return [sort, (sort === 'newest' ? sorted.reverse() : sorted).map((r) => r.id)]
    }),
  ) as Record<SearchSort, number[]>
const fromScratch = (rows: ReadonlyMap<number, IndexRow>) => buildSnapshot([...rows.values()], databaseOrders([...rows.values()]))

/** A row of few distinct values, so ties, shared cities and missing values are common. */
const randomRow = (random: Random, id: number): IndexRow => ({
  id,
  goal: random.pick(['sale', 'rent']),
  cityId: random.int(1, 8),
  webID: random.pick([1, 2, 3, 40]),
  price: random.pick([null, 0, 150_000, 150_000, 320_000, 900]),
  rooms: [random.int(0, 4), random.int(0, 2), 0, random.int(0, 2), random.int(0, 1)],
  living: random.pick([null, 60, 95.5, 120, 120]),
  plot: random.pick([null, 200, 1250.25]),
  epc: random.pick([null, 0, 3, 8]),
  features: random.int(0, 63),
  published: random.pick(['', '2026-01-10T09:00:00.000Z', '2026-03-02T17:30:12.345Z', '2026-03-02T17:30:12.345Z', '2025-12-31T23:59:59.999Z']),
})

describe('patchSnapshot', () => {
  it('equals the snapshot built from scratch after every step of random upserts and removals', () => {
    for (let run = 0; run < 40; run++) {
      const random = createRandom(run + 1)
      const rows = new Map<number, IndexRow>()
      for (let n = random.int(0, 25); n > 0; n--) {
        const id = random.int(1, 60)
        rows.set(id, randomRow(random, id))
      }
      let snapshot = fromScratch(rows)
      for (let step = 0; step < 25; step++) {
        const upserts: IndexRow[] = []
        const removed: number[] = []
        for (let n = random.int(1, 6); n > 0; n--) {
          // New or known ids (below, between and above those held), removals of known ids and of unknown ones.
          const id = random.chance(0.5) && rows.size ? random.pick([...rows.keys()]) : random.int(1, 60)
          if (upserts.some((r) => r.id === id) || removed.includes(id)) continue
          if (random.chance(0.35)) removed.push(id)
          else upserts.push(randomRow(random, id))
        }
        for (const id of removed) rows.delete(id)
        for (const row of upserts) rows.set(row.id, row)
        snapshot = patchSnapshot(snapshot, { upserts, removed })
        expect(snapshot, `run ${run}, step ${step}`).toEqual(fromScratch(rows))
      }
    }
  })

  it('adds to an empty snapshot, removes the last row, and codes a new city or type among the others', () => {
    const random = createRandom(99)
    const a = { ...randomRow(random, 5), cityId: 30, webID: 2 }
    const b = { ...randomRow(random, 2), cityId: 10, webID: 2 }
    const empty = fromScratch(new Map())
    const one = patchSnapshot(empty, { upserts: [a], removed: [] })
    expect(one).toEqual(fromScratch(new Map([[5, a]])))
    // A city and a type coded before the others (codes are in value order), and one row's codes recoded.
    const c = { ...randomRow(random, 9), cityId: 20, webID: 1 }
    const three = patchSnapshot(one, { upserts: [b, c], removed: [] })
    expect(three.cities.values).toEqual([10, 20, 30])
    expect(three.types.values).toEqual([1, 2])
    expect(three).toEqual(fromScratch(new Map([[2, b], [5, a], [9, c]])))
    // The last listing of a city gone, and with it the city's code.
    expect(patchSnapshot(three, { upserts: [], removed: [9] }).cities.values).toEqual([10, 30])
    expect(patchSnapshot(one, { upserts: [], removed: [5] })).toEqual(empty)
  })

  it('moves a listing whose price went, whose goal changed or whose date changed to its new places', () => {
    const random = createRandom(7)
    const rows = new Map(Array.from({ length: 30 }, (_, i) => [i + 1, randomRow(random, i + 1)] as const))
    const before = fromScratch(rows)
    const changed = { ...rows.get(12)!, price: null, goal: rows.get(12)!.goal === 'sale' ? 'rent' : 'sale', published: '2027-01-01T00:00:00.000Z' }
    rows.set(12, changed)
    const after = patchSnapshot(before, { upserts: [changed], removed: [] })
    expect(after).toEqual(fromScratch(rows))
    expect(after.ids[after.orders.newest[0]]).toBe(12)
    expect(Number.isNaN(after.price[rowOf(after, 12)])).toBe(true)
  })

  it('leaves the snapshot it was given as it was, for the searches still reading it', () => {
    const random = createRandom(3)
    const rows = new Map(Array.from({ length: 20 }, (_, i) => [i * 3, randomRow(random, i * 3)] as const))
    const before = fromScratch(rows)
    const copy = structuredClone(before)
    patchSnapshot(before, { upserts: [randomRow(random, 1), { ...randomRow(random, 6), cityId: 99 }], removed: [9, 57] })
    expect(before).toEqual(copy)
  })

  it('ignores the removal of a listing it does not hold', () => {
    const random = createRandom(5)
    const rows = new Map([[4, randomRow(random, 4)]])
    expect(patchSnapshot(fromScratch(rows), { upserts: [], removed: [8] })).toEqual(fromScratch(rows))
  })
})
