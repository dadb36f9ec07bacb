import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import type { CostRuleSet, Scale } from '@/lib/domain/costs/types'

import { SEED_CONTEXT } from '../context'
import { costRules } from '../data/costRules'

const storedScale = (scale: Scale | null) => ({ fixed: scale?.fixed ?? 0, bands: (scale?.bands ?? []).map((band) => ({ upTo: band.upTo, rate: band.rate })) })

/** A rule set as the collection stores it (postcode lists as text). */
export const storedRuleSet = (set: CostRuleSet): RequiredDataFromCollectionSlug<'cost-rules'> => ({
  scope: set.scope,
  validFrom: `${set.validFrom}T00:00:00.000Z`,
  sources: set.sources,
  duties: set.duties ? { ...set.duties, higherCapPostcodes: set.duties.higherCapPostcodes.join(' '), surchargePostcodes: set.duties.surchargePostcodes.join(' ') } : undefined,
  deed: set.deed
    ? { ...set.deed, notaryScale: storedScale(set.deed.notaryScale), ownHomeNotaryScale: storedScale(set.deed.ownHomeNotaryScale), mortgageScale: storedScale(set.deed.mortgageScale) }
    : undefined,
  rent: set.rent,
})

/**
 * The cost panel's rules in force (seed/data/costRules.ts), written when the collection is empty: by the
 * *_cost_rules migrations (a new or an older site gets them alike, being law rather than demo content) and
 * by the seed. Rules staff already keep are never touched.
 */
export const addCostRules = async (payload: Payload, req?: PayloadRequest): Promise<void> => {
  if ((await payload.count({ collection: 'cost-rules', overrideAccess: true, req })).totalDocs > 0) return
  for (const set of costRules) await payload.create({ collection: 'cost-rules', data: storedRuleSet(set), overrideAccess: true, context: SEED_CONTEXT, req })
}
