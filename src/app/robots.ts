import type { MetadataRoute } from 'next'

import { getLanguageSettings, getPageRoutes } from '@/lib/payload/queries'
import { robotsFile } from '@/lib/seo/robots'
import { getSiteUrl } from '@/lib/seo/siteUrl'

/**
 * /robots.txt. It lives at the root of app/ because Next reads robots.ts nowhere else (not in a route
 * group). Dynamic, because the build reads no database; the origin is SITE_URL, and the pages and
 * languages are reads cached under the pages and site-settings tags.
 */
export const dynamic = 'force-dynamic'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const [pages, languages] = await Promise.all([getPageRoutes(), getLanguageSettings()])
  const siteUrl = getSiteUrl()
  return robotsFile({ siteUrl, pages, enabled: languages.enabled })
}
