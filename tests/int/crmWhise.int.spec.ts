import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { whiseSettings } from '@/lib/crm/whise/client'
import { pullWhise } from '@/lib/crm/whise/sync'
import { submitForm } from '@/lib/forms/submit'

import { solvedCaptcha } from '../helpers/captcha'
import { drainJobs } from '../helpers/jobs'
import { startPayload, type TestPayload } from '../helpers/payload'
import { type WhiseFake, startWhiseFake, whiseEstate } from '../fakes/whise'

/**
 * Whise is pulled: new and changed estates imported in three languages, the next pull asking only for what
 * changed since, estates Whise no longer lists taken offline, a refused request or an outage changing nothing,
 * and leads sent back as Whise contacts on their estate. Against a fake of Whise's API (tests/fakes/whise.ts).
 */
process.env.CAPTCHA_DIFFICULTY = '20'

let t: TestPayload
let payload: Payload
let fake: WhiseFake
const o = { overrideAccess: true, depth: 0 } as const

const listingOf = async (estateId: number) =>
  (await payload.find({ collection: 'properties', where: { and: [{ 'crm.source': { equals: 'whise' } }, { 'crm.estateId': { equals: String(estateId) } }] }, locale: 'all', ...o })).docs[0]

const pull = (full = false) => pullWhise(payload, whiseSettings()!, { full })

beforeAll(async () => {
  fake = await startWhiseFake()
  Object.assign(process.env, fake.env)
  t = await startPayload()
  payload = t.payload
  for (const [webID, name] of [[1, 'Huis'], [2, 'Appartement']] as const) await payload.create({ collection: 'property-types', data: { webID, name, showOrder: webID }, ...o })
})
afterAll(async () => {
  await t?.close()
  await fake?.close()
})

describe('a pull from Whise', () => {
  it('imports every estate the agency publishes, in three languages with its photos and mentions', async () => {
    for (const id of [101, 102, 103]) fake.estates.set(id, whiseEstate(fake, id))
    expect(await pull(true)).toMatchObject({ imported: 3, failed: 0, withdrawn: 0 })
    const listing = await listingOf(101)
    expect(listing).toMatchObject({
      _status: 'published',
      goal: 'rent',
      price: 1150,
      priceUnit: 'month',
      reference: 'W-101',
      name: { nl: 'Lichtrijk appartement 101', fr: 'Appartement lumineux 101', en: 'Bright flat 101' },
      flood: { floodZone: 'none', pScore: 'A', gScore: 'A' },
      financial: { charges: 95, cadastralIncome: 980 },
      energy: { energyPerformance: 165, co2Emission: 31, uniqueCode: '20240115-0003345678-RES-1' },
    })
    expect((listing.description as unknown as Record<string, string>).nl).toContain('twee slaapkamers')
    expect((listing.description as unknown as Record<string, string>).nl).not.toContain('<strong>')
    expect(listing.photos).toHaveLength(2)
    // One user token and one client token for the whole pull.
    expect(fake.counts).toMatchObject({ userTokens: 1, clientTokens: 1, pictures: 6 })
  })

  it('the next pull asks Whise only for what changed since the last, with a margin, and applies the change', async () => {
    fake.lists.length = 0
    fake.estates.set(102, whiseEstate(fake, 102, { price: 1095, updateDateTime: '2099-01-01T10:00:00' }))
    const pictures = fake.counts.pictures
    expect(await pull()).toMatchObject({ imported: 1, failed: 0 })
    const asked = fake.lists.filter((list) => (list.Filter as { UpdateDateTimeRange?: unknown }).UpdateDateTimeRange)
    expect(asked.length).toBeGreaterThan(0)
    const since = (asked[0].Filter as { UpdateDateTimeRange: { Min: string } }).UpdateDateTimeRange.Min
    expect(since).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
    expect((await listingOf(102)).price).toBe(1095)
    expect((await listingOf(101)).price).toBe(1150)
    expect(fake.counts.pictures).toBe(pictures)
  })

  it('takes offline what Whise no longer lists, and brings it back when it is listed again', async () => {
    fake.estates.get(103)!.listed = false
    expect(await pull()).toMatchObject({ withdrawn: 1 })
    expect((await listingOf(103))._status).toBe('draft')
    fake.estates.set(103, whiseEstate(fake, 103, { updateDateTime: '2099-01-02T10:00:00' }))
    await pull()
    expect((await listingOf(103))._status).toBe('published')
  })

  it('an outage or a refused request stops the pull before anything is taken offline', async () => {
    fake.estates.get(101)!.listed = false
    fake.fail(/\/v1\/estates\/list/, 503, 1)
    await expect(pull()).rejects.toThrow(/503/)
    fake.fail(/\/v1\/estates\/list/, 200, 1)
    await expect(pull()).rejects.toThrow(/refused the request/)
    expect((await listingOf(101))._status).toBe('published')
    fake.estates.get(101)!.listed = true
  })

  it('a token Whise no longer accepts is replaced, and a refused user name and password are reported, not retried', async () => {
    const before = fake.counts.clientTokens
    fake.revokeTokens()
    await pull()
    expect(fake.counts.clientTokens).toBe(before + 1)
    const wrong = { ...whiseSettings()!, username: 'former.employee@site.example' }
    await expect(pullWhise(payload, wrong, {})).rejects.toMatchObject({ retry: false })
  })
})

describe('leads to Whise', () => {
  it('a question about a Whise listing is upserted as a contact on that estate, once', async () => {
    const { id: property } = await listingOf(101)
    const result = await submitForm(payload, 'contact-me', { title: 'mr', firstName: 'Luc', lastName: 'Maes', email: 'luc@example.be', phone: '0470 11 22 33', consent: true, locale: 'nl', remark: 'Mag ik bezoeken?', property, altcha: await solvedCaptcha() }, null)
    expect(result.status).toBe(201)
    if (result.status !== 201) return
    await drainJobs(payload)
    expect(fake.contacts).toHaveLength(1)
    expect(fake.contacts[0]).toMatchObject({ Name: 'Maes', FirstName: 'Luc', PrivateEmail: 'luc@example.be', LanguageId: 'nl-BE', EstateIds: [101], OfficeIds: [815], AgreementMailingCampaign: false })
    expect(String(fake.contacts[0].Message)).toContain('Mag ik bezoeken?')
    expect((await payload.findByID({ collection: 'form-submissions', id: result.id, ...o })).crm).toMatchObject({ status: 'sent', target: 'Whise estate 101' })
  })
})
