import type { Where } from 'payload'

import { type Marquee, MARQUEE_PRICE_IGNORE_LIST } from './marquee'

/** Marquees of listings that are no longer on the market: a sold or rented property is not "available". */
export const CLOSED_MARQUEES: readonly Marquee[] = MARQUEE_PRICE_IGNORE_LIST

/** Whether a listing is still on offer (not sold, not rented). */
export const isAvailable = (marquee: string | null | undefined): boolean => !CLOSED_MARQUEES.some((closed) => closed === marquee)

/** The filter of listings still on offer, optionally of one goal (for sale or for rent). */
export const availableWhere = (goal: 'sale' | 'rent' | null): Where => ({
  and: [{ marquee: { not_in: [...CLOSED_MARQUEES] } }, ...(goal ? [{ goal: { equals: goal } }] : [])],
})
