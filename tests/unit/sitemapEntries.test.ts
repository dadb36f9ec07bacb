import { describe, expect, it } from 'vitest'

import { escapeXml } from '@/lib/html/escape'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { robotsFile } from '@/lib/seo/robots'
import {
  PROPERTY_BATCH_SIZE,
  SITEMAP_URL_LIMIT,
  type SitemapSite,
  batchesOfSitemap,
  isIndexablePage,
  pageSitemapEntries,
  planSitemaps,
  propertyPaths,
  propertySitemapEntries,
} from '@/lib/seo/sitemapEntries'
import { sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemapXml'

const page = (id: number, key: PageRoute['key'], slug: PageRoute['slug'], parent: number | null = null): PageRoute => ({ id, key, parent, slug, title: {} })

const pages: PageRoute[] = [
  page(1, 'home', { nl: 'home', fr: 'accueil', en: 'home' }),
  page(2, 'for-sale', { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' }),
  page(3, 'for-rent', { nl: 'te-huur', fr: 'a-louer', en: 'for-rent' }),
  page(4, 'office', { nl: 'over-ons', fr: 'agence' }),
  page(5, null, { nl: 'team', fr: 'equipe', en: 'team' }, 4),
  page(6, 'thank-you', { nl: 'bedankt', fr: 'merci', en: 'thank-you' }),
  page(7, 'login', { nl: 'login', fr: 'login', en: 'login' }),
  page(8, 'owner', { nl: 'eigenaar', fr: 'proprietaire', en: 'owner' }),
  page(9, null, { nl: 'documenten', fr: 'documents', en: 'documents' }, 8),
]

const site: SitemapSite = { siteUrl: 'https://agency.be', enabled: ['nl', 'fr', 'en'], defaultLocale: 'nl', pages }
const house = {
  id: 12,
  goal: 'sale' as const,
  slug: { nl: 'ruime-woning', fr: 'maison-spacieuse', en: 'spacious-house' },
  citySlug: { nl: 'gent', fr: 'gand', en: 'ghent' },
  updatedAt: '2026-11-19T17:40:58.111Z',
}

describe('pageSitemapEntries', () => {
  it('lists each page in every enabled language with reciprocal alternates and x-default', () => {
    const entries = pageSitemapEntries(site, { 2: '2026-11-22T03:17:10.500Z' })
    const forSale = entries.find((e) => e.url === 'https://agency.be/nl/te-koop/')
    expect(forSale).toEqual({
      url: 'https://agency.be/nl/te-koop/',
      lastModified: '2026-11-22T03:17:10.500Z',
      alternates: {
        languages: {
          nl: 'https://agency.be/nl/te-koop/',
          fr: 'https://agency.be/fr/a-vendre/',
          en: 'https://agency.be/en/for-sale/',
          'x-default': 'https://agency.be/nl/te-koop/',
        },
      },
    })
    expect(entries.find((e) => e.url === 'https://agency.be/fr/a-vendre/')?.alternates).toEqual(forSale?.alternates)
    expect(entries.map((e) => e.url)).toContain('https://agency.be/nl/')
    expect(entries.map((e) => e.url)).toContain('https://agency.be/fr/agence/equipe/')
  })

  it('leaves out disabled languages and languages without a slug', () => {
    const urls = pageSitemapEntries(site).map((e) => e.url)
    expect(urls.some((u) => u.includes('/de/'))).toBe(false)
    expect(urls).not.toContain('https://agency.be/en/office/')
    expect(urls.filter((u) => u.includes('/team/'))).toEqual(['https://agency.be/nl/over-ons/team/'])
    const withGerman = pageSitemapEntries({ ...site, enabled: ['nl', 'de'] }).map((e) => e.url)
    // The home page is the language's root, with or without a slug.
    expect(withGerman).toEqual(['https://agency.be/nl/', 'https://agency.be/de/', 'https://agency.be/nl/te-koop/', 'https://agency.be/de/zu-verkaufen/', 'https://agency.be/nl/te-huur/', 'https://agency.be/nl/over-ons/', 'https://agency.be/nl/over-ons/team/'])
  })

  it('leaves out thank-you, login and the owner area with its sub-pages', () => {
    const urls = pageSitemapEntries(site).map((e) => e.url).join(' ')
    for (const hidden of ['bedankt', 'merci', 'login', 'eigenaar', 'proprietaire', '/owner/', 'documenten']) expect(urls).not.toContain(hidden)
    expect(isIndexablePage(pages[8], pages)).toBe(false)
    expect(isIndexablePage(pages[4], pages)).toBe(true)
  })

  it('points x-default at the first language when the default one has no page', () => {
    const entries = pageSitemapEntries({ ...site, pages: [page(20, null, { fr: 'actualites', en: 'news' })] })
    expect(entries.map((e) => e.alternates?.languages?.['x-default'])).toEqual(['https://agency.be/fr/actualites/', 'https://agency.be/fr/actualites/'])
  })

  it('lists nothing for a page without any enabled language, and no lastModified when unknown', () => {
    expect(pageSitemapEntries({ ...site, pages: [page(21, null, { de: 'nur-deutsch' })] })).toEqual([])
    expect(pageSitemapEntries(site)[0]).not.toHaveProperty('lastModified')
  })
})

describe('propertySitemapEntries', () => {
  it('gives a property its canonical URL per language, the rent page for rentals', () => {
    const entries = propertySitemapEntries([house, { ...house, id: 13, goal: 'rent' }], site)
    expect(entries.map((e) => e.url)).toEqual([
      'https://agency.be/nl/te-koop/gent/ruime-woning/12/',
      'https://agency.be/fr/a-vendre/gand/maison-spacieuse/12/',
      'https://agency.be/en/for-sale/ghent/spacious-house/12/',
      'https://agency.be/nl/te-huur/gent/ruime-woning/13/',
      'https://agency.be/fr/a-louer/gand/maison-spacieuse/13/',
      'https://agency.be/en/for-rent/ghent/spacious-house/13/',
    ])
    expect(entries[1]).toMatchObject({
      lastModified: '2026-11-19T17:40:58.111Z',
      alternates: { languages: { nl: entries[0].url, fr: entries[1].url, en: entries[2].url, 'x-default': entries[0].url } },
    })
  })

  it('falls back to the Dutch slugs like Payload, and skips a language whose listing page is missing', () => {
    const paths = propertyPaths({ ...house, slug: { nl: 'ruime-woning' }, citySlug: { nl: 'gent' } }, { ...site, enabled: ['nl', 'fr', 'de'] })
    expect(paths).toEqual({ nl: '/nl/te-koop/gent/ruime-woning/12/', fr: '/fr/a-vendre/gent/ruime-woning/12/', de: '/de/zu-verkaufen/gent/ruime-woning/12/' })
    expect(propertyPaths({ ...house, goal: 'rent' }, { ...site, enabled: ['nl', 'de'] })).toEqual({ nl: '/nl/te-huur/gent/ruime-woning/12/' })
  })

  it('skips a property without a city or without listing pages', () => {
    expect(propertySitemapEntries([{ ...house, citySlug: {} }], site)).toEqual([])
    expect(propertySitemapEntries([house], { ...site, pages: pages.filter((p) => p.key !== 'for-sale') })).toEqual([])
  })
})

describe('planSitemaps', () => {
  it('keeps everything in one file up to the limit', () => {
    expect(planSitemaps({ pageUrls: 60, propertyCount: 150, localeCount: 3 })).toEqual({ single: true, ids: [0, 1], batchesPerSitemap: 15, propertyBatches: 1 })
    expect(planSitemaps({ pageUrls: 0, propertyCount: 15_000, localeCount: 3 }).single).toBe(true)
    expect(planSitemaps({ pageUrls: 1, propertyCount: 15_000, localeCount: 3 }).single).toBe(false)
    expect(planSitemaps({ pageUrls: 60, propertyCount: 0, localeCount: 3 })).toEqual({ single: true, ids: [0], batchesPerSitemap: 15, propertyBatches: 0 })
  })

  it('splits 100,000 properties in files under the limit', () => {
    const plan = planSitemaps({ pageUrls: 60, propertyCount: 100_000, localeCount: 3 })
    expect(plan).toMatchObject({ single: false, ids: [0, 1, 2, 3, 4, 5, 6, 7], batchesPerSitemap: 15, propertyBatches: 100 })
    expect(batchesOfSitemap(1, plan)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1))
    expect(batchesOfSitemap(7, plan)).toEqual([91, 92, 93, 94, 95, 96, 97, 98, 99, 100])
    const covered = plan.ids.flatMap((id) => batchesOfSitemap(id, plan))
    expect(covered).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    for (const id of plan.ids) expect(batchesOfSitemap(id, plan).length * PROPERTY_BATCH_SIZE * 3).toBeLessThanOrEqual(SITEMAP_URL_LIMIT)
  })

  it('sizes the files by the number of languages', () => {
    expect(planSitemaps({ pageUrls: 0, propertyCount: 100_000, localeCount: 4 }).batchesPerSitemap).toBe(11)
    expect(planSitemaps({ pageUrls: 0, propertyCount: 100_000, localeCount: 1 }).batchesPerSitemap).toBe(45)
    expect(planSitemaps({ pageUrls: 0, propertyCount: 100_000, localeCount: 0 }).batchesPerSitemap).toBe(45)
  })

  it('gives no batches for the pages file or an unknown id', () => {
    const plan = planSitemaps({ pageUrls: 60, propertyCount: 100_000, localeCount: 3 })
    for (const id of [0, -1, 1.5, Number.NaN, 8]) expect(batchesOfSitemap(id, plan)).toEqual([])
  })
})

describe('sitemap XML', () => {
  it('writes a urlset with hreflang links and lastmod', () => {
    const xml = urlsetXml(propertySitemapEntries([house], site).slice(0, 1))
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '<url>',
        '<loc>https://agency.be/nl/te-koop/gent/ruime-woning/12/</loc>',
        '<xhtml:link rel="alternate" hreflang="nl" href="https://agency.be/nl/te-koop/gent/ruime-woning/12/" />',
        '<xhtml:link rel="alternate" hreflang="fr" href="https://agency.be/fr/a-vendre/gand/maison-spacieuse/12/" />',
        '<xhtml:link rel="alternate" hreflang="en" href="https://agency.be/en/for-sale/ghent/spacious-house/12/" />',
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://agency.be/nl/te-koop/gent/ruime-woning/12/" />',
        '<lastmod>2026-11-19T17:40:58.111Z</lastmod>',
        '</url>',
        '</urlset>',
        '',
      ].join('\n'),
    )
  })

  it('escapes URLs and drops an unreadable date', () => {
    const xml = urlsetXml([{ url: 'https://a.be/?a=1&b=<2>', lastModified: 'not a date' }])
    expect(xml).toContain('<loc>https://a.be/?a=1&amp;b=&lt;2&gt;</loc>')
    expect(xml).not.toContain('lastmod')
    expect(urlsetXml([{ url: 'https://a.be/', lastModified: new Date('2026-01-02T03:04:05Z') }])).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>')
    expect(escapeXml(`"'`)).toBe('&quot;&apos;')
  })

  it('writes an index of the split files', () => {
    expect(sitemapIndexXml(['https://a.be/sitemap/0.xml', 'https://a.be/sitemap/1.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap>\n<loc>https://a.be/sitemap/0.xml</loc>\n</sitemap>\n<sitemap>\n<loc>https://a.be/sitemap/1.xml</loc>\n</sitemap>\n</sitemapindex>\n',
    )
    expect(urlsetXml([])).toContain('<urlset')
  })
})

describe('robotsFile', () => {
  it('allows the site, keeps crawlers out of the admin, the API, the owner portal and previews, and points to the sitemap', () => {
    expect(robotsFile({ siteUrl: 'https://agency.be/', pages, enabled: ['nl', 'fr', 'en'] })).toEqual({
      rules: [
        {
          userAgent: '*',
          allow: ['/', '/api/media/file/'],
          disallow: ['/admin', '/api/', '/nl/eigenaar/', '/fr/proprietaire/', '/en/owner/', '/preview', '/*/preview'],
        },
      ],
      sitemap: 'https://agency.be/sitemap.xml',
    })
  })

  it('follows the enabled languages and a missing owner page', () => {
    expect(robotsFile({ siteUrl: 'https://agency.be', pages, enabled: ['fr'] }).rules).toMatchObject([{ disallow: ['/admin', '/api/', '/fr/proprietaire/', '/preview', '/*/preview'] }])
    expect(robotsFile({ siteUrl: 'https://agency.be', pages: pages.filter((p) => p.key !== 'owner'), enabled: ['nl'] }).rules).toMatchObject([
      { disallow: ['/admin', '/api/', '/preview', '/*/preview'] },
    ])
  })
})
