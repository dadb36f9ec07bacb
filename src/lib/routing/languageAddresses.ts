import { type Locale, defaultEnabledLocales, defaultLocale, locales } from '@/i18n/locales'

import type { PageRoute } from './pageRoute'
import { MAX_DEPTH, pagePath } from './paths'

/**
 * Whether a language can be switched on: every published page a visitor reaches by its address must have
 * a path in it. Nothing falls back to another language's path (resolvePath matches a language's own
 * slugs only), so a language turned on before its pages have slugs would answer 404 on all of them.
 */

/** A page as the check reads it: what routing knows of it, and whether visitors see it. */
export type PageForAddress = PageRoute & { published: boolean }

/** The languages' names in the admin's messages. */
export const LANGUAGE_NAMES: Record<Locale, string> = { nl: 'Dutch', fr: 'French', en: 'English', de: 'German' }

/**
 * The pages to give a slug in `locale` before visitors can reach them in it. For every published page
 * but the home page (the language's root, `/{lang}/`, which needs no slug) whose path in `locale` cannot
 * be built, the pages on its way up that have no slug in `locale`: the page itself, its published
 * parents, and the home page when a page hangs under it. Unpublished pages are ignored, as the site's
 * routing ignores them. A page whose parents loop or nest too deep has no path in any language: no slug
 * fixes that, so it is not reported here. In the pages' order, each once.
 */
export const pagesWithoutAddress = <P extends PageForAddress>(pages: readonly P[], locale: Locale): P[] => {
  const published = pages.filter((page) => page.published)
  const missing = new Set<number>()
  for (const page of published) {
    if (page.key === 'home' || pagePath(page, locale, published) !== null) continue
    const seen = new Set<number>()
    let current: P | undefined = page
    for (let depth = 0; current && depth < MAX_DEPTH && !seen.has(current.id); depth++) {
      seen.add(current.id)
      if (!current.slug[locale]) missing.add(current.id)
      const parentId: number | null = current.parent
      current = parentId === null ? undefined : published.find((p) => p.id === parentId)
    }
  }
  return published.filter((page) => missing.has(page.id))
}

/** `Te koop (for-sale)`: a page by its name in the default language and its role (its id when it has none). */
export const pageLabel = (page: PageRoute): string => {
  const name = page.title[defaultLocale] ?? locales.map((l) => page.title[l]).find(Boolean) ?? `Page ${page.id}`
  return `${name} (${page.key ?? `id ${page.id}`})`
}

/** The refusal for one language, or null when every page that needs an address has one in it. */
export const missingAddressesMessage = (locale: Locale, missing: readonly PageRoute[]): string | null => {
  if (missing.length === 0) return null
  const language = LANGUAGE_NAMES[locale]
  return `${language} has no address yet for: ${missing.map(pageLabel).join(', ')}. Give each page a ${language} slug first.`
}

/**
 * The languages a save switches on: those in `enabled` that were not on before (`previous`; none stored
 * means the default languages, as the site reads it).
 */
export const languagesSwitchedOn = (enabled: readonly string[] | null | undefined, previous: readonly string[] | null | undefined): Locale[] => {
  const before: readonly string[] = previous && previous.length > 0 ? previous : defaultEnabledLocales
  return locales.filter((locale) => enabled?.includes(locale) && !before.includes(locale))
}

/**
 * The site settings' refusal of a save that switches on languages some published pages have no address
 * in (one sentence per language), or null when every language switched on is complete. Languages already
 * on are not checked again: a save of another setting is never refused for them.
 */
export const languageAddressesError = (
  pages: readonly PageForAddress[],
  enabled: readonly string[] | null | undefined,
  previous: readonly string[] | null | undefined,
): string | null => {
  const messages = languagesSwitchedOn(enabled, previous).flatMap((locale) => missingAddressesMessage(locale, pagesWithoutAddress(pages, locale)) ?? [])
  return messages.length > 0 ? messages.join(' ') : null
}
