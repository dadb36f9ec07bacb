import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { Goal } from '@/lib/domain/propertyOptions'
import type { SearchFilters } from '@/lib/domain/searchQuery'
import { getCities, getPropertyTypes, getSearchResults } from '@/lib/payload/queries'
import { type BoxOptions, boxOptions, cityValue } from '@/lib/search/boxOptions'
import type { SearchResult } from '@/lib/search/types'

/**
 * What the search box offers for each goal. For the goal of `filters`, the counts of `result` (each
 * facet for the search's other filters); for the other goal, the counts of all its listings.
 */
export const searchBoxOptions = async (locale: Locale, filters: SearchFilters, result?: SearchResult): Promise<Record<Goal, BoxOptions>> => {
  const facets = async (goal: Goal) => (goal === filters.goal && result ? result.facets : (await getSearchResults(goal, '')).facets)
  const [cities, types, sale, rent] = await Promise.all([getCities(locale), getPropertyTypes(locale), facets('sale'), facets('rent')])
  const chosen = { cities: filters.cities.map((c) => (c.zip ? cityValue(c) : c.name)), types: filters.types }
  return { sale: boxOptions('sale', sale, cities, types, chosen), rent: boxOptions('rent', rent, cities, types, chosen) }
}
