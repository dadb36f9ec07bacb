/**
 * Living and plot areas as the search reads them (DESIGN 'Search query string': `living` and `plot`,
 * m², `min-max`, either side may be empty: `living=100-`), and the price per m² a listing sorts by.
 */
import { formatArea } from '@/i18n/numbers'
import type { Locale } from '@/i18n/locales'

/** An area interval in whole m²; a side left out is open. At least one side is set. */
export type AreaRange = { min?: number; max?: number }

/** The largest area a filter takes (1,000 ha): beyond it a value is no area anybody types. */
export const MAX_AREA = 10_000_000

/** Longest value read: digits, a dash and some spaces, with room for leading zeros. */
const MAX_PARAM_LENGTH = 40

/**
 * The area a listing has, or null when it has none: only a finite number above 0 counts (an area of 0
 * is an empty field, not a house without rooms), as the listing's page shows it.
 */
export const listingArea = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null

/** One side of a value: undefined when open (empty, or 0: no listing's area is at most 0), null when too large. */
const side = (text: string): number | null | undefined => {
  const value = text === '' ? 0 : Number(text)
  return value > MAX_AREA ? null : value > 0 ? value : undefined
}

/**
 * The interval of a `living` or `plot` value, or null when it filters nothing or cannot be read.
 * Whole m² only ('95.5-' is refused); leading zeros are read away; a side of 0 is no bound (every
 * listing's area is above 0, and none is at most 0), so '0-' and '0-0' filter nothing and '0-200' reads
 * as '-200'; swapped sides are reordered; a side above MAX_AREA makes the value unreadable. '100-100' is
 * exactly 100 m².
 */
export const parseAreaParam = (text: string | null | undefined): AreaRange | null => {
  if (typeof text !== 'string' || text.length > MAX_PARAM_LENGTH) return null
  const match = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(text)
  if (!match) return null
  const a = side(match[1])
  const b = side(match[2])
  if (a === null || b === null) return null
  const [low, high] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b]
  const range: AreaRange = {}
  if (low !== undefined) range.min = low
  if (high !== undefined) range.max = high
  return low === undefined && high === undefined ? null : range
}

const isSide = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_AREA

/** The `living` or `plot` value of an interval ('100-', '-200', '100-200'), or null when it filters nothing or is not valid. */
export const areaParam = (range: AreaRange | null | undefined): string | null => {
  if (!range) return null
  const { min, max } = range
  if ((min !== undefined && !isSide(min)) || (max !== undefined && !isSide(max))) return null
  const low = min !== undefined && min > 0 ? min : undefined
  const high = max !== undefined && max > 0 ? max : undefined
  if (low === undefined && high === undefined) return null
  if (low !== undefined && high !== undefined && low > high) return null
  return `${low ?? ''}-${high ?? ''}`
}

/** Whether a listing's area lies in the interval (both ends included); a listing without that area never does. */
export const inAreaRange = (area: number | null, range: AreaRange): boolean =>
  area !== null && (range.min === undefined || area >= range.min) && (range.max === undefined || area <= range.max)

/**
 * The price per m² of living area: the price the page shows (shownPrice) over the living area, or null
 * when either is missing, so such a listing sorts after every listing that has one.
 */
export const pricePerSquareMetre = (price: number | null, living: number | null): number | null =>
  price === null || living === null ? null : price / living

/** An area as every page writes it ('1.250 m²' in Dutch): src/i18n/numbers.ts. */
export { formatArea }

/**
 * An area filter in words, from the language's templates ('{area}' in them is the formatted area):
 * '100 m² – 200 m²', 'from 100 m²' (only a minimum), 'up to 200 m²' (only a maximum).
 */
export const describeAreaRange = (range: AreaRange, locale: Locale, templates: { from: string; upTo: string }): string => {
  const min = range.min === undefined ? null : formatArea(range.min, locale)
  const max = range.max === undefined ? null : formatArea(range.max, locale)
  if (min !== null && max !== null) return `${min} – ${max}`
  return min !== null ? templates.from.replace('{area}', min) : templates.upTo.replace('{area}', max ?? '')
}
