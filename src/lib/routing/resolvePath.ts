import type { Locale } from '@/i18n/locales'
import { type FormKind, isFormKind } from '@/lib/forms/kinds'

import type { PageRoute } from './pageRoute'
import { MAX_DEPTH, pageByKey, segmentsOf } from './paths'

export type ResolvedPath =
  | { kind: 'page'; page: PageRoute }
  | { kind: 'thank-you'; page: PageRoute; form: FormKind }
  | { kind: 'property'; goal: 'sale' | 'rent'; city: string; slug: string; id: number; print: boolean }
  | { kind: 'project'; page: PageRoute; slug: string; id: number }
  | { kind: 'not-found' }

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
