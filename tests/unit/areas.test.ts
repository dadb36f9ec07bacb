import { describe, expect, it } from 'vitest'

import { areaParam, describeAreaRange, formatArea, inAreaRange, listingArea, MAX_AREA, parseAreaParam, pricePerSquareMetre } from '@/lib/domain/areas'

describe('parseAreaParam', () => {
  it('reads a minimum, a maximum or both, either side empty', () => {
    expect(parseAreaParam('100-')).toEqual({ min: 100 })
    expect(parseAreaParam('-200')).toEqual({ max: 200 })
    expect(parseAreaParam('100-200')).toEqual({ min: 100, max: 200 })
    expect(parseAreaParam(' 100 - 200 ')).toEqual({ min: 100, max: 200 })
  })

  it('takes one exact area, and reorders swapped sides', () => {
    expect(parseAreaParam('100-100')).toEqual({ min: 100, max: 100 })
    expect(parseAreaParam('200-100')).toEqual({ min: 100, max: 200 })
  })

  it('reads a side of 0 as no bound, so 0- and 0-0 filter nothing', () => {
    expect(parseAreaParam('0-')).toBeNull()
    expect(parseAreaParam('0-200')).toEqual({ max: 200 })
    expect(parseAreaParam('000-')).toBeNull()
    expect(parseAreaParam('-0')).toBeNull()
    expect(parseAreaParam('0-0')).toBeNull()
    expect(parseAreaParam('100-0')).toEqual({ min: 100 })
    expect(parseAreaParam('0100-')).toEqual({ min: 100 })
  })

  it('refuses what is not whole m² on either side of one dash', () => {
    for (const text of ['', '-', ' - ', '100', '95.5-', '-95,5', '1e3-', 'abc', '100-200-300', '--100', '+100-', '-100-', '100 200']) {
      expect(parseAreaParam(text), text).toBeNull()
    }
    expect(parseAreaParam(undefined)).toBeNull()
    expect(parseAreaParam(null)).toBeNull()
  })

  it('takes MAX_AREA at most, and refuses longer texts than any area needs', () => {
    expect(parseAreaParam(`${MAX_AREA}-`)).toEqual({ min: MAX_AREA })
    expect(parseAreaParam(`-${MAX_AREA + 1}`)).toBeNull()
    expect(parseAreaParam(`${'0'.repeat(30)}100-`)).toEqual({ min: 100 })
    expect(parseAreaParam(`${'0'.repeat(40)}100-`)).toBeNull()
  })
})

describe('areaParam', () => {
  it('writes what parseAreaParam reads', () => {
    for (const text of ['100-', '-200', '100-200', '100-100']) expect(areaParam(parseAreaParam(text))).toBe(text)
  })

  it('gives null for no filter or a range that cannot be', () => {
    expect(areaParam(undefined)).toBeNull()
    expect(areaParam({})).toBeNull()
    expect(areaParam({ min: 0 })).toBeNull()
    expect(areaParam({ min: 0, max: 50 })).toBe('-50')
    expect(areaParam({ min: 50, max: 0 })).toBe('50-')
    expect(areaParam({ min: 300, max: 200 })).toBeNull()
    expect(areaParam({ min: 10.5 })).toBeNull()
    expect(areaParam({ min: -1 })).toBeNull()
    expect(areaParam({ max: MAX_AREA + 1 })).toBeNull()
    expect(areaParam({ min: Number.NaN })).toBeNull()
  })
})

describe('listingArea and inAreaRange', () => {
  it('counts an area above 0 only', () => {
    expect(listingArea(120)).toBe(120)
    expect(listingArea(0.5)).toBe(0.5)
    for (const value of [0, -3, null, undefined, Number.NaN, Infinity, '120']) expect(listingArea(value)).toBeNull()
  })

  it('includes both ends, and never a listing without the area', () => {
    expect(inAreaRange(100, { min: 100 })).toBe(true)
    expect(inAreaRange(99.99, { min: 100 })).toBe(false)
    expect(inAreaRange(200, { max: 200 })).toBe(true)
    expect(inAreaRange(200.01, { max: 200 })).toBe(false)
    expect(inAreaRange(150, { min: 100, max: 200 })).toBe(true)
    expect(inAreaRange(null, { max: 200 })).toBe(false)
  })
})

describe('pricePerSquareMetre', () => {
  it('divides the shown price by the living area, null when either is missing', () => {
    expect(pricePerSquareMetre(300_000, 150)).toBe(2000)
    expect(pricePerSquareMetre(null, 150)).toBeNull()
    expect(pricePerSquareMetre(300_000, null)).toBeNull()
  })
})

describe('formatArea and describeAreaRange', () => {
  const templates = { from: 'vanaf {area}', upTo: 'tot {area}' }

  it('formats for Belgium with a no-break space before the unit', () => {
    expect(formatArea(1250, 'nl')).toBe('1.250\u00a0m²')
    expect(formatArea(95.5, 'nl')).toBe('95,5\u00a0m²')
    expect(formatArea(1250, 'fr')).toMatch(/^1\s250\u00a0m²$/u)
  })

  it('says a range in words', () => {
    expect(describeAreaRange({ min: 100, max: 200 }, 'nl', templates)).toBe('100\u00a0m² – 200\u00a0m²')
    expect(describeAreaRange({ min: 100 }, 'nl', templates)).toBe('vanaf 100\u00a0m²')
    expect(describeAreaRange({ max: 200 }, 'nl', templates)).toBe('tot 200\u00a0m²')
  })
})
