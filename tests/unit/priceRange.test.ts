import { describe, expect, it } from 'vitest'
import {
  commitMaxEdit,
  commitMinEdit,
  fullPriceValue,
  isAllowedPriceKey,
  moveHandle,
  parsePriceParam,
  PRICE_RANGES,
  priceParam,
  snapToStep,
  stripNonDigits,
} from '@/lib/domain/priceRange'

const sale = PRICE_RANGES.sale
const rent = PRICE_RANGES.rent

describe('PRICE_RANGES', () => {
  it('matches SPEC 4', () => {
    expect(sale).toEqual({ min: 0, max: 3_000_000, step: 1000 })
    expect(rent).toEqual({ min: 0, max: 2000, step: 100 })
    expect(fullPriceValue(rent)).toEqual({ min: 0, max: 2000 })
  })
})

describe('isAllowedPriceKey', () => {
  it('allows digits, Backspace and Delete', () => {
    for (const key of ['0', '5', '9', 'Backspace', 'Delete']) expect(isAllowedPriceKey(key)).toBe(true)
  })

  it('allows navigation and Enter so the field is no keyboard trap and can commit', () => {
    for (const key of ['Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter']) {
      expect(isAllowedPriceKey(key)).toBe(true)
    }
  })

  it('blocks everything else', () => {
    for (const key of ['a', 'e', '-', '+', '.', ',', ' ', '€', '٣', '10', '', 'Escape', 'Spacebar', 'backspace', 'F5']) {
      expect(isAllowedPriceKey(key)).toBe(false)
    }
    expect(isAllowedPriceKey(undefined as unknown as string)).toBe(false)
  })

  it('lets Ctrl/Cmd shortcuts through, but not bare letters or named keys', () => {
    expect(isAllowedPriceKey('v', { ctrlKey: true })).toBe(true)
    expect(isAllowedPriceKey('a', { metaKey: true })).toBe(true)
    expect(isAllowedPriceKey('v', { ctrlKey: false })).toBe(false)
    expect(isAllowedPriceKey('Escape', { ctrlKey: true })).toBe(false)
  })
})

describe('stripNonDigits', () => {
  it('keeps ASCII digits only', () => {
    expect(stripNonDigits('€ 1.250.000,-')).toBe('1250000')
    expect(stripNonDigits('-500')).toBe('500')
    expect(stripNonDigits('١٢٣')).toBe('')
    expect(stripNonDigits('')).toBe('')
    expect(stripNonDigits(undefined)).toBe('')
    expect(stripNonDigits(null)).toBe('')
  })
})

describe('commitMinEdit', () => {
  const current = { min: 100_000, max: 500_000 }

  it('keeps a value strictly between the range min and the current max', () => {
    expect(commitMinEdit('1', current, sale)).toEqual({ min: 1, max: 500_000 })
    expect(commitMinEdit('250000', current, sale)).toEqual({ min: 250_000, max: 500_000 })
    expect(commitMinEdit('499999', current, sale)).toEqual({ min: 499_999, max: 500_000 })
  })

  it('strips non-digits first', () => {
    expect(commitMinEdit('€ 250.000', current, sale)).toEqual({ min: 250_000, max: 500_000 })
  })

  it('resets to the range min at or below it', () => {
    expect(commitMinEdit('0', current, sale).min).toBe(0)
    expect(commitMinEdit('-5', { min: 100, max: 900 }, { min: 10, max: 2000, step: 10 }).min).toBe(10)
    expect(commitMinEdit('10', { min: 100, max: 900 }, { min: 10, max: 2000, step: 10 }).min).toBe(10)
    expect(commitMinEdit('11', { min: 100, max: 900 }, { min: 10, max: 2000, step: 10 }).min).toBe(11)
  })

  it('resets to the range min at or above the current max', () => {
    expect(commitMinEdit('500000', current, sale).min).toBe(0)
    expect(commitMinEdit('500001', current, sale).min).toBe(0)
    expect(commitMinEdit('9'.repeat(400), current, sale).min).toBe(0)
  })

  it('resets on an empty or digit-free field, and never changes max', () => {
    for (const text of ['', 'abc', undefined, null]) expect(commitMinEdit(text, current, sale)).toEqual({ min: 0, max: 500_000 })
  })
})

describe('commitMaxEdit', () => {
  const current = { min: 500, max: 1500 }

  it('keeps a value strictly between the current min and the range max', () => {
    expect(commitMaxEdit('501', current, rent)).toEqual({ min: 500, max: 501 })
    expect(commitMaxEdit('1999', current, rent)).toEqual({ min: 500, max: 1999 })
  })

  it('resets to the range max at or above it', () => {
    expect(commitMaxEdit('2000', current, rent).max).toBe(2000)
    expect(commitMaxEdit('2001', current, rent).max).toBe(2000)
    expect(commitMaxEdit('1'.repeat(500), current, rent).max).toBe(2000)
  })

  it('resets to the range max at or below the current min', () => {
    expect(commitMaxEdit('500', current, rent).max).toBe(2000)
    expect(commitMaxEdit('499', current, rent).max).toBe(2000)
    expect(commitMaxEdit('0', current, rent).max).toBe(2000)
  })

  it('resets on an empty or digit-free field, and never changes min', () => {
    for (const text of ['', 'x', undefined]) expect(commitMaxEdit(text, current, rent)).toEqual({ min: 500, max: 2000 })
  })
})

describe('snapToStep', () => {
  it('rounds to the nearest step', () => {
    expect(snapToStep(1499, sale)).toBe(1000)
    expect(snapToStep(1500, sale)).toBe(2000)
    expect(snapToStep(1501, sale)).toBe(2000)
    expect(snapToStep(149, rent)).toBe(100)
    expect(snapToStep(150, rent)).toBe(200)
  })

  it('clamps to the range', () => {
    expect(snapToStep(-1, rent)).toBe(0)
    expect(snapToStep(0, rent)).toBe(0)
    expect(snapToStep(2000, rent)).toBe(2000)
    expect(snapToStep(2001, rent)).toBe(2000)
    expect(snapToStep(Infinity, sale)).toBe(3_000_000)
    expect(snapToStep(-Infinity, sale)).toBe(0)
    expect(snapToStep(1e308, sale)).toBe(3_000_000)
  })

  it('counts steps from the range min and never passes an unaligned max', () => {
    const odd = { min: 50, max: 1030, step: 100 }
    expect(snapToStep(120, odd)).toBe(150)
    expect(snapToStep(1029, odd)).toBe(1030)
    expect(snapToStep(1000, odd)).toBe(1030)
  })

  it('gives the min for NaN and only clamps with a useless step', () => {
    expect(snapToStep(Number.NaN, sale)).toBe(0)
    expect(snapToStep(1234, { min: 0, max: 2000, step: 0 })).toBe(1234)
    expect(snapToStep(1234, { min: 0, max: 2000, step: Number.NaN })).toBe(1234)
    expect(snapToStep(5000, { min: 0, max: 2000, step: -1 })).toBe(2000)
  })
})

describe('moveHandle', () => {
  const current = { min: 500, max: 1500 }

  it('moves the dragged handle to the snapped value', () => {
    expect(moveHandle('min', 740, current, rent)).toEqual({ min: 700, max: 1500 })
    expect(moveHandle('max', 1860, current, rent)).toEqual({ min: 500, max: 1900 })
  })

  it('keeps the left handle at least one step below the right one', () => {
    expect(moveHandle('min', 1400, current, rent)).toEqual({ min: 1400, max: 1500 })
    expect(moveHandle('min', 1500, current, rent)).toEqual({ min: 1400, max: 1500 })
    expect(moveHandle('min', 1600, current, rent)).toEqual({ min: 1400, max: 1500 })
    expect(moveHandle('min', 99_999, current, rent)).toEqual({ min: 1400, max: 1500 })
  })

  it('keeps the right handle at least one step above the left one', () => {
    expect(moveHandle('max', 600, current, rent)).toEqual({ min: 500, max: 600 })
    expect(moveHandle('max', 500, current, rent)).toEqual({ min: 500, max: 600 })
    expect(moveHandle('max', 400, current, rent)).toEqual({ min: 500, max: 600 })
    expect(moveHandle('max', -99_999, current, rent)).toEqual({ min: 500, max: 600 })
  })

  it('stays within the range', () => {
    expect(moveHandle('min', -50, current, rent)).toEqual({ min: 0, max: 1500 })
    expect(moveHandle('max', 5000, current, rent)).toEqual({ min: 500, max: 2000 })
    expect(moveHandle('min', 100, { min: 0, max: 0 }, rent)).toEqual({ min: 0, max: 0 })
    expect(moveHandle('max', Number.NaN, { min: 1950, max: 2000 }, rent)).toEqual({ min: 1950, max: 2000 })
  })
})

describe('priceParam', () => {
  it('is null for the full range', () => {
    expect(priceParam({ min: 0, max: 3_000_000 }, sale)).toBeNull()
    expect(priceParam({ min: 0, max: 2000 }, rent)).toBeNull()
  })

  it('is min-max as soon as one side differs', () => {
    expect(priceParam({ min: 1000, max: 3_000_000 }, sale)).toBe('1000-3000000')
    expect(priceParam({ min: 0, max: 2_999_000 }, sale)).toBe('0-2999000')
    expect(priceParam({ min: 500, max: 1500 }, rent)).toBe('500-1500')
  })

  it('is null for an invalid interval', () => {
    expect(priceParam({ min: 1500, max: 1500 }, rent)).toBeNull()
    expect(priceParam({ min: 1600, max: 1500 }, rent)).toBeNull()
    expect(priceParam({ min: -1, max: 1500 }, rent)).toBeNull()
    expect(priceParam({ min: Number.NaN, max: 1500 }, rent)).toBeNull()
    expect(priceParam({ min: 0, max: Infinity }, rent)).toBeNull()
  })
})

describe('parsePriceParam', () => {
  it('reads min-max', () => {
    expect(parsePriceParam('500-1500', rent)).toEqual({ min: 500, max: 1500 })
    expect(parsePriceParam(' 500 - 1500 ', rent)).toEqual({ min: 500, max: 1500 })
    expect(parsePriceParam('0-2000', rent)).toEqual({ min: 0, max: 2000 })
  })

  it('fills an empty side with the range bound', () => {
    expect(parsePriceParam('5-', rent)).toEqual({ min: 5, max: 2000 })
    expect(parsePriceParam('-1500', rent)).toEqual({ min: 0, max: 1500 })
  })

  it('reorders swapped sides', () => {
    expect(parsePriceParam('9-3', rent)).toEqual({ min: 3, max: 9 })
  })

  it('clamps huge values to the range', () => {
    expect(parsePriceParam('100000-99999999999999999999', sale)).toEqual({ min: 100_000, max: 3_000_000 })
    expect(parsePriceParam('99999999-100', rent)).toEqual({ min: 100, max: 2000 })
  })

  it('gives null for junk and empty intervals', () => {
    for (const text of ['abc', '', '-', ' - ', '5', '1-2-3', '1.5-2', '-5-10', '5--10', 'a-b', '1e3-2e3', '500-500', '3000-4000']) {
      expect(parsePriceParam(text, rent)).toBeNull()
    }
    expect(parsePriceParam(undefined, rent)).toBeNull()
    expect(parsePriceParam(null, rent)).toBeNull()
    expect(parsePriceParam(`1-${'9'.repeat(100)}`, rent)).toBeNull()
  })

  it('round-trips with priceParam', () => {
    const value = { min: 125_000, max: 450_000 }
    const text = priceParam(value, sale)
    expect(text).not.toBeNull()
    expect(parsePriceParam(text, sale)).toEqual(value)
  })
})
