import type { FormKind } from '@/lib/forms/kinds'
import { isFormKind } from '@/lib/forms/kinds'
import type { PageKey } from '@/lib/pages/keys'

import { type Locale, isLocale, locales } from './locales'

/** What routing needs of a page: its role, its path segment and title per language, its parent. */
export type PageRoute = {
  id: number
  key: PageKey | null
  parent: number | null
  slug: Partial<Record<Locale, string>>
  title: Partial<Record<Locale, string>>
}

export type ResolvedPath =
  | { kind: 'page'; page: PageRoute }
  | { kind: 'thank-you'; page: PageRoute; form: FormKind }
  | { kind: 'property'; goal: 'sale' | 'rent'; city: string; slug: string; id: number; print: boolean }
  | { kind: 'project'; page: PageRoute; slug: string; id: number }
  | { kind: 'not-found' }

const MAX_DEPTH = 6

/** The page's segments from the top, its ancestors' first; null when a slug is missing or the parents loop. */
const segmentsOf = (page: PageRoute, locale: Locale, pages: readonly PageRoute[]): string[] | null => {
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

/** Segments are compared decoded and case-insensitively; empty ones (double slashes) are ignored. */
const clean = (segments: readonly string[]): string[] =>
  segments
    .map((s) => {
      try {
        return decodeURIComponent(s).toLowerCase()
      } catch {
        return s.toLowerCase()
      }
    })
    .filter((s) => s.length > 0)

/** The path as requested, compared as resolvePath compares it: `/nl/te-koop/gent/huis/12/`. */
export const requestedPath = (locale: Locale, rawSegments: readonly string[]): string => {
  const segments = clean(rawSegments)
  return segments.length ? `/${locale}/${segments.join('/')}/` : `/${locale}/`
}

/** What a localised path shows: a CMS page, a thank-you page, a property, a project, or nothing. */
export const resolvePath = (locale: Locale, rawSegments: readonly string[], pages: readonly PageRoute[]): ResolvedPath => {
  const segments = clean(rawSegments)
  if (segments.length > MAX_DEPTH + 2) return { kind: 'not-found' }
  if (segments.length === 0) {
    const home = pageByKey(pages, 'home')
    return home ? { kind: 'page', page: home } : { kind: 'not-found' }
  }
  for (const page of pages) {
    if (page.key === 'home') continue
    const own = segmentsOf(page, locale, pages)
    if (!own) continue
    if (own.length === segments.length && own.every((s, i) => s === segments[i])) return { kind: 'page', page }
    if (page.key === 'thank-you' && segments.length === own.length + 1 && own.every((s, i) => s === segments[i])) {
      const form = segments[own.length]
      if (isFormKind(form)) return { kind: 'thank-you', page, form }
    }
  }
  const projects = pageByKey(pages, 'projects')
  const projectsPath = projects && segmentsOf(projects, locale, pages)
  if (projects && projectsPath && segments.length === projectsPath.length + 2 && projectsPath.every((s, i) => s === segments[i])) {
    const [slug, id] = segments.slice(projectsPath.length)
    if (/^\d{1,10}$/.test(id)) return { kind: 'project', page: projects, slug, id: Number(id) }
  }
  const [goalSlug, city, slug, id, print] = segments
  const goal = goalSlug === pageByKey(pages, 'for-sale')?.slug[locale] ? 'sale' : goalSlug === pageByKey(pages, 'for-rent')?.slug[locale] ? 'rent' : null
  if (goal && city && slug && id && /^\d{1,10}$/.test(id) && (segments.length === 4 || (segments.length === 5 && print === 'print'))) {
    return { kind: 'property', goal, city, slug, id: Number(id), print: segments.length === 5 }
  }
  return { kind: 'not-found' }
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

/** The language an unprefixed request gets: ?lng=, then the cookie, then Accept-Language, then the default. */
export const chooseLocale = (input: {
  lng?: string | null
  cookie?: string | null
  acceptLanguage?: string | null
  enabled: readonly Locale[]
  fallback: Locale
}): Locale => {
  const usable = (value: string | null | undefined): Locale | null => {
    const code = value?.trim().toLowerCase().slice(0, 2)
    return isLocale(code) && input.enabled.includes(code) ? code : null
  }
  const fromHeader = (input.acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';')
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? '1')
      return { tag, q: Number.isFinite(q) ? q : 0 }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => usable(entry.tag))
    .find((code): code is Locale => code !== null)
  const fallback = input.enabled.includes(input.fallback) ? input.fallback : (input.enabled[0] ?? locales[0])
  return usable(input.lng) ?? usable(input.cookie) ?? fromHeader ?? fallback
}

/** Whether a path is a preview, where no consent dialog is shown (SPEC.md section 2). */
export const isPreviewPath = (pathname: string): boolean => pathname.toLowerCase().includes('preview')

/** Whether a path is a listing's print view (`…/{id}/print/`): a clean page without the cookie dialog. */
export const isPrintPath = (pathname: string): boolean => /\/\d+\/print\/?$/i.test(pathname)

export const LOCALE_COOKIE = 'i18next'
export const LOCALE_STORAGE_KEY = 'i18nextLng'

/** `/nl/projecten/residentie-leiezicht/2/`: a project's canonical path. */
export const projectPath = (pages: readonly PageRoute[], locale: Locale, project: { id: number; slug?: string | null }): string =>
  `${pathForKey(pages, 'projects', locale)}${project.slug || project.id}/${project.id}/`

/** `/nl/te-koop/gent/ruime-woning/12/`: a property's canonical path (rent properties use the rent page). */
export const propertyPath = (
  pages: readonly PageRoute[],
  locale: Locale,
  property: { id: number; goal: 'sale' | 'rent'; slug: string; citySlug: string },
): string => `${pathForKey(pages, property.goal === 'sale' ? 'for-sale' : 'for-rent', locale)}${property.citySlug}/${property.slug}/${property.id}/`
