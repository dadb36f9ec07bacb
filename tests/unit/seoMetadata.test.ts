import { describe, expect, it } from 'vitest'

import type { PageRoute } from '@/lib/routing/pageRoute'
import { pageAlternates } from '@/lib/routing/paths'
import { META_DESCRIPTION_LIMIT, absoluteUrl, metaDescription, pageMetadata } from '@/lib/seo/metadata'

const forSale: PageRoute = {
  id: 2,
  key: 'for-sale',
  parent: null,
  slug: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' },
  title: { nl: 'Te koop', fr: 'À vendre', en: 'For sale' },
}

const base = {
  locale: 'fr' as const,
  path: '/fr/a-vendre/',
  alternates: { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/' },
  defaultLocale: 'nl' as const,
  title: 'À vendre | Immo Horizon',
  description: 'Toutes nos maisons et appartements à vendre.',
  siteName: 'Immo Horizon',
  siteUrl: 'https://www.immohorizon.be/',
}

describe('pageMetadata', () => {
  it('gives the title as composed and an absolute canonical URL', () => {
    const meta = pageMetadata(base)
    expect(meta.title).toBe('À vendre | Immo Horizon')
    expect(meta.alternates?.canonical).toBe('https://www.immohorizon.be/fr/a-vendre/')
    expect(meta.openGraph).toMatchObject({ url: 'https://www.immohorizon.be/fr/a-vendre/', type: 'website', siteName: 'Immo Horizon' })
  })

  it('lists every given language and x-default on the default language', () => {
    expect(pageMetadata(base).alternates?.languages).toEqual({
      nl: 'https://www.immohorizon.be/nl/te-koop/',
      fr: 'https://www.immohorizon.be/fr/a-vendre/',
      en: 'https://www.immohorizon.be/en/for-sale/',
      'x-default': 'https://www.immohorizon.be/nl/te-koop/',
    })
  })

  it('lists only the enabled languages (German has a slug but is off)', () => {
    const alternates = pageAlternates(forSale, [forSale], ['nl', 'fr', 'en'])
    const meta = pageMetadata({ ...base, alternates })
    expect(Object.keys(meta.alternates?.languages ?? {})).toEqual(['nl', 'fr', 'en', 'x-default'])
    expect(meta.openGraph?.alternateLocale).toEqual(['nl_BE', 'en_GB'])
    const withGerman = pageMetadata({ ...base, alternates: pageAlternates(forSale, [forSale], ['nl', 'fr', 'en', 'de']) })
    expect(withGerman.alternates?.languages).toMatchObject({ de: 'https://www.immohorizon.be/de/zu-verkaufen/' })
    expect(withGerman.openGraph?.alternateLocale).toContain('de_DE')
  })

  it('points x-default at the current page when the default language has none', () => {
    const meta = pageMetadata({ ...base, alternates: { fr: '/fr/a-vendre/', en: '/en/for-sale/' } })
    expect(meta.alternates?.languages).toEqual({
      fr: 'https://www.immohorizon.be/fr/a-vendre/',
      en: 'https://www.immohorizon.be/en/for-sale/',
      'x-default': 'https://www.immohorizon.be/fr/a-vendre/',
    })
    expect(meta.openGraph?.alternateLocale).toEqual(['en_GB'])
  })

  it('always lists the current page itself, even when its alternate is missing', () => {
    const meta = pageMetadata({ ...base, alternates: { nl: '/nl/te-koop/' } })
    expect(meta.alternates?.languages).toMatchObject({ fr: 'https://www.immohorizon.be/fr/a-vendre/', 'x-default': 'https://www.immohorizon.be/nl/te-koop/' })
  })

  it('sets the Open Graph locale per language', () => {
    expect(pageMetadata(base).openGraph?.locale).toBe('fr_BE')
    expect(pageMetadata({ ...base, locale: 'nl', path: '/nl/te-koop/' }).openGraph?.locale).toBe('nl_BE')
    expect(pageMetadata({ ...base, locale: 'en', path: '/en/for-sale/' }).openGraph?.locale).toBe('en_GB')
    expect(pageMetadata({ ...base, locale: 'de', path: '/de/zu-verkaufen/' }).openGraph?.locale).toBe('de_DE')
  })

  it('trims the description and cuts a long one at a word within 160 characters', () => {
    expect(pageMetadata({ ...base, description: '  Vue sur mer.  ' }).description).toBe('Vue sur mer.')
    const long = 'Maison lumineuse avec jardin orienté sud, '.repeat(8)
    const cut = pageMetadata({ ...base, description: long }).description ?? ''
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT)
    expect(cut.endsWith('…')).toBe(true)
    expect(long.startsWith(cut.slice(0, -1))).toBe(true)
    expect(long.charAt(cut.length - 1)).toMatch(/[\s,]/)
    expect(pageMetadata({ ...base, description: 'x'.repeat(160) }).description).toBe('x'.repeat(160))
  })

  it('leaves out an empty description', () => {
    for (const description of [null, undefined, '', '   ', '<p> </p>']) {
      const meta = pageMetadata({ ...base, description })
      expect(meta.description).toBeUndefined()
      expect(meta.openGraph?.description).toBeUndefined()
    }
    expect(metaDescription('<p>Mooi <b>huis</b></p>')).toBe('Mooi huis')
  })

  it('makes a relative image absolute and uses the large Twitter card', () => {
    const meta = pageMetadata({ ...base, image: { url: '/api/media/file/house.jpg', width: 1360, height: 906, alt: 'Façade' } })
    expect(meta.openGraph?.images).toEqual([{ url: 'https://www.immohorizon.be/api/media/file/house.jpg', width: 1360, height: 906, alt: 'Façade' }])
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: ['https://www.immohorizon.be/api/media/file/house.jpg'] })
  })

  it('keeps an absolute image URL and drops missing sizes', () => {
    const meta = pageMetadata({ ...base, image: { url: 'https://cdn.example.be/a.jpg', width: null, height: null, alt: null } })
    expect(meta.openGraph?.images).toEqual([{ url: 'https://cdn.example.be/a.jpg', width: undefined, height: undefined, alt: undefined }])
  })

  it('uses the small Twitter card without an image', () => {
    for (const image of [null, undefined, { url: '' }]) {
      const meta = pageMetadata({ ...base, image })
      expect(meta.twitter).toMatchObject({ card: 'summary' })
      expect(meta.openGraph?.images).toBeUndefined()
    }
  })

  it('says noindex only when asked', () => {
    expect(pageMetadata(base).robots).toBeUndefined()
    expect(pageMetadata({ ...base, noindex: true }).robots).toEqual({ index: false, follow: true })
  })

  it('passes the Open Graph type', () => {
    expect(pageMetadata({ ...base, type: 'article' }).openGraph).toMatchObject({ type: 'article' })
  })
})

describe('absoluteUrl', () => {
  it('puts paths on the site origin and keeps absolute URLs', () => {
    expect(absoluteUrl('https://a.be', '/nl/')).toBe('https://a.be/nl/')
    expect(absoluteUrl('https://a.be//', 'media/x.jpg')).toBe('https://a.be/media/x.jpg')
    expect(absoluteUrl('https://a.be', 'HTTP://b.be/x')).toBe('HTTP://b.be/x')
    expect(absoluteUrl('https://a.be', '//cdn.be/x.jpg')).toBe('https://cdn.be/x.jpg')
    expect(absoluteUrl('http://localhost:3000', '//cdn.be/x.jpg')).toBe('http://cdn.be/x.jpg')
  })
})
