import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ACTORS, type Actor, COLLECTION_RULES, GLOBAL_RULES, type ReadRule } from '../helpers/accessRules'
import { ALL_MENTIONS } from '../helpers/mentions'
import { setOwner } from '../helpers/owner'
import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * The role matrix through the Local API with `overrideAccess: false`: every actor × every collection
 * and global × read / create / update / delete (and versions), each answer compared with the rules of
 * tests/helpers/accessRules.ts on fixtures whose owners are known.
 */
let t: TestPayload
let payload: Payload
const o = { overrideAccess: true } as const

type Fixture = { id: number | string; published?: boolean; owner?: 'ownerA' | 'ownerB' | null; spam?: boolean; user?: Actor; roleOwner?: boolean }
const fixtures: Record<string, Fixture[]> = {}
const users = {} as Record<Exclude<Actor, 'anonymous'>, { id: number; collection: 'users'; roles: string[]; email: string }>
const remember = (slug: string, fixture: Fixture) => (fixtures[slug] ??= []).push(fixture)

/** A valid new document per collection (for the create cell), by the one who may make it. */
const sample: Record<string, () => Record<string, unknown>> = {}
/** The file of a new document of an upload collection. */
const upload: Record<string, () => { data: Buffer; mimetype: string; name: string; size: number }> = {}

/** Each cost-rules and application-rules sample its own date (place and date are unique together). */
let costYears = 0

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  for (const [actor, roles] of [['admin', ['admin']], ['editor', ['editor']], ['ownerA', ['owner']], ['ownerB', ['owner']]] as const) {
    const doc = await payload.create({ collection: 'users', data: { email: `${actor.toLowerCase()}@example.com`, password: `pass-${actor}-123`, roles: [...roles] }, ...o })
    users[actor] = { id: doc.id, collection: 'users', roles: [...roles], email: doc.email }
    remember('users', { id: doc.id, user: actor, roleOwner: roles.includes('owner' as never) })
  }
  const city = await payload.create({ collection: 'cities', data: { zip: '8000', name: 'Brugge', country: 'BE' }, ...o })
  remember('cities', { id: city.id })
  const type = await payload.create({ collection: 'property-types', data: { webID: 2, name: 'Appartement', showOrder: 2 }, ...o })
  remember('property-types', { id: type.id })
  const base = { ...ALL_MENTIONS, goal: 'sale' as const, type: type.id, city: city.id, price: 250000, marquee: 'none' as const, priceUnit: 'total' as const }
  const property = async (name: string, published: boolean, owner: 'ownerA' | 'ownerB' | null) => {
    const doc = await payload.create({ collection: 'properties', data: { ...base, name, _status: published ? 'published' : 'draft', owner: undefined }, draft: !published, ...o })
    if (owner) await setOwner(payload, doc.id, users[owner].id)
    remember('properties', { id: doc.id, published, owner })
    return doc.id
  }
  const ids = {
    aPublished: await property('A online', true, 'ownerA'),
    aDraft: await property('A draft', false, 'ownerA'),
    bPublished: await property('B online', true, 'ownerB'),
    nobody: await property('Agency online', true, null),
    draft: await property('Agency draft', false, null),
  }
  // The listings' histories, written by their save hooks as they were made; a withdrawn listing's by hand.
  await payload.create({ collection: 'listing-events', data: { property: ids.aDraft, kind: 'withdrawn', at: new Date().toISOString() }, ...o })
  for (const event of (await payload.find({ collection: 'listing-events', pagination: false, depth: 0, ...o })).docs) {
    remember('listing-events', { id: event.id, published: fixtures.properties.find((p) => p.id === event.property)?.published === true })
  }
  for (const [slug, published] of [['pages', true], ['pages', false], ['projects', true], ['projects', false]] as const) {
    const data = slug === 'pages' ? { title: `Page ${published}`, slug: `page-${published}` } : { name: `Project ${published}`, city: city.id }
    const doc = await payload.create({ collection: slug, data: { ...data, _status: published ? 'published' : 'draft' } as never, draft: !published, ...o })
    remember(slug, { id: doc.id, published })
  }
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).png().toBuffer()
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n')
  upload.media = () => ({ data: png, mimetype: 'image/png', name: `photo-${Math.random().toString(36).slice(2, 8)}.png`, size: png.length })
  upload['form-files'] = () => ({ data: pdf, mimetype: 'application/pdf', name: `cv-${Math.random().toString(36).slice(2, 8)}.pdf`, size: pdf.length })
  remember('media', { id: (await payload.create({ collection: 'media', data: { alt: 'Foto' }, file: upload.media(), ...o })).id })
  remember('form-files', { id: (await payload.create({ collection: 'form-files', data: {}, file: upload['form-files'](), ...o })).id })
  remember('menus', { id: (await payload.create({ collection: 'menus', data: { name: 'main' }, ...o })).id })
  remember('translations', { id: (await payload.create({ collection: 'translations', data: { key: 'HELLO', value: 'Hallo' }, ...o })).id })
  remember('team-members', { id: (await payload.create({ collection: 'team-members', data: { name: 'Els', category: 'sales' } as never, ...o })).id })
  const submission = async (property: number | undefined, owner: Fixture['owner'], spam = false) => {
    const doc = await payload.create({ collection: 'form-submissions', data: { kind: 'contact-me', locale: 'nl', status: spam ? 'spam' : 'new', property, email: 'v@example.com', name: 'Visitor', data: { phone: '0470123456' } }, ...o })
    remember('form-submissions', { id: doc.id, owner, spam })
  }
  await submission(ids.aPublished, 'ownerA')
  await submission(ids.aDraft, 'ownerA')
  await submission(ids.aPublished, 'ownerA', true)
  await submission(ids.bPublished, 'ownerB')
  await submission(undefined, null)
  const start = new Date(Date.now() + 86_400_000)
  remember('appointment-slots', { id: (await payload.create({ collection: 'appointment-slots', data: { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() }, ...o })).id })
  const alert = await payload.create({ collection: 'search-alerts', data: { email: 's@example.com', locale: 'nl', goal: 'sale', frequency: 'instant', status: 'active', token: 'x'.repeat(43) } as never, ...o })
  remember('search-alerts', { id: alert.id })
  remember('cost-rules', { id: (await payload.create({ collection: 'cost-rules', data: { scope: 'wallonia', validFrom: '2020-01-01T00:00:00.000Z', sources: 'test', rent: { depositMonths: 2 } }, ...o })).id })
  remember('application-rules', { id: (await payload.create({ collection: 'application-rules', data: { region: 'wallonia', validFrom: '2020-01-01T00:00:00.000Z', sources: 'test', items: ['income'] }, ...o })).id })
  remember('shortlist-alerts', { id: (await payload.create({ collection: 'shortlist-alerts', data: { email: 's@example.com', locale: 'nl', listings: [ids.aPublished], status: 'active', token: 'y'.repeat(43) }, ...o })).id })
  remember('crm-log', { id: (await payload.create({ collection: 'crm-log', data: { at: new Date().toISOString(), source: 'whise', outcome: 'imported', event: 'changed', estateId: '1', summary: 'Imported' }, ...o })).id })
  remember('alert-matches', { id: (await payload.create({ collection: 'alert-matches', data: { alert: alert.id, property: ids.aPublished, reason: 'published' }, ...o })).id })
  const { databaseVisitStore } = await import('@/lib/visits/store')
  await databaseVisitStore(payload).addVisits([
    { property: ids.aPublished, day: '2026-11-20', visits: 4 },
    { property: ids.aDraft, day: '2026-11-20', visits: 1 },
    { property: ids.bPublished, day: '2026-11-20', visits: 7 },
    { property: ids.nobody, day: '2026-11-20', visits: 2 },
  ])
  for (const row of (await payload.find({ collection: 'property-visits', pagination: false, depth: 0, ...o })).docs) {
    const owner = fixtures.properties.find((p) => p.id === row.property)?.owner ?? null
    remember('property-visits', { id: row.id, owner })
  }
  await databaseVisitStore(payload).salt('2026-11-20', 'salt')
  await databaseVisitStore(payload).addKeys([{ hash: 'h1', day: '2026-11-20' }])
  remember('visit-keys', { id: (await payload.find({ collection: 'visit-keys', ...o })).docs[0].id })
  remember('visit-salts', { id: (await payload.find({ collection: 'visit-salts', ...o })).docs[0].id })
  // Relationships to users are written directly (as for listings' owners above).
  remember('payload-locked-documents', { id: (await payload.db.create({ collection: 'payload-locked-documents', data: { document: { relationTo: 'properties', value: ids.nobody }, user: { relationTo: 'users', value: users.editor.id } } })).id })
  for (const actor of ['ownerA', 'ownerB', 'editor', 'admin'] as const) {
    const doc = await payload.db.create({ collection: 'payload-preferences', data: { key: 'nav', user: { relationTo: 'users', value: users[actor].id }, value: { open: true } } })
    remember('payload-preferences', { id: doc.id, user: actor })
  }
  // A saved list view every colleague may read and change.
  const preset = () => ({ title: `View ${Math.random().toString(36).slice(2, 6)}`, relatedCollection: 'properties', where: {}, access: { read: { constraint: 'everyone' }, update: { constraint: 'everyone' }, delete: { constraint: 'everyone' } } })
  remember('payload-query-presets', { id: (await payload.create({ collection: 'payload-query-presets', data: preset() as never, ...o })).id })
  await payload.jobs.queue({ task: 'sendEmail', input: { mail: { to: 'x@example.com', subject: 's', text: 't', html: 'h' } } })
  remember('payload-jobs', { id: (await payload.find({ collection: 'payload-jobs', ...o })).docs[0].id })
  remember('payload-kv', { id: (await payload.create({ collection: 'payload-kv', data: { key: 'k', data: {} }, ...o })).id })
  for (const doc of (await payload.find({ collection: 'payload-migrations', pagination: false, ...o })).docs) remember('payload-migrations', { id: doc.id })

  Object.assign(sample, {
    cities: () => ({ zip: String(1000 + Math.floor(Math.random() * 8999)), name: 'Nieuw', country: 'BE' }),
    'property-types': () => ({ webID: 100 + Math.floor(Math.random() * 9000), name: 'Type', showOrder: 9 }),
    menus: () => ({ name: `menu-${Math.random().toString(36).slice(2, 8)}` }),
    translations: () => ({ key: `KEY_${Math.random().toString(36).slice(2, 8).toUpperCase()}`, value: 'x' }),
    'team-members': () => ({ name: 'Nieuw', category: 'sales' }),
    pages: () => ({ title: 'Nieuw', slug: `nieuw-${Math.random().toString(36).slice(2, 8)}`, _status: 'draft' }),
    projects: () => ({ name: 'Nieuw', city: city.id, _status: 'draft' }),
    properties: () => ({ ...base, name: 'Nieuw', _status: 'draft' }),
    'form-submissions': () => ({ kind: 'contact-me', locale: 'nl', status: 'new', data: {} }),
    'appointment-slots': () => ({ start: start.toISOString(), end: new Date(start.getTime() + 60_000).toISOString() }),
    'search-alerts': () => ({ email: 'n@example.com', locale: 'nl', goal: 'sale', frequency: 'instant', status: 'pending', token: Math.random().toString(36).padEnd(43, 'x').slice(0, 43) }),
    'shortlist-alerts': () => ({ email: 'n@example.com', locale: 'nl', listings: [ids.nobody], status: 'pending', token: Math.random().toString(36).padEnd(43, 'y').slice(0, 43) }),
    'cost-rules': () => ({ scope: 'brussels', validFrom: `${1000 + costYears++}-01-01T00:00:00.000Z`, sources: 'test', rent: { depositMonths: 2 } }),
    'application-rules': () => ({ region: 'brussels', validFrom: `${1000 + costYears++}-01-01T00:00:00.000Z`, sources: 'test' }),
    'alert-matches': () => ({ alert: alert.id, property: ids.nobody, reason: 'published' }),
    'property-visits': () => ({ property: ids.nobody, day: '2026-01-01', visits: 1 }),
    'listing-events': () => ({ property: ids.nobody, kind: 'sold', at: new Date().toISOString() }),
    'crm-log': () => ({ at: new Date().toISOString(), source: 'sweepbright', outcome: 'imported', summary: 'Made up' }),
    'visit-keys': () => ({ hash: Math.random().toString(36), day: '2026-01-01' }),
    'visit-salts': () => ({ day: `2025-${Math.floor(Math.random() * 899) + 100}`, salt: 's' }),
    users: () => ({ email: `new-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'a-long-password', roles: ['owner'] }),
    'payload-locked-documents': () => ({ document: { relationTo: 'properties', value: ids.draft }, user: { relationTo: 'users', value: users.editor.id } }),
    'payload-preferences': () => ({ key: `k-${Math.random()}`, user: { relationTo: 'users', value: users.admin.id }, value: {} }),
    'payload-jobs': () => ({ taskSlug: 'sendEmail', input: {} }),
    'payload-kv': () => ({ key: `k-${Math.random()}`, data: {} }),
    'payload-query-presets': preset,
    'payload-migrations': () => ({ name: `m-${Math.random()}`, batch: 99 }),
  })
})
afterAll(async () => t?.close())

const as = (actor: Actor) => (actor === 'anonymous' ? { overrideAccess: false } : { overrideAccess: false, user: users[actor] })

/** The ids a read rule lets `actor` see among the fixtures of `slug`. */
const expectedIds = (slug: string, rule: ReadRule, actor: Actor): (number | string)[] => {
  const all = fixtures[slug] ?? []
  const pick = (keep: (f: Fixture) => boolean) => all.filter(keep).map((f) => f.id)
  switch (rule) {
    case 'all':
      return pick(() => true)
    case 'published':
      return pick((f) => f.published === true)
    case 'publishedOrOwn':
      return pick((f) => f.published === true || f.owner === actor)
    case 'ownProperty':
      return pick((f) => f.owner === actor && !f.spam)
    case 'self':
    case 'mine':
      return pick((f) => f.user === actor)
    case 'ownersAndSelf':
      return pick((f) => f.user === actor || f.roleOwner === true)
    case 'publicHistory':
      // Every fixture listing shows its price: its events are public exactly when it is published.
      return pick((f) => f.published === true)
    case 'none':
      return []
  }
}

const refusal = (error: unknown): number => (typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0)

/** Runs `operation`; 'refused' for Payload's Forbidden (403) or a target outside the actor's scope (404). */
const outcome = async (operation: () => Promise<unknown>): Promise<'allowed' | 'refused' | 'invalid'> => {
  try {
    await operation()
    return 'allowed'
  } catch (error) {
    const status = refusal(error)
    if (status === 403 || status === 404) return 'refused'
    if (status === 400 || status === 409 || /valid|missing|required|unique/i.test(String((error as Error)?.message))) return 'invalid'
    throw error
  }
}

const collectionSlugs = Object.keys(COLLECTION_RULES)

describe('the access matrix through the Local API', () => {
  it('covers every collection and global the config has', () => {
    expect(Object.keys(payload.collections).sort()).toEqual([...collectionSlugs].sort())
    expect(payload.config.globals.map((g) => g.slug).sort()).toEqual(Object.keys(GLOBAL_RULES).sort())
  })

  for (const slug of collectionSlugs) {
    it(`${slug}: read, create, update, delete and versions for each actor`, async () => {
      const rules = COLLECTION_RULES[slug]
      const collection = slug as CollectionSlug
      for (const actor of ACTORS) {
        const rule = rules.read[actor]
        const read = outcome(() => payload.find({ collection, draft: true, depth: 0, pagination: false, ...as(actor) }))
        if (rule === 'none') {
          expect(await read, `${actor} reads ${slug}`).toBe('refused')
        } else {
          const { docs } = await payload.find({ collection, draft: true, depth: 0, pagination: false, ...as(actor) })
          const known = new Set((fixtures[slug] ?? []).map((f) => f.id))
          const seen = docs.map((d) => d.id).filter((id) => known.has(id))
          expect(seen.sort(), `${actor} reads ${slug}`).toEqual(expectedIds(slug, rule, actor).sort())
        }

        const create = await outcome(() => payload.create({ collection, data: (sample[slug]?.() ?? {}) as never, file: upload[slug]?.(), draft: true, ...as(actor) }))
        if (rules.create[actor] === 'no') expect(create, `${actor} creates ${slug}`).toBe('refused')
        else expect(create, `${actor} creates ${slug}`).not.toBe('refused')

        const mine = (fixtures[slug] ?? []).find((f) => f.user === actor)
        const others = (fixtures[slug] ?? []).find((f) => f.user !== actor && f.user !== undefined) ?? (fixtures[slug] ?? [])[0]
        for (const [op, run] of [
          ['update', (id: number | string) => payload.update({ collection, id, data: {}, draft: true, ...as(actor) })],
          ['delete', (id: number | string) => payload.delete({ collection, id, ...as(actor) })],
        ] as const) {
          const write = rules[op][actor]
          if (write === 'self') {
            expect(await outcome(() => run(others.id)), `${actor} ${op}s another's ${slug}`).toBe('refused')
            if (op === 'update' && mine) expect(await outcome(() => run(mine.id)), `${actor} ${op}s own ${slug}`).not.toBe('refused')
            continue
          }
          // Deletes aim at a copy made for the purpose, so every actor meets the same fixtures.
          const target =
            op === 'delete' && write === 'yes'
              ? (await payload.create({ collection, data: (sample[slug]?.() ?? {}) as never, file: upload[slug]?.(), draft: true, ...o })).id
              : others.id
          const result = await outcome(() => run(target))
          if (write === 'no') expect(result, `${actor} ${op}s ${slug}`).toBe('refused')
          else expect(result, `${actor} ${op}s ${slug}`).not.toBe('refused')
        }

        if (rules.versions) {
          const versions = await outcome(() => payload.findVersions({ collection, limit: 1, ...as(actor) }))
          expect(versions, `${actor} reads versions of ${slug}`).toBe(rules.versions[actor] ? 'allowed' : 'refused')
        }
      }
    })
  }

  for (const [slug, rules] of Object.entries(GLOBAL_RULES)) {
    it(`global ${slug}: read and update for each actor`, async () => {
      for (const actor of ACTORS) {
        expect(await outcome(() => payload.findGlobal({ slug: slug as GlobalSlug, ...as(actor) })), `${actor} reads ${slug}`).toBe(rules.read[actor] ? 'allowed' : 'refused')
        expect(await outcome(() => payload.updateGlobal({ slug: slug as GlobalSlug, data: {}, ...as(actor) })), `${actor} updates ${slug}`).toBe(rules.update[actor] ? 'allowed' : 'refused')
      }
    })
  }
})

describe('what an owner reads about their listings', () => {
  it('submissions about their listings without what the visitor wrote about themselves; visits of their listings only', async () => {
    const { docs } = await payload.find({ collection: 'form-submissions', depth: 0, ...as('ownerA') })
    expect(docs.length).toBe(2)
    for (const doc of docs) {
      expect(doc).not.toHaveProperty('email')
      expect(doc).not.toHaveProperty('name')
      expect(doc).not.toHaveProperty('phone')
      expect(doc).not.toHaveProperty('data')
      expect(doc.kind).toBe('contact-me')
    }
    const staff = await payload.findByID({ collection: 'form-submissions', id: docs[0].id, depth: 0, ...as('editor') })
    expect(staff).toMatchObject({ email: 'v@example.com', name: 'Visitor', data: { phone: '0470123456' } })
    const visits = await payload.find({ collection: 'property-visits', depth: 0, ...as('ownerB') })
    expect(visits.docs.map((d) => d.visits)).toEqual([7])
  })

  it('who owns a listing is hidden from visitors and other owners', async () => {
    const a = fixtures.properties.find((f) => f.owner === 'ownerA' && f.published)!
    const byVisitor = await payload.findByID({ collection: 'properties', id: a.id, depth: 0, ...as('anonymous') })
    const byOther = await payload.findByID({ collection: 'properties', id: a.id, depth: 0, ...as('ownerB') })
    const byOwner = await payload.findByID({ collection: 'properties', id: a.id, depth: 0, ...as('ownerA') })
    expect(byVisitor).not.toHaveProperty('owner')
    expect(byOther).not.toHaveProperty('owner')
    expect(byOwner.owner).toBe(users.ownerA.id)
  })

  it('an owner cannot reach another owner through a filter, nor make themselves staff', async () => {
    const b = users.ownerB.id
    const subs = await payload.find({ collection: 'form-submissions', where: { 'property.owner': { equals: b } }, depth: 0, ...as('ownerA') })
    expect(subs.docs).toEqual([])
    await expect(payload.update({ collection: 'users', id: users.ownerA.id, data: { roles: ['admin'] }, ...as('ownerA') })).resolves.toMatchObject({ roles: ['owner'] })
  })
})
