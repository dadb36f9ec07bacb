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
 * A demand registration as a search: its property types, cities ('name|zip'), minimum bedrooms, maximum
 * budget (from 0), minimum living and plot area, the worst EPC letter accepted and the features wanted,
 * in the results pages' syntax (the parser drops what it cannot read, as it does for a URL).
 */
export const demandQuery = (values: Record<string, unknown>): string => {
  const goal = alertGoal(values.goal)
  const params = new URLSearchParams()
  for (const type of Array.isArray(values.types) ? values.types : []) params.append('type', String(type))
  for (const city of Array.isArray(values.cities) ? values.cities : []) params.append('city', String(city))
  if (typeof values.minBedrooms === 'number' && values.minBedrooms > 0) params.set('bedrooms', String(values.minBedrooms))
  if (typeof values.budgetMax === 'number' && values.budgetMax > 0) params.set('price', `0-${Math.round(values.budgetMax)}`)
  if (typeof values.minLiving === 'number' && values.minLiving > 0) params.set('living', `${Math.round(values.minLiving)}-`)
  if (typeof values.minPlot === 'number' && values.minPlot > 0) params.set('plot', `${Math.round(values.minPlot)}-`)
  if (typeof values.epc === 'string') params.set('epc', values.epc)
  for (const feature of Array.isArray(values.features) ? values.features : []) params.append('has', String(feature))
  return normaliseAlertQuery(goal, params.toString())
}
