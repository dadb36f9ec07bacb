import type { Locale } from '@/i18n/locales'
import type { FormKind } from '@/lib/forms/kinds'

import type { PageKey } from './pageKeys'
import type { PageRoute } from './pageRoute'

/** How deep pages nest under one another: deeper chains (or loops) have no path. */
export const MAX_DEPTH = 6

/** The page's segments from the top, its ancestors' first; null when a slug is missing or the parents loop. */
export const segmentsOf = (page: PageRoute, locale: Locale, pages: readonly PageRoute[]): string[] | null => {
  const out: string[] = []
  let current: PageRoute | undefined = page
  for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
    const slug = current.slug[locale]
    if (!slug) return null
    out.unshift(slug)
    const parentId: number | null = current.parent
    current = parentId === null ? undefined : pages.find((p) => p.id === parentId)
  }
  return current ? null : out
}

/** `/nl/`, `/nl/te-koop/`, `/fr/agence/equipe/`: the home page is the language's root. */
export const pagePath = (page: PageRoute, locale: Locale, pages: readonly PageRoute[]): string | null => {
  if (page.key === 'home') return `/${locale}/`
  const segments = segmentsOf(page, locale, pages)
  return segments ? `/${locale}/${segments.join('/')}/` : null
}

export const pageByKey = (pages: readonly PageRoute[], key: PageKey): PageRoute | undefined => pages.find((p) => p.key === key)

/** The path of a page known by its role in a language, or null when the page is missing or has no path in that language. */
export const keyPath = (pages: readonly PageRoute[], key: PageKey, locale: Locale): string | null => {
  const page = pageByKey(pages, key)
  return (page && pagePath(page, locale, pages)) || null
}

/**
 * A link to a page known by its role: its path, or the language's home when the page is missing or has
 * no path in that language (a real page either way). Never build another address on it: the paths
 * below use keyPath, so that a language without the page gives no address rather than an invented one.
 */
export const pathForKey = (pages: readonly PageRoute[], key: PageKey, locale: Locale): string => keyPath(pages, key, locale) ?? `/${locale}/`

/** `/nl/bedankt/contact-me/`, or null when the thank-you page has no path in the language. */
export const thankYouPath = (pages: readonly PageRoute[], locale: Locale, form: FormKind): string | null => {
  const base = keyPath(pages, 'thank-you', locale)
  return base && `${base}${form}/`
}

/** The same page in every enabled language (the language switcher and hreflang use it). */
export const pageAlternates = (
  page: PageRoute,
  pages: readonly PageRoute[],
  enabled: readonly Locale[],
  suffix = '',
): Partial<Record<Locale, string>> => {
  const out: Partial<Record<Locale, string>> = {}
  for (const locale of enabled) {
    const path = pagePath(page, locale, pages)
    if (path) out[locale] = `${path}${suffix}`
  }
  return out
}

/** `/nl/projecten/residentie-leiezicht/2/`: a project's canonical path, or null when the projects page has no path in the language. */
export const projectPath = (pages: readonly PageRoute[], locale: Locale, project: { id: number; slug?: string | null }): string | null => {
  const base = keyPath(pages, 'projects', locale)
  return base && `${base}${project.slug || project.id}/${project.id}/`
}

/**
 * `/nl/te-koop/gent/ruime-woning/12/`: a property's canonical path (rent properties use the rent page), or
 * null when that page has no path in the language: the listing then has no address in it.
 */
export const propertyPath = (
  pages: readonly PageRoute[],
  locale: Locale,
  property: { id: number; goal: 'sale' | 'rent'; slug: string; citySlug: string },
): string | null => {
  const base = keyPath(pages, property.goal === 'sale' ? 'for-sale' : 'for-rent', locale)
  return base && `${base}${property.citySlug}/${property.slug}/${property.id}/`
}
