import type { MetadataRoute } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'

import { sitemapFile, sitemapIds } from '@/lib/seo/sitemapSource'

/**
 * /sitemap/{id}.xml: the sitemap split in files of at most 45,000 URLs (0: the pages, 1 and up: the
 * properties). /sitemap.xml (sitemap.xml/route.ts) lists every URL itself while they fit in one file and
 * is the index of these files beyond. Cache: the route is dynamic (the build reads no database; the origin is SITE_URL);
 * its reads are cached with unstable_cache under the pages, properties, cities and site-settings tags,
 * which the collections' hooks expire when staff save.
 */
export const dynamic = 'force-dynamic'

export async function generateSitemaps(): Promise<{ id: number }[]> {
  // Next lists the ids at build time too, when there is no database to read: each request checks them.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return []
  return (await sitemapIds()).map((id) => ({ id }))
}

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapFile(Number(await props.id))
}
