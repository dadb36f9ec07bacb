import { describe, expect, it } from 'vitest'
import {
  COUNTRY_CODES_BY_ID,
  COUNTRY_IDS,
  countryCodeForId,
  isCountryCode,
  parsePostcode,
  regionFor,
  regionForPostcode,
} from '@/lib/domain/postcode'

describe('COUNTRY_IDS', () => {
  it('maps Belgium to 10 and Luxembourg to 50, and back', () => {
    expect(COUNTRY_IDS).toEqual({ BE: 10, LU: 50 })
    expect(COUNTRY_CODES_BY_ID[10]).toBe('BE')
    expect(COUNTRY_CODES_BY_ID[50]).toBe('LU')
  })

  it('reads feed ids as numbers or numeric strings', () => {
    expect(countryCodeForId(10)).toBe('BE')
    expect(countryCodeForId(50)).toBe('LU')
    expect(countryCodeForId(' 50 ')).toBe('LU')
  })

  it('gives null for other or bad ids', () => {
    for (const id of [0, 11, 49, 51, -10, Number.NaN, 1e300, '', 'BE', '10a', null, undefined]) {
      expect(countryCodeForId(id)).toBeNull()
    }
  })

  it('guards country codes', () => {
    expect(isCountryCode('BE')).toBe(true)
    expect(isCountryCode('LU')).toBe(true)
    for (const v of ['be', 'FR', '', 10, undefined]) expect(isCountryCode(v)).toBe(false)
  })
})

describe('regionForPostcode', () => {
  it.each([
    [999, null],
    [1000, 'brussels'],
    [1001, 'brussels'],
    [1299, 'brussels'],
    [1300, 'wallonia'],
    [1499, 'wallonia'],
    [1500, 'flanders'],
    [3999, 'flanders'],
    [4000, 'wallonia'],
    [7999, 'wallonia'],
    [8000, 'flanders'],
    [9000, 'flanders'],
    [9999, 'flanders'],
    [10000, null],
  ])('%s -> %s', (zip, region) => {
    expect(regionForPostcode(zip)).toBe(region)
    expect(regionForPostcode(String(zip))).toBe(region)
  })

  it('trims strings', () => {
    expect(regionForPostcode(' 9000 ')).toBe('flanders')
    expect(regionForPostcode('\t1050\n')).toBe('brussels')
  })

  it('rejects anything that is not exactly four digits', () => {
    for (const zip of ['90000', '900', 'abc', '', '   ', '9 000', '9000a', 'B-9000', '-1000', '1e3', '1000.0', '０９００']) {
      expect(regionForPostcode(zip)).toBeNull()
    }
    expect(regionForPostcode('0999')).toBeNull()
  })

  it('rejects bad numbers and non-values', () => {
    for (const zip of [Number.NaN, Infinity, -Infinity, -1000, 1000.5, 0, Number.MAX_SAFE_INTEGER, null, undefined]) {
      expect(regionForPostcode(zip)).toBeNull()
    }
  })

  it('parses postcodes to numbers', () => {
    expect(parsePostcode('1000')).toBe(1000)
    expect(parsePostcode(9999)).toBe(9999)
    expect(parsePostcode(999)).toBeNull()
    expect(parsePostcode('x'.repeat(100_000))).toBeNull()
  })
})

describe('regionFor', () => {
  it('maps Belgian postcodes', () => {
    expect(regionFor('1000', 'BE')).toBe('brussels')
    expect(regionFor(4000, 'BE')).toBe('wallonia')
    expect(regionFor('1499', 'BE')).toBe('wallonia')
  })

  it('never maps a Luxembourg postcode to a Belgian region', () => {
    expect(regionFor('1000', 'LU')).toBeNull()
    expect(regionFor(9000, 'LU')).toBeNull()
  })
})
