import { describe, expect, it, vi } from 'vitest'

import type { PageRoute } from '@/lib/routing/pageRoute'
import type { Locale } from '@/i18n/locales'
import { isNotFoundPage, missingPathTarget, portalTarget, requestRoute } from '@/lib/routing/pageDecision'
import { portalRewriteRules } from '@/lib/routing/rewrites'
import { publishRouteTable, readRouteTable, refreshRouteTable, registerRouteTableLoader, ROUTE_TABLE_MAX_AGE_MS, type RouteTable } from '@/lib/routing/routeTable'

const pages: PageRoute[] = [
  { id: 1, key: 'home', parent: null, slug: { nl: 'home', fr: 'accueil', en: 'home' }, title: {} },
  { id: 2, key: 'for-sale', parent: null, slug: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale' }, title: {} },
  { id: 6, key: 'thank-you', parent: null, slug: { nl: 'bedankt', fr: 'merci', en: 'thank-you' }, title: {} },
  { id: 7, key: 'owner', parent: null, slug: { nl: 'eigenaar', fr: 'proprietaire', en: 'owner' }, title: {} },
  { id: 8, key: 'login', parent: null, slug: { nl: 'login', fr: 'login', en: 'login' }, title: {} },
]
const table: RouteTable = { pages, enabled: ['nl', 'fr'], defaultLocale: 'nl', publishedAt: 0 }

describe('missingPathTarget', () => {
  it('lets pages, thank-you pages and property paths through', () => {
    for (const path of ['/nl/', '/fr/a-vendre/', '/nl/bedankt/contact-me/', '/nl/te-koop/gent/huis/12/', '/fr/A-VENDRE/']) expect(missingPathTarget(table, path), path).toBeNull()
  })

  it("sends unknown paths to the not-found page of the path's language", () => {
    expect(missingPathTarget(table, '/nl/bestaat-niet/')).toBe('/nl/404/')
    expect(missingPathTarget(table, '/fr/te-koop/')).toBe('/fr/404/')
    expect(missingPathTarget(table, '/nl/bedankt/onbekend/')).toBe('/nl/404/')
  })

  it('sends unknown or disabled languages to the default language', () => {
    expect(missingPathTarget(table, '/xx/')).toBe('/nl/404/')
    expect(missingPathTarget(table, '/en/for-sale/')).toBe('/nl/404/')
    expect(missingPathTarget(table, '/NL/')).toBe('/nl/404/')
  })

  it('leaves paths other routes answer alone', () => {
    for (const path of ['/', '/for-sale/', '/property/1/', '/sitemap/0.xml', '/nl/preview/3/']) expect(missingPathTarget(table, path), path).toBeNull()
  })
})

describe('the route table', () => {
  it('is read from its loader, and an old one is kept while it is read again in the background', async () => {
    const loads: string[][] = []
    let enabled: Locale[] = ['nl']
    registerRouteTableLoader(async () => {
      loads.push(enabled)
      return { pages, enabled, defaultLocale: 'nl' }
    })
    await refreshRouteTable()
    const first = readRouteTable()
    expect(first?.enabled).toEqual(['nl'])
    enabled = ['nl', 'fr']
    // Fresh: no new read.
    expect(readRouteTable(first!.publishedAt + ROUTE_TABLE_MAX_AGE_MS)?.enabled).toEqual(['nl'])
    expect(loads).toHaveLength(1)
    // Old: still answered with, while a new read starts.
    expect(readRouteTable(first!.publishedAt + ROUTE_TABLE_MAX_AGE_MS + 1)?.enabled).toEqual(['nl'])
    expect(loads).toHaveLength(2)
    await vi.waitFor(() => expect(readRouteTable()?.enabled).toEqual(['nl', 'fr']))
  })

  it('decides nothing after a failed read rather than trust an outdated table', async () => {
    publishRouteTable({ pages, enabled: ['nl'], defaultLocale: 'nl' })
    registerRouteTableLoader(async () => {
      throw new Error('database unavailable')
    })
    await refreshRouteTable()
    expect(readRouteTable()).toBeNull()
  })
})

describe('isNotFoundPage', () => {
  it('knows the not-found page path', () => {
    expect(isNotFoundPage('/nl/404/')).toBe(true)
    expect(isNotFoundPage('/_/404/')).toBe(true)
    expect(isNotFoundPage('/nl/404/x/')).toBe(false)
    expect(isNotFoundPage('/nl/')).toBe(false)
  })
})

describe('portalTarget', () => {
  const target = (path: string) => portalTarget(requestRoute(table, path))
  it('sends the owner portal and its sign-in page, in their language, to the routes rendered per request', () => {
    expect(target('/nl/eigenaar/')).toBe('nl')
    expect(target('/fr/proprietaire/')).toBe('fr')
    expect(target('/nl/login/')).toBe('nl-login')
    expect(target('/fr/login/')).toBe('fr-login')
  })

  it('leaves every other page to the cached route', () => {
    for (const path of ['/nl/', '/nl/te-koop/', '/fr/merci/', '/nl/bestaat-niet/', '/en/login/']) expect(target(path), path).toBeNull()
  })

  it('the rewrite of the sign-in page is tried before the portal’s, whose pattern it would also match', () => {
    const rules = portalRewriteRules()
    expect(rules.map((rule) => rule.destination)).toEqual(['/:lang/_signin/', '/:lang/_owner/'])
    expect(new RegExp(`^${rules[0].has[0].value}$`).exec('nl-login')?.groups?.lang).toBe('nl')
    expect(new RegExp(`^${rules[0].has[0].value}$`).test('nl')).toBe(false)
  })
})
