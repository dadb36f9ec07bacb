import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_MENTIONS } from '../helpers/mentions'
import { startPayload, type TestPayload } from '../helpers/payload'

let t: TestPayload
const asVisitor = { overrideAccess: false } as const

beforeAll(async () => {
  t = await startPayload()
  const { payload } = t
  const o = { overrideAccess: true } as const
  const city = await payload.create({ collection: 'cities', data: { zip: '8000', name: 'Brugge', country: 'BE' }, ...o })
  const type = await payload.create({ collection: 'property-types', data: { webID: 2, name: 'Appartement', showOrder: 2 }, ...o })
  const base = { ...ALL_MENTIONS, goal: 'sale' as const, type: type.id, city: city.id, price: 250000, marquee: 'none' as const, priceUnit: 'total' as const }
  await payload.create({ collection: 'properties', data: { ...base, _status: 'published', name: 'Gepubliceerd' }, ...o })
  await payload.create({ collection: 'properties', data: { ...base, _status: 'draft', name: 'Ontwerp' }, draft: true, ...o })
  await payload.create({ collection: 'pages', data: { _status: 'draft', title: 'Geheim', slug: 'geheim' }, draft: true, ...o })
  await payload.create({ collection: 'form-submissions', data: { kind: 'contact-me', locale: 'nl', status: 'new', data: { phone: '0470123456' } }, ...o })
  await payload.create({ collection: 'users', data: { email: 'admin@example.com', password: 'secret-pass-0', roles: ['admin'] }, ...o })
  await payload.create({ collection: 'users', data: { email: 'staff@example.com', password: 'secret-pass-1', roles: ['editor'] }, ...o })
})
afterAll(async () => t?.close())

describe('anonymous visitors', () => {
  it('read published listings and pages only', async () => {
    const { payload } = t
    const properties = await payload.find({ collection: 'properties', ...asVisitor })
    expect(properties.docs.map((d) => d.name)).toEqual(['Gepubliceerd'])
    const drafts = await payload.find({ collection: 'properties', draft: true, ...asVisitor })
    expect(drafts.docs.map((d) => d.name)).toEqual(['Gepubliceerd'])
    expect((await payload.find({ collection: 'pages', ...asVisitor })).totalDocs).toBe(0)
  })

  it('read public reference data', async () => {
    const { payload } = t
    for (const collection of ['cities', 'property-types', 'menus', 'translations', 'team-members', 'media'] as const) {
      await expect(payload.find({ collection, ...asVisitor }), collection).resolves.toBeTruthy()
    }
    await expect(payload.findGlobal({ slug: 'site-settings', ...asVisitor })).resolves.toBeTruthy()
  })

  it('never read form submissions or users, and cannot write', async () => {
    const { payload } = t
    await expect(payload.find({ collection: 'form-submissions', ...asVisitor })).rejects.toThrow(/not allowed/i)
    await expect(payload.find({ collection: 'users', ...asVisitor })).rejects.toThrow(/not allowed/i)
    // What visitors send and save (CVs, saved searches, booked visits) and the mail queue stay with staff.
    for (const collection of ['form-files', 'search-alerts', 'alert-matches', 'appointment-slots', 'payload-jobs'] as const) {
      await expect(payload.find({ collection, ...asVisitor }), collection).rejects.toThrow(/not allowed/i)
    }
    await expect(
      payload.create({ collection: 'translations', data: { key: 'HACKED', value: 'x' }, ...asVisitor }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { agency: { name: 'x' } }, ...asVisitor })).rejects.toThrow(/not allowed/i)
  })
})

describe('signed-in users', () => {
  it('an owner sees only their own account and no submissions; an editor manages content but not settings', async () => {
    const { payload } = t
    const owner = await payload.create({ collection: 'users', data: { email: 'eigenaar@example.com', password: 'secret-pass-2', roles: ['owner'] }, overrideAccess: true })
    const users = await payload.find({ collection: 'users', user: owner, overrideAccess: false })
    expect(users.docs.map((u) => u.email)).toEqual(['eigenaar@example.com'])
    await expect(payload.find({ collection: 'form-submissions', user: owner, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    for (const collection of ['form-files', 'search-alerts', 'alert-matches', 'appointment-slots', 'payload-jobs'] as const) {
      await expect(payload.find({ collection, user: owner, overrideAccess: false }), collection).rejects.toThrow(/not allowed/i)
    }
    await expect(payload.jobs.queue({ task: 'sendEmail', input: { mail: { to: 'x@example.com', subject: 's', text: 't', html: 'h' } }, req: await createLocalReq({ user: { ...owner, collection: 'users' } }, payload), overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(payload.update({ collection: 'users', id: owner.id, data: { roles: ['admin'] }, user: owner, overrideAccess: false })).resolves.toMatchObject({ roles: ['owner'] })

    const editor = (await payload.find({ collection: 'users', where: { email: { equals: 'staff@example.com' } }, overrideAccess: true })).docs[0]
    expect((await payload.find({ collection: 'form-submissions', user: editor, overrideAccess: false })).totalDocs).toBe(1)
    expect((await payload.find({ collection: 'properties', draft: true, user: editor, overrideAccess: false })).totalDocs).toBe(2)
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { agency: { name: 'x' } }, user: editor, overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })
})
