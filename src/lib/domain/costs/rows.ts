/**
 * The cost panel's lines in the visitor's language: one list that the panel, its print version and the
 * page a form posted without JavaScript opens all show, so none of them can say something else.
 */
import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatPrice } from '@/lib/domain/price'

import type { CostListing, PlaceRules, PurchaseCosts, RentCosts } from './types'

export type CostRow = { label: string; value: string; total?: boolean }

/** A rate as the visitor's language writes it: 3.3 in English, 3,3 in Dutch and French (the fields read both). */
export const rateText = (rate: number, locale: Locale): string => (locale === 'en' ? String(rate) : String(rate).replace('.', ','))

/** Whole euros: an estimate shown to the cent would claim a precision it has not. */
const euros = (amount: number, locale: Locale) => formatPrice(Math.round(amount), locale)

/** A purchase's lines: what is paid once, then what is paid each month. */
export const purchaseRows = (costs: PurchaseCosts, listing: CostListing, rules: PlaceRules, t: Translate, locale: Locale): { once: CostRow[]; monthly: CostRow[] } => {
  const notEstimated = t('COSTS_NOT_ESTIMATED')
  const once: CostRow[] = [
    { label: t('COSTS_PRICE'), value: euros(costs.price, locale) },
    listing.newBuild
      ? { label: t('COSTS_VAT', { rate: rateText(rules.deed.newBuildVatRate, locale) }), value: euros(costs.vat, locale) }
      : { label: t('COSTS_DUTIES'), value: euros(costs.duties, locale) },
    { label: t('COSTS_NOTARY'), value: costs.notary === null ? notEstimated : euros(costs.notary, locale) },
  ]
  if (costs.loan > 0) once.push({ label: t('COSTS_MORTGAGE_DEED', { loan: euros(costs.loan, locale) }), value: costs.mortgageDeed === null ? notEstimated : euros(costs.mortgageDeed, locale) })
  once.push({ label: t('COSTS_TOTAL'), value: euros(costs.total, locale), total: true }, { label: t('COSTS_OWN_FUNDS_NEEDED'), value: euros(costs.ownFundsNeeded, locale), total: true })
  const monthly: CostRow[] = []
  if (costs.loan > 0) monthly.push({ label: t('COSTS_REPAYMENT'), value: euros(costs.monthlyRepayment, locale) })
  if (costs.energyPerYear !== null) monthly.push({ label: t('COSTS_ENERGY'), value: euros(costs.energyPerYear / 12, locale) })
  if (listing.chargesPerMonth) monthly.push({ label: t('COSTS_CHARGES'), value: euros(listing.chargesPerMonth, locale) })
  monthly.push({ label: t('COSTS_MONTHLY'), value: euros(costs.monthly, locale), total: true })
  return { once, monthly }
}

/** A rent's lines: each month, then at signing. */
export const rentRows = (costs: RentCosts, t: Translate, locale: Locale): { once: CostRow[]; monthly: CostRow[] } => ({
  monthly: [
    { label: t('COSTS_RENT'), value: euros(costs.rent, locale) },
    ...(costs.charges > 0 ? [{ label: t('COSTS_CHARGES'), value: euros(costs.charges, locale) }] : []),
    ...(costs.energyPerMonth !== null ? [{ label: t('COSTS_ENERGY'), value: euros(costs.energyPerMonth, locale) }] : []),
    { label: t('COSTS_MONTHLY'), value: euros(costs.monthly, locale), total: true },
  ],
  once: [
    { label: t('COSTS_FIRST_RENT'), value: euros(costs.rent + costs.charges, locale) },
    { label: t('COSTS_DEPOSIT', { months: costs.depositMonths }), value: euros(costs.deposit, locale) },
    { label: t('COSTS_AT_SIGNING'), value: euros(costs.atSigning, locale), total: true },
  ],
})

/** "rules of 1 January 2025": the date as the visitor's language writes it. */
const dayText = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(`${locale}-BE`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/** The honest note under the figures: an estimate, under the rules of which date and place, and what it leaves out. */
export const costNote = (rules: PlaceRules, t: Translate, locale: Locale, kind: 'sale' | 'rent'): string =>
  t(kind === 'sale' ? 'COSTS_NOTE' : 'COSTS_RENT_NOTE', { date: dayText(rules.validFrom, locale), place: t(`COSTS_PLACE_${rules.place.toUpperCase()}`) })
