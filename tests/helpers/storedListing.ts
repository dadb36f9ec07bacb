import sharp from 'sharp'
import type { Payload } from 'payload'

import { databaseOf, sql } from '@/lib/payload/database'

import { ALL_MENTIONS } from './mentions'

const o = { overrideAccess: true, depth: 0 } as const

/** Published listings in Gent with `photoCount` photos each (the same photos), for tests about saves. */
export const makeListings = async (payload: Payload, count: number, photoCount: number): Promise<{ listings: number[]; photos: number[] }> => {
  const city = await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...o })
  const type = await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...o })
  const photos: number[] = []
  for (let i = 0; i < photoCount; i++) {
    const data = await sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 40 * i, g: 90, b: 120 } } }).jpeg().toBuffer()
    photos.push((await payload.create({ collection: 'media', data: { alt: `Foto ${i}` }, file: { data, mimetype: 'image/jpeg', name: `foto-${i}.jpg`, size: data.length }, ...o })).id)
  }
  const base = { ...ALL_MENTIONS, goal: 'sale' as const, type: type.id, city: city.id, marquee: 'none' as const, priceUnit: 'total' as const, publishPrice: true, _status: 'published' as const }
  const listings: number[] = []
  for (let i = 0; i < count; i++) {
    listings.push((await payload.create({ collection: 'properties', locale: 'nl', data: { ...base, name: `Woning ${i}`, price: 100_000 + i, photos }, ...o })).id)
  }
  return { listings, photos }
}

/** Everything a save of a listing writes, as stored: the listing in each language, its versions, its index row and its history. */
export type StoredListing = {
  price: number | null
  names: Record<'nl' | 'fr' | 'en', string | null>
  photos: number[]
  latestVersions: { price: number | null; photos: number[] }[]
  versions: number
  indexPrice: number | null | undefined
  events: { kind: string; price: number | null }[]
}

const ids = (values: unknown): number[] => (Array.isArray(values) ? values.map((value) => (typeof value === 'object' && value !== null ? Number((value as { id: unknown }).id) : Number(value))) : [])

export const storedListing = async (payload: Payload, id: number): Promise<StoredListing> => {
  const db = databaseOf(payload)
  const doc = await payload.findByID({ collection: 'properties', id, locale: 'all', ...o })
  const name = doc.name as unknown as Record<string, string | undefined>
  const versions = await db.all<{ id: number; latest: unknown; price: number | null }>(sql`SELECT id, latest, version_price AS price FROM _properties_v WHERE parent_id = ${id} ORDER BY id`)
  const latest = versions.filter((version) => version.latest === true || Number(version.latest) === 1)
  const latestVersions = []
  for (const version of latest) {
    const rels = await db.all<{ media: number }>(sql`SELECT media_id AS media FROM _properties_v_rels WHERE parent_id = ${version.id} AND path = 'version.photos' ORDER BY "order"`)
    latestVersions.push({ price: version.price === null ? null : Number(version.price), photos: rels.map((rel) => Number(rel.media)) })
  }
  const [row] = await db.all<{ price: number | null }>(sql`SELECT price FROM property_search WHERE id = ${id}`)
  const events = await payload.find({ collection: 'listing-events', where: { property: { equals: id } }, sort: ['at', 'id'], pagination: false, ...o })
  return {
    price: doc.price ?? null,
    names: { nl: name.nl ?? null, fr: name.fr ?? null, en: name.en ?? null },
    photos: ids(doc.photos),
    latestVersions,
    versions: versions.length,
    indexPrice: row ? (row.price === null ? null : Number(row.price)) : undefined,
    events: events.docs.map((event) => ({ kind: event.kind, price: event.price ?? null })),
  }
}
