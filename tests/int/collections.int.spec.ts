import http from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startPayload, type TestPayload } from '../helpers/payload'

let t: TestPayload
const ctx = { overrideAccess: true } as const

beforeAll(async () => {
  t = await startPayload()
})
afterAll(async () => t?.close())

describe('every collection creates and reads back', () => {
  it('cities derive their region from the postcode and country', async () => {
    const { payload } = t
    const make = (zip: string, name: string, country: 'BE' | 'LU' = 'BE') =>
      payload.create({ collection: 'cities', data: { zip, name, country }, ...ctx })
    const cases: [string, 'BE' | 'LU', string][] = [
      ['9000', 'BE', 'flanders'],
      ['1050', 'BE', 'brussels'],
      ['1300', 'BE', 'wallonia'],
      ['4000', 'BE', 'wallonia'],
      ['1500', 'BE', 'flanders'],
      ['1111', 'LU', 'luxembourg'],
    ]
    for (const [zip, country, region] of cases) {
      const city = await make(zip, `Stad ${zip}`, country)
      const read = await payload.findByID({ collection: 'cities', id: city.id, ...ctx })
      expect(read.region, zip).toBe(region)
      expect(read.slug).toBe(`stad-${zip}`)
    }
    await expect(make('90000', 'Nergens')).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'zip', message: expect.stringMatching(/vier cijfers/) })] },
    })
  })

  it('property types, properties and projects keep every field, per language', async () => {
    const { payload } = t
    const city = await payload.create({ collection: 'cities', data: { zip: '2000', name: 'Antwerpen', country: 'BE' }, ...ctx })
    const type = await payload.create({ collection: 'property-types', locale: 'nl', data: { webID: 1, name: 'Huis', showOrder: 1, sale: true, rent: true }, ...ctx })
    await payload.update({ collection: 'property-types', id: type.id, locale: 'fr', data: { name: 'Maison' }, ...ctx })
    const project = await payload.create({
      collection: 'projects',
      locale: 'nl',
      data: { _status: 'published', name: 'Residentie Test', city: city.id, publicAddress: true, street: 'Meir', houseNumber: '1' },
      ...ctx,
    })
    const property = await payload.create({
      collection: 'properties',
      locale: 'nl',
      data: {
        _status: 'published',
        name: 'Ruime woning met tuin',
        goal: 'sale',
        type: type.id,
        city: city.id,
        price: 395000,
        priceUnit: 'total',
        publishPrice: true,
        marquee: 'option',
        publishAddress: true,
        street: 'Kerkstraat',
        houseNumber: '12',
        boxNr: 'B',
        latitude: 51.2,
        longitude: 4.4,
        rooms: { bedrooms: 3, bathrooms: 1, showerRooms: 1, toilets: 2, garages: 1, parkings: 2 },
        surfaces: { living: 180, ground: 540, garden: 300, terrace: 20 },
        building: { constructionYear: 1975, renovationYear: 2019, facades: '3', floors: 2 },
        comfort: { heating: 'heatPump', glazing: 'triple', orientation: 'SW' },
        has: { garden: true, terrace: true, cellar: true, permit: true },
        energy: { energyPerformance: 150, epcLabelText: 'B', uniqueCode: '20230101-0001234567-RES-1', certificateExpiry: '2033-01-01' },
        flood: { floodZone: 'possible', pScore: 'B', gScore: 'A' },
        planning: { zoning: 'residential' },
        asbestos: { certificate: 'asbestosSafe', date: '2024-05-02' },
        financial: { cadastralIncome: 1250, notaryFees: 5200 },
        lifeAnnuity: { enabled: false },
        project: project.id,
        reference: 'V-TEST-1',
      },
      ...ctx,
    })
    await payload.update({ collection: 'properties', id: property.id, locale: 'fr', data: { name: 'Maison spacieuse avec jardin' }, ...ctx })

    const nl = await payload.findByID({ collection: 'properties', id: property.id, locale: 'nl', depth: 1, ...ctx })
    expect(nl.name).toBe('Ruime woning met tuin')
    expect(nl.slug).toBe('ruime-woning-met-tuin')
    expect(nl.rooms?.bedrooms).toBe(3)
    expect(nl.surfaces?.ground).toBe(540)
    expect(nl.comfort?.heating).toBe('heatPump')
    expect(nl.has?.garden).toBe(true)
    expect(nl.has?.lift).toBe(false)
    expect(nl.energy?.uniqueCode).toBe('20230101-0001234567-RES-1')
    expect(nl.flood?.pScore).toBe('B')
    expect(typeof nl.city === 'object' && nl.city?.zip).toBe('2000')
    expect(typeof nl.type === 'object' && nl.type?.name).toBe('Huis')
    expect(nl.publishedAt, 'first publication is stamped').toBeTruthy()

    const fr = await payload.findByID({ collection: 'properties', id: property.id, locale: 'fr', depth: 1, ...ctx })
    expect(fr.name).toBe('Maison spacieuse avec jardin')
    expect(fr.slug).toBe('maison-spacieuse-avec-jardin')
    expect(typeof fr.type === 'object' && fr.type?.name).toBe('Maison')

    await expect(
      payload.update({ collection: 'properties', id: property.id, data: { videoUrl: 'https://example.com/not-a-video' }, ...ctx }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'videoUrl' })] } })
    await expect(
      payload.update({ collection: 'properties', id: property.id, data: { virtualTourUrl: 'javascript:alert(1)' }, ...ctx }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'virtualTourUrl' })] } })
    const video = await payload.update({ collection: 'properties', id: property.id, data: { videoUrl: 'https://youtu.be/aqz-KE-bpKQ' }, ...ctx })
    expect(video.videoUrl).toBe('https://youtu.be/aqz-KE-bpKQ')

    const withUnits = await payload.findByID({ collection: 'projects', id: project.id, depth: 0, ...ctx })
    expect(withUnits.units?.docs).toEqual([property.id])
  })

  it('pages keep their modules and texts per language; menus nest children', async () => {
    const { payload } = t
    const page = await payload.create({
      collection: 'pages',
      locale: 'nl',
      data: {
        _status: 'published',
        title: 'Over ons',
        slug: 'over-ons',
        key: 'office',
        meta: { title: 'Over ons | Kantoor', description: 'Ons team' },
        modules: [
          { blockType: 'stats-view', title: 'Cijfers' },
          { blockType: 'category', category: 'all', maxItems: 13, numberItemOfRow: 3 },
        ],
      },
      ...ctx,
    })
    const ids = (page.modules ?? []).map((m) => m.id)
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'fr',
      data: {
        title: 'Agence',
        slug: 'agence',
        meta: { title: 'Agence', description: 'Notre équipe' },
        modules: [
          { id: ids[0], blockType: 'stats-view', title: 'Chiffres' },
          { id: ids[1], blockType: 'category', category: 'all', maxItems: 13, numberItemOfRow: 3 },
        ],
      },
      ...ctx,
    })
    const nl = await payload.findByID({ collection: 'pages', id: page.id, locale: 'nl', ...ctx })
    const fr = await payload.findByID({ collection: 'pages', id: page.id, locale: 'fr', ...ctx })
    expect([nl.slug, fr.slug]).toEqual(['over-ons', 'agence'])
    expect([nl.modules?.[0]?.title, fr.modules?.[0]?.title]).toEqual(['Cijfers', 'Chiffres'])
    expect(fr.meta?.description).toBe('Notre équipe')
    expect(nl.modules?.[1]).toMatchObject({ blockType: 'category', maxItems: 13, numberItemOfRow: 3 })

    const menu = await payload.create({
      collection: 'menus',
      locale: 'nl',
      data: { name: 'main', items: [{ title: 'Kantoor', status: 'published', page: page.id, children: [{ title: 'Team', status: 'draft', path: '/nl/over-ons/team/' }] }] },
      ...ctx,
    })
    const read = await payload.findByID({ collection: 'menus', id: menu.id, depth: 0, ...ctx })
    expect(read.items?.[0]?.children?.[0]).toMatchObject({ title: 'Team', status: 'draft' })
  })

  it('translations, team, form submissions, media and users', async () => {
    const { payload } = t
    const text = await payload.create({ collection: 'translations', locale: 'nl', data: { key: 'SEARCH_NOW', value: 'Zoeken' }, ...ctx })
    expect((await payload.findByID({ collection: 'translations', id: text.id, ...ctx })).value).toBe('Zoeken')
    // A French text typed with ordinary spaces is kept with the no-break ones; other languages as typed.
    await payload.update({ collection: 'translations', id: text.id, locale: 'fr', data: { value: 'Chercher ? « Oui » : maintenant !' }, ...ctx })
    await payload.update({ collection: 'translations', id: text.id, locale: 'en', data: { value: 'Search ?' }, ...ctx })
    const spaced = await payload.findByID({ collection: 'translations', id: text.id, locale: 'all', ...ctx })
    expect(spaced.value).toEqual({ nl: 'Zoeken', fr: 'Chercher\u00a0? «\u00a0Oui\u00a0»\u00a0: maintenant\u00a0!', en: 'Search ?' })
    await expect(payload.create({ collection: 'translations', data: { key: 'lower case', value: 'x' }, ...ctx })).rejects.toThrow()

    const member = await payload.create({ collection: 'team-members', data: { name: 'Eva Maes', category: 'sales', languages: ['nl', 'fr'] }, ...ctx })
    expect((await payload.findByID({ collection: 'team-members', id: member.id, ...ctx })).languages).toEqual(['nl', 'fr'])

    const submission = await payload.create({
      collection: 'form-submissions',
      data: { kind: 'site-contact', locale: 'fr', status: 'new', email: 'visiteur@example.be', data: { message: 'Bonjour' } },
      ...ctx,
    })
    const stored = await payload.findByID({ collection: 'form-submissions', id: submission.id, ...ctx })
    expect(stored).toMatchObject({ kind: 'site-contact', status: 'new', data: { message: 'Bonjour' } })

    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#88aacc' } }).png().toBuffer()
    const media = await payload.create({ collection: 'media', data: { alt: 'Gevel' }, file: { data: png, mimetype: 'image/png', name: 'gevel.png', size: png.length }, ...ctx })
    expect(media.sizes?.thumbnail).toMatchObject({ width: 250, height: 167 })
    expect(media.sizes?.thumbnailTall).toMatchObject({ width: 250, height: 333 })
    expect([media.sizes?.w100?.width, media.sizes?.w400?.width, media.sizes?.w600?.width, media.sizes?.w1360?.width]).toEqual([100, 400, 600, 1360])

    const first = await payload.create({ collection: 'users', data: { email: 'first@example.com', password: 'long-enough-1', roles: ['owner'] } })
    expect(first.roles, 'the first account of a fresh site is an admin').toEqual(['admin'])
    const owner = await payload.create({ collection: 'users', data: { email: 'owner@example.com', password: 'long-enough-2', roles: ['owner'] }, ...ctx })
    expect(owner.roles).toEqual(['owner'])
  })
})

describe('localisation', () => {
  it('German falls back to Dutch until it is translated', async () => {
    const { payload } = t
    const type = await payload.create({ collection: 'property-types', locale: 'nl', data: { webID: 77, name: 'Studio', showOrder: 3 }, ...ctx })
    await payload.update({ collection: 'property-types', id: type.id, locale: 'en', data: { name: 'Studio flat' }, ...ctx })
    const read = (locale: 'nl' | 'fr' | 'en' | 'de') => payload.findByID({ collection: 'property-types', id: type.id, locale, ...ctx })
    expect((await read('de')).name).toBe('Studio')
    expect((await read('en')).name).toBe('Studio flat')
    await payload.update({ collection: 'property-types', id: type.id, locale: 'de', data: { name: 'Einzimmerwohnung' }, ...ctx })
    expect((await read('de')).name).toBe('Einzimmerwohnung')
    expect((await read('nl')).name).toBe('Studio')
  })
})

describe('site settings refuse impossible values', () => {
  it('the default language must be enabled, and tracking IDs must have their format', async () => {
    const { payload } = t
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { languages: { enabled: ['fr', 'en'], defaultLocale: 'nl' } }, ...ctx }),
    ).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { analytics: { googleAnalyticsId: 'UA-oops' } }, ...ctx })).rejects.toThrow()
    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      data: { languages: { enabled: ['nl', 'fr'], defaultLocale: 'fr' }, analytics: { googleAnalyticsId: 'G-ABC123XYZ9' } },
      ...ctx,
    })
    expect(saved.languages?.enabled).toEqual(['nl', 'fr'])
  })
})

describe("the agency's proxy hears of every save", () => {
  it('a saved page and a saved global each POST their expired tag to CACHE_PURGE_URL, with the token', async () => {
    const { payload } = t
    const heard: { tags: string[]; authorization?: string }[] = []
    const proxy = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        const { tags, at } = JSON.parse(body) as { tags: string[]; at: string }
        expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(60_000)
        heard.push({ tags, authorization: req.headers.authorization })
        res.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    process.env.CACHE_PURGE_URL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/purge`
    process.env.CACHE_PURGE_TOKEN = 'purge-secret'
    try {
      await payload.create({ collection: 'pages', locale: 'nl', data: { _status: 'published', title: 'Vacatures', slug: 'vacatures' }, ...ctx })
      await vi.waitFor(() => expect(heard).toContainEqual({ tags: ['pages'], authorization: 'Bearer purge-secret' }))
      await payload.updateGlobal({ slug: 'footer', data: {}, ...ctx })
      await vi.waitFor(() => expect(heard).toContainEqual({ tags: ['global:footer'], authorization: 'Bearer purge-secret' }))
      // A seed (or any bulk write that asks) skips the expiry, and so the purge.
      const before = heard.length
      await payload.create({ collection: 'pages', locale: 'nl', data: { _status: 'published', title: 'Stil', slug: 'stil' }, context: { disableRevalidate: true }, ...ctx })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(heard.length).toBe(before)
    } finally {
      delete process.env.CACHE_PURGE_URL
      delete process.env.CACHE_PURGE_TOKEN
      proxy.close()
    }
  })
})
