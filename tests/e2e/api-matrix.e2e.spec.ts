import { type APIRequestContext, expect, test } from '@playwright/test'

import { ACTORS, type Actor, COLLECTION_RULES, GLOBAL_RULES, type ReadRule, hiddenFieldQueries } from '../helpers/accessRules'
import { freshClient, signIn } from '../helpers/api'

/**
 * The role matrix through REST and GraphQL on the seeded site: anonymous, two owners, an editor and an
 * admin × every collection and global × read / create / update / delete (and versions). What each actor
 * may read is computed from the admin's full view of the same data.
 */
type Doc = Record<string, unknown> & { id: number | string }
type List = { docs: Doc[]; totalDocs: number }
const MISSING = 999_999_999

const ACCOUNTS: Record<Exclude<Actor, 'anonymous'>, [string, string]> = {
  ownerA: ['owner@example.com', 'owner-demo'],
  ownerB: ['owner2@example.com', 'owner-demo'],
  editor: ['editor@example.com', 'editor-demo'],
  admin: ['admin@example.com', 'admin-demo'],
}

const headersOf = async (request: APIRequestContext, actor: Actor) => (actor === 'anonymous' ? freshClient() : { ...(await signIn(request, ...ACCOUNTS[actor])), ...freshClient() })

/** A valid new document per collection, as JSON (upload collections get none: their create needs a file). */
/** Each cost-rules and application-rules sample its own date (place and date are unique together). */
let costYears = 0

const SAMPLES: Record<string, () => Record<string, unknown>> = {
  cities: () => ({ zip: '1234', name: 'Matrixstad', country: 'BE' }),
  'property-types': () => ({ webID: 9000 + Math.floor(Math.random() * 999), name: 'Matrix', showOrder: 99 }),
  menus: () => ({ name: `matrix-${Date.now()}` }),
  translations: () => ({ key: `MATRIX_${Date.now()}`, value: 'x' }),
  'team-members': () => ({ name: 'Matrix', category: 'sales' }),
  pages: () => ({ title: 'Matrix', slug: `matrix-${Date.now()}`, _status: 'draft' }),
  projects: () => ({ name: 'Matrix', _status: 'draft' }),
  properties: () => ({ name: 'Matrix', goal: 'sale', _status: 'draft' }),
  'form-submissions': () => ({ kind: 'contact-me', locale: 'nl', status: 'new', data: {} }),
  'appointment-slots': () => ({ start: '2030-01-07T09:00:00.000Z', end: '2030-01-07T10:00:00.000Z' }),
  'search-alerts': () => ({ email: 'matrix@example.com', locale: 'nl', goal: 'sale', frequency: 'instant', status: 'pending' }),
  'shortlist-alerts': () => ({ email: 'matrix@example.com', locale: 'nl', status: 'pending' }),
  'cost-rules': () => ({ scope: 'luxembourg', validFrom: `${1000 + costYears++}-01-01T00:00:00.000Z`, sources: 'matrix' }),
  'application-rules': () => ({ region: 'flanders', validFrom: `${1000 + costYears++}-01-01T00:00:00.000Z`, sources: 'matrix' }),
  'alert-matches': () => ({ reason: 'published' }),
  'property-visits': () => ({ day: '2030-01-01', visits: 1 }),
  'listing-events': () => ({ kind: 'sold', at: '2030-01-01T00:00:00.000Z' }),
  'crm-log': () => ({ at: '2030-01-01T00:00:00.000Z', source: 'whise', outcome: 'imported', summary: 'Made up' }),
  'visit-keys': () => ({ hash: `matrix-${Date.now()}`, day: '2030-01-01' }),
  'visit-salts': () => ({ day: '2030-01-01', salt: 'x' }),
  users: () => ({ email: `matrix-${Date.now()}@example.com`, password: 'matrix-password', roles: ['owner'] }),
  'payload-locked-documents': () => ({ globalSlug: 'header' }),
  'payload-preferences': () => ({ key: `matrix-${Date.now()}`, value: {} }),
  'payload-jobs': () => ({ taskSlug: 'sendEmail', input: {} }),
  'payload-kv': () => ({ key: `matrix-${Date.now()}`, data: {} }),
  'payload-migrations': () => ({ name: `matrix-${Date.now()}`, batch: -1 }),
  'payload-query-presets': () => ({ title: `Matrix ${Date.now()}`, relatedCollection: 'properties', where: {}, access: { read: { constraint: 'onlyMe' }, update: { constraint: 'onlyMe' }, delete: { constraint: 'onlyMe' } } }),
}

/** A refusal: 403, or 401 where Payload answers a visitor without an account so (its preferences). */
const expectRefused = (status: number, actor: Actor, cell: string) => expect(actor === 'anonymous' ? [401, 403] : [403], cell).toContain(status)

let admin: Record<string, string>
const me: Partial<Record<Actor, number>> = {}
const ownerOf = new Map<number | string, unknown>()

test.beforeAll(async ({ request }) => {
  admin = await headersOf(request, 'admin')
  for (const actor of ACTORS) {
    if (actor === 'anonymous') continue
    const res = await request.get('/api/users/me', { headers: await headersOf(request, actor) })
    me[actor] = ((await res.json()) as { user: { id: number } }).user.id
  }
  const all = (await (await request.get('/api/properties?limit=0&depth=0&draft=true&select[owner]=true', { headers: admin })).json()) as List
  for (const doc of all.docs) ownerOf.set(doc.id, doc.owner)
})

const adminList = async (request: APIRequestContext, slug: string, query = ''): Promise<List> =>
  (await (await request.get(`/api/${slug}?limit=0&depth=0&draft=true${query}`, { headers: admin })).json()) as List

/** How many documents `rule` lets `actor` read, from the admin's view. */
const expectedCount = async (request: APIRequestContext, slug: string, rule: ReadRule, actor: Actor): Promise<number | null> => {
  const id = me[actor]
  switch (rule) {
    case 'all':
      return (await adminList(request, slug)).totalDocs
    case 'published':
      return (await adminList(request, slug, '&where[_status][equals]=published')).totalDocs
    case 'publishedOrOwn':
      return (await adminList(request, slug)).docs.filter((doc) => doc._status === 'published' || doc.owner === id).length
    case 'ownProperty': {
      const own = [...ownerOf].filter(([, owner]) => owner === id).map(([property]) => property)
      const spam = slug === 'form-submissions' ? '&where[status][not_equals]=spam' : ''
      return own.length === 0 ? 0 : (await adminList(request, slug, `&where[property][in]=${own.join(',')}${spam}`)).totalDocs
    }
    case 'self':
      return 1
    case 'ownersAndSelf':
      return (await adminList(request, slug, '&where[roles][contains]=owner')).totalDocs + 1
    case 'publicHistory': {
      // The events of published listings, their price events only while the listing's page shows its price (shownPrice).
      const where = [
        'where[and][0][property._status][equals]=published',
        'where[and][1][or][0][kind][not_equals]=price',
        'where[and][1][or][1][and][0][property.publishPrice][equals]=true',
        'where[and][1][or][1][and][1][property.price][greater_than]=0',
        'where[and][1][or][1][and][2][property.marquee][not_in]=sold,rented',
      ]
      return (await adminList(request, slug, `&${where.join('&')}`)).totalDocs
    }
    case 'mine':
    case 'none':
      return null
  }
}

for (const [slug, rules] of Object.entries(COLLECTION_RULES)) {
  test(`REST ${slug}: every actor reads, creates, updates and deletes as the role matrix says`, async ({ request }) => {
    // A list route answers even when the list is empty: a 404 there means no REST route at all.
    const exposed = (await request.get(`/api/${slug}?limit=1`, { headers: admin })).status() !== 404
    for (const actor of ACTORS) {
      const headers = await headersOf(request, actor)
      const cell = `${actor} on ${slug}`
      const rule = rules.read[actor]
      const read = await request.get(`/api/${slug}?limit=100&depth=0&draft=true`, { headers })
      if (!exposed) {
        // Not served over REST at all (Payload's own bookkeeping, which it answered 501): the same 404 for
        // everybody and every method, whatever the Local API lets the actor do.
        expect(read.status(), `${cell}: read`).toBe(404)
        expect((await request.post(`/api/${slug}`, { data: SAMPLES[slug]?.() ?? {}, headers })).status(), `${cell}: create`).toBe(404)
        expect((await request.patch(`/api/${slug}/${MISSING}`, { data: {}, headers })).status(), `${cell}: update`).toBe(404)
        expect((await request.delete(`/api/${slug}/${MISSING}`, { headers })).status(), `${cell}: delete`).toBe(404)
        continue
      }
      if (rule === 'none') {
        expectRefused(read.status(), actor, `${cell}: read`)
      } else {
        expect(read.status(), `${cell}: read`).toBe(200)
        const list = (await read.json()) as List
        const expected = await expectedCount(request, slug, rule, actor)
        if (expected !== null) expect(list.totalDocs, `${cell}: documents read`).toBe(expected)
        if (rule === 'self') expect(list.docs.map((doc) => doc.id), `${cell}: own account`).toEqual([me[actor]])
        if (rule === 'mine') for (const doc of list.docs) expect((doc.user as { value?: unknown })?.value, `${cell}: own preferences`).toBe(me[actor])
        if (rule === 'ownProperty') for (const doc of list.docs) expect(ownerOf.get(doc.property as number), `${cell}: own listings`).toBe(me[actor])
      }

      const created = await request.post(`/api/${slug}`, { data: SAMPLES[slug]?.() ?? {}, headers })
      if (rules.create[actor] === 'no') expectRefused(created.status(), actor, `${cell}: create`)
      else {
        expect(created.status(), `${cell}: create`).not.toBe(403)
        const id = created.ok() ? ((await created.json()) as { doc: Doc }).doc.id : null
        if (id !== null) await request.delete(`/api/${slug}/${id}`, { headers: admin })
      }

      for (const [op, method] of [
        ['update', 'patch'],
        ['delete', 'delete'],
      ] as const) {
        const write = rules[op][actor]
        const send = (id: number | string) => request[method](`/api/${slug}/${id}`, { headers, ...(method === 'patch' ? { data: {} } : {}) })
        if (write === 'self') {
          // Another's document is out of reach (404 from a scoped query, or 403).
          const others = (await adminList(request, slug)).docs.find((doc) => doc.id !== me[actor] && (doc.user as { value?: unknown })?.value !== me[actor])
          if (others) expect([403, 404], `${cell}: ${op} another's`).toContain((await send(others.id)).status())
          if (op === 'update' && slug === 'users') expect((await send(me[actor] as number)).status(), `${cell}: update own`).toBe(200)
        } else {
          // A missing id: 404 when the actor may write here, 403 when not, and nothing existing is touched.
          const status = (await send(MISSING)).status()
          // (A saved view is judged by its own sharing rule, a filter on the document: Payload refuses, 403, the
          // id it cannot find under that filter.)
          if (write === 'yes') expect(slug === 'payload-query-presets' ? [403, 404] : [404], `${cell}: ${op}`).toContain(status)
          else expectRefused(status, actor, `${cell}: ${op}`)
        }
      }

      if (rules.versions) {
        const versions = await request.get(`/api/${slug}/versions?limit=1`, { headers })
        expect(versions.status(), `${cell}: versions`).toBe(rules.versions[actor] ? 200 : 403)
      }
    }
  })
}

test('REST globals: every actor reads and updates as the role matrix says', async ({ request }) => {
  for (const [slug, rules] of Object.entries(GLOBAL_RULES)) {
    for (const actor of ACTORS) {
      const headers = await headersOf(request, actor)
      expect((await request.get(`/api/globals/${slug}`, { headers })).status(), `${actor} reads ${slug}`).toBe(rules.read[actor] ? 200 : 403)
      expect((await request.post(`/api/globals/${slug}`, { data: {}, headers })).status(), `${actor} updates ${slug}`).toBe(rules.update[actor] ? 200 : 403)
    }
  }
})

/** GraphQL's list query of each collection that GraphQL exposes. */
const GRAPHQL_LISTS: Record<string, string> = {
  properties: 'Properties',
  projects: 'Projects',
  pages: 'Pages',
  cities: 'Cities',
  'property-types': 'PropertyTypes',
  menus: 'Menus',
  translations: 'Translations',
  'team-members': 'TeamMembers',
  media: 'allMedia',
  'form-submissions': 'FormSubmissions',
  'form-files': 'FormFiles',
  'appointment-slots': 'AppointmentSlots',
  'search-alerts': 'SearchAlerts',
  'shortlist-alerts': 'ShortlistAlerts',
  'cost-rules': 'CostRules',
  'application-rules': 'ApplicationRules',
  'alert-matches': 'AlertMatches',
  'property-visits': 'PropertyVisits',
  'listing-events': 'ListingEvents',
  'crm-log': 'CrmLog',
  'visit-keys': 'VisitKeys',
  'visit-salts': 'VisitSalts',
  users: 'Users',
  'payload-locked-documents': 'PayloadLockedDocuments',
  'payload-preferences': 'PayloadPreferences',
}

test('GraphQL: visitors and owners are refused outright; staff read as the role matrix says', async ({ request }) => {
  for (const actor of ACTORS) {
    const headers = await headersOf(request, actor)
    // One collection per query: the GraphQL limits cap aliases per request.
    const answers = await Promise.all(
      Object.entries(GRAPHQL_LISTS).map(async ([slug, name]) => {
        const res = await request.post('/api/graphql', { data: { query: `{ ${name}(limit: 1) { totalDocs } }` }, headers })
        return { slug, name, status: res.status(), body: (await res.json().catch(() => ({}))) as { data?: Record<string, { totalDocs: number } | null>; errors?: unknown[] } }
      }),
    )
    if (actor === 'anonymous' || actor === 'ownerA' || actor === 'ownerB') {
      for (const answer of answers) expect(answer.status, `${actor} reads ${answer.slug} through GraphQL`).toBe(actor === 'anonymous' ? 401 : 403)
      continue
    }
    const body = {
      data: Object.fromEntries(answers.map((answer) => [answer.slug.replace(/-/g, '_'), answer.body.data?.[answer.name] ?? null])),
      errors: answers.filter((answer) => answer.status !== 200 || answer.body.errors?.length).map((answer) => ({ path: [answer.slug.replace(/-/g, '_')] })),
    }
    const refused = new Set((body.errors ?? []).map((error) => error.path?.[0]))
    for (const [slug, rules] of Object.entries(COLLECTION_RULES)) {
      if (!GRAPHQL_LISTS[slug]) continue
      const key = slug.replace(/-/g, '_')
      const rule = rules.read[actor]
      if (rule === 'none') expect(refused.has(key), `${actor} reads ${slug} through GraphQL`).toBe(true)
      else {
        expect(refused.has(key), `${actor} reads ${slug} through GraphQL`).toBe(false)
        const expected = await expectedCount(request, slug, rule, actor)
        if (expected !== null) expect(body.data[key]?.totalDocs, `${actor}: ${slug} through GraphQL`).toBe(expected)
      }
    }
    // Writes: an editor may not change the agency's settings, an admin may.
    // (Payload's messages in English: the admin's default language is Dutch.)
    const mutation = await request.post('/api/graphql', { data: { query: 'mutation { updateSiteSetting(data: {}) { updatedAt } }' }, headers: { ...headers, 'accept-language': 'en' } })
    const errors = ((await mutation.json()) as { errors?: { message: string }[] }).errors
    if (actor === 'editor') expect(errors?.[0]?.message, 'editor updates site-settings through GraphQL').toMatch(/not allowed/)
    else expect(errors, 'admin updates site-settings through GraphQL').toBeUndefined()
  }
})

test('an owner cannot name another owner in a filter, nor reach their documents by id', async ({ request }) => {
  const ownerA = await headersOf(request, 'ownerA')
  expect((await request.get(`/api/properties?where[owner][equals]=${me.ownerB}`, { headers: ownerA })).status()).toBe(403)
  expect((await request.get(`/api/properties?sort=owner`, { headers: ownerA })).status()).toBe(403)
  expect((await request.get(`/api/properties?where[owner][exists]=true`, { headers: freshClient() })).status()).toBe(403)
  const bListing = [...ownerOf].find(([, owner]) => owner === me.ownerB)?.[0]
  const visits = (await adminList(request, 'property-visits', `&where[property][equals]=${bListing}`)).docs[0]
  expect((await request.get(`/api/property-visits/${visits.id}`, { headers: ownerA })).status()).toBe(404)
  expect((await request.get(`/api/users/${me.ownerB}`, { headers: ownerA })).status()).toBe(404)
  const listing = (await (await request.get(`/api/properties/${bListing}?depth=0`, { headers: ownerA })).json()) as Doc
  expect(listing).not.toHaveProperty('owner')
  const subs = (await (await request.get(`/api/form-submissions?where[property][equals]=${bListing}`, { headers: ownerA })).json()) as List
  expect(subs.totalDocs).toBe(0)
  const own = (await (await request.get('/api/form-submissions?limit=5', { headers: ownerA })).json()) as List
  for (const doc of own.docs) for (const field of ['email', 'name', 'phone', 'data']) expect(doc).not.toHaveProperty(field)
})

test('no filter, sort or count reaches a hidden field through a join or a relation, for any role but staff', async ({ request }) => {
  const projects = (await adminList(request, 'projects')).docs
  const project = projects.find((doc) => ((doc.units as { docs?: unknown[] } | undefined)?.docs ?? []).length > 0)
  expect(project, 'a seeded project with units').toBeTruthy()
  const queries = hiddenFieldQueries({ project: (project as Doc).id, owner: me.ownerA as number })
  for (const actor of ACTORS) {
    const headers = await headersOf(request, actor)
    for (const query of queries) {
      const status = (await request.get(query, { headers })).status()
      expect(status, `${actor} ${query}`).toBe(actor === 'editor' || actor === 'admin' ? 200 : 403)
    }
  }
})
