import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

/** What a property card (and its map marker) reads: visitors get what the display rules let them see. */
export const CARD_FIELDS = {
  select: {
    name: true, slug: true, goal: true, price: true, priceUnit: true, publishPrice: true, marquee: true, marqueeName: true, city: true, type: true,
    photos: true, rooms: true, surfaces: true, reference: true, street: true, houseNumber: true, boxNr: true, publishAddress: true, latitude: true, longitude: true,
  },
  populate: { cities: { name: true, slug: true, zip: true }, 'property-types': { name: true }, media: { url: true, filename: true, mimeType: true, sizes: true, alt: true, width: true, height: true } },
} as const

const { photos: _photos, ...WITHOUT_PHOTOS } = CARD_FIELDS.select

/**
 * Published listings as cards, by `where`, each with its first photo alone (the one a card shows). Read at
 * depth 1 with its photos, a card would bring every photo of its listing, 20 to 40 at an agency, each with
 * its sizes: the cards are read without them, then the first photo of each in two small reads.
 */
export const findCards = async (payload: Payload, { locale, where, sort, limit }: { locale: Locale; where: Where; sort?: string; limit: number }) => {
  // (A limit of 0 would read every listing.)
  if (limit <= 0) return []
  const { docs } = await payload.find({
    collection: 'properties',
    locale,
    where,
    sort,
    limit,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: WITHOUT_PHOTOS,
    populate: CARD_FIELDS.populate,
  })
  if (docs.length === 0) return []
  const ids = docs.map((doc) => doc.id)
  const { docs: lists } = await payload.find({ collection: 'properties', locale, where: { id: { in: ids } }, limit: ids.length, pagination: false, depth: 0, overrideAccess: false, select: { photos: true } })
  const first = new Map(lists.map((doc) => [doc.id, doc.photos?.[0]]))
  const photoIds = [...new Set([...first.values()].filter((id) => typeof id === 'number'))]
  const photos = photoIds.length
    ? (await payload.find({ collection: 'media', locale, where: { id: { in: photoIds } }, limit: photoIds.length, pagination: false, depth: 0, overrideAccess: false, select: CARD_FIELDS.populate.media })).docs
    : []
  const byId = new Map<number, Media>(photos.map((photo) => [photo.id, photo as Media]))
  return docs.map((doc) => {
    const photo = byId.get(first.get(doc.id) as number)
    return { ...doc, photos: photo ? [photo] : [] }
  })
}
