/**
 * The cost rules as stored (collections/CostRules.ts) turned into the pure module's shapes
 * (src/lib/domain/costs/types.ts). No cache here: queries.ts wraps the pages' read in a cached one;
 * the no-JavaScript recompute and the tests read through this directly.
 */
import type { Payload } from 'payload'

import type { Band, CostRuleSet, DeedRules, DutyRules, RentRules, Scale } from '@/lib/domain/costs/types'
import type { CostRule } from '@/payload-types'

const num = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0)
const orNull = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const codes = (text: string | null | undefined): string[] => (text ?? '').split(/[\s,;]+/).filter((code) => /^[A-Za-z0-9-]{1,10}$/.test(code))

type StoredScale = { fixed?: number | null; bands?: { upTo?: number | null; rate?: number | null }[] | null } | null | undefined
const scaleOf = (stored: StoredScale): Scale => ({
  fixed: num(stored?.fixed),
  bands: (stored?.bands ?? []).map((band): Band => ({ upTo: orNull(band.upTo), rate: num(band.rate) })),
})

const dutiesOf = (d: NonNullable<CostRule['duties']>): DutyRules => ({
  standardRate: num(d.standardRate),
  ownHomeRate: orNull(d.ownHomeRate),
  abatement: num(d.abatement),
  abatementPriceCap: orNull(d.abatementPriceCap),
  reduction: num(d.reduction),
  reductionPriceCap: orNull(d.reductionPriceCap),
  reductionPriceCapHigher: orNull(d.reductionPriceCapHigher),
  higherCapPostcodes: codes(d.higherCapPostcodes),
  creditPerBuyer: num(d.creditPerBuyer),
  minimumDuty: num(d.minimumDuty),
  surchargeRate: num(d.surchargeRate),
  surchargePostcodes: codes(d.surchargePostcodes),
  landOwnHome: d.landOwnHome === true,
  landAbatement: num(d.landAbatement),
  landAbatementPriceCap: orNull(d.landAbatementPriceCap),
})

const deedOf = (d: NonNullable<CostRule['deed']>): DeedRules => {
  const ownHome = scaleOf(d.ownHomeNotaryScale)
  return {
    newBuildVatRate: num(d.newBuildVatRate),
    ownHomeVatRate: orNull(d.ownHomeVatRate),
    ownHomeVatCap: orNull(d.ownHomeVatCap),
    notaryScale: scaleOf(d.notaryScale),
    ownHomeNotaryScale: ownHome.bands.length > 0 ? ownHome : null,
    notaryVatRate: num(d.notaryVatRate),
    adminCosts: num(d.adminCosts),
    thirdPartyCosts: num(d.thirdPartyCosts),
    writingDuty: num(d.writingDuty),
    annexDuty: num(d.annexDuty),
    transcriptionFee: num(d.transcriptionFee),
    mortgageRegistrationRate: num(d.mortgageRegistrationRate),
    mortgageDutyRate: num(d.mortgageDutyRate),
    accessoriesRate: num(d.accessoriesRate),
    mortgageScale: scaleOf(d.mortgageScale),
    mortgageAdminCosts: num(d.mortgageAdminCosts),
    mortgageThirdPartyCosts: num(d.mortgageThirdPartyCosts),
    inscriptionFee: num(d.inscriptionFee),
    defaultLoanRate: num(d.defaultLoanRate),
    defaultLoanYears: num(d.defaultLoanYears) || 25,
    defaultOwnShare: num(d.defaultOwnShare),
  }
}

const REGIONAL = new Set(['flanders', 'brussels', 'wallonia', 'luxembourg'])
const NATIONAL = new Set(['belgium', 'luxembourg'])

/** A stored document as a rule set: only the parts its scope carries. */
export const ruleSetOf = (doc: CostRule): CostRuleSet => ({
  scope: doc.scope,
  validFrom: doc.validFrom.slice(0, 10),
  sources: doc.sources,
  duties: REGIONAL.has(doc.scope) && doc.duties ? dutiesOf(doc.duties) : undefined,
  deed: NATIONAL.has(doc.scope) && doc.deed ? deedOf(doc.deed) : undefined,
  rent: REGIONAL.has(doc.scope) && doc.rent ? ({ depositMonths: num(doc.rent.depositMonths) } satisfies RentRules) : undefined,
})

/** Every stored rule set (a few dozen at most: one per scope and change of law). */
export const readCostRules = async (payload: Payload): Promise<CostRuleSet[]> => {
  const { docs } = await payload.find({ collection: 'cost-rules', pagination: false, depth: 0, overrideAccess: true, sort: 'validFrom' })
  return docs.map(ruleSetOf)
}
