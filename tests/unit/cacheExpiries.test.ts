import { describe, expect, it } from 'vitest'

import { mergeExpiries, type Expiry } from '@/lib/cache/expiries'

let nextId = 1
const record = (tags: string[], listings: Expiry['listings'] = null): Expiry => ({ id: nextId++, tags, listings, at: 1_764_250_000_000 + nextId })

describe('mergeExpiries: what a batch of expiry records asks of a web server', () => {
  it('nothing for no records', () => {
    expect(mergeExpiries([])).toEqual({ tags: [], listings: null })
  })

  it('each tag once, in the order first recorded', () => {
    expect(mergeExpiries([record(['properties', 'property:12']), record(['property:12', 'home']), record([]), record(['properties'])]).tags).toEqual(['properties', 'property:12', 'home'])
  })

  it('no listings to read again when no record names any', () => {
    expect(mergeExpiries([record(['a']), record(['b'])]).listings).toBeNull()
  })

  it('the listings of every record, each once', () => {
    const { listings } = mergeExpiries([record(['a'], [12, 7]), record(['b']), record([], [7, 31]), record(['c'], [12])])
    expect([...(listings as number[])].sort((x, y) => x - y)).toEqual([7, 12, 31])
  })

  it('every listing once one record asks for all, before or after the others', () => {
    expect(mergeExpiries([record(['a'], [12]), record(['b'], 'all'), record(['c'], [7])])).toEqual({ tags: ['a', 'b', 'c'], listings: 'all' })
    expect(mergeExpiries([record(['a'], 'all'), record(['b'], [7])])).toEqual({ tags: ['a', 'b'], listings: 'all' })
    expect(mergeExpiries([record([], [1]), record([], null), record([], 'all')]).listings).toBe('all')
  })

  it('still collects the tags of records after one that asks for all listings', () => {
    expect(mergeExpiries([record(['x'], 'all'), record(['y'], [3]), record(['z'])]).tags).toEqual(['x', 'y', 'z'])
  })

  it('an empty list of listings asks for none', () => {
    const { listings } = mergeExpiries([record(['a'], [])])
    expect(listings ?? []).toEqual([])
  })

  it('leaves the records as they were', () => {
    const records = [record(['a', 'a'], [1, 1]), record(['b'], [2])]
    const copy = structuredClone(records)
    mergeExpiries(records)
    expect(records).toEqual(copy)
  })
})
