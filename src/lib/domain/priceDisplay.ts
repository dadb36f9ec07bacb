/** What a listing shows in place of its price (SPEC 9 'Prices'). */
import { isMarquee, MARQUEE_PRICE_IGNORE_LIST, type Marquee } from './marquee'

/** Price units: 'from' is SPEC's unit 7 ('starting from' prefix), 'month' a monthly rent. */
export const PRICE_UNITS = ['total', 'month', 'from', 'm2', 'year'] as const

/** One price unit. */
export type PriceUnit = (typeof PRICE_UNITS)[number]

/** Type guard for PriceUnit. */
export const isPriceUnit = (value: unknown): value is PriceUnit =>
  typeof value === 'string' && (PRICE_UNITS as readonly string[]).includes(value)

/** The price fields of a property. */
export type PriceFields = {
  price?: number | null
  publishPrice?: boolean | null
  priceUnit?: PriceUnit | null
  marquee?: Marquee | null
  marqueeName?: string | null
}

/** What to show: the marquee's name, 'price on request', or an amount with its prefix and suffix flags. */
export type PriceDisplay =
  | { kind: 'marquee'; marquee: Marquee; text: string }
  | { kind: 'onRequest' }
  | { kind: 'amount'; amount: number; unit: PriceUnit; startingFrom: boolean; perMonth: boolean }

/**
 * The amount a listing's page shows as its price, or null when it shows none: a marquee on the ignore
 * list (sold, rented) shows its name instead, and a price that is not published, missing, not finite or
 * not above 0 is 'on request'. The one rule of "a shown price": the page (displayPrice), the search index
 * (lib/search/engine.ts writes it in SQL, and tests/int/search.int.spec.ts holds both to it) and what
 * the API gives visitors (collections/access/displayRules.ts) all follow it.
 */
export const shownPrice = ({ price, publishPrice, marquee }: PriceFields): number | null => {
  if (isMarquee(marquee) && MARQUEE_PRICE_IGNORE_LIST.includes(marquee)) return null
  if (publishPrice !== true || typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null
  return price
}

/**
 * The price display of a property. A marquee on the ignore list wins (its name, trimmed; '' lets the UI
 * fall back to the marquee's label). Then a price shownPrice does not show is 'on request'. An unknown
 * unit counts as 'total'.
 */
export const displayPrice = (fields: PriceFields): PriceDisplay => {
  const { priceUnit, marquee, marqueeName } = fields
  if (isMarquee(marquee) && MARQUEE_PRICE_IGNORE_LIST.includes(marquee)) {
    return { kind: 'marquee', marquee, text: typeof marqueeName === 'string' ? marqueeName.trim() : '' }
  }
  const amount = shownPrice(fields)
  if (amount === null) return { kind: 'onRequest' }
  const unit: PriceUnit = isPriceUnit(priceUnit) ? priceUnit : 'total'
  return { kind: 'amount', amount, unit, startingFrom: unit === 'from', perMonth: unit === 'month' }
}
