import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resolvePath } from '@/lib/routing/resolvePath'
import { buildMenu } from '@/lib/menu'
import { toPageRoute } from '@/lib/routing/pageRoute'

import { startPayload, type TestPayload } from '../helpers/payload'

let t: TestPayload
const o = { overrideAccess: true } as const

/** The page routes as a visitor's request reads them: published pages only, every language. */
const visitorRoutes = async () =>
  (await t.payload.find({ collection: 'pages', locale: 'all', depth: 0, pagination: false, overrideAccess: false })).docs.map(toPageRoute)

beforeAll(async () => {
  t = await startPayload()
  const { payload } = t
  const page = async (key: 'home' | 'office' | null, slugs: Record<'nl' | 'fr', string>, parent?: number, status: 'published' | 'draft' = 'published') => {
    const doc = await payload.create({ collection: 'pages', locale: 'nl', draft: status === 'draft', data: { _status: status, key, title: slugs.nl, slug: slugs.nl, parent }, ...o })
    await payload.update({ collection: 'pages', id: doc.id, locale: 'fr', draft: status === 'draft', data: { _status: status, title: slugs.fr, slug: slugs.fr }, ...o })
    return doc.id
  }
  const home = await page('home', { nl: 'home', fr: 'accueil' })
  const office = await page('office', { nl: 'over-ons', fr: 'agence' })
  const team = await page(null, { nl: 'Ons Team!', fr: 'Équipe' }, office)
  await page(null, { nl: 'geheim', fr: 'secret' }, undefined, 'draft')
  await payload.create({
    collection: 'menus',
    locale: 'nl',
    data: {
      name: 'main',
      items: [
        { id: 'home', title: 'Home', status: 'published', page: home },
        { id: 'office', title: 'Over ons', status: 'published', page: office, children: [{ id: 'team', title: 'Team', status: 'published', page: team }] },
        { id: 'hidden', title: 'Verborgen', status: 'draft', page: office },
      ],
    },
    ...o,
  })
})
afterAll(async () => t?.close())

describe('path resolution on stored pages', () => {
  it('resolves nested, slugified paths per language and hides drafts', async () => {
    const routes = await visitorRoutes()
    expect(resolvePath('nl', ['over-ons', 'ons-team'], routes)).toMatchObject({ kind: 'page', page: { slug: { nl: 'ons-team', fr: 'equipe' } } })
    expect(resolvePath('fr', ['agence', 'equipe'], routes)).toMatchObject({ kind: 'page' })
    expect(resolvePath('nl', ['geheim'], routes)).toEqual({ kind: 'not-found' })
    expect(resolvePath('fr', [], routes)).toMatchObject({ kind: 'page', page: { key: 'home' } })
  })
})

describe('the menu rules on a stored menu', () => {
  it('shows published items with children under their parent, and home only when enabled', async () => {
    const routes = await visitorRoutes()
    const menu = (await t.payload.find({ collection: 'menus', locale: 'nl', depth: 0, overrideAccess: false })).docs[0]
    expect(buildMenu(menu.items, { pages: routes, locale: 'nl', showHome: true })).toEqual([
      { title: 'Home', href: '/nl/', pageKey: 'home', children: [] },
      { title: 'Over ons', href: '/nl/over-ons/', pageKey: 'office', children: [{ title: 'Team', href: '/nl/over-ons/ons-team/', pageKey: null, children: [] }] },
    ])
    expect(buildMenu(menu.items, { pages: routes, locale: 'nl', showHome: false }).map((item) => item.title)).toEqual(['Over ons'])
  })
})
