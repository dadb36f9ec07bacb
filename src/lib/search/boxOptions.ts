/** What the search box offers: cities and types with their counts, and the type-ahead filter of its lists. */
import { EPC_CLASSES, type EpcClass } from '@/lib/domain/epcClass'
import { LISTING_FEATURES, type ListingFeature } from '@/lib/domain/listingFeatures'
import type { Goal } from '@/lib/domain/propertyOptions'

import { searchWords } from './text'
import type { SearchResult } from './types'

/** One choice of a multi-select: the URL value, what is shown, and how many listings it has. */
export type BoxOption = { value: string; label: string; count: number }
/** The cities and types to choose from, and how many listings each EPC letter and each feature would give. */
export type BoxOptions = { cities: BoxOption[]; types: BoxOption[]; epc: Record<EpcClass, number>; has: Record<ListingFeature, number> }

type City = { id: number; name: string; zip: string }
type Type = { webID: number; name: string; sale?: boolean | null; rent?: boolean | null }

/** A city's URL value: its name in the page's language, lowercased, and its postcode ('gent|9000'). */
export const cityValue = (city: { name: string; zip: string }): string => `${city.name.toLowerCase()}|${city.zip}`

/**
 * The box's choices for a goal: the cities that have listings (with their counts, by name), and the
 * types offered for the goal in display order (with their counts, 0 when none). Chosen values stay
 * offered even at 0, so they can be seen and removed. Every EPC letter and feature is offered, with its
 * count (0 when none).
 */
export const boxOptions = (
  goal: Goal,
  facets: SearchResult['facets'],
  cities: readonly City[],
  types: readonly Type[],
  chosen: { cities?: readonly string[]; types?: readonly number[] } = {},
): BoxOptions => {
  const cityCount = new Map(facets.cities.map((f) => [f.id, f.count]))
  const typeCount = new Map(facets.types.map((f) => [f.webID, f.count]))
  const chosenCities = new Set(chosen.cities ?? [])
  const chosenTypes = new Set(chosen.types ?? [])
  const cityOptions = cities
    .map((city) => ({ value: cityValue(city), label: `${city.name} (${city.zip})`, count: cityCount.get(city.id) ?? 0 }))
    .filter((option) => option.count > 0 || chosenCities.has(option.value))
    .sort((a, b) => a.label.localeCompare(b.label, 'nl'))
  const typeOptions = types
    .filter((type) => type[goal] !== false || chosenTypes.has(type.webID))
    .map((type) => ({ value: String(type.webID), label: type.name, count: typeCount.get(type.webID) ?? 0 }))
  const epcCount = new Map(facets.epc.map((f) => [f.epc, f.count]))
  const featureCount = new Map(facets.has.map((f) => [f.feature, f.count]))
  return {
    cities: cityOptions,
    types: typeOptions,
    epc: Object.fromEntries(EPC_CLASSES.map((epc) => [epc, epcCount.get(epc) ?? 0])) as Record<EpcClass, number>,
    has: Object.fromEntries(LISTING_FEATURES.map((feature) => [feature, featureCount.get(feature) ?? 0])) as Record<ListingFeature, number>,
  }
}

/** Whether an option's label matches what was typed: every typed word starts a word of it, without case or accents. */
export const matchesTypeAhead = (label: string, typed: string): boolean => {
  const wanted = searchWords(typed)
  if (wanted.length === 0) return true
  const words = searchWords(label)
  return wanted.every((w) => words.some((word) => word.startsWith(w)))
}
