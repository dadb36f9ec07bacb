/**
 * The rent application rules as stored (collections/ApplicationRules.ts) in the pure module's shape
 * (src/lib/domain/rentalApplication.ts), and what a listing's application asks under them today. No
 * cache here: queries.ts wraps the pages' read; the form endpoint reads through this directly.
 */
import type { Payload } from 'payload'

import { type CountryCode, isCountryCode, regionFor } from '@/lib/domain/postcode'
import { APPLICATION_DOCUMENTS, APPLICATION_ITEMS, type ApplicationRuleSet, applicationRulesFor } from '@/lib/domain/rentalApplication'
import { brusselsDay } from '@/lib/visits/days'

const REGIONS = new Set(['flanders', 'brussels', 'wallonia'])

/** Every stored set (a handful: one per region and change of law). */
export const readApplicationRules = async (payload: Payload): Promise<ApplicationRuleSet[]> => {
  const { docs } = await payload.find({ collection: 'application-rules', pagination: false, depth: 0, overrideAccess: true, sort: 'validFrom' })
  return docs.flatMap((doc): ApplicationRuleSet[] =>
    REGIONS.has(doc.region)
      ? [
          {
            region: doc.region,
            validFrom: String(doc.validFrom).slice(0, 10),
            items: APPLICATION_ITEMS.filter((item) => doc.items?.includes(item)),
            documents: APPLICATION_DOCUMENTS.filter((kind) => doc.documents?.includes(kind)),
            sources: doc.sources,
          },
        ]
      : [],
  )
}

/**
 * The rules a rent application about a listing in this place follows today: its region's set in force
 * (null abroad, without a postcode, or before any set: the application then asks the least).
 */
export const applicationRulesOf = (sets: readonly ApplicationRuleSet[], city: { zip?: string | null; country?: string | null } | null | undefined, now = new Date()): ApplicationRuleSet | null => {
  const country: CountryCode = isCountryCode(city?.country) ? city.country : 'BE'
  return applicationRulesFor(sets, country === 'BE' ? regionFor(city?.zip ?? null, 'BE') : null, brusselsDay(now))
}
