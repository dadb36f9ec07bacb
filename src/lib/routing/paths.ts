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

/** The path of a page known by its role, or the language's home when it does not exist. */
export const pathForKey = (pages: readonly PageRoute[], key: PageKey, locale: Locale): string => {
  const page = pageByKey(pages, key)
  return (page && pagePath(page, locale, pages)) || `/${locale}/`
}

export const thankYouPath = (pages: readonly PageRoute[], locale: Locale, form: FormKind): string =>
  `${pathForKey(pages, 'thank-you', locale)}${form}/`

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

/** `/nl/projecten/residentie-leiezicht/2/`: a project's canonical path. */
export const projectPath = (pages: readonly PageRoute[], locale: Locale, project: { id: number; slug?: string | null }): string =>
  `${pathForKey(pages, 'projects', locale)}${project.slug || project.id}/${project.id}/`

/** `/nl/te-koop/gent/ruime-woning/12/`: a property's canonical path (rent properties use the rent page). */
export const propertyPath = (
  pages: readonly PageRoute[],
  locale: Locale,
  property: { id: number; goal: 'sale' | 'rent'; slug: string; citySlug: string },
): string => `${pathForKey(pages, property.goal === 'sale' ? 'for-sale' : 'for-rent', locale)}${property.citySlug}/${property.slug}/${property.id}/`
