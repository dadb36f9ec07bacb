import { describe, expect, it } from 'vitest'
import { formatPhone, telHref } from '@/lib/domain/phone'

describe('formatPhone', () => {
  it('groups 10 digits 4-2-2-2', () => {
    expect(formatPhone('0470123456')).toBe('0470 12 34 56')
    expect(formatPhone('0470/12.34.56')).toBe('0470 12 34 56')
    expect(formatPhone(' 0470 12 34 56 ')).toBe('0470 12 34 56')
  })

  it('groups 9 digits 3-2-2-2', () => {
    expect(formatPhone('050123456')).toBe('050 12 34 56')
    expect(formatPhone('09/123.45.67')).toBe('091 23 45 67')
  })

  it('leaves other lengths unchanged', () => {
    for (const text of ['04701234567', '05012345', '+32 470 12 34 56', '112', '', 'call us', '0032470123456']) {
      expect(formatPhone(text)).toBe(text)
    }
  })

  it('counts digits only', () => {
    expect(formatPhone('tel. 0470-123-456')).toBe('0470 12 34 56')
  })

  it('leaves international numbers unchanged, even with 9 or 10 digits', () => {
    expect(formatPhone('+32 9 123 45 67')).toBe('+32 9 123 45 67')
    expect(formatPhone('+3291234567')).toBe('+3291234567')
    expect(formatPhone(' 0032 912345')).toBe(' 0032 912345')
    expect(formatPhone('+352 621 123')).toBe('+352 621 123')
  })

  it('gives an empty string for non-strings and survives huge input', () => {
    expect(formatPhone(undefined)).toBe('')
    expect(formatPhone(null)).toBe('')
    const huge = '1'.repeat(100_000)
    expect(formatPhone(huge)).toBe(huge)
  })
})

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('0470 12 34 56')).toBe('tel:0470123456')
    expect(telHref('+32 470 12 34 56')).toBe('tel:+32470123456')
    expect(telHref(' +32/470.12.34.56 ')).toBe('tel:+32470123456')
  })

  it('drops the trunk (0) after a country code', () => {
    expect(telHref('+32 (0)470 12 34 56')).toBe('tel:+32470123456')
    expect(telHref('+32 ( 0 ) 9 123 45 67')).toBe('tel:+3291234567')
    expect(telHref('(0)9 123 45 67')).toBe('tel:091234567')
  })

  it('ignores a plus that is not leading', () => {
    expect(telHref('0470+12')).toBe('tel:047012')
    expect(telHref('++32 470')).toBe('tel:+32470')
  })

  it('gives null without digits or for absurd lengths', () => {
    for (const text of ['', '+', 'abc', '   ', undefined, null, '1'.repeat(21)]) expect(telHref(text)).toBeNull()
    expect(telHref('1'.repeat(20))).toBe(`tel:${'1'.repeat(20)}`)
  })
})
