import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expiriesAfter } from '@/lib/cache/expiries'
import { sweepBrightSettings } from '@/lib/crm/sweepbright/client'
import { receiveWebhook } from '@/lib/crm/sweepbright/webhook'
import { submitForm } from '@/lib/forms/submit'

import { type SweepBrightFake, startSweepBrightFake, sweepBrightEstate, webhookCall } from '../fakes/sweepbright'
import { solvedCaptcha } from '../helpers/captcha'
import { drainJobs } from '../helpers/jobs'
import { startPayload, type TestPayload } from '../helpers/payload'
import { storedListing } from '../helpers/storedListing'

/**
 * SweepBright pushes, the site fetches: a webhook answered at once and queued, the estate fetched with a
 * reused token and imported whole in three languages with its photos, updates applied once and in order,
 * deletions taken offline, the listing's address told back, and leads sent to SweepBright once, through an
 * outage. Against a fake of SweepBright's Website API on loopback (tests/fakes/sweepbright.ts).
 */
process.env.CAPTCHA_DIFFICULTY = '20'
// Unsigned webhook calls from everyone together: a small budget, so the test reaches it.
process.env.RATE_LIMIT_CRM_UNSIGNED = '4/3600'

let t: TestPayload
let payload: Payload
let fake: SweepBrightFake
const o = { overrideAccess: true, depth: 0 } as const
const start = Date.parse('2026-11-20T09:00:00Z')
let clock = 0
/** A moment after every earlier one: SweepBright's `happened_at`. */
const later = () => new Date(start + ++clock * 60_000)

const post = async (body: string, headers: Record<string, string> = {}) =>
  receiveWebhook(payload, sweepBrightSettings()!, new Request('http://localhost/api/crm/sweepbright', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }))

/** SweepBright's call for an event, signed unless told otherwise; the jobs then run as the runner runs them. */
const event = async (kind: 'estate-added' | 'estate-updated' | 'estate-deleted', id: string, { at = later(), signed = true }: { at?: Date; signed?: boolean } = {}) => {
  const call = webhookCall(kind, id, at)
  const answer = await post(call.body, signed ? { 'x-hook-signature': call.signature } : {})
  expect(answer.status).toBe(202)
  await drainJobs(payload)
}

const listingOf = async (estateId: string) =>
  (await payload.find({ collection: 'properties', where: { 'crm.estateId': { equals: estateId } }, locale: 'all', ...o, depth: 1 })).docs[0]

const lastLog = async (estateId: string) => (await payload.find({ collection: 'crm-log', where: { estateId: { equals: estateId } }, sort: '-id', limit: 1, ...o })).docs[0]

const mediaCount = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs

beforeAll(async () => {
  fake = await startSweepBrightFake()
  Object.assign(process.env, fake.env)
  t = await startPayload()
  payload = t.payload
  for (const [webID, name] of [[1, 'Huis'], [2, 'Appartement'], [4, 'Grond']] as const) await payload.create({ collection: 'property-types', data: { webID, name, showOrder: webID }, ...o })
  await payload.create({ collection: 'pages', locale: 'nl', data: { key: 'for-sale', title: 'Te koop', slug: 'te-koop', _status: 'published' } as never, ...o })
  await payload.create({ collection: 'team-members', data: { name: 'Sofie Peeters', category: 'sales', email: 'sofie@agency.example' }, ...o })
})
afterAll(async () => {
  await t?.close()
  await fake?.close()
})

describe('an estate SweepBright announces', () => {
  it('is online in three languages with its photos and plan, its agent and every mention, and SweepBright learns its address', async () => {
    fake.estates.set('a1', sweepBrightEstate('a1', { photos: 3 }))
    await event('estate-added', 'a1')
    const listing = await listingOf('a1')
    expect(listing).toMatchObject({ _status: 'published', price: 425_000, goal: 'sale', reference: 'SB-A1', flood: { pScore: 'A', gScore: 'A' }, planning: { zoning: 'residential' } })
    expect(listing.name).toEqual({ nl: 'Gezinswoning met tuin a1', fr: 'Maison familiale avec jardin a1', en: 'Family house with garden a1' })
    expect(listing.photos).toHaveLength(3)
    expect(listing.floorPlans).toHaveLength(1)
    expect(typeof listing.agent === 'object' && listing.agent?.email).toBe('sofie@agency.example')
    expect(typeof listing.city === 'object' && listing.city?.zip).toBe('9000')
    expect(await lastLog('a1')).toMatchObject({ outcome: 'addressSent' })
    expect(fake.urls.get('a1')).toMatch(/^http.+\/nl\/.+/)
    // The search index and the pages' cache hear of it, the web servers through the shared record.
    expect((await storedListing(payload, listing.id)).indexPrice).toBe(425_000)
    const records = await expiriesAfter(payload, 0, 0)
    expect(records.flatMap((record) => record.tags)).toContain('properties')
  })

  it('is fetched with one token, reused until it expires; a refused token is replaced once', async () => {
    const tokens = fake.counts.tokens
    fake.estates.set('a2', sweepBrightEstate('a2', { photos: 1, photoSeed: 10 }))
    await event('estate-added', 'a2')
    await event('estate-updated', 'a2')
    expect(fake.counts.tokens).toBe(tokens)
    fake.revokeTokens()
    fake.estates.set('a2', sweepBrightEstate('a2', { photos: 1, photoSeed: 10, price: { amount: 399_000 } }))
    await event('estate-updated', 'a2')
    expect((await listingOf('a2')).price).toBe(399_000)
    expect(fake.counts.tokens).toBe(tokens + 1)
  })

  it('an update changes the price everywhere, and photos already here are not fetched again', async () => {
    const files = fake.counts.files
    const media = await mediaCount()
    fake.estates.set('a1', sweepBrightEstate('a1', { photos: 3, price: { amount: 410_000 } }))
    await event('estate-updated', 'a1')
    const listing = await listingOf('a1')
    expect(listing.price).toBe(410_000)
    expect((await storedListing(payload, listing.id)).indexPrice).toBe(410_000)
    expect(fake.counts.files).toBe(files)
    expect(await mediaCount()).toBe(media)
  })

  it('the same event twice changes nothing more; an older event than the last applied is ignored', async () => {
    const { id } = await listingOf('a1')
    const before = await storedListing(payload, id)
    const at = later()
    await event('estate-updated', 'a1', { at })
    await event('estate-updated', 'a1', { at })
    expect(await lastLog('a1')).toMatchObject({ outcome: 'unchanged' })
    fake.estates.set('a1', sweepBrightEstate('a1', { photos: 3, price: { amount: 1 } }))
    await event('estate-updated', 'a1', { at: new Date(start - 86_400_000) })
    expect(await lastLog('a1')).toMatchObject({ outcome: 'ignored' })
    const after = await storedListing(payload, id)
    expect(after.price).toBe(410_000)
    expect(after.versions).toBe(before.versions)
    fake.estates.set('a1', sweepBrightEstate('a1', { photos: 3, price: { amount: 410_000 } }))
  })

  it('a replaced photo is fetched and the old one leaves the media library; the order follows SweepBright', async () => {
    const estate = sweepBrightEstate('a1', { photos: 3, price: { amount: 410_000 } })
    const [first, second] = estate.images!
    const media = await mediaCount()
    fake.estates.set('a1', { ...estate, images: [{ ...second, ordinal: 1 }, { ...first, ordinal: 2 }, { id: 'a1-new', filename: 'photo-77.jpg', ordinal: 3, url: '/files/photo-77.jpg' }] })
    const before = (await listingOf('a1')).photos as { id: number }[]
    await event('estate-updated', 'a1')
    const after = (await listingOf('a1')).photos as { id: number }[]
    expect(after).toHaveLength(3)
    expect(after.slice(0, 2).map((photo) => photo.id)).toEqual([before[1].id, before[0].id])
    expect(before.map((photo) => photo.id)).not.toContain(after[2].id)
    expect(await mediaCount()).toBe(media)
  })

  it('a photo staff put to use elsewhere stays when SweepBright drops it, and is no longer the CRM’s', async () => {
    const photos = (await listingOf('a1')).photos as { id: number }[]
    const reused = photos[2].id
    const page = await payload.create({ collection: 'pages', locale: 'nl', data: { key: 'contact', title: 'Contact', slug: 'contact', bannerImage: reused, _status: 'published' } as never, ...o })
    const estate = sweepBrightEstate('a1', { photos: 3, price: { amount: 410_000 } })
    fake.estates.set('a1', { ...estate, images: estate.images!.slice(0, 1) })
    await event('estate-updated', 'a1')
    expect((await listingOf('a1')).photos).toHaveLength(1)
    const kept = await payload.findByID({ collection: 'media', id: reused, ...o })
    expect(kept.crm?.estate ?? null).toBeNull()
    expect(await payload.findByID({ collection: 'media', id: photos[0].id, ...o, disableErrors: true })).toBeNull()
    await payload.delete({ collection: 'pages', id: page.id, ...o })
  })

  it('an estate missing a mention Flanders requires stays offline, and the import log says which', async () => {
    const estate = sweepBrightEstate('a3', { photos: 1, photoSeed: 20 })
    fake.estates.set('a3', { ...estate, legal: { ...estate.legal, property_and_land: { ...estate.legal!.property_and_land, flood_risk_plot_score: null } } })
    await event('estate-added', 'a3')
    expect((await listingOf('a3'))._status).toBe('draft')
    const log = await lastLog('a3')
    expect(log.outcome).toBe('offline')
    expect(JSON.stringify(log.details)).toMatch(/P-score|P score|flood/i)
  })

  it('only a deletion SweepBright signs takes it offline; the same estate published again comes back; a late deletion changes nothing', async () => {
    fake.estates.set('a4', sweepBrightEstate('a4', { photos: 1, photoSeed: 30 }))
    await event('estate-added', 'a4')
    // Anyone can post an unsigned call, even once SweepBright no longer serves the estate: it is not believed.
    await event('estate-deleted', 'a4', { signed: false })
    fake.estates.delete('a4')
    await event('estate-deleted', 'a4', { signed: false })
    expect((await listingOf('a4'))._status).toBe('published')
    const deletedAt = later()
    await event('estate-deleted', 'a4', { at: deletedAt })
    const listing = await listingOf('a4')
    // Offline, not deleted: its history and leads stay.
    expect(listing._status).toBe('draft')
    // Published again with the very same data: online again.
    fake.estates.set('a4', sweepBrightEstate('a4', { photos: 1, photoSeed: 30 }))
    await event('estate-added', 'a4')
    expect((await listingOf('a4'))._status).toBe('published')
    // The deletion delivered again, or late: older than the change applied, it is ignored.
    await event('estate-deleted', 'a4', { at: deletedAt })
    expect((await listingOf('a4'))._status).toBe('published')
    expect((await lastLog('a4')).outcome).toBe('ignored')
  })

  it('an event while an import of the same estate waits adds no second job', async () => {
    const count = async () => (await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'crmImport' } }, overrideAccess: true })).totalDocs
    const before = await count()
    for (let i = 0; i < 3; i++) {
      const call = webhookCall('estate-updated', 'a2', later())
      expect((await post(call.body, { 'x-hook-signature': call.signature })).status).toBe(202)
    }
    expect(await count()).toBe(before + 1)
    await drainJobs(payload)
  })

  it('an outage is retried until SweepBright answers, and nothing half-imported shows meanwhile', async () => {
    fake.estates.set('a5', sweepBrightEstate('a5', { photos: 1, photoSeed: 40 }))
    fake.fail(/\/estates\/a5$/, 503, 1)
    const call = webhookCall('estate-added', 'a5', later())
    expect((await post(call.body, { 'x-hook-signature': call.signature })).status).toBe(202)
    await payload.jobs.run({ allQueues: true, silent: true })
    expect(await listingOf('a5')).toBeUndefined()
    expect(await lastLog('a5')).toMatchObject({ outcome: 'failed' })
    // The retry's time comes: the job is due again.
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'crmImport' } }, { completedAt: { exists: false } }] }, ...o })
    for (const job of docs) await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, ...o })
    await drainJobs(payload)
    expect((await listingOf('a5'))._status).toBe('published')
  })
})

describe('a new-build project', () => {
  it('comes with its units as listings of their own; a unit SweepBright no longer lists goes offline', async () => {
    const unit = (id: string, bedrooms: number) => sweepBrightEstate(id, { type: 'apartment', photos: 1, photoSeed: 60 + bedrooms, bedrooms, project_id: 'p1', price: { amount: 250_000 + bedrooms * 50_000 } })
    const project = sweepBrightEstate('p1', { is_project: true, photos: 1, photoSeed: 60, description_title: { nl: 'Residentie Linde', fr: 'Résidence Linde', en: 'Linde Residence' }, properties: [unit('p1-u1', 1), unit('p1-u2', 2)] })
    fake.estates.set('p1', project)
    await event('estate-added', 'p1')
    const saved = (await payload.find({ collection: 'projects', where: { 'crm.estateId': { equals: 'p1' } }, locale: 'all', ...o })).docs[0]
    expect(saved).toMatchObject({ _status: 'published', name: { nl: 'Residentie Linde', fr: 'Résidence Linde', en: 'Linde Residence' } })
    const units = await Promise.all(['p1-u1', 'p1-u2'].map(listingOf))
    expect(units.map((u) => [u._status, u.price, typeof u.project === 'object' ? u.project?.id : u.project])).toEqual([
      ['published', 300_000, saved.id],
      ['published', 350_000, saved.id],
    ])
    fake.estates.set('p1', { ...project, properties: [unit('p1-u1', 1)] })
    await event('estate-updated', 'p1')
    expect((await listingOf('p1-u2'))._status).toBe('draft')
    expect((await listingOf('p1-u1'))._status).toBe('published')
  })
})

describe('who reaches what the CRM keeps', () => {
  it("the CRM's ids and fingerprint are read by staff alone; nobody writes them or the CRM's fields through the API", async () => {
    const { id } = await listingOf('a1')
    const make = async (email: string, roles: string[]) => ({ ...(await payload.create({ collection: 'users', data: { email, password: `pass-${roles[0]}-123`, roles } as never, ...o })), collection: 'users' as const })
    const editor = await make('crm-editor@example.com', ['editor'])
    const owner = await make('crm-owner@example.com', ['owner'])
    const read = (user?: object) => payload.findByID({ collection: 'properties', id, depth: 0, overrideAccess: false, ...(user ? { user } : {}) })
    expect((await read()).crm).toBeUndefined()
    expect((await read(owner)).crm).toBeUndefined()
    expect((await read(editor)).crm).toMatchObject({ source: 'sweepbright', estateId: 'a1' })
    // Nobody can filter on them either, so an id cannot be guessed by its answers.
    await expect(payload.find({ collection: 'properties', where: { 'crm.estateId': { equals: 'a1' } }, overrideAccess: false })).rejects.toThrow()
    // An editor's save leaves the CRM's copy alone: its ids and the fields it keeps; the site's own field (slug) is saved.
    const before = await payload.findByID({ collection: 'properties', id, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'properties', id, data: { price: 1, crm: { estateId: 'forged' }, slug: 'villa-aan-het-water' } as never, overrideAccess: false, user: editor, depth: 0 })
    const after = await payload.findByID({ collection: 'properties', id, depth: 0, overrideAccess: true })
    expect(after.price).toBe(before.price)
    expect(after.crm?.estateId).toBe('a1')
    expect(after.slug).toBe('villa-aan-het-water')
  })
})

describe('what does not come from SweepBright', () => {
  it('a wrong signature, a body that is not an event and a body too large are refused, and nothing is queued', async () => {
    const jobs = (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs
    const call = webhookCall('estate-added', 'a1', later())
    expect((await post(call.body, { 'x-hook-signature': 'f'.repeat(40) })).status).toBe(401)
    expect((await post(call.body.replace('a1', 'a2'), { 'x-hook-signature': call.signature })).status).toBe(401)
    expect((await post('{"event":"estate-exploded","estate_id":"a1","happened_at":"2026-11-20T10:00:00Z"}')).status).toBe(400)
    expect((await post('<xml/>')).status).toBe(400)
    expect((await post(JSON.stringify({ event: 'estate-added', estate_id: '../../etc', happened_at: '2026-11-20T10:00:00Z' }))).status).toBe(400)
    expect((await post('x'.repeat(100_000))).status).toBe(413)
    expect((await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs).toBe(jobs)
  })

  it("unsigned calls from everyone together have one budget; SweepBright's signed calls never spend it", async () => {
    let status = 0
    for (let i = 0; i < 10 && status !== 429; i++) {
      const call = webhookCall('estate-updated', `unsigned-${i}`, later())
      status = (await post(call.body, { 'x-site-peer': `192.0.2.${i + 1}` })).status
    }
    expect(status).toBe(429)
    const signed = webhookCall('estate-updated', 'a1', later())
    expect((await post(signed.body, { 'x-hook-signature': signed.signature })).status).toBe(202)
    await drainJobs(payload)
  })

  it('an announced estate SweepBright does not return is not imported', async () => {
    await event('estate-added', 'ghost')
    expect(await listingOf('ghost')).toBeUndefined()
    expect(await lastLog('ghost')).toMatchObject({ outcome: 'ignored' })
  })

  it('hostile content is cleaned: markup dropped, files from elsewhere, SVGs and expired links left out, and the log says so', async () => {
    const estate = sweepBrightEstate('h1', { photos: 1, photoSeed: 50 })
    fake.estates.set('h1', {
      ...estate,
      description_title: { nl: '<script>alert(1)</script>Villa <img src=x onerror=alert(2)>', fr: 'Villa', en: 'Villa' },
      bedrooms: -4,
      images: [
        ...estate.images!,
        { id: 'evil', filename: 'x.jpg', ordinal: 2, url: 'https://attacker.example/x.jpg' },
        { id: 'meta', filename: 'y.jpg', ordinal: 3, url: 'http://169.254.169.254/latest/meta-data' },
        { id: 'svg', filename: 'z.svg', ordinal: 4, url: '/files/logo.svg' },
      ],
    })
    await event('estate-added', 'h1')
    const listing = await listingOf('h1')
    expect((listing.name as unknown as Record<string, string>).nl).toBe('Villa')
    expect(listing.photos).toHaveLength(1)
    expect(listing.rooms?.bedrooms ?? null).toBeNull()
    const details = JSON.stringify((await payload.find({ collection: 'crm-log', where: { estateId: { equals: 'h1' } }, ...o })).docs.map((entry) => entry.details))
    expect(details).toMatch(/attacker\.example/)
    expect(details).toMatch(/169\.254\.169\.254/)
    expect(details).toMatch(/SVG|not an image/i)
  })

  it('an estate the site cannot show (no Belgian postcode, unknown type) is refused and creates nothing', async () => {
    const listings = (await payload.count({ collection: 'properties', overrideAccess: true })).totalDocs
    fake.estates.set('r1', sweepBrightEstate('r1', { location: { postal_code: '75001', city: 'Paris', country: 'FR' } }))
    fake.estates.set('r2', sweepBrightEstate('r2', { type: 'castle' }))
    await event('estate-added', 'r1')
    await event('estate-added', 'r2')
    expect(await lastLog('r1')).toMatchObject({ outcome: 'refused' })
    expect(await lastLog('r2')).toMatchObject({ outcome: 'refused' })
    expect((await payload.count({ collection: 'properties', overrideAccess: true })).totalDocs).toBe(listings)
  })
})

describe('leads', () => {
  const person = { title: 'ms', firstName: 'Ann', lastName: 'Janssens', email: 'ann@example.be', phone: '0470 12 34 56', consent: true, locale: 'fr' }

  const submission = async (id: number) => payload.findByID({ collection: 'form-submissions', id, ...o })

  it('a question about an imported listing reaches SweepBright as a contact on that estate, once', async () => {
    const { id: property } = await listingOf('a1')
    const result = await submitForm(payload, 'contact-me', { ...person, remark: 'Is de tuin op het zuiden?', property, altcha: await solvedCaptcha() }, null)
    expect(result.status).toBe(201)
    if (result.status !== 201) return
    await drainJobs(payload)
    const sent = fake.contacts.filter((contact) => contact.body.email === 'ann@example.be')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ estateId: 'a1', body: { first_name: 'Ann', last_name: 'Janssens', locale: 'fr' } })
    expect(String(sent[0].body.message)).toContain('Is de tuin op het zuiden?')
    expect((await submission(result.id)).crm).toMatchObject({ status: 'sent', target: 'SweepBright estate a1' })
    // The job run again (a runner restarted mid-way) sends nothing more.
    await payload.jobs.queue({ task: 'crmSendLead', input: { submission: result.id } })
    await drainJobs(payload)
    expect(fake.contacts.filter((contact) => contact.body.email === 'ann@example.be')).toHaveLength(1)
  })

  it('a send the runner stopped in the middle of is not repeated: staff are told to look in SweepBright', async () => {
    const { id: property } = await listingOf('a1')
    const result = await submitForm(payload, 'contact-me', { ...person, email: 'cleo@example.be', property, altcha: await solvedCaptcha() }, null)
    if (result.status !== 201) throw new Error(`not stored: ${result.status}`)
    // What a runner killed between the CRM's answer and recording it leaves behind.
    await payload.kv.set(`crm:lead-sending:${result.id}`, true)
    await drainJobs(payload)
    expect(fake.contacts.filter((contact) => contact.body.email === 'cleo@example.be')).toHaveLength(0)
    expect((await submission(result.id)).crm).toMatchObject({ status: 'failed', error: expect.stringMatching(/check SweepBright/) })
  })

  it('a request about no listing goes to SweepBright as a contact; through an outage it waits and is sent, never twice', async () => {
    fake.fail(/^\/api\/contacts$/, 503, 2)
    const result = await submitForm(payload, 'site-contact', { ...person, email: 'bert@example.be', firstName: 'Bert', message: 'Ik wil verkopen', altcha: await solvedCaptcha() }, null)
    expect(result.status).toBe(201)
    if (result.status !== 201) return
    await payload.jobs.run({ allQueues: true, silent: true })
    expect((await submission(result.id)).crm).toMatchObject({ status: 'pending', error: expect.stringMatching(/503/) })
    for (let round = 0; round < 3; round++) {
      const { docs } = await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'crmSendLead' } }, { completedAt: { exists: false } }] }, ...o })
      for (const job of docs) await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, ...o })
      await payload.jobs.run({ allQueues: true, silent: true })
    }
    expect((await submission(result.id)).crm).toMatchObject({ status: 'sent', target: 'SweepBright contacts' })
    expect(fake.contacts.filter((contact) => contact.body.email === 'bert@example.be')).toEqual([{ estateId: null, body: expect.objectContaining({ first_name: 'Bert' }) }])
  })
})
