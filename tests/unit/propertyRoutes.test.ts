import { describe, expect, it } from 'vitest'

import type { PageRoute } from '@/lib/routing/pageRoute'
import { projectPath } from '@/lib/routing/paths'
import { resolvePath } from '@/lib/routing/resolvePath'
import { canonicalPropertyPath, listingDecision } from '@/lib/routing/listingDecision'
import { parseLocalised, type PropertyRoute, toPropertyRoute } from '@/lib/routing/propertyRoutes'

const pages: PageRoute[] = [
  { id: 1, key: 'home', parent: null, slug: { nl: 'home', fr: 'accueil', en: 'home' }, title: {} },
  { id: 2, key: 'for-sale', parent: null, slug: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale' }, title: {} },
  { id: 3, key: 'for-rent', parent: null, slug: { nl: 'te-huur', fr: 'a-louer', en: 'for-rent' }, title: {} },
  { id: 4, key: 'projects', parent: null, slug: { nl: 'projecten', fr: 'projets', en: 'projects' }, title: {} },
]
const table = { pages, enabled: ['nl', 'fr', 'en'] as ('nl' | 'fr' | 'en')[] }
const house: PropertyRoute = toPropertyRoute({ id: 12, goal: 'sale', city: 'nl:gent|fr:gand|en:ghent', slug: 'nl:ruime-woning|fr:maison-spacieuse' })
const routes = new Map([[12, house]])

describe('parseLocalised', () => {
  it('reads the slugs per language and ignores unknown languages and empty parts', () => {
    expect(parseLocalised('nl:gent|fr:gand|xx:no|en:')).toEqual({ nl: 'gent', fr: 'gand' })
    expect(parseLocalised(null)).toEqual({})
  })
})

describe('canonicalPropertyPath', () => {
  it('builds the path in a language, falling back to the default language’s slug', () => {
    expect(canonicalPropertyPath(pages, 'fr', 12, house)).toBe('/fr/a-vendre/gand/maison-spacieuse/12/')
    expect(canonicalPropertyPath(pages, 'en', 12, house)).toBe('/en/for-sale/ghent/ruime-woning/12/')
    expect(canonicalPropertyPath(pages, 'nl', 13, { goal: 'rent', city: {}, slug: {} })).toBe('/nl/te-huur/be/13/13/')
  })
})

describe('listingDecision', () => {
  it('shows a listing at its canonical path, the print view included', () => {
    expect(listingDecision(table, '/nl/te-koop/gent/ruime-woning/12/', routes)).toEqual({ kind: 'show', locale: 'nl' })
    expect(listingDecision(table, '/nl/te-koop/gent/ruime-woning/12/print/', routes)).toEqual({ kind: 'show', locale: 'nl' })
  })

  it('redirects a wrong city, slug, segment, language or case to the canonical path', () => {
    const to = '/nl/te-koop/gent/ruime-woning/12/'
    expect(listingDecision(table, '/nl/te-koop/brugge/ruime-woning/12/', routes)).toEqual({ kind: 'redirect', to, locale: 'nl' })
    expect(listingDecision(table, '/nl/te-koop/gent/oud/12/', routes)).toEqual({ kind: 'redirect', to, locale: 'nl' })
    expect(listingDecision(table, '/nl/te-huur/gent/ruime-woning/12/', routes)).toEqual({ kind: 'redirect', to, locale: 'nl' })
    expect(listingDecision(table, '/nl/a-vendre/gand/maison-spacieuse/12/', routes)).toEqual({ kind: 'redirect', to, locale: 'nl' })
    expect(listingDecision(table, '/nl/Te-Koop/GENT/ruime-woning/12/', routes)).toEqual({ kind: 'redirect', to, locale: 'nl' })
    expect(listingDecision(table, '/fr/te-koop/gent/ruime-woning/12/print/', routes)).toEqual({ kind: 'redirect', to: '/fr/a-vendre/gand/maison-spacieuse/12/print/', locale: 'fr' })
  })

  it('calls a listing that is not published missing', () => {
    expect(listingDecision(table, '/en/for-sale/ghent/x/99/', routes)).toEqual({ kind: 'missing', locale: 'en' })
  })

  it('leaves other paths, disabled languages and an unloaded table to the pages', () => {
    expect(listingDecision(table, '/nl/te-koop/', routes)).toBeNull()
    expect(listingDecision(table, '/nl/over-ons/a/b/12/', routes)).toBeNull()
    expect(listingDecision(table, '/nl/te-koop/gent/huis/12a/', routes)).toBeNull()
    expect(listingDecision(table, '/nl/te-koop/gent/huis/12/pdf/', routes)).toBeNull()
    expect(listingDecision(table, '/de/te-koop/gent/ruime-woning/12/', routes)).toBeNull()
    expect(listingDecision(table, '/nl/te-koop/gent/ruime-woning/12/', null)).toBeNull()
  })
})

describe('project paths', () => {
  it('resolves /{lang}/{projects}/{slug}/{id}/ and builds it back', () => {
    expect(resolvePath('fr', ['projets', 'parc-uccle', '2'], pages)).toMatchObject({ kind: 'project', id: 2, slug: 'parc-uccle' })
    expect(resolvePath('fr', ['projets', 'parc-uccle'], pages)).toEqual({ kind: 'not-found' })
    expect(projectPath(pages, 'nl', { id: 2, slug: 'park-ukkel' })).toBe('/nl/projecten/park-ukkel/2/')
  })
})
