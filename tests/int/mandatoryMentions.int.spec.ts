import config from '@payload-config'
import { handleEndpoints, type Payload, type RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseOf, sql } from '@/lib/payload/database'
import { startPayload, type TestPayload } from '../helpers/payload'

type Data = RequiredDataFromCollectionSlug<'properties'>
let t: TestPayload
let payload: Payload
const ctx = { overrideAccess: true } as const
const ids = { flanders: 0, brussels: 0, wallonia: 0, luxembourg: 0, house: 0, plot: 0 }

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  const city = async (zip: string, name: string, country: 'BE' | 'LU' = 'BE') => (await payload.create({ collection: 'cities', data: { zip, name, country }, ...ctx })).id
  ids.flanders = await city('9000', 'Gent')
  ids.brussels = await city('1050', 'Elsene')
  ids.wallonia = await city('4000', 'Liège')
  ids.luxembourg = await city('1111', 'Luxembourg', 'LU')
  ids.house = (await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...ctx })).id
  ids.plot = (await payload.create({ collection: 'property-types', data: { webID: 4, name: 'Grond', showOrder: 4, needsEpc: false }, ...ctx })).id
})
afterAll(async () => t?.close())

let n = 0
/** A listing with everything but `data`; each case gives its region's mentions. */
const listing = (data: Partial<Data>): Data =>
  ({ name: `Listing ${++n}`, reference: `MM-${n}`, goal: 'sale', type: ids.house, city: ids.flanders, price: 250_000, ...data }) as Data
const indexRow = async (id: number) =>
  (await databaseOf(payload).all<{ id: number; price: number }>(sql`SELECT id, price FROM property_search WHERE id = ${id}`)).map((row) => ({ id: Number(row.id), price: Number(row.price) }))
const refusal = (path: string, name: string) => ({
  message: expect.stringContaining('Kan niet publiceren: verplichte vermeldingen'),
  data: { errors: [expect.objectContaining({ path, message: expect.stringContaining(name) })] },
})

type Case = { label: string; city: 'flanders' | 'brussels' | 'wallonia' | 'luxembourg'; plot?: boolean; complete: Partial<Data>; without: Partial<Data>; path: string; name: string; scope: string }
const cases: Case[] = [
  {
    label: 'Flanders house without its EPC unique code',
    city: 'flanders',
    complete: { energy: { energyPerformance: 150, uniqueCode: 'EPC-1' }, flood: { pScore: 'A', gScore: 'B' }, planning: { zoning: 'residential' } },
    without: { energy: { energyPerformance: 150 }, flood: { pScore: 'A', gScore: 'B' }, planning: { zoning: 'residential' } },
    path: 'energy.uniqueCode',
    name: 'Unieke code van het EPC',
    scope: 'Vlaanderen',
  },
  {
    label: 'Flanders plot without its P-score',
    city: 'flanders',
    plot: true,
    complete: { flood: { pScore: 'C', gScore: 'A' }, planning: { zoning: 'residential' } },
    without: { flood: { gScore: 'A' }, planning: { zoning: 'residential' } },
    path: 'flood.pScore',
    name: 'P-score overstroming',
    scope: 'Vlaanderen',
  },
  {
    label: 'Brussels flat without CO2 emission',
    city: 'brussels',
    complete: { energy: { epcLabelText: 'C', co2Emission: 31 } },
    without: { energy: { epcLabelText: 'C' } },
    path: 'energy.co2Emission',
    name: 'CO2-uitstoot',
    scope: 'Brussel',
  },
  {
    label: 'Wallonia house without its yearly kWh',
    city: 'wallonia',
    complete: { energy: { epcLabelText: 'B', energyPerformance: 120, energyTotal: 14_400, certificateNumber: 'PEB-1' } },
    without: { energy: { epcLabelText: 'B', energyPerformance: 120, certificateNumber: 'PEB-1' } },
    path: 'energy.energyTotal',
    name: 'Totaal energieverbruik (kWh/jaar)',
    scope: 'Wallonië',
  },
  {
    label: 'Luxembourg rental without charges',
    city: 'luxembourg',
    complete: { goal: 'rent', price: 1800, financial: { charges: 0 } },
    without: { goal: 'rent', price: 1800 },
    path: 'financial.charges',
    name: 'Gemeenschappelijke kosten',
    scope: 'Luxemburg',
  },
]

describe('the publishing gate through the Local API', () => {
  for (const c of cases) {
    it(`${c.label}: refused when published, saved as a draft, published once stated`, async () => {
      const where = { city: ids[c.city], type: c.plot ? ids.plot : ids.house }
      const without = { ...c.without, ...where }
      await expect(payload.create({ collection: 'properties', data: listing({ ...without, _status: 'published' }), ...ctx })).rejects.toMatchObject({
        ...refusal(c.path, c.name),
        message: expect.stringContaining(`voor ${c.scope} ontbreken: `),
      })
      const draft = await payload.create({ collection: 'properties', data: listing({ ...without, _status: 'draft' }), ...ctx })
      const autosaved = await payload.update({ collection: 'properties', id: draft.id, data: { price: 260_000 }, draft: true, autosave: true, ...ctx })
      expect(autosaved._status).toBe('draft')
      // Publishing the stored draft is checked against it merged with the sent data.
      await expect(payload.update({ collection: 'properties', id: draft.id, data: { _status: 'published' }, ...ctx })).rejects.toMatchObject(refusal(c.path, c.name))
      const published = await payload.update({ collection: 'properties', id: draft.id, data: { ...c.complete, _status: 'published' }, ...ctx })
      expect(published._status).toBe('published')
      expect(await payload.count({ collection: 'properties', where: { id: { equals: draft.id } }, overrideAccess: false })).toMatchObject({ totalDocs: 1 })
    })
  }

  it('a refused edit of a published listing changes nothing, search index included; a draft of it saves', async () => {
    const c = cases[2]
    const doc = await payload.create({ collection: 'properties', data: listing({ ...c.complete, city: ids.brussels, _status: 'published' }), ...ctx })
    const before = await indexRow(doc.id)
    expect(before).toEqual([{ id: doc.id, price: 250_000 }])
    await expect(
      payload.update({ collection: 'properties', id: doc.id, data: { price: 199_000, energy: { co2Emission: null } }, ...ctx }),
    ).rejects.toMatchObject(refusal('energy.co2Emission', 'CO2-uitstoot'))
    const stored = await payload.findByID({ collection: 'properties', id: doc.id, ...ctx })
    expect([stored.price, stored.energy?.co2Emission, stored._status]).toEqual([250_000, 31, 'published'])
    expect(await indexRow(doc.id)).toEqual(before)
    // The same edit as a draft is kept as the latest version; the published listing stays as it was.
    await payload.update({ collection: 'properties', id: doc.id, data: { _status: 'draft', price: 199_000, energy: { co2Emission: null } }, draft: true, ...ctx })
    const latest = await payload.findByID({ collection: 'properties', id: doc.id, draft: true, ...ctx })
    expect([latest.price, latest.energy?.co2Emission]).toEqual([199_000, null])
    expect((await payload.findByID({ collection: 'properties', id: doc.id, ...ctx })).price).toBe(250_000)
  })
})

describe('the publishing gate over REST', () => {
  it('refuses a Brussels listing without CO2 emission with 400 and the field error, in the language the request asks for', async () => {
    await payload.create({ collection: 'users', data: { email: 'staff@example.com', password: 'staff-pass-1', roles: ['editor'] }, ...ctx })
    const { token } = await payload.login({ collection: 'users', data: { email: 'staff@example.com', password: 'staff-pass-1' } })
    const post = (body: unknown, language = 'en') =>
      handleEndpoints({
        config,
        request: new Request('http://localhost/api/properties', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, 'accept-language': language },
          body: JSON.stringify(body),
        }),
      })
    const refused = await post(listing({ ...cases[2].without, city: ids.brussels, _status: 'published' }))
    expect(refused.status).toBe(400)
    const body = (await refused.json()) as { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
    expect(body.errors[0].message).toBe('Cannot publish: missing mandatory mentions for Brussels: CO2 emission (kg CO2/m²·year)')
    expect(body.errors[0].data?.errors).toEqual([expect.objectContaining({ path: 'energy.co2Emission' })])
    const french = (await (await post(listing({ ...cases[2].without, city: ids.brussels, _status: 'published' }), 'fr-BE,fr;q=0.9')).json()) as typeof body
    expect(french.errors[0].message).toBe('Publication impossible\u00a0: mentions obligatoires manquantes pour Bruxelles\u00a0: Émissions de CO2 (kg CO2/m²·an)')
    expect(french.errors[0].data?.errors).toEqual([{ path: 'energy.co2Emission', message: 'Obligatoire pour publier\u00a0: Émissions de CO2 (kg CO2/m²·an)' }])
    const draft = await post(listing({ ...cases[2].without, city: ids.brussels, _status: 'draft' }))
    expect(draft.status).toBe(201)
  })
})
