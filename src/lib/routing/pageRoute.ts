import { type Locale, locales } from '@/i18n/locales'
import type { PageRoute } from '@/i18n/routing'
import type { Page } from '@/payload-types'

import type { PageKey } from './keys'

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
  parent: typeof doc.parent === 'number' ? doc.parent : (doc.parent?.id ?? null),
  slug: perLocale(doc.slug as Localised),
  title: perLocale(doc.title as Localised),
})
