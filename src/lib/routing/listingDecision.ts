import { type Locale, defaultLocale } from '@/i18n/locales'

import type { PageRoute } from './pageRoute'
import { pageByKey, pagePath } from './paths'
import type { PropertyRoute } from './propertyRoutes'

/** A value in the language, else in the default language, else any. */
const inLocale = (values: Partial<Record<Locale, string>>, locale: Locale): string | undefined =>
  values[locale] ?? values[defaultLocale] ?? Object.values(values)[0]

/** `/nl/te-koop/gent/ruime-woning/12/`: the canonical path of a listing of the table in a language. */
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
