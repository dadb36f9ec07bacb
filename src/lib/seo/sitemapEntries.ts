import type { MetadataRoute } from 'next'

import { type Locale, defaultLocale as contentFallbackLocale } from '@/i18n/locales'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { pageAlternates, propertyPath } from '@/lib/routing/paths'
import type { PageKey } from '@/lib/routing/pageKeys'

import { absoluteUrl } from './metadata'

export type SitemapEntry = MetadataRoute.Sitemap[number]

/** What every entry depends on: the origin, the shown languages and the published pages. */
export type SitemapSite = { siteUrl: string; enabled: readonly Locale[]; defaultLocale: Locale; pages: readonly PageRoute[] }

/** A published property as the sitemap reads it: slugs per language (missing ones fall back like Payload's). */
export type SitemapProperty = {
  id: number
  goal: 'sale' | 'rent'
  slug: Partial<Record<Locale, string>>
  citySlug: Partial<Record<Locale, string>>
  updatedAt?: string | null
}

/**
 * Pages kept out of search results, with everything under them: thank-you pages, the owner area, and the
 * shortlist page, which shows each visitor only what their own browser keeps.
 */
export const NOINDEX_PAGE_KEYS: readonly PageKey[] = ['thank-you', 'login', 'owner', 'shortlist']

/** Whether a page belongs in the sitemap: neither it nor a parent is one of NOINDEX_PAGE_KEYS. */
export const isIndexablePage = (page: PageRoute, pages: readonly PageRoute[]): boolean => {
  let current: PageRoute | undefined = page
  for (let depth = 0; current && depth < 8; depth++) {
    if (current.key && NOINDEX_PAGE_KEYS.includes(current.key)) return false
    const parent: number | null = current.parent
    current = parent === null ? undefined : pages.find((p) => p.id === parent)
  }
  return true
}

/**
 * One entry per language of the same content, each listing the whole group (itself included, as
 * hreflang must be reciprocal) plus x-default: the default language's URL, else the first one.
 */
export const alternateEntries = (
  paths: Partial<Record<Locale, string>>,
  site: SitemapSite,
  lastModified?: string | null,
): SitemapEntry[] => {
  const shown = site.enabled.filter((locale) => paths[locale])
  if (!shown.length) return []
  const urls = Object.fromEntries(shown.map((locale) => [locale, absoluteUrl(site.siteUrl, paths[locale]!)])) as Record<Locale, string>
  const languages = { ...urls, 'x-default': urls[site.defaultLocale] ?? urls[shown[0]] }
  return shown.map((locale) => ({
    url: urls[locale],
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages },
  }))
}

/** Every indexable published page in every enabled language where it has a path. */
export const pageSitemapEntries = (site: SitemapSite, updatedAt: Readonly<Record<number, string | null | undefined>> = {}): SitemapEntry[] =>
  site.pages
    .filter((page) => isIndexablePage(page, site.pages))
    .flatMap((page) => alternateEntries(pageAlternates(page, site.pages, site.enabled), site, updatedAt[page.id]))

const inLocale = (value: Partial<Record<Locale, string>>, locale: Locale): string | undefined =>
  value[locale] || value[contentFallbackLocale] || undefined

/** A property's canonical path per enabled language; a language without its for-sale/for-rent page is left out. */
export const propertyPaths = (property: SitemapProperty, site: SitemapSite): Partial<Record<Locale, string>> => {
  const out: Partial<Record<Locale, string>> = {}
  for (const locale of site.enabled) {
    const slug = inLocale(property.slug, locale)
    const citySlug = inLocale(property.citySlug, locale)
    const path = slug && citySlug ? propertyPath(site.pages, locale, { id: property.id, goal: property.goal, slug, citySlug }) : null
    if (path) out[locale] = path
  }
  return out
}

export const propertySitemapEntries = (properties: readonly SitemapProperty[], site: SitemapSite): SitemapEntry[] =>
  properties.flatMap((property) => alternateEntries(propertyPaths(property, site), site, property.updatedAt))

/** Most URLs in one sitemap file: under Google's 50,000, leaving room for the pages. */
export const SITEMAP_URL_LIMIT = 45_000
/** Properties read from the database at once. */
export const PROPERTY_BATCH_SIZE = 1000

/**
 * How the sitemap is split. Sitemap 0 lists the pages, sitemap n ≥ 1 the properties of batches
 * `batchesOfSitemap(n, plan)` (`propertyBatches` batches in all). `single` says everything fits in one file: then
 * /sitemap.xml lists it all, else /sitemap.xml is an index of the files.
 */
export type SitemapPlan = { single: boolean; ids: number[]; batchesPerSitemap: number; propertyBatches: number }

export const planSitemaps = (input: { pageUrls: number; propertyCount: number; localeCount: number }): SitemapPlan => {
  const locales = Math.max(1, input.localeCount)
  const count = Math.max(0, input.propertyCount)
  const batchesPerSitemap = Math.max(1, Math.floor(SITEMAP_URL_LIMIT / locales / PROPERTY_BATCH_SIZE))
  const propertyBatches = Math.ceil(count / PROPERTY_BATCH_SIZE)
  return {
    single: input.pageUrls + count * locales <= SITEMAP_URL_LIMIT,
    ids: Array.from({ length: Math.ceil(propertyBatches / batchesPerSitemap) + 1 }, (_, i) => i),
    batchesPerSitemap,
    propertyBatches,
  }
}

/** The 1-based property batches (pages of PROPERTY_BATCH_SIZE, by id) that sitemap `id` lists; none for 0. */
export const batchesOfSitemap = (id: number, plan: Pick<SitemapPlan, 'batchesPerSitemap' | 'propertyBatches'>): number[] => {
  if (!Number.isInteger(id) || id < 1) return []
  const first = (id - 1) * plan.batchesPerSitemap + 1
  const last = Math.min(id * plan.batchesPerSitemap, plan.propertyBatches)
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i)
}
