import type { Locale } from '@/i18n/locales'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { propertyPath } from '@/lib/routing/paths'
import type { City, Property } from '@/payload-types'

import { populated } from './populated'

/** A property's canonical path in one language, from the document read in that language (its city at depth 1, or the city's slug). */
export const propertyUrl = (
  pages: readonly PageRoute[],
  locale: Locale,
  property: Pick<Property, 'id' | 'goal' | 'slug'> & { city?: number | Pick<City, 'slug'> | null },
): string =>
  propertyPath(pages, locale, {
    id: property.id,
    goal: property.goal,
    slug: property.slug || String(property.id),
    citySlug: populated(property.city)?.slug || 'be',
  })
