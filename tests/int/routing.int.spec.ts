import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { pageRoutes } from '@/lib/payload/freshReads'
import { resolvePath } from '@/lib/routing/resolvePath'
import { buildMenu } from '@/lib/menu'
import { toPageRoute } from '@/lib/routing/pageRoute'
import { pagePath, pathForKey, projectPath, propertyPath } from '@/lib/routing/paths'

import { pages as seedPages } from '../../seed/data/pages'
import { createSeedPage } from '../../seed/steps/pages'
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

describe('switching a language on', () => {
  it('accepts a language every published page has a slug in, and refuses one without, naming the pages and storing nothing', async () => {
    const { payload } = t
    // Seeded-style pages: the pages above get their English slugs, the seed's other pages come in nl, fr and en.
    const stored = await payload.find({ collection: 'pages', locale: 'nl', depth: 0, pagination: false, ...o })
    for (const doc of stored.docs) {
      if (doc._status === 'published') await payload.update({ collection: 'pages', id: doc.id, locale: 'en', data: { _status: 'published', title: doc.title, slug: doc.slug }, ...o })
    }
    const keys = new Set(stored.docs.map((doc) => doc.key))
    for (const [index, seedPage] of seedPages.entries()) if (!keys.has(seedPage.key)) await createSeedPage(payload, seedPage, index + 1)

    const save = (enabled: string[]) => payload.updateGlobal({ slug: 'site-settings', data: { languages: { enabled: enabled as never, defaultLocale: 'nl' } }, ...o })
    const enabledNow = async () => (await payload.findGlobal({ slug: 'site-settings', depth: 0, ...o })).languages?.enabled
    const refusal = async (enabled: string[]): Promise<{ path?: string; message?: string }[]> => {
      try {
        await save(enabled)
      } catch (error) {
        return (error as { data?: { errors?: { path?: string; message?: string }[] } }).data?.errors ?? [{ message: String(error) }]
      }
      return []
    }
    await save(['nl'])

    // Each language on alone with the default one.
    const routes = await pageRoutes(payload)
    const needAddress = routes.filter((route) => route.key !== 'home')
    for (const locale of locales) {
      const enabled = locale === 'nl' ? ['nl'] : ['nl', locale]
      if (locale === 'de') {
        const errors = await refusal(enabled)
        expect(errors).toHaveLength(1)
        expect(errors[0].path).toBe('languages.enabled')
        const message = errors[0].message ?? ''
        expect(message).toMatch(/^German has no address yet for: .+\. Give each page a German slug first\.$/)
        const named = message.replace('German has no address yet for: ', '').replace('. Give each page a German slug first.', '').split(', ')
        expect(named.sort()).toEqual(needAddress.map((route) => `${route.title.nl} (${route.key ?? `id ${route.id}`})`).sort())
        expect(named).toContain('Te koop (for-sale)')
        expect(named).toContain('Projecten (projects)')
        expect(message).not.toContain('geheim')
        expect(message).not.toContain('(home)')
        expect(await enabledNow()).toEqual(['nl'])
      } else {
        expect(await refusal(enabled)).toEqual([])
        expect(await enabledNow()).toEqual(enabled)
        await save(['nl'])
      }
    }

    // Every published page gets a German slug (the draft keeps none): German is accepted, and its paths resolve.
    const german: Record<string, string> = { 'for-sale': 'zu-verkaufen', 'for-rent': 'zu-vermieten', projects: 'projekte', office: 'uber-uns' }
    for (const route of routes) {
      const slug = (route.key && german[route.key]) || `${route.slug.nl}-de`
      await payload.update({ collection: 'pages', id: route.id, locale: 'de', data: { _status: 'published', title: route.title.nl, slug }, ...o })
    }
    expect(await refusal(['nl', 'de'])).toEqual([])
    expect(await enabledNow()).toEqual(['nl', 'de'])

    const after = await pageRoutes(payload)
    expect(after.every((route) => pagePath(route, 'de', after) !== null)).toBe(true)
    expect(pathForKey(after, 'for-sale', 'de')).toBe('/de/zu-verkaufen/')
    expect(pathForKey(after, 'projects', 'de')).toBe('/de/projekte/')
    expect(resolvePath('de', ['zu-verkaufen'], after)).toMatchObject({ kind: 'page', page: { key: 'for-sale' } })
    expect(resolvePath('de', ['uber-uns', 'ons-team-de'], after)).toMatchObject({ kind: 'page', page: { slug: { de: 'ons-team-de' } } })
    const listing = propertyPath(after, 'de', { id: 3, goal: 'sale', slug: 'ruime-woning', citySlug: 'gent' })
    expect(listing).toBe('/de/zu-verkaufen/gent/ruime-woning/3/')
    expect(resolvePath('de', (listing ?? '').split('/').slice(2), after)).toMatchObject({ kind: 'property', goal: 'sale', id: 3 })
    expect(projectPath(after, 'de', { id: 2, slug: 'park' })).toBe('/de/projekte/park/2/')
    expect(resolvePath('de', ['geheim-de'], after)).toEqual({ kind: 'not-found' })
  })
})
