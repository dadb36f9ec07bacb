import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { formatArea, formatFileSize, formatNumber, formatPercent, formatPrice, NUMBER_LOCALE, numberLocale } from '@/i18n/numbers'

/** ICU separates with no-break and narrow no-break spaces; compare with plain ones. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ')

/** One language's numbers: a price, a whole number, an area, a percentage with a decimal, a negative. */
const sample = (locale: (typeof locales)[number]) => ({
  price: plain(formatPrice(125_000, locale)),
  number: plain(formatNumber(2549, locale)),
  decimal: plain(formatNumber(1.5, locale)),
  area: plain(formatArea(2549.5, locale)),
  percent: plain(formatPercent(0.125, locale)),
  negative: plain(formatPercent(-0.048, locale)),
  change: plain(formatPercent(0.048, locale, { signed: true })),
  cents: plain(formatPrice(-1234.5, locale)),
  size: plain(formatFileSize(1_250_000, locale)),
})

describe('one number format per language', () => {
  it('has a format for every language: the Belgian variants, and British English', () => {
    expect(Object.keys(NUMBER_LOCALE).sort()).toEqual([...locales].sort())
    expect(NUMBER_LOCALE).toEqual({ nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE', en: 'en-GB' })
    expect(numberLocale('en')).toBe('en-GB')
  })

  it('English: comma thousands and dot decimals everywhere (no more €125,000 beside 2.549 and -4,8%)', () => {
    expect(sample('en')).toEqual({
      price: '€125,000',
      number: '2,549',
      decimal: '1.5',
      area: '2,549.5 m²',
      percent: '12.5%',
      negative: '-4.8%',
      change: '+4.8%',
      cents: '-€1,234.50',
      size: '1.3 MB',
    })
  })

  it('Dutch: Belgian, as before', () => {
    expect(sample('nl')).toEqual({
      price: '€ 125.000',
      number: '2.549',
      decimal: '1,5',
      area: '2.549,5 m²',
      percent: '12,5%',
      negative: '-4,8%',
      change: '+4,8%',
      cents: '€ -1.234,50',
      size: '1,3 MB',
    })
  })

  it('French: Belgian, as before', () => {
    expect(sample('fr')).toEqual({
      price: '125 000 €',
      number: '2 549',
      decimal: '1,5',
      area: '2 549,5 m²',
      percent: '12,5 %',
      negative: '-4,8 %',
      change: '+4,8 %',
      cents: '-1 234,50 €',
      size: '1,3 Mo',
    })
  })

  it('German: Belgian, as before', () => {
    expect(sample('de')).toEqual({
      price: '125.000 €',
      number: '2.549',
      decimal: '1,5',
      area: '2.549,5 m²',
      percent: '12,5 %',
      negative: '-4,8 %',
      change: '+4,8 %',
      cents: '-1.234,50 €',
      size: '1,3 MB',
    })
  })

  it('every language keeps to its own separators across kinds', () => {
    for (const locale of locales) {
      const thousands = plain(formatNumber(2549, locale))?.charAt(1)
      const decimal = plain(formatNumber(1.5, locale))?.charAt(1)
      expect(plain(formatPrice(125_000, locale)), locale).toContain(`125${thousands}000`)
      expect(plain(formatArea(2549.5, locale)), locale).toBe(`2${thousands}549${decimal}5 m²`)
      expect(plain(formatPercent(-0.048, locale)), locale).toMatch(new RegExp(`^-4\\${decimal}8 ?%$`))
    }
  })

  it('keeps the no-break space before m², and a sign only where asked', () => {
    expect(formatArea(95, 'en')).toBe('95\u00a0m²')
    expect(formatPercent(0, 'en', { signed: true })).toBe('0%')
    expect(formatPercent(0.048, 'en')).toBe('4.8%')
  })

  it('gives the same text from its cached formats on every call', () => {
    expect(formatNumber(1_000_000, 'en')).toBe(formatNumber(1_000_000, 'en'))
    expect(formatNumber(1_000_000, 'fr')).not.toBe(formatNumber(1_000_000, 'en'))
  })

  it('file sizes: none when unknown, kB below a megabyte', () => {
    expect(formatFileSize(120_400, 'en')).toBe('120 kB')
    expect(formatFileSize(null, 'en')).toBeNull()
    expect(formatFileSize(0, 'nl')).toBeNull()
  })
})
