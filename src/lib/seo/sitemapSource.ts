import 'server-only'

import { perLocale } from '@/lib/routing/pageRoute'
import { payloadClient } from '@/lib/payload/client'
import { CACHE_SECONDS, getLanguageSettings, getPageRoutes, taggedCache } from '@/lib/payload/queries'
import { TAGS } from '@/lib/payload/tags'

import { getSiteUrl } from './siteUrl'
import {
  PROPERTY_BATCH_SIZE,
  type SitemapEntry,
  type SitemapProperty,
  type SitemapSite,
  batchesOfSitemap,
  pageSitemapEntries,
  planSitemaps,
  propertySitemapEntries,
} from './sitemapEntries'
import { sitemapIndexXml, urlsetXml } from './sitemapXml'

/**
 * The data behind /sitemap.xml and /sitemap/{id}.xml. Caching: every read is wrapped in unstable_cache (taggedCache)
 * under the tags of what it reads (pages, properties + cities, site-settings through getLanguageSettings),
 * which the collections' hooks expire on save; the routes themselves stay dynamic, because the build must
 * not read the database; the origin is SITE_URL. Properties are read in batches of
 * PROPERTY_BATCH_SIZE (one cache entry each), so 100,000 of them never load at once.
 */

const countProperties = taggedCache(
  async (): Promise<number> => (await (await payloadClient()).count({ collection: 'properties', overrideAccess: false })).totalDocs,
  ['sitemap-property-count'],
  { tags: [TAGS.properties], revalidate: CACHE_SECONDS },
)

/** Batch `batch` (1-based, by id) of published properties: only what their URLs need, all languages. */
const readPropertyBatch = taggedCache(
  async (batch: number): Promise<SitemapProperty[]> => {
    const { docs } = await (await payloadClient()).find({
      collection: 'properties',
      locale: 'all',
      depth: 1,
      overrideAccess: false,
      pagination: false,
      limit: PROPERTY_BATCH_SIZE,
      page: batch,
      sort: 'id',
      select: { goal: true, slug: true, city: true, updatedAt: true },
      populate: { cities: { slug: true } },
    })
    return docs.map((doc) => ({
      id: doc.id,
      goal: doc.goal,
      slug: perLocale(doc.slug as Parameters<typeof perLocale>[0]),
      citySlug: typeof doc.city === 'object' && doc.city ? perLocale(doc.city.slug as Parameters<typeof perLocale>[0]) : {},
      updatedAt: doc.updatedAt ?? null,
    }))
  },
  ['sitemap-properties'],
  { tags: [TAGS.properties, TAGS.cities], revalidate: CACHE_SECONDS },
)

/** When each published page last changed (getPageRoutes has no dates). */
const readPageDates = taggedCache(
  async (): Promise<Record<number, string>> => {
    const { docs } = await (await payloadClient()).find({
      collection: 'pages',
      depth: 0,
      overrideAccess: false,
      pagination: false,
      select: { updatedAt: true },
    })
    return Object.fromEntries(docs.map((doc) => [doc.id, doc.updatedAt]))
  },
  ['sitemap-page-dates'],
  { tags: [TAGS.pages], revalidate: CACHE_SECONDS },
)

const readSite = async (): Promise<SitemapSite> => {
  const [pages, languages] = await Promise.all([getPageRoutes(), getLanguageSettings()])
  const siteUrl = getSiteUrl()
  return { siteUrl, pages, enabled: languages.enabled, defaultLocale: languages.defaultLocale }
}

const readPlan = async (site: SitemapSite) =>
  planSitemaps({ pageUrls: pageSitemapEntries(site).length, propertyCount: await countProperties(), localeCount: site.enabled.length })

const propertyEntries = async (batches: readonly number[], site: SitemapSite): Promise<SitemapEntry[]> => {
  const out: SitemapEntry[] = []
  for (const batch of batches) {
    for (const entry of propertySitemapEntries(await readPropertyBatch(batch), site)) out.push(entry)
  }
  return out
}

/** The ids of the split sitemap files: 0 for the pages, then one per group of properties. */
export const sitemapIds = async (): Promise<number[]> => (await readPlan(await readSite())).ids

/** The entries of /sitemap/{id}.xml; empty for an id the plan does not have. */
export const sitemapFile = async (id: number): Promise<SitemapEntry[]> => {
  const site = await readSite()
  if (id === 0) return pageSitemapEntries(site, await readPageDates())
  const plan = await readPlan(site)
  return plan.ids.includes(id) ? propertyEntries(batchesOfSitemap(id, plan), site) : []
}

/** /sitemap.xml: every URL while they fit in one file, otherwise the index of the split files. */
export const sitemapDocument = async (): Promise<string> => {
  const site = await readSite()
  const plan = await readPlan(site)
  if (!plan.single) return sitemapIndexXml(plan.ids.map((id) => `${site.siteUrl}/sitemap/${id}.xml`))
  const batches = Array.from({ length: plan.propertyBatches }, (_, i) => i + 1)
  return urlsetXml([...pageSitemapEntries(site, await readPageDates()), ...(await propertyEntries(batches, site))])
}
