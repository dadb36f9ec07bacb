/**
 * The side-by-side comparison of two to four kept listings: one row per thing a buyer or tenant weighs,
 * one cell per listing, as text. Pure, so the rows are tested without a browser.
 */
import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatArea } from '@/i18n/numbers'
import { formatNumericDate } from '@/lib/domain/dates'
import { yearlyEnergyCost } from '@/lib/domain/energyCost'
import { epcDisplayText } from '@/lib/domain/epcBadge'
import { epcImageFor } from '@/lib/domain/epcImage'
import { priceText } from '@/lib/domain/listingText'
import { marqueeLabelKey } from '@/lib/domain/marquee'
import { formatPrice } from '@/lib/domain/price'
import { type PriceFields, shownPrice } from '@/lib/domain/priceDisplay'
import { optionLabelKey } from '@/lib/domain/propertyOptions'

import type { FreshListing } from './fresh'
import { type ListingStatus, statusOfMarquee } from './snapshot'

/** At least two listings make a comparison; more than four no longer fit side by side on a laptop. */
export const MIN_COMPARED = 2
export const MAX_COMPARED = 4

/** A price per m²: per month for a rent. */
export type PricePerArea = { amount: number; perMonth: boolean }

/**
 * The shown price (shownPrice: never a hidden, sold or rented one) divided by the living area. A price
 * already per m² is itself; a yearly one gives none, as does a listing without a shown price or an area.
 * Sale prices are rounded to whole euros, rents per month to cents (a rent per m² is a few euros).
 */
export const pricePerSquareMetre = (listing: PriceFields & { living: number | null | undefined }): PricePerArea | null => {
  const price = shownPrice(listing)
  const { living, priceUnit } = listing
  if (price === null || typeof living !== 'number' || !Number.isFinite(living) || living <= 0) return null
  if (priceUnit === 'm2') return { amount: price, perMonth: false }
  if (priceUnit === 'year') return null
  const perMonth = priceUnit === 'month'
  const amount = price / living
  return { amount: perMonth ? Math.round(amount * 100) / 100 : Math.round(amount), perMonth }
}

/** One row of the comparison: its label and one text per listing, in the listings' order. */
export type CompareRow = { key: string; label: string; cells: string[] }

export type CompareContext = { t: Translate; locale: Locale; /** The agency's price per kWh (site settings), for the energy cost. */ pricePerKwh: number | null | undefined }

/** The words of a status: "Available" or the marquee's label ("Sold", "Under option"). */
export const statusLabel = (status: ListingStatus, t: Translate): string => (status === 'available' ? t('AVAILABLE') : t(marqueeLabelKey(status)))

const area = (value: number | null, locale: Locale): string | null => (value === null ? null : formatArea(value, locale))

const epcText = (listing: FreshListing): string | null => {
  const image = epcImageFor({ country: listing.city?.country, zip: listing.city?.zip, energyPerformance: listing.energyScore, epcLabelText: listing.epcLabelText })
  return image ? epcDisplayText(image.label) : listing.epcLabelText
}

const availabilityText = (listing: FreshListing, t: Translate, locale: Locale): string | null => {
  if (listing.availability === 'fromDate') return listing.availableFrom ? t('AVAILABLE_FROM', { date: formatNumericDate(listing.availableFrom, locale) }) : null
  return listing.availability ? t(optionLabelKey('available', listing.availability)) : null
}

/** The rows, in the order a reader weighs them; an unknown value reads "Unknown" rather than an empty cell. */
export const compareRows = (listings: readonly FreshListing[], { t, locale, pricePerKwh }: CompareContext): CompareRow[] => {
  const row = (key: string, label: string, cell: (listing: FreshListing) => string | null): CompareRow => ({
    key,
    label,
    cells: listings.map((listing) => cell(listing) ?? t('UNKNOWN')),
  })
  return [
    row('price', t('PRICE'), (l) => priceText(l, t, locale)),
    row('price-per-m2', t('SHORTLIST_PRICE_PER_M2'), (l) => {
      const perArea = pricePerSquareMetre(l)
      return perArea && `${formatPrice(perArea.amount, locale)}/m²${perArea.perMonth ? ` ${t('PER_MONTH')}` : ''}`
    }),
    row('living', t('LIVING_AREA'), (l) => area(l.living, locale)),
    row('plot', t('GROUND_AREA'), (l) => area(l.plot, locale)),
    row('bedrooms', t('BEDROOMS'), (l) => (l.bedrooms === null ? null : String(l.bedrooms))),
    row('epc', t('EPC_LABEL'), epcText),
    row('energy-cost', t('ENERGY_COST_ESTIMATE'), (l) => {
      const cost = yearlyEnergyCost(l.energyScore, l.living, pricePerKwh)
      return cost === null ? null : t('ENERGY_COST_PER_YEAR', { amount: formatPrice(cost, locale) })
    }),
    row('availability', t('AVAILABILITY'), (l) => availabilityText(l, t, locale)),
    row('status', t('SHORTLIST_STATUS'), (l) => statusLabel(statusOfMarquee(l.marquee), t)),
  ]
}
