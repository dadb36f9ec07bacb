/** Property marquees (the banner over a listing photo) and their SPEC codes (SPEC 4, 9). */

/** Marquee values, as stored on a property. */
export const MARQUEES = ['none', 'new', 'priceDrop', 'option', 'underOffer', 'sold', 'rented'] as const

/** One marquee value. */
export type Marquee = (typeof MARQUEES)[number]

/**
 * Numeric codes, as in the translation keys MARQUEE_n. SPEC fixes sold = 3 and rented = 4 and
 * 0 as 'no banner'; the others are our choice: new = 1, priceDrop = 2, option = 5, underOffer = 6.
 */
export const MARQUEE_CODES = {
  none: 0,
  new: 1,
  priceDrop: 2,
  sold: 3,
  rented: 4,
  option: 5,
  underOffer: 6,
} as const satisfies Record<Marquee, number>

/** Marquees that show the marquee name instead of the price (SPEC 9 'ignore list'). */
export const MARQUEE_PRICE_IGNORE_LIST: readonly Marquee[] = ['sold', 'rented']

/** Type guard for Marquee. */
export const isMarquee = (value: unknown): value is Marquee =>
  typeof value === 'string' && (MARQUEES as readonly string[]).includes(value)

/** The numeric code of a marquee (MARQUEE_n). */
export const marqueeCode = (marquee: Marquee): number => MARQUEE_CODES[marquee]

/** The marquee of a numeric code, or null for an unknown code. */
export const marqueeFromCode = (code: number): Marquee | null =>
  MARQUEES.find((m) => MARQUEE_CODES[m] === code) ?? null

/** The translation key of a marquee's label, e.g. 'MARQUEE_3' for sold. */
export const marqueeLabelKey = (marquee: Marquee): string => `MARQUEE_${MARQUEE_CODES[marquee]}`

/** Whether the listing shows a banner at all (SPEC: 1 shows a banner, 0 none). */
export const hasMarqueeBanner = (marquee: Marquee | null | undefined): boolean =>
  isMarquee(marquee) && marquee !== 'none'
