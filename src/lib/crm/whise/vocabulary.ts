/**
 * Whise's ids in the site's words: purpose statuses, the sub-details a Belgian listing needs, zoning and
 * categories (toListing.ts maps with them).
 */
import type { Marquee } from '@/lib/domain/marquee'

import type { ListingDraft } from '../types'
import type { WhiseEstate } from './estate'

/** Whise's purpose statuses: shown or not, and the banner. Withdrawn, suspended, prospection, preparation and estimates are not on the market. */
export const PURPOSE_STATUSES: Readonly<Record<number, { online: boolean; marquee: Marquee }>> = {
  1: { online: true, marquee: 'none' },
  2: { online: true, marquee: 'none' },
  3: { online: true, marquee: 'sold' },
  4: { online: true, marquee: 'rented' },
  5: { online: true, marquee: 'option' },
  6: { online: true, marquee: 'option' },
  12: { online: true, marquee: 'option' },
  13: { online: true, marquee: 'option' },
  14: { online: true, marquee: 'underOffer' },
  15: { online: true, marquee: 'none' },
  16: { online: true, marquee: 'option' },
  17: { online: true, marquee: 'sold' },
  21: { online: true, marquee: 'underOffer' },
  22: { online: true, marquee: 'underOffer' },
}

/** Sub-detail ids of what a Belgian listing must show (Whise's catalogue of sub-details). */
export const DETAILS = {
  constructionYear: 14,
  renovationYear: 585,
  charges: 301,
  terraceArea: 874,
  buildingPermit: 808,
  subdivisionPermit: 812,
  preemption: 1734,
  cadastralIncome: 1733,
  zoning: 1736,
  electrical: 1793,
  latitude: 1849,
  longitude: 1850,
  epcSpecific: 2089,
  co2: 2090,
  epcTotal: 2390,
  epcUniqueCode: 2391,
  epcValidUntil: 2776,
  epcDate: 2826,
  floodRisk: 2222,
  floodArea: 2223,
  summons: 2712,
} as const

export const ZONING: Readonly<Record<number, ListingDraft['planning']['zoning']>> = { 12: 'residential', 9: 'residential', 999: 'residentialRural', 1: 'agricultural', 2: 'industrial', 6: 'industrial', 7: 'recreation', 1839: 'other', 1871: 'other' }

/** The site's property type (web id) of a Whise category. */
export const typeWebId = (estate: Pick<WhiseEstate, 'category' | 'subCategory' | 'investmentEstate'>): number | null => {
  const category = estate.category?.id
  if (category === 2 && estate.subCategory?.id === 21) return 3
  if ((category === 1 || category === 2) && estate.investmentEstate === true) return 5
  return ({ 1: 1, 2: 2, 3: 4, 4: 8, 5: 6, 6: 7, 7: 9 } as Record<number, number>)[category ?? 0] ?? null
}
