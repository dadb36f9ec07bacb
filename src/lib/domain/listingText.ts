import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { marqueeLabelKey } from '@/lib/domain/marquee'
import { formatPrice } from '@/lib/domain/price'
import { displayPrice, type PriceFields } from '@/lib/domain/priceDisplay'
import { populated } from '@/lib/payload/populated'
import type { MapItem } from '@/lib/search/mapView'
import type { City, Media, Property } from '@/payload-types'

/** The price line of a listing (SPEC 9): the marquee's name, "price on request", or the amount with "from" / "per month". */
export const priceText = (property: PriceFields, t: Translate, locale: Locale): string => {
  const shown = displayPrice(property)
  if (shown.kind === 'marquee') return shown.text || t(marqueeLabelKey(shown.marquee))
  if (shown.kind === 'onRequest') return t('PRICE_ON_REQUEST')
  return [shown.startingFrom && t('STARTING_FROM'), formatPrice(shown.amount, locale), shown.perMonth && t('PER_MONTH')].filter(Boolean).join(' ')
}

/**
 * The address line of a listing (SPEC 9): street, number and box, then postcode and city. Visitors only
 * receive the street when the address is published, so a hidden one leaves postcode and city.
 */
export const addressText = (property: { street?: string | null; houseNumber?: string | null; boxNr?: string | null }, city: { zip?: string | null; name?: string | null } | null): string => {
  const street = [property.street, property.houseNumber].filter(Boolean).join(' ')
  const box = street && property.boxNr ? ` ${property.boxNr}` : ''
  const place = [city?.zip, city?.name].filter(Boolean).join(' ')
  return [street + box, place].filter(Boolean).join(', ')
}

/** What a listing's map marker needs: a listing as visitors read it (city and photos at depth 1). */
export type MapListing = Pick<Property, 'id' | 'name' | 'latitude' | 'longitude' | 'publishAddress' | 'photos'> &
  PriceFields & { street?: string | null; houseNumber?: string | null; boxNr?: string | null; city?: number | City | null }

/**
 * A listing's map marker and card: its position as visitors get it (an area's centre when the address
 * is hidden, which the card then says), and the card's price, address and thumbnail.
 */
export const mapItemOf = (listing: MapListing, href: string, t: Translate, locale: Locale): MapItem => ({
  id: listing.id,
  lat: listing.latitude as number,
  lng: listing.longitude as number,
  title: listing.name,
  href,
  price: priceText(listing, t, locale),
  address: addressText(listing, populated(listing.city)),
  image: populated<Media>(listing.photos?.[0])?.sizes?.thumbnail?.url ?? null,
  approximate: listing.publishAddress !== true,
})

/** The status message of a listing that is no longer on offer (SPEC.md section 8), or null. */
export const statusMessageKey = (marquee: Property['marquee']): string | null => (marquee === 'sold' ? 'PROPERTY_SOLD' : marquee === 'rented' ? 'PROPERTY_RENTED' : null)
