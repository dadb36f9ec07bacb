/**
 * What buying a listing costs: the price, the duties or the VAT, the purchase deed, the loan and its deed,
 * and what that makes each month. Pure, so the listing page, its print view, the no-JavaScript page and the
 * panel in the browser compute the same figures.
 */
import { ownHomeAsked, registrationDuties } from './duties'
import { monthlyRepayment } from './loan'
import { hasScale, roundCents, scaleFee } from './scale'
import type { CostChoices, CostListing, DeedRules, PlaceRules, PurchaseCosts } from './types'

/** An amount the visitor or the listing gives: anything but a positive finite number counts as 0. */
const amount = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0)

/** A notarial deed's total: the VAT (rounded on its own, as the notary's statement shows it) on what bears it, and what does not. */
const deedTotal = (taxed: number, untaxed: number, vatRate: number): number => roundCents(taxed + roundCents((taxed * vatRate) / 100) + untaxed)

/**
 * VAT on a new build's price. An own home in Luxembourg pays the lower rate, but the saving over the
 * standard rate is capped (€50,000 per dwelling): above the cap's price the VAT climbs back.
 */
export const newBuildVat = (price: number, ownHome: boolean, deed: DeedRules): number => {
  const standard = (amount(price) * deed.newBuildVatRate) / 100
  if (!ownHome || deed.ownHomeVatRate === null) return roundCents(standard)
  const saving = Math.max(0, standard - (amount(price) * deed.ownHomeVatRate) / 100)
  return roundCents(standard - Math.min(saving, deed.ownHomeVatCap ?? Infinity))
}

/**
 * The purchase deed: the notary's fee on the price (the own-home scale, Belgium's Jbis, when the visitor
 * buys their only home and the place has one), administrative and third-party costs and the writing duty,
 * with VAT on those four; then the annex duty and the land registry's transcription fee, which bear none.
 * Null when the place's scale is unknown: no figure rather than a guessed one.
 */
export const purchaseNotary = (price: number, ownHome: boolean, deed: DeedRules): number | null => {
  const scale = ownHome && hasScale(deed.ownHomeNotaryScale) ? deed.ownHomeNotaryScale : deed.notaryScale
  if (!hasScale(scale)) return null
  return deedTotal(scaleFee(scale, amount(price)) + deed.adminCosts + deed.thirdPartyCosts + deed.writingDuty, deed.annexDuty + deed.transcriptionFee, deed.notaryVatRate)
}

/**
 * The mortgage deed of a loan: the registration and mortgage duties on the amount secured (the loan plus
 * its accessories, the bank's margin for interest and costs), the notary's fee on the loan, its costs and
 * the writing duty with their VAT, then the annex duty and the inscription fee. Null without a loan, or
 * when the place's scale is unknown.
 */
export const mortgageDeedCost = (loan: number, deed: DeedRules): number | null => {
  if (!(amount(loan) > 0) || !hasScale(deed.mortgageScale)) return null
  const secured = loan * (1 + deed.accessoriesRate / 100)
  const duties = roundCents((secured * (deed.mortgageRegistrationRate + deed.mortgageDutyRate)) / 100)
  const taxed = scaleFee(deed.mortgageScale, loan) + deed.mortgageAdminCosts + deed.mortgageThirdPartyCosts + deed.writingDuty
  return deedTotal(taxed, duties + deed.annexDuty + deed.inscriptionFee, deed.notaryVatRate)
}

/**
 * The panel's figures for a listing and the visitor's choices, each to the cent. The loan is what the
 * price, the duties or VAT and the purchase deed leave after the visitor's own funds. The mortgage deed is
 * in truth paid from own funds or the loan too, which would make the loan depend on its own deed; kept
 * simple, it is not lent: it is paid at signing on top of the own funds, and the figure of what the visitor
 * must bring (the total less the loan) includes it. An unknown deed counts 0 in the totals.
 */
export const purchaseCosts = (listing: CostListing, choices: CostChoices, rules: PlaceRules): PurchaseCosts => {
  const price = roundCents(amount(listing.price))
  const duties = registrationDuties(listing, choices, rules.duties)
  // The own-home VAT rate (Luxembourg) and notary scale (Belgium's Jbis) are for a dwelling.
  const ownDwelling = choices.ownHome && listing.use === 'home'
  const vat = listing.newBuild ? newBuildVat(price, ownDwelling, rules.deed) : 0
  const notary = purchaseNotary(price, ownDwelling, rules.deed)
  const loan = roundCents(Math.max(0, price + duties + vat + (notary ?? 0) - amount(choices.ownFunds)))
  const mortgageDeed = mortgageDeedCost(loan, rules.deed)
  const total = roundCents(price + duties + vat + (notary ?? 0) + (mortgageDeed ?? 0))
  const repayment = monthlyRepayment(loan, choices.loanRate, choices.loanYears)
  const energyPerYear = listing.energyPerYear === null ? null : amount(listing.energyPerYear)
  return {
    price,
    duties,
    vat,
    notary,
    loan,
    mortgageDeed,
    monthlyRepayment: repayment,
    total,
    ownFundsNeeded: roundCents(total - loan),
    energyPerYear,
    monthly: roundCents(repayment + (energyPerYear ?? 0) / 12 + amount(listing.chargesPerMonth)),
  }
}

/** Own funds are proposed in round thousands, rounded up so the proposal never falls short by a few euros. */
const upToThousand = (euros: number): number => Math.ceil(roundCents(euros) / 1000) * 1000

/**
 * The case the panel shows first: the visitor's only home where the purchase may be one (ownHomeAsked; an
 * office or a shop is not), bought alone, with the place's usual loan; the
 * own funds are the duties or VAT and the purchase deed plus the usual share of the price, so the bank
 * lends the rest of the price (banks lend up to 90%). The mortgage deed is not added to them: purchaseCosts
 * already asks it on top of the own funds (see there), and adding it here too would make the visitor borrow
 * that much less and still pay the deed, counting it twice.
 */
export const defaultChoices = (listing: CostListing, rules: PlaceRules): CostChoices => {
  const base = { ownHome: ownHomeAsked(listing, rules.duties), buyers: 1 as const, loanRate: rules.deed.defaultLoanRate, loanYears: rules.deed.defaultLoanYears }
  const costs = purchaseCosts(listing, { ...base, ownFunds: 0 }, rules)
  const share = (costs.price * rules.deed.defaultOwnShare) / 100
  return { ...base, ownFunds: upToThousand(costs.duties + costs.vat + (costs.notary ?? 0) + share) }
}
