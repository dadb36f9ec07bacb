/**
 * The sale panel's figures for what the visitor typed: their choices read (and the fields that hold no
 * valid value), the costs computed and written out as lines. The panel shows the server's lines for the
 * default case until the visitor first reaches for a field; only then does the browser load this (the
 * rules of duties, VAT, notary and loan, some kilobytes a visitor who only looks never downloads).
 */
import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { type ChoiceField, type ChoiceParams, readChoices } from '@/lib/domain/costs/choices'
import { purchaseCosts } from '@/lib/domain/costs/purchase'
import { type CostRow, purchaseRows } from '@/lib/domain/costs/rows'
import type { CostChoices, CostListing, PlaceRules } from '@/lib/domain/costs/types'

export type SaleFigures = { rows: { once: CostRow[]; monthly: CostRow[] }; invalid: ChoiceField[] }

export const saleFigures = (values: ChoiceParams, initial: CostChoices, listing: CostListing, rules: PlaceRules, t: Translate, locale: Locale): SaleFigures => {
  const { choices, invalid } = readChoices(values, initial, listing.price)
  return { rows: purchaseRows(purchaseCosts(listing, choices, rules), listing, rules, t, locale), invalid }
}
