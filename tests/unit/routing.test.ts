import { describe, expect, it } from 'vitest'

import { chooseLocale } from '@/lib/routing/chooseLocale'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { pageAlternates, pagePath, propertyPath, thankYouPath } from '@/lib/routing/paths'
import { resolvePath } from '@/lib/routing/resolvePath'
import { isPreviewPath } from '@/lib/routing/specialPaths'

const pages: PageRoute[] = [
  { id: 1, key: 'home', parent: null, slug: { nl: 'home', fr: 'accueil', en: 'home' }, title: {} },
  { id: 2, key: 'for-sale', parent: null, slug: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale' }, title: {} },
  { id: 3, key: 'for-rent', parent: null, slug: { nl: 'te-huur', fr: 'a-louer', en: 'for-rent' }, title: {} },
  { id: 4, key: 'office', parent: null, slug: { nl: 'over-ons', fr: 'agence', en: 'office' }, title: {} },
  { id: 5, key: null, parent: 4, slug: { nl: 'team', fr: 'equipe' }, title: {} },
  { id: 6, key: 'thank-you', parent: null, slug: { nl: 'bedankt', fr: 'merci', en: 'thank-you' }, title: {} },
  { id: 7, key: null, parent: 8, slug: { nl: 'lus' }, title: {} },
  { id: 8, key: null, parent: 7, slug: { nl: 'lus2' }, title: {} },
]

describe('pagePath', () => {
  it('puts home at the language root and nests children under their parent', () => {
    expect(pagePath(pages[0], 'fr', pages)).toBe('/fr/')
    expect(pagePath(pages[1], 'nl', pages)).toBe('/nl/te-koop/')
    expect(pagePath(pages[4], 'fr', pages)).toBe('/fr/agence/equipe/')
  })

  it('gives no path for a language without a slug, or for parents that loop', () => {
    expect(pagePath(pages[4], 'en', pages)).toBeNull()
    expect(pagePath(pages[6], 'nl', pages)).toBeNull()
  })
})

describe('resolvePath', () => {
  it('finds pages by their localised path, case-insensitively and ignoring empty segments', () => {
    expect(resolvePath('nl', [], pages)).toMatchObject({ kind: 'page', page: { key: 'home' } })
    expect(resolvePath('fr', ['agence', 'equipe'], pages)).toMatchObject({ kind: 'page', page: { id: 5 } })
    expect(resolvePath('nl', ['Te-Koop', ''], pages)).toMatchObject({ kind: 'page', page: { key: 'for-sale' } })
  })

  it('does not serve a slug of one language under another', () => {
    expect(resolvePath('nl', ['a-vendre'], pages)).toEqual({ kind: 'not-found' })
  })

  it('resolves thank-you pages for known forms only', () => {
    expect(resolvePath('fr', ['merci', 'site-contact'], pages)).toMatchObject({ kind: 'thank-you', form: 'site-contact' })
    expect(resolvePath('fr', ['merci', 'nope'], pages)).toEqual({ kind: 'not-found' })
  })

  it('resolves property paths under the sale or rent page, with the print view', () => {
    expect(resolvePath('nl', ['te-koop', 'gent', 'mooi-huis', '12'], pages)).toEqual({ kind: 'property', goal: 'sale', city: 'gent', slug: 'mooi-huis', id: 12, print: false })
    expect(resolvePath('en', ['for-rent', 'ghent', 'flat', '7', 'print'], pages)).toMatchObject({ kind: 'property', goal: 'rent', print: true })
    expect(resolvePath('nl', ['te-koop', 'gent', 'mooi-huis', 'abc'], pages)).toEqual({ kind: 'not-found' })
    expect(resolvePath('nl', ['over-ons', 'gent', 'mooi-huis', '12'], pages)).toEqual({ kind: 'not-found' })
  })

  it('refuses oversized and malformed paths without throwing', () => {
    expect(resolvePath('nl', Array.from({ length: 50 }, () => 'x'), pages)).toEqual({ kind: 'not-found' })
    expect(resolvePath('nl', ['%E0%A4%A'], pages)).toEqual({ kind: 'not-found' })
  })
})

describe('alternates and special paths', () => {
  it('lists the same page in each enabled language that has it', () => {
    expect(pageAlternates(pages[3], pages, ['nl', 'fr', 'en'])).toEqual({ nl: '/nl/over-ons/', fr: '/fr/agence/', en: '/en/office/' })
    expect(pageAlternates(pages[4], pages, ['nl', 'fr', 'en'])).toEqual({ nl: '/nl/over-ons/team/', fr: '/fr/agence/equipe/' })
  })

  it('builds thank-you and property paths', () => {
    expect(thankYouPath(pages, 'en', 'contact-me')).toBe('/en/thank-you/contact-me/')
    expect(propertyPath(pages, 'fr', { id: 3, goal: 'rent', slug: 'studio', citySlug: 'liege' })).toBe('/fr/a-louer/liege/studio/3/')
  })

  it('knows preview paths', () => {
    expect(isPreviewPath('/nl/preview/te-koop/')).toBe(true)
    expect(isPreviewPath('/nl/te-koop/')).toBe(false)
  })
})

describe('chooseLocale', () => {
  const base = { enabled: ['nl', 'fr', 'en'] as const, fallback: 'nl' as const }
  it('prefers ?lng, then the cookie, then Accept-Language, then the default', () => {
    expect(chooseLocale({ ...base, enabled: [...base.enabled], lng: 'fr', cookie: 'en', acceptLanguage: 'nl' })).toBe('fr')
    expect(chooseLocale({ ...base, enabled: [...base.enabled], cookie: 'en', acceptLanguage: 'fr' })).toBe('en')
    expect(chooseLocale({ ...base, enabled: [...base.enabled], acceptLanguage: 'de-DE,fr-BE;q=0.8,en;q=0.9' })).toBe('en')
    expect(chooseLocale({ ...base, enabled: [...base.enabled], acceptLanguage: 'de-DE' })).toBe('nl')
  })

  it('ignores disabled or unknown languages and junk', () => {
    expect(chooseLocale({ ...base, enabled: ['nl', 'fr'], lng: 'en', cookie: 'xx' })).toBe('nl')
    expect(chooseLocale({ ...base, enabled: ['fr'], lng: null })).toBe('fr')
    expect(chooseLocale({ ...base, enabled: [...base.enabled], acceptLanguage: ';;;,q=abc,' + 'x'.repeat(10_000) })).toBe('nl')
  })
})
