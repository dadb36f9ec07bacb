import type { PayloadRequest } from 'payload'

import { type Locale, defaultLocale, locales } from '@/i18n/locales'
import { type PageRoute, pageByKey, pagePath } from '@/i18n/routing'

/**
 * The proxy's table of published listings: enough of each to build its canonical URL in every
 * language, so that a property path is answered without the page: a missing or unpublished listing
 * gets the server-rendered "Property Not Found" page (404), a wrong city, slug, segment or language
 * a 308 to the canonical URL. Read from the database at server start; saves update it (hooks).
 */
export type PropertyRoute = { goal: 'sale' | 'rent'; city: Partial<Record<Locale, string>>; slug: Partial<Record<Locale, string>> }

/** One row as the database gives it: slugs per language as `nl:slug|fr:slug`. */
export type PropertyRouteRow = { id: number; goal: string; city: string | null; slug: string | null }

const KEY = Symbol.for('site.propertyRoutes')
/** Reads rows; `req` a save whose transaction the read must see (its hooks call with it). */
type Loader = (ids: readonly number[] | null, req?: { transactionID?: PayloadRequest['transactionID'] }) => Promise<PropertyRouteRow[]>
type State = { routes: Map<number, PropertyRoute> | null; loadedAt: number; loader: Loader | null; loading: Promise<void> | null }
const store = globalThis as { [KEY]?: State }
// The proxy and the server's own code are bundled apart but share this process's globalThis.
const state = (store[KEY] ??= { routes: null, loadedAt: 0, loader: null, loading: null })

/** A table older than this is read again in the background (changes made outside this server, like a re-seed). */
export const PROPERTY_ROUTES_MAX_AGE_MS = 300_000

/** `nl:gent|fr:gand` as a map of the languages that have a slug. */
export const parseLocalised = (text: string | null): Partial<Record<Locale, string>> => {
  const out: Partial<Record<Locale, string>> = {}
  for (const part of (text ?? '').split('|')) {
    const [locale, value] = part.split(':')
    if (value && (locales as readonly string[]).includes(locale)) out[locale as Locale] = value
  }
  return out
}

export const toPropertyRoute = (row: PropertyRouteRow): PropertyRoute => ({
  goal: row.goal === 'rent' ? 'rent' : 'sale',
  city: parseLocalised(row.city),
  slug: parseLocalised(row.slug),
})

/** Replaces the whole table (server start, a city saved, a change made outside this process). */
export const publishPropertyRoutes = (rows: readonly PropertyRouteRow[], now = Date.now()): void => {
  state.routes = new Map(rows.map((row) => [row.id, toPropertyRoute(row)]))
  state.loadedAt = now
}

/** Updates the listings `ids` after a save: those among `rows` are published, the others are not. */
export const updatePropertyRoutes = (ids: readonly number[], rows: readonly PropertyRouteRow[]): void => {
  const { routes } = state
  if (!routes) return
  for (const id of ids) routes.delete(id)
  for (const row of rows) routes.set(row.id, toPropertyRoute(row))
}

/** Registered once at server start (src/instrumentation.ts): reads the rows from the database. */
export const registerPropertyRoutesLoader = (loader: Loader): void => {
  state.loader = loader
}

/**
 * Reads the rows of `ids` again after a save (all of them when null: server start, a city saved). A
 * failed full read leaves no table, so the pages decide until the next one; a failed partial read
 * drops the table for the same reason.
 */
export const refreshPropertyRoutes = async (ids: readonly number[] | null = null, req?: Parameters<Loader>[1]): Promise<void> => {
  const { loader } = state
  if (!loader || (ids && !state.routes)) return
  try {
    const rows = await loader(ids, req)
    if (ids) updatePropertyRoutes(ids, rows)
    else publishPropertyRoutes(rows)
  } catch {
    state.routes = null
  }
}

/** The table, or null before its first read; an old one is still used while it is read again. */
export const readPropertyRoutes = (now = Date.now()): ReadonlyMap<number, PropertyRoute> | null => {
  if (state.routes && now - state.loadedAt > PROPERTY_ROUTES_MAX_AGE_MS && !state.loading) {
    state.loading = refreshPropertyRoutes().finally(() => {
      state.loading = null
    })
  }
  return state.routes
}

/** A value in the language, else in the default language, else any. */
const inLocale = (values: Partial<Record<Locale, string>>, locale: Locale): string | undefined =>
  values[locale] ?? values[defaultLocale] ?? Object.values(values)[0]

/** `/nl/te-koop/gent/ruime-woning/12/`: the canonical path of a listing in a language. */
export const canonicalPropertyPath = (pages: readonly PageRoute[], locale: Locale, id: number, route: PropertyRoute): string | null => {
  const page = pageByKey(pages, route.goal === 'sale' ? 'for-sale' : 'for-rent')
  const base = page && pagePath(page, locale, pages)
  return base ? `${base}${inLocale(route.city, locale) ?? 'be'}/${inLocale(route.slug, locale) ?? id}/${id}/` : null
}

/** A property path in any language's sale or rent segment: `/{lang}/{segment}/{city}/{slug}/{id}/` plus `print/`. */
export type PropertyRequest = { id: number; print: boolean }

/**
 * Whether decoded, lowercased segments after the language (`['te-koop', 'gent', 'huis', '12']`) ask
 * for a listing: the sale or rent page's segment in any language, three more segments of which the
 * last is the id, and optionally `print`.
 */
export const propertyRequest = (segments: readonly string[], pages: readonly PageRoute[]): PropertyRequest | null => {
  const print = segments.length === 5 && segments[4] === 'print'
  if (segments.length !== 4 && !print) return null
  const [goalSegment, , , id] = segments
  if (!/^\d{1,10}$/.test(id)) return null
  const goalPages = [pageByKey(pages, 'for-sale'), pageByKey(pages, 'for-rent')]
  const known = goalPages.some((page) => page && Object.values(page.slug).includes(goalSegment))
  return known ? { id: Number(id), print } : null
}

/** What the proxy does with a property path: show it, redirect to its canonical URL, or answer 404. */
export type PropertyDecision = { kind: 'show' } | { kind: 'redirect'; to: string } | { kind: 'missing' }

/**
 * The decision for a listing request at `path` (as requested, decoded) in `locale`, when the table is
 * loaded: a listing that is not published is missing; any difference with its canonical path is a
 * redirect (the print view keeps its suffix).
 */
export const decidePropertyRequest = (
  request: PropertyRequest,
  path: string,
  locale: Locale,
  pages: readonly PageRoute[],
  routes: ReadonlyMap<number, PropertyRoute>,
): PropertyDecision => {
  const route = routes.get(request.id)
  if (!route) return { kind: 'missing' }
  const canonical = canonicalPropertyPath(pages, locale, request.id, route)
  if (!canonical) return { kind: 'missing' }
  const target = request.print ? `${canonical}print/` : canonical
  return target === path ? { kind: 'show' } : { kind: 'redirect', to: target }
}

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The proxy's decision for a raw public path, or null when it is not a listing path of an enabled
 * language or the table is not loaded (the page then decides).
 */
export const listingDecision = (
  table: { pages: readonly PageRoute[]; enabled: readonly Locale[] },
  rawPath: string,
  routes: ReadonlyMap<number, PropertyRoute> | null,
): (PropertyDecision & { locale: Locale }) | null => {
  const [, first = '', ...rest] = rawPath.split('/')
  const locale = table.enabled.find((l) => l === first)
  if (!locale || !routes) return null
  const segments = rest.filter(Boolean).map(decode)
  const request = propertyRequest(
    segments.map((s) => s.toLowerCase()),
    table.pages,
  )
  if (!request) return null
  // Compared as requested: another case is another URL, redirected to the canonical one.
  return { ...decidePropertyRequest(request, `/${locale}/${segments.join('/')}/`, locale, table.pages, routes), locale }
}
