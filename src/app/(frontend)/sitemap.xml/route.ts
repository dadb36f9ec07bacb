import { sitemapDocument } from '@/lib/seo/sitemapSource'

/**
 * /sitemap.xml: every public page and property with its language alternates, or the index of the split
 * files of sitemap.ts once there are more than 45,000 URLs (Next's generateSitemaps serves those files
 * under /sitemap/{id}.xml only). Dynamic, with tag-cached reads (see sitemapSource.ts).
 */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  return new Response(await sitemapDocument(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  })
}
