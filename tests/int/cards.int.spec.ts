import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findCards } from '@/lib/payload/cards'
import type { Media } from '@/payload-types'

import { ALL_MENTIONS } from '../helpers/mentions'
import { startPayload, type TestPayload } from '../helpers/payload'

/** Listing cards as the home page, the results and a listing's similar listings read them (src/lib/payload/cards.ts). */
let t: TestPayload
const o = { overrideAccess: true } as const
const ids: Record<string, number> = {}
const photos: number[] = []

beforeAll(async () => {
  t = await startPayload()
  const { payload } = t
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } }).png().toBuffer()
  for (const name of ['gevel', 'tuin', 'keuken', 'living']) {
    photos.push((await payload.create({ collection: 'media', locale: 'nl', data: { alt: `${name} nl` }, file: { data: png, mimetype: 'image/png', name: `${name}.png`, size: png.length }, ...o })).id)
  }
  await payload.update({ collection: 'media', id: photos[2], locale: 'fr', data: { alt: 'cuisine' }, ...o })
  const city = await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...o })
  const type = await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...o })
  const base = { ...ALL_MENTIONS, goal: 'sale' as const, type: type.id, city: city.id, marquee: 'none' as const, priceUnit: 'total' as const, _status: 'published' as const }
  const listing = async (name: string, data: Record<string, unknown>) => (await payload.create({ collection: 'properties', locale: 'nl', data: { ...base, name, ...data } as never, ...o })).id
  ids.many = await listing('Vier foto’s', { price: 300_000, publishPrice: true, photos: [photos[2], photos[0], photos[1], photos[3]] })
  ids.none = await listing('Zonder foto', { price: 250_000, publishPrice: true, photos: [] })
  ids.hidden = await listing('Prijs op aanvraag', { price: 400_000, publishPrice: false, photos: [photos[1]] })
  ids.draft = await listing('Ontwerp', { price: 200_000, photos: [photos[0]], _status: 'draft' })
})
afterAll(async () => t?.close())

describe('listing cards', () => {
  it('carry the first photo alone, in the language asked, with what a card shows', async () => {
    const cards = await findCards(t.payload, { locale: 'fr', where: { id: { in: [ids.many, ids.none, ids.hidden] } }, sort: '-price', limit: 3 })
    expect(cards.map((card) => card.id)).toEqual([ids.hidden, ids.many, ids.none])
    const [hidden, many, none] = cards
    expect(many.photos).toHaveLength(1)
    const photo = many.photos[0] as Media
    expect([photo.id, photo.alt]).toEqual([photos[2], 'cuisine'])
    expect(photo.url).toMatch(/keuken.*\.png$/)
    expect(photo.sizes?.thumbnail?.url).toBeTruthy()
    expect('filesize' in photo).toBe(false)
    expect(none.photos).toEqual([])
    expect((hidden.photos[0] as Media).id).toBe(photos[1])
    // The display rules hold: a price asked on request is not read.
    expect([many.price, hidden.price]).toEqual([300_000, undefined])
    expect(typeof many.city === 'object' && many.city?.zip).toBe('9000')
  })

  it('leave out what visitors may not read, and read nothing when asked for none', async () => {
    expect(await findCards(t.payload, { locale: 'nl', where: { id: { in: [ids.draft] } }, limit: 1 })).toEqual([])
    expect(await findCards(t.payload, { locale: 'nl', where: { id: { in: [] } }, limit: 0 })).toEqual([])
    const newest = await findCards(t.payload, { locale: 'nl', where: { goal: { equals: 'sale' } }, sort: '-publishedAt', limit: 2 })
    expect(newest).toHaveLength(2)
  })
})
