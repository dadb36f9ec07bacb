import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseOf, sql } from '@/lib/payload/database'
import { migrationsOf } from '@/lib/payload/migrations'
import type { Property } from '@/payload-types'

import { ALL_MENTIONS } from '../helpers/mentions'
import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * The listings' history as the save hooks write it (collections/Properties/hooks/recordListingEvents.ts),
 * as visitors read it (access, badges) and as the alerts read it, on this adapter; and the migration
 * that fills it from the listings it finds.
 */
let t: TestPayload
let payload: Payload
let history: typeof import('@/lib/payload/history')
const o = { overrideAccess: true } as const
const ids = { city: 0, type: 0, admin: 0 }

/** Listings as they were before the history existed (raw rows: the schema of that moment). */
const LEGACY = [
  { id: 9001, status: 'published', marquee: 'none', publishPrice: true, publishedAt: '2026-01-10T09:00:00.000Z' },
  { id: 9002, status: 'published', marquee: 'sold', publishPrice: true, publishedAt: '2026-01-11T09:00:00.000Z' },
  { id: 9003, status: 'draft', marquee: 'none', publishPrice: true, publishedAt: null },
  { id: 9004, status: 'draft', marquee: 'none', publishPrice: true, publishedAt: '2026-01-12T09:00:00.000Z' },
  { id: 9005, status: 'published', marquee: 'option', publishPrice: false, publishedAt: '2026-01-13T09:00:00.000Z' },
] as const
const LEGACY_SAVED = '2026-02-01T12:00:00.000Z'

beforeAll(async () => {
  t = await startPayload({ migrate: false })
  payload = t.payload
  const all = migrationsOf(payload)
  const mine = all.findIndex((migration) => migration.name.endsWith('_listing_events'))
  expect(mine).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: all.slice(0, mine) })
  const db = databaseOf(payload)
  for (const row of LEGACY) {
    await db.run(sql`INSERT INTO properties (id, goal, marquee, price, publish_price, _status, published_at, updated_at, created_at)
      VALUES (${row.id}, ${'sale'}, ${row.marquee}, ${250_000}, ${row.publishPrice}, ${row.status}, ${row.publishedAt}, ${LEGACY_SAVED}, ${'2026-01-01T08:00:00.000Z'})`)
  }
  // A dictionary as the seed wrote it then: the badge's old English label, and a history title staff wrote themselves.
  for (const [id, key, texts] of [
    [9101, 'MARQUEE_2', { nl: 'Prijsdaling', en: 'Price drop' }],
    [9102, 'HISTORY_TITLE', { nl: 'Verleden van het pand' }],
  ] as const) {
    await db.run(sql`INSERT INTO translations (id, key) VALUES (${id}, ${key})`)
    for (const [locale, value] of Object.entries(texts)) await db.run(sql`INSERT INTO translations_locales (value, _locale, _parent_id) VALUES (${value}, ${locale}, ${id})`)
  }
  await payload.db.migrate({ migrations: all })
  history = await import('@/lib/payload/history')
  ids.city = (await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...o })).id
  ids.type = (await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...o })).id
  ids.admin = (await payload.create({ collection: 'users', data: { email: 'admin@example.com', password: 'a-long-password', roles: ['admin'] }, ...o })).id
})
afterAll(async () => t?.close())

const listing = async (data: Partial<Property> = {}) =>
  payload.create({
    collection: 'properties',
    data: { name: 'Rijwoning', goal: 'sale', type: ids.type, city: ids.city, price: 300_000, marquee: 'none', priceUnit: 'total', _status: 'published', ...ALL_MENTIONS, ...data } as never,
    draft: data._status === 'draft',
    ...o,
  })
const save = (id: number, data: Partial<Property>, draft = false) => payload.update({ collection: 'properties', id, data: data as never, draft, ...o })
const events = async (id: number) => (await history.listingHistory(payload, id)).map(({ kind, price, previousPrice }) => ({ kind, price, previousPrice }))
const kinds = async (id: number) => (await events(id)).map((e) => e.kind)
const queued = async (id: number) =>
  (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'matchAlerts' } }, sort: 'id', pagination: false, ...o })).docs
    .map((job) => job.input as { property: number; reason: string })
    .filter((input) => input.property === id)
    .map((input) => input.reason)
const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : value)

describe('the migration', () => {
  it('fills the history from the listings it finds: first published, the price shown, the status, a withdrawal', async () => {
    const of = async (id: number) => (await history.listingHistory(payload, id)).map((e) => [e.kind, iso(e.at), e.price ?? null])
    expect(await of(9001)).toEqual([
      ['published', '2026-01-10T09:00:00.000Z', null],
      ['price', '2026-01-10T09:00:00.000Z', 250_000],
    ])
    expect(await of(9002)).toEqual([
      ['published', '2026-01-11T09:00:00.000Z', null],
      ['sold', LEGACY_SAVED, null],
    ])
    expect(await of(9003)).toEqual([])
    expect(await of(9004)).toEqual([
      ['published', '2026-01-12T09:00:00.000Z', null],
      ['price', '2026-01-12T09:00:00.000Z', 250_000],
      ['withdrawn', LEGACY_SAVED, null],
    ])
    expect(await of(9005)).toEqual([
      ['published', '2026-01-13T09:00:00.000Z', null],
      ['option', LEGACY_SAVED, null],
    ])
  })

  it('adds the history’s texts a dictionary lacks, and renames the badge only where it reads as first seeded', async () => {
    const text = async (key: string, locale: 'nl' | 'fr' | 'en') =>
      (await payload.find({ collection: 'translations', where: { key: { equals: key } }, locale, fallbackLocale: false, ...o })).docs.map((d) => d.value)
    expect(await text('MARQUEE_2', 'en')).toEqual(['Price reduced'])
    expect(await text('MARQUEE_2', 'nl')).toEqual(['Prijsdaling'])
    expect(await text('HISTORY_TITLE', 'nl')).toEqual(['Verleden van het pand'])
    expect(await text('HISTORY_DAYS_ONLINE', 'fr')).toEqual(['{days} jours en ligne'])
  })
})

describe('the history a listing’s saves write', () => {
  it('records the first publication with its price, and nothing for an edit of anything else', async () => {
    const before = Date.now()
    const doc = await listing()
    const [published] = await history.listingHistory(payload, doc.id)
    expect(Date.parse(published.at)).toBeGreaterThanOrEqual(before - 1000)
    expect(await events(doc.id)).toEqual([
      { kind: 'published', price: null, previousPrice: null },
      { kind: 'price', price: 300_000, previousPrice: null },
    ])
    await save(doc.id, { description: 'Nu met tuin.', name: 'Rijwoning met tuin' })
    expect(await kinds(doc.id)).toEqual(['published', 'price'])
  })

  it('ignores a draft; its publication records the price change, old and new', async () => {
    const doc = await listing()
    await save(doc.id, { price: 280_000 }, true)
    expect(await kinds(doc.id)).toEqual(['published', 'price'])
    await save(doc.id, { _status: 'published' })
    expect((await events(doc.id)).at(-1)).toEqual({ kind: 'price', price: 280_000, previousPrice: 300_000 })
  })

  it('a hidden price changes nothing; shown again, the change reads from the last price shown', async () => {
    const doc = await listing()
    await save(doc.id, { publishPrice: false })
    await save(doc.id, { price: 270_000 })
    await save(doc.id, { price: 260_000 })
    expect(await kinds(doc.id)).toEqual(['published', 'price'])
    await save(doc.id, { publishPrice: true })
    expect((await events(doc.id)).at(-1)).toEqual({ kind: 'price', price: 260_000, previousPrice: 300_000 })
  })

  it('records under option, sold, withdrawn and republished; a republish keeps "online since"', async () => {
    const doc = await listing()
    const [first] = await history.listingHistory(payload, doc.id)
    await save(doc.id, { marquee: 'option' })
    await save(doc.id, { marquee: 'none' })
    await save(doc.id, { _status: 'draft' })
    await save(doc.id, { price: 290_000 })
    await save(doc.id, { _status: 'published' })
    await save(doc.id, { marquee: 'sold' })
    expect(await kinds(doc.id)).toEqual(['published', 'price', 'option', 'available', 'withdrawn', 'republished', 'price', 'sold'])
    const { onlineSince } = await import('@/lib/domain/listingHistory')
    expect(onlineSince(await history.listingHistory(payload, doc.id))).toBe(first.at)
  })

  it('writes nothing while seeding, and goes with its listing', async () => {
    const doc = await payload.create({
      collection: 'properties',
      data: { name: 'Seed', goal: 'sale', type: ids.type, city: ids.city, price: 1, _status: 'published', ...ALL_MENTIONS } as never,
      context: { seeding: true, disableRevalidate: true },
      ...o,
    })
    expect(await kinds(doc.id)).toEqual([])
    const other = await listing()
    await payload.delete({ collection: 'properties', id: other.id, ...o })
    expect((await payload.count({ collection: 'listing-events', where: { property: { equals: other.id } }, ...o })).totalDocs).toBe(0)
  })
})

describe('what visitors read', () => {
  it('the events of published listings, prices only where the page shows them; nobody writes through the API', async () => {
    const open = await listing()
    await save(open.id, { price: 280_000 })
    const hidden = await listing()
    await save(hidden.id, { publishPrice: false })
    const sold = await listing()
    await save(sold.id, { marquee: 'sold' })
    const gone = await listing()
    await save(gone.id, { _status: 'draft' })
    const visitor = async (id: number) =>
      (await payload.find({ collection: 'listing-events', where: { property: { equals: id } }, sort: ['at', 'id'], depth: 0, overrideAccess: false })).docs.map((e) => [e.kind, e.price ?? null])
    expect(await visitor(open.id)).toEqual([
      ['published', null],
      ['price', 300_000],
      ['price', 280_000],
    ])
    expect(await visitor(hidden.id)).toEqual([['published', null]])
    expect(await visitor(sold.id)).toEqual([
      ['published', null],
      ['sold', null],
    ])
    expect(await visitor(gone.id)).toEqual([])
    const admin = { collection: 'users' as const, id: ids.admin, roles: ['admin'], email: 'admin@example.com' }
    await expect(payload.create({ collection: 'listing-events', data: { property: open.id, kind: 'sold', at: new Date().toISOString() }, overrideAccess: false, user: admin as never })).rejects.toMatchObject({ status: 403 })
    const [event] = (await payload.find({ collection: 'listing-events', where: { property: { equals: open.id } }, ...o })).docs
    await expect(payload.delete({ collection: 'listing-events', id: event.id, overrideAccess: false, user: admin as never })).rejects.toMatchObject({ status: 403 })
  })

  it('cards carry the badge the history gives, unless staff set one by hand; never a reduction of a hidden price', async () => {
    const card = async (id: number) => {
      const doc = await payload.findByID({ collection: 'properties', id, depth: 0, overrideAccess: false, select: { price: true, publishPrice: true, marquee: true } })
      return (await history.withBadges(payload, [doc]))[0].badge
    }
    const fresh = await listing()
    expect(await card(fresh.id)).toBe('new')
    const lower = await listing()
    await save(lower.id, { price: 285_000 })
    expect(await card(lower.id)).toBe('priceDrop')
    await save(lower.id, { marquee: 'underOffer' })
    expect(await card(lower.id)).toBe('underOffer')
    const hidden = await listing()
    await save(hidden.id, { price: 285_000 })
    await save(hidden.id, { publishPrice: false })
    expect(await card(hidden.id)).toBe('new')
  })
})

describe('the alerts read the same history', () => {
  it('queue a publication and a reduction the card shows; not a raise and lower, a status or another edit', async () => {
    const doc = await listing()
    expect(await queued(doc.id)).toEqual(['published'])
    await save(doc.id, { description: 'Nieuwe tekst.' })
    await save(doc.id, { price: 290_000 })
    expect(await queued(doc.id)).toEqual(['published', 'priceDrop'])
    await save(doc.id, { price: 310_000 })
    await save(doc.id, { price: 295_000 })
    await save(doc.id, { marquee: 'option' })
    expect(await queued(doc.id)).toEqual(['published', 'priceDrop'])
    await save(doc.id, { _status: 'draft' })
    await save(doc.id, { _status: 'published' })
    expect(await queued(doc.id)).toEqual(['published', 'priceDrop', 'published'])
  })
})
