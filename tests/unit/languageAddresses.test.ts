import { describe, expect, it } from 'vitest'

import {
  type PageForAddress,
  languageAddressesError,
  languagesSwitchedOn,
  missingAddressesMessage,
  pageLabel,
  pagesWithoutAddress,
} from '@/lib/routing/languageAddresses'
import { keyPath, pathForKey, projectPath, propertyPath, thankYouPath } from '@/lib/routing/paths'

const page = (id: number, key: PageForAddress['key'], nl: string, extra: Partial<PageForAddress> = {}): PageForAddress => ({
  id,
  key,
  parent: null,
  slug: { nl, fr: `${nl}-fr`, en: `${nl}-en` },
  title: { nl: nl.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) },
  published: true,
  ...extra,
})

/** Seeded-style pages: nl, fr and en slugs everywhere, no German. */
const pages: PageForAddress[] = [
  page(1, 'home', 'home'),
  page(2, 'for-sale', 'te-koop'),
  page(3, 'for-rent', 'te-huur'),
  page(4, 'office', 'over-ons'),
  page(5, null, 'team', { parent: 4 }),
  page(6, 'thank-you', 'bedankt'),
  page(7, 'projects', 'projecten'),
]
const names = (list: readonly PageForAddress[]) => list.map((p) => p.id)
const withGerman = (list: readonly PageForAddress[], except: number[] = []) =>
  list.map((p) => (except.includes(p.id) ? p : { ...p, slug: { ...p.slug, de: `${p.slug.nl}-de` } }))

describe('pagesWithoutAddress', () => {
  it('names every published page but home when the language has no slugs', () => {
    expect(names(pagesWithoutAddress(pages, 'de'))).toEqual([2, 3, 4, 5, 6, 7])
    expect(pagesWithoutAddress(pages, 'fr')).toEqual([])
    expect(pagesWithoutAddress(pages, 'nl')).toEqual([])
  })

  it('exempts the home page, the language root, when nothing hangs under it', () => {
    expect(pagesWithoutAddress(withGerman(pages, [1]), 'de')).toEqual([])
    expect(pagesWithoutAddress([page(1, 'home', 'home', { slug: { nl: 'home' } })], 'fr')).toEqual([])
  })

  it('passes a page with a slug in the language, and names only the pages that lack one', () => {
    expect(names(pagesWithoutAddress(withGerman(pages, [3]), 'de'))).toEqual([3])
    expect(pagesWithoutAddress(withGerman(pages), 'de')).toEqual([])
  })

  it('ignores unpublished pages, also as parents', () => {
    const drafts = withGerman(pages).concat(page(8, null, 'geheim', { published: false }))
    expect(pagesWithoutAddress(drafts, 'de')).toEqual([])
    // A child of a draft parent is reached at the top level, as the site's routing reaches it.
    const orphan = [...withGerman(pages), page(9, null, 'concept', { published: false }), { ...page(10, null, 'kind', { parent: 9 }), slug: { nl: 'kind', de: 'kind' } }]
    expect(pagesWithoutAddress(orphan, 'de')).toEqual([])
  })

  it('names the parent whose slug is missing, not a child that has its own', () => {
    expect(names(pagesWithoutAddress(withGerman(pages, [4]), 'de'))).toEqual([4])
    expect(names(pagesWithoutAddress(withGerman(pages, [4, 5]), 'de'))).toEqual([4, 5])
  })

  it('names the home page when a page hangs under it and home has no slug in the language', () => {
    const under = [...withGerman(pages, [1]), { ...page(11, null, 'nieuws', { parent: 1 }), slug: { nl: 'nieuws', de: 'nachrichten' } }]
    expect(names(pagesWithoutAddress(under, 'de'))).toEqual([1])
  })

  it('leaves out pages whose parents loop: no slug would give them a path', () => {
    const loop = withGerman([...pages, page(12, null, 'lus', { parent: 13 }), page(13, null, 'lus-twee', { parent: 12 })])
    expect(pagesWithoutAddress(loop, 'de')).toEqual([])
  })
})

describe('the refusal', () => {
  it('names pages by their Dutch name and key, or id for a free page', () => {
    expect(pageLabel(pages[1])).toBe('Te koop (for-sale)')
    expect(pageLabel(pages[4])).toBe('Team (id 5)')
    expect(pageLabel({ id: 14, key: null, parent: null, slug: {}, title: { fr: 'Équipe' } })).toBe('Équipe (id 14)')
    expect(pageLabel({ id: 15, key: 'contact', parent: null, slug: {}, title: {} })).toBe('Page 15 (contact)')
  })

  it('says which pages a language lacks, or nothing', () => {
    expect(missingAddressesMessage('de', [pages[1], pages[2]])).toBe('German has no address yet for: Te koop (for-sale), Te huur (for-rent). Give each page a German slug first.')
    expect(missingAddressesMessage('de', [])).toBeNull()
  })

  it('checks only the languages a save switches on; none stored means the default ones', () => {
    expect(languagesSwitchedOn(['nl', 'de'], ['nl'])).toEqual(['de'])
    expect(languagesSwitchedOn(['nl', 'fr'], ['nl', 'fr', 'en'])).toEqual([])
    expect(languagesSwitchedOn(['nl', 'en', 'de'], null)).toEqual(['de'])
    expect(languagesSwitchedOn(['nl', 'xx'], ['nl'])).toEqual([])
    expect(languageAddressesError(pages, ['nl', 'fr'], ['nl'])).toBeNull()
    expect(languageAddressesError(pages, ['nl', 'de'], ['nl', 'de'])).toBeNull()
    expect(languageAddressesError(pages, ['nl', 'de'], ['nl'])).toBe(
      'German has no address yet for: Te koop (for-sale), Te huur (for-rent), Over ons (office), Team (id 5), Bedankt (thank-you), Projecten (projects). Give each page a German slug first.',
    )
    expect(languageAddressesError(withGerman(pages), ['nl', 'de'], ['nl'])).toBeNull()
  })
})

describe('paths in a language without the page', () => {
  it('gives no address built on a missing page', () => {
    expect(keyPath(pages, 'for-sale', 'de')).toBeNull()
    expect(keyPath(pages, 'for-sale', 'nl')).toBe('/nl/te-koop/')
    expect(propertyPath(pages, 'de', { id: 3, goal: 'sale', slug: 'huis', citySlug: 'gent' })).toBeNull()
    expect(projectPath(pages, 'de', { id: 2, slug: 'park' })).toBeNull()
    expect(thankYouPath(pages, 'de', 'contact-me')).toBeNull()
    expect(propertyPath(pages.filter((p) => p.key !== 'for-rent'), 'nl', { id: 3, goal: 'rent', slug: 'flat', citySlug: 'gent' })).toBeNull()
  })

  it('links a page known by its role to the language home when it has no path there', () => {
    expect(pathForKey(pages, 'for-sale', 'de')).toBe('/de/')
    expect(pathForKey(pages, 'contact', 'nl')).toBe('/nl/')
    expect(pathForKey(withGerman(pages), 'for-sale', 'de')).toBe('/de/te-koop-de/')
    expect(propertyPath(withGerman(pages), 'de', { id: 3, goal: 'sale', slug: 'huis', citySlug: 'gent' })).toBe('/de/te-koop-de/gent/huis/3/')
  })
})
