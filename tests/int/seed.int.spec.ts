import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { missingMentions } from '@/lib/domain/mandatoryMentions'

import { seed } from '../../seed/seed'
import { startPayload, type TestPayload } from '../helpers/payload'

let t: TestPayload
const NOW = new Date('2026-11-22T09:00:00Z')
const COUNT = 60
const all = { overrideAccess: true, pagination: false, depth: 0 } as const

/**
 * Everything the seed writes, without the timestamps of the moment it ran and the secrets each run makes
 * fresh (passwords' salt and hash, the staff calendar feed's address).
 */
const snapshot = async (payload: Payload) => {
  const strip = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value, (key, v) => (['createdAt', 'updatedAt', 'publishedAt', 'sessions', 'salt', 'hash', 'loginAttempts', 'feedToken'].includes(key) ? undefined : v)))
  const out: Record<string, unknown> = {}
  for (const collection of ['properties', 'projects', 'cities', 'property-types', 'pages', 'menus', 'translations', 'team-members', 'media', 'users'] as const) {
    out[collection] = strip((await payload.find({ collection, locale: 'all', sort: 'id', ...all })).docs)
  }
  for (const slug of ['header', 'footer', 'site-settings'] as const) out[slug] = strip(await payload.findGlobal({ slug, locale: 'all', overrideAccess: true, depth: 0 }))
  return out
}

let first: Record<string, unknown>

beforeAll(async () => {
  t = await startPayload()
  await seed(t.payload, { properties: COUNT, now: NOW })
  first = await snapshot(t.payload)
}, 600_000)
afterAll(async () => t?.close())

describe('the seed', () => {
  it('creates the demo content', async () => {
    const { payload } = t
    const count = async (collection: Parameters<Payload['count']>[0]['collection']) => (await payload.count({ collection, overrideAccess: true })).totalDocs
    expect(await count('properties')).toBe(COUNT)
    expect(await count('property-types')).toBe(9)
    expect(await count('cities')).toBeGreaterThanOrEqual(60)
    expect(await count('projects')).toBe(3)
    expect(await count('translations')).toBeGreaterThanOrEqual(300)
    const keys = (await payload.find({ collection: 'pages', ...all })).docs.map((p) => p.key).sort()
    expect(keys).toEqual(
      ['contact', 'cookie-policy', 'demand-register', 'disclaimer', 'for-rent', 'for-sale', 'free-valuation', 'home', 'login', 'office', 'owner', 'privacy-statement', 'projects', 'shortlist', 'thank-you'].sort(),
    )
    const users = (await payload.find({ collection: 'users', ...all })).docs
    expect(users.filter((u) => u.roles.includes('admin'))).toHaveLength(1)
    expect(users.filter((u) => u.roles.includes('editor'))).toHaveLength(1)
    expect(users.filter((u) => u.roles.includes('owner')).length).toBeGreaterThan(0)
  })

  it('pages carry the localised paths of DESIGN.md', async () => {
    const { payload } = t
    const slugOf = async (key: string, locale: 'nl' | 'fr' | 'en') =>
      (await payload.find({ collection: 'pages', where: { key: { equals: key } }, locale, ...all })).docs[0]?.slug
    expect(await Promise.all((['nl', 'fr', 'en'] as const).map((l) => slugOf('for-sale', l)))).toEqual(['te-koop', 'a-vendre', 'for-sale'])
    expect(await Promise.all((['nl', 'fr', 'en'] as const).map((l) => slugOf('for-rent', l)))).toEqual(['te-huur', 'a-louer', 'for-rent'])
    expect(await Promise.all((['nl', 'fr', 'en'] as const).map((l) => slugOf('office', l)))).toEqual(['over-ons', 'agence', 'office'])
    expect(await Promise.all((['nl', 'fr', 'en'] as const).map((l) => slugOf('free-valuation', l)))).toEqual(['gratis-schatting', 'estimation-gratuite', 'free-valuation'])
    expect(await Promise.all((['nl', 'fr', 'en'] as const).map((l) => slugOf('owner', l)))).toEqual(['eigenaar', 'proprietaire', 'owner'])
    expect(await Promise.all((['nl', 'fr', 'en'] as const).map((l) => slugOf('shortlist', l)))).toEqual(['favorieten', 'favoris', 'favourites'])
  })

  it('writes bulk properties that Payload reads like any other, in every language, and lists them in the admin', async () => {
    const { payload } = t
    const nl = await payload.findByID({ collection: 'properties', id: 20, locale: 'nl', depth: 1, overrideAccess: true })
    const fr = await payload.findByID({ collection: 'properties', id: 20, locale: 'fr', depth: 1, overrideAccess: true })
    expect(nl.name).not.toBe(fr.name)
    expect(nl.slug).toMatch(/^[a-z0-9-]+$/)
    expect(typeof nl.city === 'object' && nl.city?.zip).toMatch(/^\d{4}$/)
    expect(typeof nl.type === 'object' && typeof nl.type?.webID).toBe('number')
    expect((nl.photos ?? []).length).toBeGreaterThanOrEqual(3)
    expect(typeof nl.photos?.[0] === 'object' && nl.photos?.[0]?.url).toMatch(/\/api\/media\/file\//)
    // The admin list reads the latest versions: every seeded property must have one.
    const adminList = await payload.find({ collection: 'properties', draft: true, limit: 1, overrideAccess: true })
    expect(adminList.totalDocs).toBe(COUNT)
    const published = await payload.find({ collection: 'properties', limit: 1, overrideAccess: false })
    expect(published.totalDocs).toBeLessThan(COUNT)
    expect(published.totalDocs).toBeGreaterThan(COUNT - 5)
    // Units of the projects point to them.
    const project = await payload.findByID({ collection: 'projects', id: 1, depth: 0, overrideAccess: true })
    expect(project.units?.docs?.length).toBe(5)
  })

  it("gives the projects' units and some listings floor plans, in every language, in their admin versions too", async () => {
    const { payload } = t
    const titles = async (id: number, locale: 'nl' | 'fr', draft = false) =>
      (await payload.findByID({ collection: 'properties', id, locale, draft, depth: 1, overrideAccess: true })).floorPlans?.map((plan) => [plan.title, typeof plan.file === 'object' && plan.file.mimeType])
    // Unit 1 (the first listing) has its plan and the PDF; a building that is not a unit, two floors and the PDF.
    expect(await titles(1, 'fr')).toEqual([['Plan', 'image/png'], ['Plan technique', 'application/pdf']])
    expect(await titles(1, 'fr', true)).toEqual(await titles(1, 'fr'))
    const units = (await payload.find({ collection: 'properties', where: { project: { exists: true } }, ...all })).docs
    expect(units.every((unit) => (unit.floorPlans?.length ?? 0) > 0)).toBe(true)
    const others = (await payload.find({ collection: 'properties', where: { project: { exists: false } }, ...all })).docs.filter((p) => p.floorPlans?.length)
    expect(others.length).toBeGreaterThanOrEqual(3)
    expect(await titles(others[0].id, 'nl', true)).toEqual([['Gelijkvloers', 'image/png'], ['Eerste verdieping', 'image/png'], ['Technisch plan', 'application/pdf']])
  })

  it('publishes only listings that carry every mandatory mention (the bulk insert runs no hooks)', async () => {
    const { payload } = t
    const types = new Map((await payload.find({ collection: 'property-types', ...all })).docs.map((type) => [type.id, type]))
    const cities = new Map((await payload.find({ collection: 'cities', ...all })).docs.map((city) => [city.id, city]))
    expect([...types.values()].filter((type) => !type.needsEpc).map((type) => type.webID)).toEqual([4, 9])
    const published = (await payload.find({ collection: 'properties', where: { _status: { equals: 'published' } }, ...all })).docs
    expect(published.length).toBeGreaterThan(COUNT - 5)
    for (const property of published) {
      const city = cities.get(property.city as number)
      const type = types.get(property.type as number)
      expect(missingMentions({ ...property, zip: city?.zip, country: city?.country, needsEpc: type?.needsEpc }), `property ${property.id}`).toEqual([])
    }
  })

  it('resets to exactly the same data when run again', async () => {
    await seed(t.payload, { properties: COUNT, now: NOW })
    expect(await snapshot(t.payload)).toEqual(first)
  }, 600_000)
})
