import { describe, expect, it, vi } from 'vitest'

import type { PageRoute } from '@/lib/routing/pageRoute'
import type { Locale } from '@/i18n/locales'
import { isNotFoundPage, missingPathTarget } from '@/lib/routing/pageDecision'
import { publishRouteTable, readRouteTable, refreshRouteTable, registerRouteTableLoader, ROUTE_TABLE_MAX_AGE_MS, type RouteTable } from '@/lib/routing/routeTable'

const pages: PageRoute[] = [
  { id: 1, key: 'home', parent: null, slug: { nl: 'home', fr: 'accueil', en: 'home' }, title: {} },
  { id: 2, key: 'for-sale', parent: null, slug: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale' }, title: {} },
  { id: 6, key: 'thank-you', parent: null, slug: { nl: 'bedankt', fr: 'merci', en: 'thank-you' }, title: {} },
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
