/** Counts and facets from one grouped count per (city, type) of the listings matching the other filters. */
import { EPC_CLASSES } from '@/lib/domain/epcClass'
import { LISTING_FEATURES } from '@/lib/domain/listingFeatures'

import type { SearchResult } from './types'

/** Listings of one city and one type (WebID), matching every filter but the cities and types. */
export type CityTypeCount = { cityId: number; webID: number; count: number }

const sorted = <K extends 'id' | 'webID'>(counts: Map<number, number>, key: K) =>
  [...counts]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([value, count]) => ({ [key]: value, count }) as { [k in K]: number } & { count: number })

/**
 * Merges the grouped counts: the total matches the chosen cities and types (none chosen: all); each
 * city's facet counts the chosen types only, each type's the chosen cities only, so a facet says how
 * many results picking it would add.
 */
export const mergeFacets = (
  rows: readonly CityTypeCount[],
  cityIds: readonly number[],
  typeIds: readonly number[],
): { total: number; facets: Pick<SearchResult['facets'], 'cities' | 'types'> } => {
  const inCities = (id: number) => cityIds.length === 0 || cityIds.includes(id)
  const inTypes = (id: number) => typeIds.length === 0 || typeIds.includes(id)
  const cities = new Map<number, number>()
  const types = new Map<number, number>()
  let total = 0
  for (const { cityId, webID, count } of rows) {
    if (inTypes(webID) && cityId > 0) cities.set(cityId, (cities.get(cityId) ?? 0) + count)
    if (inCities(cityId) && webID > 0) types.set(webID, (types.get(webID) ?? 0) + count)
    if (inCities(cityId) && inTypes(webID)) total += count
  }
  return { total, facets: { cities: sorted(cities, 'id'), types: sorted(types, 'webID') } }
}

/**
 * The EPC facet from counts per label rank (0 for A, 1 for B, ...): each letter counts its own listings
 * and those of every better letter, since choosing it accepts them all. Ranks past G (Luxembourg's H and
 * I) pass no choice; letters without listings are left out.
 */
export const epcFacets = (byRank: ArrayLike<number>): SearchResult['facets']['epc'] => {
  let running = 0
  return EPC_CLASSES.flatMap((epc, rank) => {
    running += byRank[rank] ?? 0
    return running > 0 ? [{ epc, count: running }] : []
  })
}

/** The feature facet from counts per feature bit (LISTING_FEATURES order); features without results are left out. */
export const featureFacets = (byBit: ArrayLike<number>): SearchResult['facets']['has'] =>
  LISTING_FEATURES.flatMap((feature, bit) => ((byBit[bit] ?? 0) > 0 ? [{ feature, count: byBit[bit] }] : []))
