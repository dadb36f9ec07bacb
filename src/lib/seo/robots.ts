import type { MetadataRoute } from 'next'

import type { Locale } from '@/i18n/locales'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { pageByKey, pagePath } from '@/lib/routing/paths'

import { trimSiteUrl } from './metadata'

/** Uploaded images live under /api but are public: crawlers may fetch them (longest rule wins). */
export const PUBLIC_MEDIA_PATH = '/api/media/file/'

/**
 * robots.txt: everything public may be crawled; the admin, the API, the owner portal in every enabled
 * language (its path comes from the `owner` page) and preview paths may not. Points to the sitemap.
 */
export const robotsFile = (input: { siteUrl: string; pages: readonly PageRoute[]; enabled: readonly Locale[] }): MetadataRoute.Robots => {
  const owner = pageByKey(input.pages, 'owner')
  const ownerPaths = owner
    ? input.enabled.map((locale) => pagePath(owner, locale, input.pages)).filter((path): path is string => path !== null)
    : []
  return {
    rules: [
      {
        userAgent: '*',
        allow: ['/', PUBLIC_MEDIA_PATH],
        disallow: ['/admin', '/api/', ...new Set(ownerPaths), '/preview', '/*/preview'],
      },
    ],
    sitemap: `${trimSiteUrl(input.siteUrl)}/sitemap.xml`,
  }
}
