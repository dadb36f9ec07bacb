import { type Locale, isLocale } from '@/i18n/locales'
import { type PageRoute, resolvePath } from '@/i18n/routing'

import { NOT_FOUND_SEGMENT } from './notFoundRewrite'

/**
 * What the proxy needs to tell a missing page from an existing one without reading the database:
 * the published pages and the enabled languages.
 *
 * Why: Next 16 cannot server-render the content of a page that calls notFound() (vercel/next.js#62228:
 * the HTML is an empty error shell). The proxy therefore sends requests for paths it knows are missing
 * to the not-found page route (`/{lang}/404/`) with status 404, which renders like any cached page.
 * The table is read from the database at server start and again whenever staff save pages or settings.
 */
export type RouteTable = { pages: readonly PageRoute[]; enabled: readonly Locale[]; defaultLocale: Locale; publishedAt: number }

/** Whether a raw path is the not-found page itself ('/nl/404/'): it always answers 404. */
const NOT_FOUND_PAGE = new RegExp(`^/(?:[a-z]{2}|_)/${NOT_FOUND_SEGMENT}/$`, 'i')

export const isNotFoundPage = (rawPath: string): boolean => NOT_FOUND_PAGE.test(rawPath)

/** A table older than this is read again in the background (changes made around Payload, like a re-seed). */
export const ROUTE_TABLE_MAX_AGE_MS = 300_000

type Loader = () => Promise<Omit<RouteTable, 'publishedAt'>>
const KEY = Symbol.for('site.routeTable')
type Store = { [KEY]?: { table: RouteTable | null; loader: Loader | null; loading: Promise<void> | null } }
const store = globalThis as Store
// The proxy and the server's own code are bundled apart but share this process's globalThis.
const state = (store[KEY] ??= { table: null, loader: null, loading: null })

export const publishRouteTable = (table: Omit<RouteTable, 'publishedAt'>, now = Date.now()): void => {
  state.table = { ...table, publishedAt: now }
}

/** Registered once at server start (src/instrumentation.ts): reads the pages and languages from the database. */
export const registerRouteTableLoader = (loader: Loader): void => {
  state.loader = loader
}

/**
 * Reads the table again now (at server start, and when staff save pages or the site settings). When
 * the read fails the proxy decides nothing until the next one, rather than trust an outdated table.
 */
export const refreshRouteTable = (): Promise<void> => {
  const { loader } = state
  if (!loader) return Promise.resolve()
  state.loading = loader()
    .then((table) => publishRouteTable(table))
    .catch(() => {
      state.table = null
    })
    .finally(() => {
      state.loading = null
    })
  return state.loading
}

/** The current table, or null before the first read; an old one is still used while it is read again. */
export const readRouteTable = (now = Date.now()): RouteTable | null => {
  const { table } = state
  if (table && now - table.publishedAt > ROUTE_TABLE_MAX_AGE_MS && !state.loading) void refreshRouteTable()
  return table
}

/**
 * The not-found page a raw public path must show, or null when the proxy cannot tell: a page, a
 * thank-you page or a property path (only its page can check the property), and paths whose first
 * segment is not a language code ('/', '/for-sale/', '/sitemap.xml'), and the admin's preview pages
 * (`/{lang}/preview/{id}/`), which other routes answer.
 * A language code that is not enabled shows the default language's not-found page.
 */
export const missingPathTarget = (table: RouteTable, rawPath: string): string | null => {
  const [, first = '', ...rest] = rawPath.split('/')
  if (!/^[a-z]{2}$/i.test(first) || rest[0] === 'preview') return null
  const locale = isLocale(first) && table.enabled.includes(first) ? first : null
  if (!locale) return `/${table.defaultLocale}/${NOT_FOUND_SEGMENT}/`
  return resolvePath(locale, rest.filter(Boolean), table.pages).kind === 'not-found' ? `/${locale}/${NOT_FOUND_SEGMENT}/` : null
}
