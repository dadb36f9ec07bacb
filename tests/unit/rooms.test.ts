import { describe, expect, it } from 'vitest'
import {
  clampRoomCount,
  isRoomKind,
  MAX_ROOM_COUNT,
  parseRoomCount,
  parseRoomSelection,
  ROOM_KINDS,
  setRoomCount,
} from '@/lib/domain/rooms'

describe('ROOM_KINDS', () => {
  it('lists the five kinds of SPEC 3', () => {
    expect(ROOM_KINDS).toEqual(['bedrooms', 'bathrooms', 'showerrooms', 'toilets', 'garages'])
    expect(isRoomKind('toilets')).toBe(true)
    expect(isRoomKind('parkings')).toBe(false)
    expect(isRoomKind(undefined)).toBe(false)
  })
})

describe('setRoomCount', () => {
  it('sets a count without changing the input', () => {
    const before = { bedrooms: 2 }
    const after = setRoomCount(before, 'garages', 1)
    expect(after).toEqual({ bedrooms: 2, garages: 1 })
    expect(before).toEqual({ bedrooms: 2 })
  })

  it('drops a kind set to 0 and never goes below 0', () => {
    expect(setRoomCount({ bedrooms: 1, toilets: 1 }, 'bedrooms', 0)).toEqual({ toilets: 1 })
    expect(setRoomCount({ bedrooms: 1 }, 'bedrooms', -1)).toEqual({})
    expect(setRoomCount({}, 'bathrooms', -100)).toEqual({})
    expect('bedrooms' in setRoomCount({ bedrooms: 1 }, 'bedrooms', 0)).toBe(false)
  })

  it('keeps 1 and counts up', () => {
    expect(setRoomCount({}, 'bedrooms', 1)).toEqual({ bedrooms: 1 })
    expect(setRoomCount({ bedrooms: 3 }, 'bedrooms', 4)).toEqual({ bedrooms: 4 })
  })

  it('makes bad counts safe', () => {
    expect(setRoomCount({ bedrooms: 2 }, 'bedrooms', Number.NaN)).toEqual({})
    expect(setRoomCount({}, 'bedrooms', 2.7)).toEqual({ bedrooms: 2 })
    expect(setRoomCount({}, 'bedrooms', 0.5)).toEqual({})
    expect(setRoomCount({}, 'bedrooms', 1e9)).toEqual({ bedrooms: MAX_ROOM_COUNT })
    expect(setRoomCount({}, 'bedrooms', Infinity)).toEqual({ bedrooms: MAX_ROOM_COUNT })
  })

  it('clamps counts', () => {
    expect(clampRoomCount(MAX_ROOM_COUNT)).toBe(MAX_ROOM_COUNT)
    expect(clampRoomCount(MAX_ROOM_COUNT + 1)).toBe(MAX_ROOM_COUNT)
    expect(clampRoomCount(1)).toBe(1)
    expect(clampRoomCount(0.99)).toBe(0)
    expect(clampRoomCount(-Infinity)).toBe(0)
  })
})

describe('parseRoomCount', () => {
  it('reads whole positive counts', () => {
    expect(parseRoomCount('1')).toBe(1)
    expect(parseRoomCount(' 3 ')).toBe(3)
    expect(parseRoomCount('03')).toBe(3)
    expect(parseRoomCount(String(MAX_ROOM_COUNT))).toBe(MAX_ROOM_COUNT)
  })

  it('caps huge counts', () => {
    expect(parseRoomCount(String(MAX_ROOM_COUNT + 1))).toBe(MAX_ROOM_COUNT)
    expect(parseRoomCount('9'.repeat(1000))).toBe(MAX_ROOM_COUNT)
  })

  it('drops zero, negative, fractional and junk values', () => {
    for (const v of ['0', '000', '-1', '-0', '2.5', '1e2', 'NaN', 'abc', '', ' ', '+2', '٢', undefined, null]) {
      expect(parseRoomCount(v)).toBeNull()
    }
  })
})

describe('parseRoomSelection', () => {
  it('reads each kind and drops invalid ones', () => {
    const values: Record<string, string> = { bedrooms: '2', bathrooms: '0', toilets: '-1', garages: 'x', showerrooms: '1' }
    expect(parseRoomSelection((kind) => values[kind])).toEqual({ bedrooms: 2, showerrooms: 1 })
  })

  it('gives an empty selection for nothing', () => {
    expect(parseRoomSelection(() => undefined)).toEqual({})
    expect(parseRoomSelection(() => null)).toEqual({})
  })
})
