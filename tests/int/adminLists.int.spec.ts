import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from '../helpers/payload'

let t: TestPayload
let payload: Payload
const o = { overrideAccess: true } as const
const ids = { city: 0, type: 0 }

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  ids.city = (await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...o })).id
  ids.type = (await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...o })).id
})
afterAll(async () => t?.close())

const state = async (collection: 'properties' | 'projects' | 'pages', id: number) => {
  const doc = (await payload.findByID({ collection, id, depth: 0, draft: true, ...o })) as { missingTranslations?: string | null; translationsComplete?: boolean | null }
  return [doc.missingTranslations, doc.translationsComplete]
}

describe('which languages a listing, project or page is complete in', () => {
  it('follows each language as it is written, published or draft, and drops back when a text is emptied', async () => {
    const project = await payload.create({ collection: 'projects', locale: 'nl', data: { _status: 'published', name: 'Nieuwbouw', description: 'Mooi', city: ids.city }, ...o })
    expect(await state('projects', project.id)).toEqual(['fr en', false])
    await payload.update({ collection: 'projects', id: project.id, locale: 'fr', data: { _status: 'published', name: 'Neuf', description: 'Beau' }, ...o })
    expect(await state('projects', project.id)).toEqual(['en', false])
    await payload.update({ collection: 'projects', id: project.id, locale: 'en', data: { _status: 'published', name: 'New build', description: 'Nice' }, ...o })
    expect(await state('projects', project.id)).toEqual(['', true])
    await payload.update({ collection: 'projects', id: project.id, locale: 'en', data: { description: '  ' }, draft: true, ...o })
    expect(await state('projects', project.id)).toEqual(['en', false])
  })
})

describe('a listing duplicated as a new one', () => {
  it('gets its own reference and address, goes online on its own day, is not the CRM’s, and shares photos safely', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } }).png().toBuffer()
    const photo = async (name: string) => (await payload.create({ collection: 'media', data: { alt: name }, file: { data: png, mimetype: 'image/png', name: `${name}.png`, size: png.length }, ...o })).id
    const photos = [await photo('gevel'), await photo('tuin')]
    const original = await payload.create({
      collection: 'properties',
      locale: 'nl',
      data: { _status: 'published', name: 'Huis met tuin', reference: 'DUP-1', goal: 'sale', type: ids.type, city: ids.city, price: 300_000, photos, floodZone: undefined, flood: { pScore: 'A', gScore: 'A' }, planning: { zoning: 'residential' }, energy: { energyPerformance: 150, uniqueCode: '20261128-0001' } } as never,
      ...o,
    })
    await payload.update({ collection: 'properties', id: original.id, locale: 'fr', data: { name: 'Maison avec jardin' }, ...o })
    // As the CRM would have marked it (its fields are written by the importer only).
    await payload.db.updateOne({ collection: 'properties', id: original.id, data: { crm: { source: 'sweepbright', estateId: 'estate-1' } } })

    // As the admin's Duplicate asks: a draft, for staff to change before it goes online.
    const first = await payload.duplicate({ collection: 'properties', id: original.id, data: { _status: 'draft' }, depth: 0, ...o })
    const second = await payload.duplicate({ collection: 'properties', id: original.id, data: { _status: 'draft' }, ...o })
    expect([first._status, second._status]).toEqual(['draft', 'draft'])
    expect([first.reference, second.reference]).toEqual(['DUP-1-2', 'DUP-1-3'])
    expect(first.slug).toBe('huis-met-tuin-2')
    const firstFr = await payload.findByID({ collection: 'properties', id: first.id, locale: 'fr', depth: 0, draft: true, ...o })
    expect([firstFr.name, firstFr.slug]).toEqual(['Maison avec jardin', 'maison-avec-jardin-2'])
    // Every language's address its own: the second copy's French one is not the first's.
    const secondFr = await payload.findByID({ collection: 'properties', id: second.id, locale: 'fr', depth: 0, draft: true, ...o })
    expect(secondFr.slug).toBe('maison-avec-jardin-3')
    // A copy is as complete as what it copies: Dutch and French written, English not.
    expect(await state('properties', first.id)).toEqual(['en', false])
    expect(first.publishedAt ?? null).toBeNull()
    expect(first.crm?.source ?? null).toBeNull()
    expect(first.crm?.estateId ?? null).toBeNull()
    expect(first.photos).toEqual(photos)

    // Deleting the original removes no file its copy shows.
    await payload.delete({ collection: 'properties', id: original.id, ...o })
    for (const id of photos) expect((await payload.findByID({ collection: 'media', id, depth: 0, ...o })).id).toBe(id)
    expect((await payload.findByID({ collection: 'properties', id: first.id, depth: 0, draft: true, ...o })).photos).toEqual(photos)
  })
})

describe('saved list views (query presets)', () => {
  it('are for staff: an owner, also a signed-in user, neither makes nor reads one', async () => {
    const user = async (email: string, roles: ('editor' | 'owner')[]) => payload.create({ collection: 'users', data: { email, password: 'long-enough-2', roles }, ...o })
    const editor = await user('presets-editor@example.com', ['editor'])
    const owner = await user('presets-owner@example.com', ['owner'])
    const preset = { title: 'Mijn Gentse panden', relatedCollection: 'properties', where: { city: { equals: ids.city } }, access: { read: { constraint: 'everyone' }, update: { constraint: 'onlyMe' }, delete: { constraint: 'onlyMe' } } } as const
    const made = await payload.create({ collection: 'payload-query-presets', data: preset as never, user: { ...editor, collection: 'users' }, overrideAccess: false })
    expect(made.title).toBe('Mijn Gentse panden')
    await expect(payload.create({ collection: 'payload-query-presets', data: preset as never, user: { ...owner, collection: 'users' }, overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'payload-query-presets', user: { ...owner, collection: 'users' }, overrideAccess: false })).rejects.toThrow()
    const shared = await payload.find({ collection: 'payload-query-presets', user: { ...editor, collection: 'users' }, overrideAccess: false })
    expect(shared.docs.map((doc) => doc.title)).toEqual(['Mijn Gentse panden'])
  })
})
