import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guardGraphqlRoute } from '@/lib/api/guardGraphql'
import { guardRestRoute } from '@/lib/api/guardRoute'
import { turnKey } from '@/lib/api/turns'

import { hiddenFieldQueries } from '../helpers/accessRules'
import { ALL_MENTIONS } from '../helpers/mentions'
import { setOwner } from '../helpers/owner'
import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * The API as the site's routes serve it (src/app/(payload)/api: the REST and GraphQL guards around
 * Payload's handlers), on this file's own database: what visitors, owners and staff get back.
 */
let t: TestPayload
let payload: Payload
const o = { overrideAccess: true } as const

type Actor = 'anonymous' | 'ownerA' | 'ownerB' | 'editor' | 'admin'
const tokens: Partial<Record<Actor, string>> = {}
const ids: Record<string, number> = {}

const REST = { GET: guardRestRoute(config, REST_GET(config)), POST: guardRestRoute(config, REST_POST(config)), PATCH: guardRestRoute(config, REST_PATCH(config)), DELETE: guardRestRoute(config, REST_DELETE(config)) }
const GRAPHQL = guardGraphqlRoute(config, GRAPHQL_POST(config))

const headersOf = (actor: Actor, json = false): Record<string, string> => ({
  // Payload's own messages in English (the admin's default language is Dutch).
  'accept-language': 'en',
  ...(tokens[actor] ? { authorization: `JWT ${tokens[actor]}` } : {}),
  ...(json ? { 'content-type': 'application/json' } : {}),
})

/** One REST request through the site's route (from the client address `peer`, as the site's server says): its status and JSON body. */
const rest = async (method: keyof typeof REST, path: string, actor: Actor, body?: unknown, peer = '192.0.2.1') => {
  const url = new URL(`http://localhost${path}`)
  const slug = url.pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
  const request = new Request(url, { method, headers: { ...headersOf(actor, body !== undefined), 'x-site-peer': peer }, body: body === undefined ? undefined : JSON.stringify(body) })
  const response = await REST[method](request, { params: Promise.resolve({ slug }) })
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null }
}

type GraphqlAnswer = { data?: Record<string, { totalDocs?: number; docs?: Array<Record<string, unknown>> } | null>; errors?: Array<{ message: string; extensions?: { statusCode?: number } }> }

/** One GraphQL query through the site's route, as staff. */
const graphql = async (query: string, actor: Actor = 'admin') => {
  const request = new Request('http://localhost/api/graphql', { method: 'POST', headers: headersOf(actor, true), body: JSON.stringify({ query }) })
  const response = await GRAPHQL(request)
  return { status: response.status, body: (await response.json()) as GraphqlAnswer }
}

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  // The admin first: the first account of a new site is made an admin whatever it asks.
  const people = [['admin', 'admin'], ['ownerA', 'owner'], ['ownerB', 'owner'], ['editor', 'editor']] as const
  for (const [actor, role] of people) {
    const email = `${actor.toLowerCase()}@example.com`
    const user = await payload.create({ collection: 'users', data: { email, password: `pass-${actor}-1`, roles: [role] }, ...o })
    ids[actor] = user.id
    tokens[actor] = (await payload.login({ collection: 'users', data: { email, password: `pass-${actor}-1` } })).token
  }
  const city = await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...o })
  const type = await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...o })
  const base = { ...ALL_MENTIONS, goal: 'sale' as const, type: type.id, city: city.id, priceUnit: 'total' as const, publishPrice: true, _status: 'published' as const }
  for (const [key, marquee, price] of [['shown', 'none', 350000], ['sold', 'sold', 450000], ['rented', 'rented', 1200]] as const) {
    ids[key] = (await payload.create({ collection: 'properties', data: { ...base, name: key, marquee, price }, ...o })).id
    await setOwner(payload, ids[key], ids.ownerA)
  }
  ids.page = (await payload.create({ collection: 'pages', data: { title: 'Over ons', slug: 'over-ons', _status: 'published' }, ...o })).id
  ids.project = (await payload.create({ collection: 'projects', data: { name: 'Residentie', city: city.id, _status: 'published' }, ...o })).id
  // The project's units: the three above, and one whose price and street are not published.
  ids.hidden = (await payload.create({ collection: 'properties', data: { ...base, name: 'hidden', marquee: 'none', price: 300000, publishPrice: false, publishAddress: false, street: 'Kerkstraat', houseNumber: '1' }, ...o })).id
  // (Straight to the database, as setOwner: the owner field's option filter does not match on SQLite.)
  for (const key of ['shown', 'sold', 'rented', 'hidden']) await payload.db.updateOne({ collection: 'properties', id: ids[key], data: { project: ids.project }, req: {} })
})
afterAll(async () => t?.close())

describe('the price of a sold or rented listing, which its page does not show', () => {
  it('is absent from the REST answers of visitors and of owners who do not own it', async () => {
    for (const actor of ['anonymous', 'ownerB'] as const) {
      for (const key of ['sold', 'rented']) {
        const one = await rest('GET', `/api/properties/${ids[key]}?depth=0`, actor)
        expect(one.status, `${actor} ${key}`).toBe(200)
        expect(one.body?.marquee, `${actor} ${key}`).toBe(key)
        expect(one.body, `${actor} ${key}`).not.toHaveProperty('price')
      }
      const list = await rest('GET', '/api/properties?depth=0&limit=10', actor)
      const prices = Object.fromEntries(((list.body?.docs ?? []) as Array<Record<string, unknown>>).map((doc) => [doc.id, doc.price]))
      expect(prices, actor).toEqual({ [ids.shown]: 350000, [ids.sold]: undefined, [ids.rented]: undefined })
    }
  })

  it('stays absent whatever a visitor selects, while a shown price comes with a select naming it', async () => {
    for (const query of ['select[price]=true', 'select[price]=true&select[publishPrice]=true', 'select[marquee]=false', 'select[marquee]=false&select[publishPrice]=false']) {
      const sold = await rest('GET', `/api/properties/${ids.sold}?depth=0&${query}`, 'anonymous')
      expect(sold.status, query).toBe(200)
      expect(sold.body, query).not.toHaveProperty('price')
    }
    expect((await rest('GET', `/api/properties/${ids.shown}?depth=0&select[price]=true`, 'anonymous')).body?.price).toBe(350000)
  })

  it('is given to the listing\'s owner and to staff, through REST and GraphQL', async () => {
    for (const actor of ['ownerA', 'editor', 'admin'] as const) {
      expect((await rest('GET', `/api/properties/${ids.sold}?depth=0`, actor)).body?.price, actor).toBe(450000)
    }
    const answer = await graphql(`{ Property(id: ${ids.sold}) { price marquee } }`, 'editor')
    expect(answer.body).toEqual({ data: { Property: { price: 450000, marquee: 'sold' } } })
  })
})

describe('queries through joins and relations', () => {
  it('refuse visitors and owners every filter, sort and count on a field they may not see, and answer staff', async () => {
    const queries = hiddenFieldQueries({ project: ids.project, owner: ids.ownerA })
    for (const actor of ['anonymous', 'ownerA', 'ownerB', 'editor', 'admin'] as const) {
      for (const query of queries) {
        const answer = await rest('GET', query, actor)
        expect(answer.status, `${actor} ${query}`).toBe(actor === 'editor' || actor === 'admin' ? 200 : 403)
      }
    }
    // An owner's own account, with the join to their listings.
    expect((await rest('GET', '/api/users/me?depth=0&joins[properties][where][price][equals]=450000', 'ownerA')).status).toBe(403)
  })

  it('find for staff what the hidden fields say, and let everyone filter on what they may see', async () => {
    const units = async (query: string, actor: 'anonymous' | 'editor') => {
      const answer = await rest('GET', `/api/projects/${ids.project}?depth=0&${query}`, actor)
      expect(answer.status, query).toBe(200)
      return (answer.body?.units as { docs: number[] } | undefined)?.docs
    }
    expect(await units('joins[units][where][price][equals]=300000', 'editor')).toEqual([ids.hidden])
    expect(await units('joins[units][where][street][equals]=Kerkstraat', 'editor')).toEqual([ids.hidden])
    expect(await units('joins[units][where][name][equals]=sold', 'anonymous')).toEqual([ids.sold])
    expect(await units('joins[units][sort]=-publishedAt&joins[units][where][marquee][equals]=none', 'anonymous')).toEqual([ids.hidden, ids.shown])
  })

  it('answer 400 to a join or a sort that is not one', async () => {
    for (const query of [
      `/api/projects/${ids.project}?joins[nothing][limit]=1`,
      `/api/projects/${ids.project}?joins[units][where][price][equals]=cheap`,
      `/api/projects/${ids.project}?joins[units][sort][name]=asc`,
      `/api/projects/${ids.project}?joins[units][where][name][like][price][equals]=1`,
      '/api/projects?where[units][contains][price][equals]=1',
      // The database cannot sort a join by a translated field or through a relation (Payload answered 500).
      `/api/projects/${ids.project}?joins[units][sort]=name`,
      `/api/projects/${ids.project}?joins[units][sort]=-type.name`,
    ]) {
      for (const actor of ['anonymous', 'admin'] as const) expect((await rest('GET', query, actor)).status, `${actor} ${query}`).toBe(400)
    }
  })
})

describe("GraphQL's OR and AND", () => {
  it('are accepted for staff and mean what REST\'s or and and mean', async () => {
    const answer = await graphql('{ Properties(where: { OR: [{ name: { equals: "shown" } }, { AND: [{ price: { greater_than: 1000 } }, { marquee: { equals: rented } }] }] }, sort: "name") { totalDocs docs { name } } }')
    expect(answer.body.errors).toBeUndefined()
    expect(answer.body.data?.Properties?.docs).toEqual([{ name: 'rented' }, { name: 'shown' }])
    const same = await rest('GET', '/api/properties?depth=0&sort=name&where[or][0][name][equals]=shown&where[or][1][and][0][price][greater_than]=1000&where[or][1][and][1][marquee][equals]=rented', 'admin')
    expect(((same.body?.docs ?? []) as Array<{ name: string }>).map((doc) => doc.name)).toEqual(['rented', 'shown'])
  })

  it('keep the limits REST has: a value that does not fit, too many conditions, too deep', async () => {
    const cases: [string, RegExp][] = [
      // GraphQL's own types let a relation's JSON through: the where check is what refuses the word.
      ['{ Properties(where: { OR: [{ type: { equals: "abc" } }] }) { totalDocs } }', /type: invalid value for equals \(must be a whole-number id\)/],
      [`{ Properties(where: { OR: [${Array.from({ length: 51 }, () => '{ name: { equals: "x" } }').join(', ')}] }) { totalDocs } }`, /too many conditions/],
      ['{ Properties(where: { AND: [{ OR: [{ AND: [{ OR: [{ AND: [{ OR: [{ name: { equals: "x" } }] }] }] }] }] }] }) { totalDocs } }', /nested too deeply/],
    ]
    for (const [query, message] of cases) {
      const { body } = await graphql(query)
      expect(body.errors?.[0], query).toMatchObject({ message: expect.stringMatching(message), extensions: { statusCode: 400 } })
    }
  })
})

describe('ids in the where of versions queries', () => {
  const VERSIONED = [['properties', 'versionsProperties'], ['pages', 'versionsPages'], ['projects', 'versionsProjects']] as const

  it('answer 400 naming the field when they are not whole numbers (a 500 from the database before), on every collection with versions', async () => {
    for (const [slug] of VERSIONED) {
      for (const query of ['where[parent][equals]=abc', 'where[parent][in]=1,abc', 'where[or][0][parent][not_equals]=abc', 'where[version.createdAt][greater_than]=soon']) {
        const answer = await rest('GET', `/api/${slug}/versions?${query}`, 'admin')
        expect(answer.status, `${slug} ${query}`).toBe(400)
        expect(JSON.stringify(answer.body), `${slug} ${query}`).toMatch(/(parent|version\.createdAt): invalid value/)
      }
      const sound = await rest('GET', `/api/${slug}/versions?where[parent][equals]=${ids[slug === 'properties' ? 'sold' : slug === 'pages' ? 'page' : 'project']}`, 'editor')
      expect(sound.status, slug).toBe(200)
      expect(sound.body?.totalDocs, slug).toBeGreaterThan(0)
    }
    expect((await rest('GET', '/api/properties/versions?where[version.price][equals]=cheap', 'admin')).status).toBe(400)
    expect((await rest('GET', `/api/properties/versions?where[version.price][equals]=450000&where[parent][equals]=${ids.sold}`, 'admin')).body?.totalDocs).toBeGreaterThan(0)
  })

  it('refuse a version id that only starts like a number (read as that number before), and a document id too', async () => {
    const versions = (await rest('GET', `/api/properties/versions?where[parent][equals]=${ids.sold}`, 'admin')).body?.docs as { id: number }[]
    const version = versions[0].id
    expect((await rest('GET', `/api/properties/versions/${version}`, 'admin')).status).toBe(200)
    for (const id of [`${version}abc`, `${version}'`, 'abc']) expect((await rest('GET', `/api/properties/versions/${encodeURIComponent(id)}`, 'admin')).status, id).toBe(400)
    for (const id of [`${ids.shown}abc`, `${ids.shown}'`, `${ids.shown}.0`, 'abc']) expect((await rest('GET', `/api/properties/${encodeURIComponent(id)}`, 'anonymous')).status, id).toBe(404)
  })

  it('answer the same through GraphQL', async () => {
    for (const [, name] of VERSIONED) {
      const { body } = await graphql(`{ ${name}(where: { parent: { equals: "abc" } }) { totalDocs } }`)
      expect(body.errors?.[0], name).toMatchObject({ message: 'parent: invalid value for equals (must be a whole-number id)', extensions: { statusCode: 400 } })
    }
    const fine = await graphql(`{ versionsProperties(where: { parent: { equals: ${ids.sold} } }) { totalDocs } }`)
    expect(fine.body.errors).toBeUndefined()
    expect(fine.body.data?.versionsProperties?.totalDocs).toBeGreaterThan(0)
  })
})

describe("Payload's own sign-in (the admin's login)", () => {
  it('checks at most 10 of a crowd of wrong passwords sent at once from addresses that never signed in', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => rest('POST', '/api/users/login', 'anonymous', { email: 'admin@example.com', password: `guess-${i}` }, `203.0.113.${i % 6}`)),
    )
    const messages = answers.map((answer) => `${answer.status} ${String((answer.body?.errors as { message: string }[] | undefined)?.[0]?.message)}`)
    expect(messages.filter((message) => message === '401 The email or password provided is incorrect.')).toHaveLength(10)
    expect(messages.filter((message) => /^429 |^401 .*too many wrong passwords/.test(message))).toHaveLength(50)
  })
})

describe("Payload's migrations list, which has no REST routes", () => {
  it('answers 404 to everyone, whatever the method (Payload answered 501)', async () => {
    for (const actor of ['anonymous', 'ownerA', 'editor', 'admin'] as const) {
      for (const [method, path, body] of [
        ['GET', '/api/payload-migrations', undefined],
        ['GET', '/api/payload-migrations/1', undefined],
        ['POST', '/api/payload-migrations', { name: 'x', batch: 1 }],
        ['PATCH', '/api/payload-migrations/1', { batch: 2 }],
        ['DELETE', '/api/payload-migrations/1', undefined],
      ] as const) {
        const answer = await rest(method, path, actor, body)
        expect(answer.status, `${actor} ${method} ${path}`).toBe(404)
      }
    }
    // Nothing was written either.
    const applied = await payload.find({ collection: 'payload-migrations', where: { name: { equals: 'x' } }, ...o })
    expect(applied.totalDocs).toBe(0)
  })
})

describe('fields only their field access protects', () => {
  it("an owner reads a visit request about their listing without the visit's follow-up, which staff read; GraphQL is refused them", async () => {
    const visit = { sequence: 2, bookedAt: '2026-11-20T09:00:00.000Z', feedback: { impression: 'good', remark: 'Mooie tuin, maar de keuken is klein', remarkApproved: false } }
    const request = await payload.create({
      collection: 'form-submissions',
      data: { kind: 'contact-appointment', locale: 'nl', status: 'new', property: ids.shown, email: 'bezoeker@example.com', name: 'Bezoeker', data: { firstName: 'Bezoeker' }, visit } as never,
      ...o,
    })
    const asOwner = await rest('GET', `/api/form-submissions/${request.id}?depth=0`, 'ownerA')
    expect(asOwner.status).toBe(200)
    expect(asOwner.body?.kind).toBe('contact-appointment')
    expect(asOwner.body).not.toHaveProperty('visit')
    expect(asOwner.body).not.toHaveProperty('email')
    for (const query of ['select[visit]=true', 'select[visit][feedback]=true', 'select[kind]=false']) {
      const selected = await rest('GET', `/api/form-submissions/${request.id}?depth=0&${query}`, 'ownerA')
      expect(selected.status, query).toBe(200)
      expect(selected.body, query).not.toHaveProperty('visit')
    }
    const list = await rest('GET', `/api/form-submissions?depth=0&where[id][equals]=${request.id}`, 'ownerA')
    expect((list.body?.docs as Record<string, unknown>[]).map((doc) => ['visit' in doc, doc.kind])).toEqual([[false, 'contact-appointment']])
    // Nor can the owner ask about it: a filter on the follow-up is refused, not answered.
    expect((await rest('GET', `/api/form-submissions?depth=0&where[visit.feedback.impression][equals]=good`, 'ownerA')).status).toBe(403)
    expect((await rest('GET', `/api/form-submissions/${request.id}?depth=0`, 'ownerB')).status).toBe(404)

    const query = `{ FormSubmission(id: ${request.id}) { kind visit { sequence feedback { impression remark } } } }`
    for (const actor of ['ownerA', 'ownerB'] as const) {
      const refused = await graphql(query, actor)
      expect(refused.status, actor).toBe(403)
      expect(refused.body.data, actor).toBeUndefined()
    }
    expect((await graphql(query, 'anonymous')).status).toBe(401)
    const staff = await graphql(query, 'editor')
    expect(staff.status).toBe(200)
    // (GraphQL names an option as an enum value: dashes become underscores.)
    expect(staff.body.data?.FormSubmission).toEqual({ kind: 'contact_appointment', visit: { sequence: 2, feedback: { impression: 'good', remark: visit.feedback.remark } } })
  })

  it("visitors and owners read a team member without the staff account they sign in with, which staff read", async () => {
    const member = await payload.create({ collection: 'team-members', data: { name: 'Els', category: 'sales', account: ids.editor } as never, ...o })
    for (const actor of ['anonymous', 'ownerA'] as const) {
      for (const query of ['', '&select[account]=true', '&select[name]=true&select[account]=true']) {
        const one = await rest('GET', `/api/team-members/${member.id}?depth=1${query}`, actor)
        expect(one.status, `${actor} ${query}`).toBe(200)
        expect(one.body, `${actor} ${query}`).not.toHaveProperty('account')
      }
      const list = await rest('GET', `/api/team-members?depth=1&where[id][equals]=${member.id}`, actor)
      expect((list.body?.docs as Record<string, unknown>[]).map((doc) => [doc.name, 'account' in doc]), actor).toEqual([['Els', false]])
      expect((await rest('GET', `/api/team-members?depth=0&where[account][equals]=${ids.editor}`, actor)).status, actor).toBe(403)
      expect((await graphql(`{ TeamMember(id: ${member.id}) { name account { email } } }`, actor)).status, actor).toBe(actor === 'anonymous' ? 401 : 403)
    }
    const staff = await rest('GET', `/api/team-members/${member.id}?depth=0`, 'admin')
    expect(staff.body?.account).toBe(ids.editor)
    expect((await graphql(`{ TeamMember(id: ${member.id}) { name account { email } } }`, 'admin')).body.data?.TeamMember).toEqual({ name: 'Els', account: { email: 'editor@example.com' } })
  })
})

describe('whose turn an API request takes', () => {
  const keyOf = (headers: Record<string, string>) => turnKey(payload, new Headers(headers), '192.0.2.7')

  it("is the signed-in account's for a session this site signed, in the header or the cookie, wherever it comes from", async () => {
    expect(await keyOf({ authorization: `JWT ${tokens.editor}` })).toBe(`session users ${ids.editor}`)
    expect(await keyOf({ authorization: `Bearer ${tokens.editor}` })).toBe(`session users ${ids.editor}`)
    expect(await keyOf({ cookie: `theme=dark; ${payload.config.cookiePrefix}-token=${tokens.admin}` })).toBe(`session users ${ids.admin}`)
  })

  it("is the address's for no session, a made-up one, or one whose signature is not this site's", async () => {
    const [head, body] = String(tokens.editor).split('.')
    expect(await keyOf({})).toBe('192.0.2.7')
    expect(await keyOf({ authorization: 'JWT not-a-token' })).toBe('192.0.2.7')
    expect(await keyOf({ authorization: `JWT ${head}.${body}.${'A'.repeat(43)}` })).toBe('192.0.2.7')
    expect(await keyOf({ cookie: `${payload.config.cookiePrefix}-token=` })).toBe('192.0.2.7')
    expect(await keyOf({ authorization: 'users API-Key 123' })).toBe('192.0.2.7')
  })
})
