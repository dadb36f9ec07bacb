import { describe, expect, it } from 'vitest'
import { distinct, MAX_VALUE_LENGTH, MAX_VALUES_PER_PARAM, readList, readParam } from '@/lib/domain/searchParams'

describe('readParam', () => {
  it('reads URLSearchParams and plain objects alike', () => {
    expect(readParam(new URLSearchParams('a=1&a=2&b=3'), 'a')).toEqual(['1', '2'])
    expect(readParam({ a: ['1', '2'], b: '3' }, 'a')).toEqual(['1', '2'])
    expect(readParam({ b: '3' }, 'b')).toEqual(['3'])
  })

  it('gives [] for absent values and missing params', () => {
    expect(readParam(new URLSearchParams(''), 'a')).toEqual([])
    expect(readParam({ a: undefined }, 'a')).toEqual([])
    expect(readParam({}, 'a')).toEqual([])
    expect(readParam(null, 'a')).toEqual([])
    expect(readParam(undefined, 'a')).toEqual([])
  })

  it('ignores inherited properties and non-string values', () => {
    expect(readParam({}, 'constructor')).toEqual([])
    expect(readParam({}, 'toString')).toEqual([])
    expect(readParam(Object.create({ city: 'gent|9000' }) as Record<string, string>, 'city')).toEqual([])
    expect(readParam({ a: ['1', 2, null] as unknown as string[] }, 'a')).toEqual(['1'])
  })

  it('bounds the number and length of values', () => {
    const many = Array.from({ length: MAX_VALUES_PER_PARAM + 50 }, (_, i) => String(i))
    expect(readParam({ a: many }, 'a')).toHaveLength(MAX_VALUES_PER_PARAM)
    expect(readParam({ a: 'x'.repeat(MAX_VALUE_LENGTH + 1) }, 'a')[0]).toHaveLength(MAX_VALUE_LENGTH)
  })
})

describe('readList', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(readList(new URLSearchParams('t=1,2&t= 3 &t=,,&t='), 't')).toEqual(['1', '2', '3'])
  })
})

describe('distinct', () => {
  it('keeps the first of each key, up to a maximum', () => {
    expect(distinct([1, 2, 1, 3, 2, 4], String, 3)).toEqual([1, 2, 3])
    expect(distinct([1, 1], String, 0)).toEqual([])
    expect(distinct([], String, 5)).toEqual([])
  })
})
