/**
 * Which rules a listing's costs are computed with: its place (a Belgian region, or Luxembourg), and for
 * that place the rules in force on a day, out of every dated set staff keep.
 */
import { type CountryCode, regionFor } from '@/lib/domain/postcode'

import type { CostPlace, CostRuleSet, CostScope, PlaceRules } from './types'

/**
 * The place of a listing: Luxembourg as a whole (its duties do not depend on the commune, bar a surcharge
 * by postcode), or the Belgian region of the postcode. Null without a country, since a 4-digit postcode
 * alone cannot tell a Luxembourg one from a Belgian one, or for a postcode in no region.
 */
export const placeOf = (country: CountryCode | null, postcode: string | null): CostPlace | null => {
  if (country === 'LU') return 'luxembourg'
  return country === 'BE' ? regionFor(postcode, 'BE') : null
}

type Part = 'duties' | 'deed' | 'rent'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The scope each part of a place's rules comes from: a Belgian region keeps its duties and rent law, the deeds are federal. */
const scopeOf = (place: CostPlace, part: Part): CostScope => (place === 'luxembourg' ? 'luxembourg' : part === 'deed' ? 'belgium' : place)

/** The set of that scope in force on the day for that part: the latest validFrom not after the day (of two on one day, the later listed). */
const inForce = (sets: readonly CostRuleSet[], scope: CostScope, part: Part, day: string): CostRuleSet | null =>
  sets.reduce<CostRuleSet | null>(
    (found, set) => (set.scope === scope && set[part] !== undefined && DAY.test(set.validFrom) && set.validFrom <= day && (found === null || set.validFrom >= found.validFrom) ? set : found),
    null,
  )

/**
 * The rules of a place on a day (YYYY-MM-DD), each part from the latest set in force that has it; null
 * when a part has no set in force (rules not yet entered, or entered from a later day) or the day is not a
 * date, so no panel shows figures it lacks a rule for. validFrom is the latest of the sets used: the
 * figures are those of the rules of that day.
 */
export const rulesFor = (sets: readonly CostRuleSet[], place: CostPlace, day: string): PlaceRules | null => {
  if (!DAY.test(day)) return null
  const dutiesSet = inForce(sets, scopeOf(place, 'duties'), 'duties', day)
  const deedSet = inForce(sets, scopeOf(place, 'deed'), 'deed', day)
  const rentSet = inForce(sets, scopeOf(place, 'rent'), 'rent', day)
  if (!dutiesSet?.duties || !deedSet?.deed || !rentSet?.rent) return null
  const validFrom = [dutiesSet.validFrom, deedSet.validFrom, rentSet.validFrom].reduce((latest, from) => (from > latest ? from : latest))
  return { place, duties: dutiesSet.duties, deed: deedSet.deed, rent: rentSet.rent, validFrom }
}
