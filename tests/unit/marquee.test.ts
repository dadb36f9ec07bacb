import { describe, expect, it } from 'vitest'
import {
  hasMarqueeBanner,
  isMarquee,
  MARQUEE_PRICE_IGNORE_LIST,
  marqueeCode,
  marqueeFromCode,
  marqueeLabelKey,
  MARQUEES,
} from '@/lib/domain/marquee'

describe('marquees', () => {
  it('keeps the SPEC codes: none 0, sold 3, rented 4', () => {
    expect(marqueeCode('none')).toBe(0)
    expect(marqueeCode('sold')).toBe(3)
    expect(marqueeCode('rented')).toBe(4)
    expect(marqueeLabelKey('sold')).toBe('MARQUEE_3')
    expect(marqueeLabelKey('rented')).toBe('MARQUEE_4')
  })

  it('gives every marquee its own code, and back', () => {
    const codes = MARQUEES.map(marqueeCode)
    expect(new Set(codes).size).toBe(MARQUEES.length)
    for (const m of MARQUEES) expect(marqueeFromCode(marqueeCode(m))).toBe(m)
  })

  it('gives null for unknown codes', () => {
    for (const code of [-1, 7, 3.5, Number.NaN, Infinity]) expect(marqueeFromCode(code)).toBeNull()
  })

  it('ignores the price of sold and rented properties only', () => {
    expect([...MARQUEE_PRICE_IGNORE_LIST].sort()).toEqual(['rented', 'sold'])
  })

  it('shows a banner for any marquee but none', () => {
    expect(hasMarqueeBanner('new')).toBe(true)
    expect(hasMarqueeBanner('sold')).toBe(true)
    expect(hasMarqueeBanner('none')).toBe(false)
    expect(hasMarqueeBanner(null)).toBe(false)
    expect(hasMarqueeBanner(undefined)).toBe(false)
    expect(hasMarqueeBanner('bogus' as 'new')).toBe(false)
  })

  it('guards marquee values', () => {
    expect(isMarquee('priceDrop')).toBe(true)
    for (const v of ['', 'SOLD', 3, null]) expect(isMarquee(v)).toBe(false)
  })
})
