/**
 * Registration duties on buying a home: a Belgian region's sale duty or Luxembourg's registration and
 * transcription duties, under the place's DutyRules. A new build bears VAT instead (purchase.ts).
 */
import { roundCents } from './scale'
import type { CostChoices, CostListing, DutyRules } from './types'

/**
 * Whether the purchase may be the buyer's only own home, so the panel asks: a home always; building land
 * where the place's rule covers it (Wallonia's 3%, Brussels' land abatement, Luxembourg's credit, not
 * Flanders' 2%, which is for a dwelling); an office, a shop, an industrial building or a parking never.
 */
export const ownHomeAsked = (listing: Pick<CostListing, 'use'>, rules: Pick<DutyRules, 'landOwnHome'>): boolean =>
  listing.use === 'home' || (listing.use === 'land' && rules.landOwnHome)

/** A cap left empty is no cap: the rule applies at any price. */
const withinCap = (price: number, cap: number | null): boolean => cap === null || price <= cap

const listed = (postcode: string | null, postcodes: readonly string[]): boolean => postcode !== null && postcodes.includes(postcode.trim())

/**
 * The part of the price taxed: an own home under the cap is taxed above the abatement only (building land
 * above its own, smaller one); one euro over the cap, on all of it (a cliff, not a taper).
 */
const taxedPart = (price: number, ownHome: boolean, land: boolean, rules: DutyRules): number => {
  const [abatement, cap] = land ? [rules.landAbatement, rules.landAbatementPriceCap] : [rules.abatement, rules.abatementPriceCap]
  return ownHome && abatement > 0 && withinCap(price, cap) ? Math.max(0, price - abatement) : price
}

/** The reduction's cap where the listing is: the higher one in the postcodes that have it. */
const reductionCap = (postcode: string | null, rules: DutyRules): number | null =>
  rules.reductionPriceCapHigher !== null && listed(postcode, rules.higherCapPostcodes) ? rules.reductionPriceCapHigher : rules.reductionPriceCap

/**
 * A credit per buyer (Luxembourg's Bëllegen Akt) takes the duty down to the minimum the administration
 * always collects, and no lower; it never raises a duty that was already below that minimum, and a deed
 * owing nothing owes no minimum either. The minimum is counted once per deed (whether it is per buyer is
 * not settled).
 */
const afterCredit = (duty: number, buyers: number, rules: DutyRules): number =>
  rules.creditPerBuyer > 0 && duty > 0 ? Math.max(duty - rules.creditPerBuyer * buyers, Math.min(duty, rules.minimumDuty)) : duty

/**
 * The duties on the listing's price for the visitor's choices, to the cent. An own home takes the own-home
 * rate, the abatement, the reduction (under its cap, never below 0) and the credit per buyer; anyone else
 * pays the standard rate, plus the surcharge where the postcode levies one. Only a purchase that may be an
 * own home (ownHomeAsked) is taxed as one, whatever the choices say. A new build pays none here, and a price
 * that is not a positive number owes nothing.
 */
export const registrationDuties = (listing: CostListing, choices: CostChoices, rules: DutyRules): number => {
  const price = Number.isFinite(listing.price) && listing.price > 0 ? listing.price : 0
  if (listing.newBuild || price === 0) return 0
  const ownHome = choices.ownHome && ownHomeAsked(listing, rules)
  const rate = ownHome ? (rules.ownHomeRate ?? rules.standardRate) : rules.standardRate
  let duty = (taxedPart(price, ownHome, listing.use === 'land', rules) * rate) / 100
  if (ownHome && rules.reduction > 0 && withinCap(price, reductionCap(listing.postcode, rules))) duty = Math.max(0, duty - rules.reduction)
  if (ownHome) duty = afterCredit(duty, choices.buyers === 2 ? 2 : 1, rules)
  if (!ownHome && listed(listing.postcode, rules.surchargePostcodes)) duty += (price * rules.surchargeRate) / 100
  return roundCents(duty)
}
