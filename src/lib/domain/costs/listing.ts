/**
 * A listing's part in its costs: its shown price, where it is, whether it is a new build, its energy and
 * charges; and the rules and first case of its panel. Pure: the listing page and the no-JavaScript page
 * pass the listing, its city, the agency's price per kWh and the stored rules.
 */
import { yearlyEnergyCost } from '@/lib/domain/energyCost'
import { listingFeatures, type FeatureFields } from '@/lib/domain/listingFeatures'
import { isCountryCode } from '@/lib/domain/postcode'
import { type PriceFields, shownPrice } from '@/lib/domain/priceDisplay'

import { defaultChoices } from './purchase'
import { placeOf, rulesFor } from './select'
import { COST_USES, type CostChoices, type CostListing, type CostRuleSet, type CostUse, type PlaceRules } from './types'

export type CostFields = PriceFields &
  FeatureFields & {
    goal: 'sale' | 'rent'
    /** The listing's type, populated with what it is bought as (a type not read counts as a home). */
    type?: number | { costUse?: string | null } | null
    priceUnit?: string | null
    energy?: { energyPerformance?: number | null } | null
    surfaces?: { living?: number | null } | null
    financial?: { charges?: number | null; vat?: number | null } | null
  }

export type ListingCosts = { kind: 'sale' | 'rent'; listing: CostListing; rules: PlaceRules; defaults: CostChoices }

const positive = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null)

/** What the listing's type says it is bought as. */
export const costUseOf = (type: CostFields['type']): CostUse => {
  const use = typeof type === 'object' && type !== null ? type.costUse : null
  return (COST_USES as readonly string[]).includes(use ?? '') ? (use as CostUse) : 'home'
}

/**
 * The panel of a listing, or null when there is none to show: no price shown (on request, sold, rented:
 * a hidden price is never computed with), a price per m² or a starting price (not the price paid), or a
 * place without rules.
 */
export const listingCosts = (
  p: CostFields,
  city: { zip?: string | null; country?: string | null } | null,
  pricePerKwh: number | null | undefined,
  sets: readonly CostRuleSet[],
  day: string,
): ListingCosts | null => {
  const price = shownPrice(p)
  const unit = p.priceUnit ?? 'total'
  if (price === null || !(p.goal === 'sale' ? unit === 'total' : unit === 'month' || unit === 'total')) return null
  const country = isCountryCode(city?.country) ? city.country : 'BE'
  const place = placeOf(country, city?.zip ?? null)
  if (!place) return null
  const rules = rulesFor(sets, place, day)
  if (!rules) return null
  const listing: CostListing = {
    price,
    use: costUseOf(p.type),
    place,
    postcode: city?.zip ?? null,
    newBuild: listingFeatures(p).includes('new-build'),
    energyPerYear: yearlyEnergyCost(p.energy?.energyPerformance, p.surfaces?.living, pricePerKwh),
    chargesPerMonth: positive(p.financial?.charges),
  }
  return { kind: p.goal, listing, rules, defaults: defaultChoices(listing, rules) }
}
