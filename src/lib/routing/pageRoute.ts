import { type Locale, locales } from '@/i18n/locales'
import type { Goal } from '@/lib/domain/propertyOptions'
import { relationId } from '@/lib/payload/populated'
import type { Page } from '@/payload-types'

import type { PageKey } from './pageKeys'

/** What routing needs of a page: its role, its path segment and title per language, its parent. */
export type PageRoute = {
  id: number
  key: PageKey | null
  parent: number | null
  slug: Partial<Record<Locale, string>>
  title: Partial<Record<Locale, string>>
}

type Localised = Partial<Record<Locale, string | null>> | string | null | undefined

/** A field read with locale 'all' ({ nl: …, fr: … }) as a map of the languages that have a value. */
export const perLocale = (value: Localised): Partial<Record<Locale, string>> => {
  if (!value || typeof value === 'string') return {}
  const out: Partial<Record<Locale, string>> = {}
  for (const locale of locales) {
    const text = value[locale]
    if (text) out[locale] = text
  }
  return out
}

/** What routing needs of a page document read with locale 'all'. */
export const toPageRoute = (doc: Page): PageRoute => ({
  id: doc.id,
  key: (doc.key as PageKey | null | undefined) ?? null,
  parent: relationId(doc.parent),
  slug: perLocale(doc.slug as Localised),
  title: perLocale(doc.title as Localised),
})

/** The goal a results page shows: its page key says it (null for every other page). */
export const goalOfPage = (route: Pick<PageRoute, 'key'>): Goal | null => (route.key === 'for-sale' ? 'sale' : route.key === 'for-rent' ? 'rent' : null)
