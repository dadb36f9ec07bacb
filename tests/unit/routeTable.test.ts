import { afterEach, describe, expect, it } from 'vitest'

import type { PageRoute } from '@/i18n/routing'
import { clearRouteTable, isNotFoundPage, missingPathTarget, publishRouteTable, readRouteTable, ROUTE_TABLE_MAX_AGE_MS, type RouteTable } from '@/lib/routing/routeTable'

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

describe('the published table', () => {
  afterEach(() => clearRouteTable())

  it('is read until it is cleared or too old', () => {
    expect(readRouteTable()).toBeNull()
    publishRouteTable({ pages, enabled: ['nl'], defaultLocale: 'nl' }, 1000)
    expect(readRouteTable(1000 + ROUTE_TABLE_MAX_AGE_MS)?.enabled).toEqual(['nl'])
    expect(readRouteTable(1001 + ROUTE_TABLE_MAX_AGE_MS)).toBeNull()
    clearRouteTable()
    expect(readRouteTable(1000)).toBeNull()
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
