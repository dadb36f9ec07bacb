import { describe, expect, it } from 'vitest'
import { formatPrice, PRICE_FORMAT_FALLBACK } from '@/lib/domain/price'

/** ICU uses no-break and narrow no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatPrice', () => {
  it('formats whole euros the Belgian-Dutch way by default', () => {
    expect(plain(formatPrice(1_250_000))).toBe('€ 1.250.000')
    expect(plain(formatPrice(0))).toBe('€ 0')
    expect(plain(formatPrice(999))).toBe('€ 999')
    expect(plain(formatPrice(1000))).toBe('€ 1.000')
  })

  it('keeps cents only when there are some', () => {
    expect(plain(formatPrice(1234.5))).toBe('€ 1.234,50')
    expect(plain(formatPrice(0.01))).toBe('€ 0,01')
    expect(plain(formatPrice(1234.999))).toBe('€ 1.235')
    expect(plain(formatPrice(1234.004))).toBe('€ 1.234')
  })

  it('puts a minus on negatives', () => {
    expect(plain(formatPrice(-1234))).toBe('€ -1.234')
    expect(plain(formatPrice(-0.5))).toBe('€ -0,50')
    expect(plain(formatPrice(-0.01))).toBe('€ -0,01')
  })

  it('never shows minus zero', () => {
    expect(plain(formatPrice(-0))).toBe('€ 0')
    expect(plain(formatPrice(-0.004))).toBe('€ 0')
  })

  it('follows the language, in Belgium', () => {
    expect(plain(formatPrice(1_250_000, 'fr'))).toBe('1 250 000 €')
    expect(plain(formatPrice(1_250_000, 'de'))).toBe('1.250.000 €')
    expect(plain(formatPrice(1_250_000, 'en'))).toBe('€1,250,000')
    expect(plain(formatPrice(-1234, 'fr'))).toBe('-1 234 €')
  })

  it('gives NaN for non-finite or non-number input', () => {
    expect(PRICE_FORMAT_FALLBACK).toBe('NaN')
    for (const amount of [Number.NaN, Infinity, -Infinity, '12' as unknown as number, undefined as unknown as number]) {
      expect(formatPrice(amount)).toBe('NaN')
    }
  })

  it('gives NaN when formatting fails (unusable language at runtime)', () => {
    expect(formatPrice(100, 'x!' as 'nl')).toBe('NaN')
  })

  it('formats huge values without throwing', () => {
    expect(plain(formatPrice(1e15))).toBe('€ 1.000.000.000.000.000')
    expect(formatPrice(Number.MAX_VALUE)).toMatch(/^€\s179\.769/)
  })
})
