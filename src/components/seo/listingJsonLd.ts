import { displayPrice, type PriceFields } from '@/lib/domain/priceDisplay'
import { absoluteUrl, trimSiteUrl } from '@/lib/seo/metadata'

import { type JsonObject, compact } from './AgencyJsonLd'

/** What a listing's structured data reads: the listing as visitors get it (hidden street, position and price are absent or approximate). */
export type ListingJsonLdInput = PriceFields & {
  url: string
  siteUrl: string
  name: string
  description?: string | null
  goal: 'sale' | 'rent'
  datePosted?: string | null
  image?: string | null
  street?: string | null
  houseNumber?: string | null
  publishAddress?: boolean | null
  zip?: string | null
  city?: string | null
  country?: string | null
  latitude?: number | null
  longitude?: number | null
  livingArea?: number | null
  rooms?: number | null
  available: boolean
}

/**
 * A listing as a schema.org RealEstateListing with its Offer (price only when published, monthly for
 * a rent), the residence's address (the street only when the address is published), geo position
 * (only for a published address: the approximate one would mislead), floor size and number of rooms.
 */
export const listingJsonLd = (input: ListingJsonLdInput): JsonObject => {
  const site = trimSiteUrl(input.siteUrl)
  const price = displayPrice(input)
  const street = input.publishAddress ? [input.street, input.houseNumber].filter(Boolean).join(' ') : ''
  const exact = input.publishAddress === true && typeof input.latitude === 'number' && typeof input.longitude === 'number'
  const offer = compact({
    '@type': 'Offer',
    businessFunction: input.goal === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
    price: price.kind === 'amount' ? price.amount : undefined,
    priceCurrency: price.kind === 'amount' ? 'EUR' : undefined,
    unitText: price.kind === 'amount' && price.perMonth ? 'MONTH' : undefined,
    availability: input.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    url: absoluteUrl(site, input.url),
  })
  const residence = compact({
    '@type': 'Accommodation',
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: street || undefined,
      postalCode: input.zip || undefined,
      addressLocality: input.city || undefined,
      addressCountry: input.country || undefined,
    }),
    geo: exact ? { '@type': 'GeoCoordinates', latitude: input.latitude as number, longitude: input.longitude as number } : undefined,
    floorSize: input.livingArea ? { '@type': 'QuantitativeValue', value: input.livingArea, unitCode: 'MTK' } : undefined,
    numberOfRooms: input.rooms || undefined,
  })
  return compact({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': `${absoluteUrl(site, input.url)}#listing`,
    name: input.name,
    description: input.description || undefined,
    url: absoluteUrl(site, input.url),
    datePosted: input.datePosted ? input.datePosted.slice(0, 10) : undefined,
    image: input.image ? absoluteUrl(site, input.image) : undefined,
    offers: offer,
    about: residence,
  })
}
