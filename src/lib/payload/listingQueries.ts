import 'server-only'

import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { availableWhere } from '@/lib/domain/availability'
import { similarListings } from '@/lib/domain/similar'

import { payloadClient } from './client'
import { withBadges } from './history'
import { CARD_FIELDS, findCards } from './cards'
import { cached } from './queries'
import { TAGS } from './tags'

const MEDIA_FIELDS = { url: true, filename: true, mimeType: true, filesize: true, sizes: true, alt: true, width: true, height: true } as const
const LISTING_TAGS = [TAGS.properties, TAGS.projects, TAGS.cities, TAGS.propertyTypes, TAGS.media]

/**
 * One published listing as a visitor may read it (the display rules hide the street, the exact position
 * or the price), with its city, type, photos, documents and project; null when it is missing or not published.
 */
export const getPropertyDetail = cached('property-detail', LISTING_TAGS, async (id: number, locale: Locale) =>
  (await payloadClient()).findByID({
    collection: 'properties',
    id,
    locale,
    depth: 1,
    overrideAccess: false,
    disableErrors: true,
    select: { owner: false },
    populate: {
      cities: { name: true, slug: true, zip: true, country: true, latitude: true, longitude: true },
      'property-types': { name: true, webID: true, costUse: true },
      projects: { name: true, slug: true },
      media: MEDIA_FIELDS,
      // The agent's card is read on its own (getAgent), cached with the team.
      'team-members': { name: true },
    },
  }),
)

/** How many similar listings a detail page shows. */
export const SIMILAR_COUNT = 3

/**
 * Listings like `property` still on offer: the same goal and type in the same postcode area (the first
 * two digits), the nearest prices first (see lib/domain/similar); when the area has too few, the same
 * goal and type elsewhere fill the list, so a sold or rented listing always points somewhere. The
 * candidates are read with their price alone (as visitors see it); only the chosen ones as cards.
 */
export const getSimilarProperties = cached(
  'similar-properties',
  [...LISTING_TAGS, TAGS.listingEvents],
  async (locale: Locale, property: { id: number; goal: 'sale' | 'rent'; typeId: number; zip: string; price: number | null }) => {
    const payload = await payloadClient()
    const near = async (extra: Where[]) => {
      const { docs } = await payload.find({
        collection: 'properties',
        where: { and: [availableWhere(property.goal), { type: { equals: property.typeId } }, ...extra] },
        sort: '-publishedAt',
        limit: 60,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { price: true, publishPrice: true },
      })
      return similarListings(docs, property.price, SIMILAR_COUNT).map((doc) => doc.id)
    }
    const inArea = await near([{ id: { not_equals: property.id } }, { 'city.zip': { like: `${property.zip.slice(0, 2)}%` } }])
    const chosen = inArea.length >= SIMILAR_COUNT ? inArea : [...inArea, ...(await near([{ id: { not_in: [property.id, ...inArea] } }]))].slice(0, SIMILAR_COUNT)
    const cards = new Map((await findCards(payload, { locale, where: { id: { in: chosen } }, limit: chosen.length })).map((card) => [card.id, card]))
    return withBadges(payload, chosen.flatMap((id) => cards.get(id) ?? []))
  },
)

/** Published projects, newest first, with what their cards show. */
export const getProjects = cached('projects', [TAGS.projects, TAGS.cities, TAGS.media], async (locale: Locale) => {
  const { docs } = await (await payloadClient()).find({
    collection: 'projects',
    locale,
    sort: '-publishedAt',
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: { name: true, slug: true, status: true, delivery: true, city: true, photos: true, description: true, units: true },
    populate: { cities: { name: true, zip: true }, media: MEDIA_FIELDS, properties: { slug: true } },
  })
  return docs
})

/** One published project with its units as cards; null when it is missing or not published. */
export const getProject = cached('project', LISTING_TAGS, async (id: number, locale: Locale) => {
  const payload = await payloadClient()
  const project = await payload.findByID({
    collection: 'projects',
    id,
    locale,
    depth: 1,
    overrideAccess: false,
    disableErrors: true,
    select: { units: false },
    populate: { cities: { name: true, slug: true, zip: true, country: true }, media: MEDIA_FIELDS, 'team-members': { name: true } },
  })
  if (!project) return null
  const { docs: units } = await payload.find({
    collection: 'properties',
    locale,
    where: { project: { equals: id } },
    sort: 'name',
    limit: 200,
    depth: 1,
    overrideAccess: false,
    // The unit table shows each unit's floor plans, a PDF with its size.
    select: { ...CARD_FIELDS.select, floorPlans: true },
    populate: { ...CARD_FIELDS.populate, media: MEDIA_FIELDS },
  })
  return { project, units }
})
