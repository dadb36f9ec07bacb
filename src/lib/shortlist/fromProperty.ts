import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { priceText } from '@/lib/domain/listingText'
import { type PriceFields, shownPrice } from '@/lib/domain/priceDisplay'
import { populated } from '@/lib/payload/populated'
import type { Media } from '@/payload-types'

import { type ListingSnapshot, statusOfMarquee } from './snapshot'

/**
 * The snapshot the heart keeps of a listing, made on the server from the listing the card or page shows:
 * its name, path, price line and thumbnail as the visitor sees them, and its status.
 */
export const listingSnapshot = (
  property: PriceFields & { id: number; name: string; photos?: (number | Media)[] | null },
  url: string,
  t: Translate,
  locale: Locale,
): ListingSnapshot => {
  const photo = populated<Media>(property.photos?.[0])
  return {
    id: property.id,
    name: property.name,
    url,
    price: priceText(property, t, locale),
    amount: shownPrice(property),
    photo: photo?.sizes?.thumbnail?.url || photo?.url || null,
    status: statusOfMarquee(property.marquee),
  }
}
