import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { costRules } from '../../seed/data/costRules'
import { ALL_MENTIONS } from '../helpers/mentions'
import type { TestPayload } from '../helpers/payload'

// The cost panel's rules as the admin keeps them, and its page for visitors without JavaScript.
let t: TestPayload
let payload: Payload
const ctx = { overrideAccess: true } as const
const ids = { gent: 0, house: 0, listing: 0, hidden: 0, draft: 0, rent: 0 }
let readCostRules: typeof import('@/lib/payload/costRules').readCostRules
let rulesFor: typeof import('@/lib/domain/costs/select').rulesFor
let costPage: typeof import('@/lib/costs/page').costPage

beforeAll(async () => {
  const { startPayload } = await import('../helpers/payload')
  t = await startPayload()
  payload = t.payload
  readCostRules = (await import('@/lib/payload/costRules')).readCostRules
  rulesFor = (await import('@/lib/domain/costs/select')).rulesFor
  costPage = (await import('@/lib/costs/page')).costPage
  const page = await payload.create({ collection: 'pages', locale: 'en', data: { key: 'for-sale', title: 'For sale', slug: 'for-sale', _status: 'published' } as never, ...ctx })
  expect(page.id).toBeGreaterThan(0)
  ids.gent = (await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...ctx })).id
  ids.house = (await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...ctx })).id
  const listing = async (data: Record<string, unknown>) =>
    (await payload.create({ collection: 'properties', data: { reference: String(data.name), goal: 'sale', type: ids.house, city: ids.gent, price: 300_000, publishPrice: true, _status: 'published', ...ALL_MENTIONS, ...data } as never, ...ctx })).id
  ids.listing = await listing({ name: 'Rijhuis' })
  ids.hidden = await listing({ name: 'Op aanvraag', publishPrice: false })
  ids.draft = await listing({ name: 'Ontwerp', _status: 'draft' })
})
afterAll(async () => {
  await t?.close()
})

const today = '2026-11-25'
const cells = (html: string) => [...html.matchAll(/<th scope="row">([^<]+)<\/th><td>([^<]+)<\/td>/g)].map((m) => [m[1], m[2].replace(/\s/g, ' ')])
const duties = (html: string) => cells(html).find(([label]) => label === 'COSTS_DUTIES')?.[1]

describe('the cost rules', () => {
  it('every site has the rules in force from its migrations, read back exactly as written', async () => {
    const stored = await readCostRules(payload)
    const byScope = (sets: typeof costRules) => Object.fromEntries(sets.map((set) => [set.scope, set]))
    expect(byScope(stored)).toEqual(byScope(costRules))
    for (const place of ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const) expect(rulesFor(stored, place, today), place).not.toBeNull()
  })

  it('a later set of a scope takes over from its date, and the older one stays on record', async () => {
    const [flanders] = (await payload.find({ collection: 'cost-rules', where: { scope: { equals: 'flanders' } }, ...ctx })).docs
    const { id: _id, createdAt: _c, updatedAt: _u, title: _t, ...rest } = flanders
    await payload.create({ collection: 'cost-rules', data: { ...rest, validFrom: '2027-01-01T00:00:00.000Z', duties: { ...rest.duties, ownHomeRate: 1.5 } } as never, ...ctx })
    const stored = await readCostRules(payload)
    expect(rulesFor(stored, 'flanders', '2026-12-31')?.duties.ownHomeRate).toBe(2)
    expect(rulesFor(stored, 'flanders', '2027-01-01')?.duties.ownHomeRate).toBe(1.5)
    expect(rulesFor(stored, 'flanders', '2027-01-01')?.validFrom).toBe('2027-01-01')
  })

  it('refuses a second set of one scope on one day, and rates beyond 100%', async () => {
    await expect(payload.create({ collection: 'cost-rules', data: { scope: 'flanders', validFrom: '2027-01-01T00:00:00.000Z', sources: 'x', rent: { depositMonths: 3 } } as never, ...ctx })).rejects.toThrow()
    await expect(payload.create({ collection: 'cost-rules', data: { scope: 'brussels', validFrom: '2030-01-01T00:00:00.000Z', sources: 'x', duties: { standardRate: 125 }, rent: { depositMonths: 2 } } as never, ...ctx })).rejects.toThrow()
    expect((await payload.count({ collection: 'cost-rules', where: { validFrom: { equals: '2030-01-01T00:00:00.000Z' } }, ...ctx })).totalDocs).toBe(0)
  })
})

describe('the panel without JavaScript (GET /api/costs/{id})', () => {
  it("computes the listing's default case, then what the visitor sent", async () => {
    const first = await costPage(payload, String(ids.listing), new URLSearchParams('locale=en'))
    expect(first.status).toBe(200)
    const html = await first.text()
    // Gent, own home: 2% of 300,000 €.
    expect(duties(html)).toBe('€6,000')
    expect(html).toContain('href="/en/for-sale/gent/rijhuis/')
    const second = await (await costPage(payload, String(ids.listing), new URLSearchParams('locale=en&own=0&funds=400000&rate=3&years=20'))).text()
    expect(duties(second)).toBe('€36,000')
    // Everything from own funds: no mortgage deed, no repayment.
    expect(cells(second).map(([label]) => label)).not.toContain('COSTS_REPAYMENT')
    expect(second).toContain('value="400000"')
    expect(second).not.toContain('COSTS_INVALID')
  })

  it('says which values it could not read, uses the defaults for them and escapes what was sent', async () => {
    const html = await (await costPage(payload, String(ids.listing), new URLSearchParams('locale=en&own=maybe&rate="><script>&years=99'))).text()
    expect(html).toContain('COSTS_INVALID')
    expect(duties(html)).toBe('€6,000')
    expect(html).not.toContain('<script>')
  })

  it('asks an office nothing about an only own home and charges it the standard rate, whatever is sent; building land in Flanders neither', async () => {
    const office = (await payload.create({ collection: 'property-types', data: { webID: 8, name: 'Kantoor', showOrder: 8, costUse: 'other' }, ...ctx })).id
    const plot = (await payload.create({ collection: 'property-types', data: { webID: 4, name: 'Grond', showOrder: 4, costUse: 'land', needsEpc: false }, ...ctx })).id
    const boom = (await payload.create({ collection: 'cities', data: { zip: '2850', name: 'Boom', country: 'BE' }, ...ctx })).id
    const listing = async (name: string, type: number, price: number) =>
      (await payload.create({ collection: 'properties', data: { name, reference: name, goal: 'sale', type, city: boom, price, publishPrice: true, _status: 'published', ...ALL_MENTIONS } as never, ...ctx })).id
    const officeId = await listing('Kantoor Boom', office, 680_000)
    for (const query of ['locale=en', 'locale=en&own=1']) {
      const html = await (await costPage(payload, String(officeId), new URLSearchParams(query))).text()
      // 12% of 680,000 €, never the 2% of an only own home; no question about it.
      expect(duties(html), query).toBe('€81,600')
      expect(html, query).not.toContain('COSTS_OWN_HOME')
    }
    const land = await (await costPage(payload, String(await listing('Bouwgrond Boom', plot, 150_000)), new URLSearchParams('locale=en&own=1'))).text()
    expect(duties(land)).toBe('€18,000')
    expect(land).not.toContain('COSTS_OWN_HOME')
  })

  it('is a 404 for a listing without a shown price, a draft, a missing or malformed id', async () => {
    for (const id of [String(ids.hidden), String(ids.draft), '99999', 'abc', '0', '1e3', `${ids.listing}/../1`]) {
      expect((await costPage(payload, id, new URLSearchParams('locale=en'))).status, id).toBe(404)
    }
  })
})
