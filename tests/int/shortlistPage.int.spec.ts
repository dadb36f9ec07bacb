import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrationsOf } from '@/lib/payload/migrations'
import { toPageRoute } from '@/lib/routing/pageRoute'
import { pathForKey } from '@/lib/routing/paths'

import { addShortlistPage } from '../../seed/steps/shortlistPage'
import { startPayload, type TestPayload } from '../helpers/payload'

const MIGRATION = '20261125_181000_shortlist_page'
const o = { overrideAccess: true, depth: 0 } as const

let t: TestPayload
beforeAll(async () => {
  t = await startPayload({ migrate: false })
})
afterAll(async () => t?.close())

describe('the shortlist page migration', () => {
  it('gives a site seeded before the shortlist its page in three languages and the texts it lacks, keeping staff texts', async () => {
    const { payload } = t
    const all = migrationsOf(payload)
    expect(all.map((m) => m.name)).toContain(MIGRATION)
    await payload.db.migrate({ migrations: all.filter((m) => m.name !== MIGRATION) })

    // A live site: its pages and a shortlist text a member of staff already wrote.
    const home = await payload.create({ collection: 'pages', locale: 'nl', data: { _status: 'published', key: 'home', title: 'Home', slug: 'home', sort: 7 }, ...o })
    await payload.create({ collection: 'pages', locale: 'nl', data: { _status: 'published', key: 'for-sale', title: 'Te koop', slug: 'te-koop', sort: 2 }, ...o })
    await payload.create({ collection: 'translations', locale: 'nl', data: { key: 'SHORTLIST_KEEP', value: 'Hou bij' }, ...o })

    await payload.db.migrate({ migrations: all })

    const found = await payload.find({ collection: 'pages', where: { key: { equals: 'shortlist' } }, locale: 'all', ...o })
    expect(found.docs).toHaveLength(1)
    const [page] = found.docs
    expect(page._status).toBe('published')
    expect(page.sort).toBe(8)
    const routes = (await payload.find({ collection: 'pages', locale: 'all', pagination: false, overrideAccess: false, depth: 0 })).docs.map(toPageRoute)
    expect((['nl', 'fr', 'en'] as const).map((locale) => pathForKey(routes, 'shortlist', locale))).toEqual(['/nl/favorieten/', '/fr/favoris/', '/en/favourites/'])
    expect(routes.find((route) => route.id === home.id)?.key).toBe('home')

    const text = async (key: string, locale: 'nl' | 'fr' | 'en') =>
      (await payload.find({ collection: 'translations', where: { key: { equals: key } }, locale, ...o })).docs.map((doc) => doc.value)
    expect(await text('SHORTLIST_KEEP', 'nl')).toEqual(['Hou bij'])
    expect(await text('SHORTLIST_REMOVE', 'nl')).toEqual(['Verwijder uit favorieten'])
    expect(await text('SHORTLIST_REMOVE', 'fr')).toEqual(['Retirer des favoris'])
    expect(await text('SHORTLIST_REMOVE', 'en')).toEqual(['Remove from shortlist'])

    // Run again (a restored backup, a second runner): nothing doubles.
    await addShortlistPage(payload, await createLocalReq({}, payload))
    expect((await payload.count({ collection: 'pages', where: { key: { equals: 'shortlist' } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})
