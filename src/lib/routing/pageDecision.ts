import { type Locale, isLocale } from '@/i18n/locales'
import { buildSearchQuery, parseSearchParams } from '@/lib/domain/searchQuery'

import { goalOfPage } from './pageRoute'
import { type ResolvedPath, resolvePath } from './resolvePath'
import { NOT_FOUND_SEGMENT, SIGN_IN_SUFFIX } from './rewrites'
import type { RouteTable } from './routeTable'
import { encodeSearchKey } from './searchKey'

/*
 * The proxy's decisions about pages, taken on the route table.
 *
 * Why: Next 16 cannot server-render the content of a page that calls notFound() (vercel/next.js#62228:
 * the HTML is an empty error shell). The proxy therefore sends requests for paths it knows are missing
 * to the not-found page route (`/{lang}/404/`) with status 404, which renders like any cached page.
 */

/** What a raw public path shows, resolved once per request for every decision below. */
export type RequestRoute = { locale: Locale; resolved: ResolvedPath }

/** The enabled language a raw path starts with and what the rest of it shows, or null for any other path. */
export const requestRoute = (table: Pick<RouteTable, 'pages' | 'enabled'>, rawPath: string): RequestRoute | null => {
  const [, first = '', ...rest] = rawPath.split('/')
  if (!isLocale(first) || !table.enabled.includes(first)) return null
  return { locale: first, resolved: resolvePath(first, rest.filter(Boolean), table.pages) }
}

/** Whether a raw path is the not-found page itself ('/nl/404/'): it always answers 404. */
const NOT_FOUND_PAGE = new RegExp(`^/(?:[a-z]{2}|_)/${NOT_FOUND_SEGMENT}/$`, 'i')

export const isNotFoundPage = (rawPath: string): boolean => NOT_FOUND_PAGE.test(rawPath)

/**
 * The not-found page a raw public path must show, or null when the proxy cannot tell: a page, a
 * thank-you page or a property path (only its page can check the property), and paths whose first
 * segment is not a language code ('/', '/for-sale/', '/sitemap.xml'), and the admin's preview pages
 * (`/{lang}/preview/{id}/`), which other routes answer.
 * A language code that is not enabled shows the default language's not-found page.
 */
export const missingPathTarget = (
  table: Pick<RouteTable, 'pages' | 'enabled' | 'defaultLocale'>,
  rawPath: string,
  route: RequestRoute | null = requestRoute(table, rawPath),
): string | null => {
  const [, first = '', ...rest] = rawPath.split('/')
  if (!/^[a-z]{2}$/i.test(first) || rest[0] === 'preview') return null
  if (!route) return `/${table.defaultLocale}/${NOT_FOUND_SEGMENT}/`
  return route.resolved.kind === 'not-found' ? `/${route.locale}/${NOT_FOUND_SEGMENT}/` : null
}

/**
 * Where a results page with a query string is rendered: `{lang}/{goal}/{key}` for SEARCH_HEADER, the key
 * being the normalised query (so every spelling of one search shares one cached page), or null when the
 * path is no results page or the query filters nothing (the page without a query answers then).
 */
export const searchTarget = (route: RequestRoute | null, params: URLSearchParams): string | null => {
  if (params.size === 0 || route?.resolved.kind !== 'page') return null
  const goal = goalOfPage(route.resolved.page)
  if (!goal) return null
  const query = buildSearchQuery(parseSearchParams(goal, params))
  return query === '' ? null : `${route.locale}/${goal}/${encodeSearchKey(query)}`
}

/**
 * Which per-request route renders the path, for the owner portal's pages: the portal itself ('fr' for
 * '/fr/proprietaire/') or its sign-in page ('fr-login' for '/fr/login/'); null for any other path.
 */
export const portalTarget = (route: RequestRoute | null): string | null => {
  if (route?.resolved.kind !== 'page') return null
  const { key } = route.resolved.page
  return key === 'owner' ? route.locale : key === 'login' ? `${route.locale}${SIGN_IN_SUFFIX}` : null
}
