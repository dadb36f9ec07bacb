import type { Locale } from '@/i18n/locales'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { propertyPath } from '@/lib/routing/paths'
import type { City, Property } from '@/payload-types'

import { populated } from './populated'

type UrlProperty = Pick<Property, 'id' | 'goal' | 'slug'> & { city?: number | Pick<City, 'slug'> | null }

/**
 * A property's canonical path in one language, from the document read in that language (its city at
 * depth 1, or the city's slug); null when the language has no path for its results page (no address in
 * it: a page leaves the link out, an alternate leaves the language out).
 */
export const propertyUrl = (pages: readonly PageRoute[], locale: Locale, property: UrlProperty): string | null =>
  propertyPath(pages, locale, {
    id: property.id,
    goal: property.goal,
    slug: property.slug || String(property.id),
    citySlug: populated(property.city)?.slug || 'be',
  })

/**
 * Where a mail or a back link that must point somewhere sends a reader: the property's canonical path,
 * else the language's home (a real page, never an address made up from a missing one).
 */
export const propertyUrlOrHome = (pages: readonly PageRoute[], locale: Locale, property: UrlProperty): string =>
  propertyUrl(pages, locale, property) ?? `/${locale}/`
