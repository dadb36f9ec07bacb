import { type Locale, isLocale } from '@/i18n/locales'
import { resolvePath } from '@/i18n/routing'
import { buildSearchQuery, parseSearchParams } from '@/lib/domain/searchQuery'

import type { RouteTable } from './routeTable'
import { encodeSearchKey } from './searchRewrite'

const GOAL_OF_PAGE = { 'for-sale': 'sale', 'for-rent': 'rent' } as const

/**
 * The goal of a results page path ('/nl/te-koop/' -> sale), or null for any other path.
 */
export const resultsGoal = (table: Pick<RouteTable, 'pages' | 'enabled'>, rawPath: string): { locale: Locale; goal: 'sale' | 'rent' } | null => {
  const [, first = '', ...rest] = rawPath.split('/')
  if (!isLocale(first) || !table.enabled.includes(first)) return null
  const resolved = resolvePath(first, rest.filter(Boolean), table.pages)
  if (resolved.kind !== 'page' || (resolved.page.key !== 'for-sale' && resolved.page.key !== 'for-rent')) return null
  return { locale: first, goal: GOAL_OF_PAGE[resolved.page.key] }
}

/**
 * Where a results page with a query string is rendered: `{lang}/{goal}/{key}` for SEARCH_HEADER, the key
 * being the normalised query (so every spelling of one search shares one cached page), or null when the
 * path is no results page or the query filters nothing (the page without a query answers then).
 */
export const searchTarget = (table: Pick<RouteTable, 'pages' | 'enabled'>, rawPath: string, params: URLSearchParams): string | null => {
  if (params.size === 0) return null
  const page = resultsGoal(table, rawPath)
  if (!page) return null
  const query = buildSearchQuery(parseSearchParams(page.goal, params))
  return query === '' ? null : `${page.locale}/${page.goal}/${encodeSearchKey(query)}`
}

/** The language of the owner portal's path ('/fr/proprietaire/' -> fr), or null for any other path. */
export const portalTarget = (table: Pick<RouteTable, 'pages' | 'enabled'>, rawPath: string): Locale | null => {
  const [, first = '', ...rest] = rawPath.split('/')
  if (!isLocale(first) || !table.enabled.includes(first)) return null
  const resolved = resolvePath(first, rest.filter(Boolean), table.pages)
  return resolved.kind === 'page' && resolved.page.key === 'owner' ? first : null
}
