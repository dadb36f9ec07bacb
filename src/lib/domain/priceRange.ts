/** The search box's price slider and its inline min/max edit (SPEC 4 'Search box', SPEC 5 'Price inline edit'). */
import type { Goal } from './propertyOptions'

/** A slider's bounds and step. */
export type PriceRange = { min: number; max: number; step: number }

/** A chosen price interval. */
export type PriceValue = { min: number; max: number }

/** Slider ranges per goal: sale 0 to 3,000,000 by 1000, rent 0 to 2000 by 100. */
export const PRICE_RANGES = {
  sale: { min: 0, max: 3_000_000, step: 1000 },
  rent: { min: 0, max: 2000, step: 100 },
} as const satisfies Record<Goal, PriceRange>

/** The full interval of a range (what 'no price filter' looks like; also the reset when the goal changes). */
export const fullPriceValue = (range: PriceRange): PriceValue => ({ min: range.min, max: range.max })

const EDIT_KEYS = ['Backspace', 'Delete']
/** Keys that move the caret or focus. Blocking them would trap keyboard users in the field (WCAG 2.1.2). */
const NAVIGATION_KEYS = ['Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']
/** Enter commits the edit (SPEC 5), so the handler must see it. */
const COMMIT_KEYS = ['Enter']

/**
 * Whether a keydown `key` may reach the inline price field: digits, Backspace and Delete (SPEC 5), plus
 * navigation keys and Enter. With Ctrl or Cmd held, shortcuts (select all, copy, paste) pass: pasted
 * non-digits are stripped on commit anyway.
 */
export const isAllowedPriceKey = (key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}): boolean =>
  typeof key === 'string' &&
  (/^[0-9]$/.test(key) ||
    EDIT_KEYS.includes(key) ||
    NAVIGATION_KEYS.includes(key) ||
    COMMIT_KEYS.includes(key) ||
    (key.length === 1 && (modifiers.ctrlKey === true || modifiers.metaKey === true)))

/** The ASCII digits of a text ('€ 1.250' -> '1250'); '' for anything else. */
export const stripNonDigits = (text: string | null | undefined): string =>
  typeof text === 'string' ? text.replace(/[^0-9]/g, '') : ''

const typedAmount = (text: string | null | undefined): number => {
  const digits = stripNonDigits(text)
  return digits === '' ? Number.NaN : Number(digits)
}

/**
 * The interval after committing the min field (Enter or blur). Non-digits are stripped; an empty field,
 * a value at or below the range minimum, or at or above the current max resets min to the range minimum.
 * Typed values are kept as typed (not snapped to the step).
 */
export const commitMinEdit = (text: string | null | undefined, current: PriceValue, range: PriceRange): PriceValue => {
  const value = typedAmount(text)
  const reset = Number.isNaN(value) || value <= range.min || value >= current.max
  return { min: reset ? range.min : value, max: current.max }
}

/**
 * The interval after committing the max field. An empty field, a value at or above the range maximum,
 * or at or below the current min resets max to the range maximum.
 */
export const commitMaxEdit = (text: string | null | undefined, current: PriceValue, range: PriceRange): PriceValue => {
  const value = typedAmount(text)
  const reset = Number.isNaN(value) || value >= range.max || value <= current.min
  return { min: current.min, max: reset ? range.max : value }
}

/** A value clamped to the range and rounded to the nearest step from its minimum; NaN gives the minimum. */
export const snapToStep = (value: number, range: PriceRange): number => {
  if (Number.isNaN(value)) return range.min
  const clamped = Math.min(range.max, Math.max(range.min, value))
  if (!(range.step > 0) || !Number.isFinite(range.step)) return clamped
  const snapped = range.min + Math.round((clamped - range.min) / range.step) * range.step
  return Math.min(range.max, snapped)
}

/**
 * The interval after dragging one handle to `value`. The value snaps to the step, and each handle stays at
 * least one step away from the other, so the left handle never reaches or passes the right one (the inline
 * edit rule also keeps min below max).
 */
export const moveHandle = (which: 'min' | 'max', value: number, current: PriceValue, range: PriceRange): PriceValue => {
  const snapped = snapToStep(value, range)
  const gap = range.step > 0 && Number.isFinite(range.step) ? range.step : 0
  if (which === 'min') return { min: Math.max(range.min, Math.min(snapped, current.max - gap)), max: current.max }
  return { min: current.min, max: Math.min(range.max, Math.max(snapped, current.min + gap)) }
}

/** The `price` query value 'min-max', or null when the interval is the full range or not a valid interval. */
export const priceParam = (current: PriceValue, range: PriceRange): string | null => {
  const { min, max } = current
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || min >= max) return null
  if (min <= range.min && max >= range.max) return null
  return `${Math.round(min)}-${Math.round(max)}`
}

/**
 * The interval of a `price` query value, or null when unreadable. Tolerant: either side may be empty
 * ('5-' means 5 up to the range max), swapped sides are reordered, values are clamped to the range.
 * An interval that is empty after clamping (min >= max) gives null.
 */
export const parsePriceParam = (text: string | null | undefined, range: PriceRange): PriceValue | null => {
  if (typeof text !== 'string' || text.length > 64) return null
  const match = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(text)
  if (!match || (match[1] === '' && match[2] === '')) return null
  const clamp = (v: number) => Math.min(range.max, Math.max(range.min, v))
  const a = match[1] === '' ? range.min : clamp(Number(match[1]))
  const b = match[2] === '' ? range.max : clamp(Number(match[2]))
  const min = Math.min(a, b)
  const max = Math.max(a, b)
  return min < max ? { min, max } : null
}
