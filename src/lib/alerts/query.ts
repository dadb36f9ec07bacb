/**
 * The search a saved alert keeps: the results page's query string (search module syntax), normalised
 * by the same parser the results pages use, without sort or page (an alert has neither).
 */
import type { Goal } from '@/lib/domain/propertyOptions'
import { buildSearchQuery, parseSearchParams, type SearchFilters } from '@/lib/domain/searchQuery'

/** The alert's goal from a form: the demand register says buy or rent, the results pages sale or rent. */
export const alertGoal = (value: unknown): Goal => (value === 'rent' ? 'rent' : 'sale')

/** A query string as the search module writes it, for `goal`, without sort and page. */
export const normaliseAlertQuery = (goal: Goal, raw: string): string => {
  const filters = parseSearchParams(goal, new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw))
  return buildSearchQuery({ ...filters, sort: 'newest', page: 1 })
}

/** The filters an alert searches with. */
export const alertFilters = (goal: Goal, query: string): SearchFilters => ({ ...parseSearchParams(goal, new URLSearchParams(query)), sort: 'newest', page: 1 })

/**
 * A demand registration as a search: its property types, cities ('name|zip'), minimum bedrooms and
 * maximum budget (from 0), in the results pages' syntax.
 */
export const demandQuery = (values: Record<string, unknown>): string => {
  const goal = alertGoal(values.goal)
  const params = new URLSearchParams()
  for (const type of Array.isArray(values.types) ? values.types : []) params.append('type', String(type))
  for (const city of Array.isArray(values.cities) ? values.cities : []) params.append('city', String(city))
  if (typeof values.minBedrooms === 'number' && values.minBedrooms > 0) params.set('bedrooms', String(values.minBedrooms))
  if (typeof values.budgetMax === 'number' && values.budgetMax > 0) params.set('price', `0-${Math.round(values.budgetMax)}`)
  return normaliseAlertQuery(goal, params.toString())
}
