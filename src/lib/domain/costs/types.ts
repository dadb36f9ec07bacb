/**
 * What a listing really costs (the "What it costs" panel): the shapes of the rules staff keep in the admin
 * (collections/CostRules.ts, seeded by seed/data/costRules.ts) and of the panel's inputs and figures. Rates
 * are percentages as the law writes them (12.5 means 12.5%); amounts are euros.
 */

/** Where a set of rules applies: a Belgian region's own taxes, Belgium's federal ones (notary, mortgage, VAT), or Luxembourg's. */
export const COST_SCOPES = ['flanders', 'brussels', 'wallonia', 'belgium', 'luxembourg'] as const
export type CostScope = (typeof COST_SCOPES)[number]

/** Where a listing is, for its costs. */
export const COST_PLACES = ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const
export type CostPlace = (typeof COST_PLACES)[number]

/** One band of a degressive scale: `rate` % on the part of the amount up to `upTo` (null: no upper bound). */
export type Band = { upTo: number | null; rate: number }
/** A fee scale: a fixed part plus each band's rate on its part of the amount. No bands: not estimated. */
export type Scale = { fixed: number; bands: readonly Band[] }

/** Registration duties on a purchase (a region's, or Luxembourg's). */
export type DutyRules = {
  /** % on the price for anyone. */
  standardRate: number
  /** % for the buyer's only own home; null: the standard rate. */
  ownHomeRate: number | null
  /** Own home: this much of the price is exempt (Brussels: 200,000), if the price is at most `abatementPriceCap`. */
  abatement: number
  abatementPriceCap: number | null
  /** Own home: this much off the duty (Flanders' modest home: 1,867) if the price is at most the cap. */
  reduction: number
  reductionPriceCap: number | null
  /** A higher cap for the postcodes listed (Flanders' core cities and the Vlaamse Rand). */
  reductionPriceCapHigher: number | null
  higherCapPostcodes: readonly string[]
  /** Own home: a credit per buyer off the duty (Luxembourg's Bëllegen Akt: 40,000), down to `minimumDuty`. */
  creditPerBuyer: number
  minimumDuty: number
  /** An extra % on the price where a town levies one (Luxembourg City), not for an own home or a new build. */
  surchargeRate: number
  surchargePostcodes: readonly string[]
  /** Whether building land may be the buyer's only own home too (Wallonia, Brussels, Luxembourg; not Flanders). */
  landOwnHome: boolean
  /** Own home on building land: this much of the price exempt instead (Brussels: 100,000), if the price is at most the cap. */
  landAbatement: number
  landAbatementPriceCap: number | null
}

/** The deeds: VAT on a new build, the purchase deed's and the mortgage deed's costs (Belgium's, or Luxembourg's). */
export type DeedRules = {
  /** VAT % on a new build's price (no registration duties then). */
  newBuildVatRate: number
  /** Luxembourg: a lower VAT % for the buyer's own home, the saving capped at `ownHomeVatCap` euros. */
  ownHomeVatRate: number | null
  ownHomeVatCap: number | null
  /** The purchase deed's notary fee scale, and the lower one for an only own home (Belgium's Jbis), if any. */
  notaryScale: Scale
  ownHomeNotaryScale: Scale | null
  /** VAT % on the notary's fee, administrative costs, third-party costs and the writing duty. */
  notaryVatRate: number
  adminCosts: number
  thirdPartyCosts: number
  writingDuty: number
  annexDuty: number
  transcriptionFee: number
  /** The mortgage deed: duties % on the loan plus its accessories (% of the loan), and its own costs. */
  mortgageRegistrationRate: number
  mortgageDutyRate: number
  accessoriesRate: number
  mortgageScale: Scale
  mortgageAdminCosts: number
  mortgageThirdPartyCosts: number
  inscriptionFee: number
  /** The loan the panel proposes until the visitor says otherwise. */
  defaultLoanRate: number
  defaultLoanYears: number
  /** The share of the price the visitor brings by default, beside all the costs (banks lend up to 90%). */
  defaultOwnShare: number
}

/** Renting: the most a deposit may be, in months of rent. */
export type RentRules = { depositMonths: number }

/** One dated set of rules as stored: a scope's rules from a date, with their official sources. */
export type CostRuleSet = {
  scope: CostScope
  /** YYYY-MM-DD: applies to deeds (or leases) from this day. */
  validFrom: string
  sources: string
  duties?: DutyRules
  deed?: DeedRules
  rent?: RentRules
}

/** The rules a listing's costs are computed with: its place's duties and rent rules, its country's deed rules. */
export type PlaceRules = {
  place: CostPlace
  duties: DutyRules
  deed: DeedRules
  rent: RentRules
  /** The latest validFrom of the sets used: "rules of {date}" under the figures. */
  validFrom: string
}

/** What a purchase is, for its duties: a home, building land, or neither (an office, a shop, a parking). */
export const COST_USES = ['home', 'land', 'other'] as const
export type CostUse = (typeof COST_USES)[number]

/** What the listing brings to its costs. */
export type CostListing = {
  price: number
  /** From the listing's type (property-types' costUse). */
  use: CostUse
  place: CostPlace
  postcode: string | null
  newBuild: boolean
  /** € a year, the site's estimate (energyCost.ts), or null. */
  energyPerYear: number | null
  /** € a month of common charges, or null. */
  chargesPerMonth: number | null
}

/** What the visitor chooses (the panel shows the defaults). */
export type CostChoices = {
  ownHome: boolean
  /** Luxembourg's credit is per buyer: 1 or 2. */
  buyers: 1 | 2
  /** € the visitor brings; the rest of the total is the loan (none when it covers everything). */
  ownFunds: number
  /** Annual rate in %, and the term in years. */
  loanRate: number
  loanYears: number
}

/** The panel's figures, each in euros (rounded to the cent). */
export type PurchaseCosts = {
  price: number
  /** Registration duties (0 for a new build), or VAT (0 otherwise). */
  duties: number
  vat: number
  /** The purchase deed: fee, costs, duties and VAT on them, together; null when the place's scale is unknown. */
  notary: number | null
  /** The loan and what it costs: its deed (null without a loan or a scale), the monthly repayment. */
  loan: number
  mortgageDeed: number | null
  monthlyRepayment: number
  /** Everything paid for the purchase: price + duties or VAT + notary + mortgage deed. */
  total: number
  /** What the visitor must bring at signing: the total less the loan. */
  ownFundsNeeded: number
  energyPerYear: number | null
  /** Repayment + energy / 12 + charges. */
  monthly: number
}

/** A rent listing's figures. */
export type RentCosts = {
  rent: number
  charges: number
  energyPerMonth: number | null
  /** Rent + charges + energy a month. */
  monthly: number
  deposit: number
  depositMonths: number
  /** First rent and charges and the deposit. */
  atSigning: number
}
