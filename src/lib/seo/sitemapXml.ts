import { escapeXml } from '@/lib/html/escape'

import type { SitemapEntry } from './sitemapEntries'

/**
 * The XML of /sitemap.xml, which is a route of its own: a list of URLs while the site is small, an index
 * of the split files (/sitemap/{id}.xml, made by Next from sitemap.ts) once it is not. Same format as Next's.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

const isoDate = (value: string | Date | undefined): string | null => {
  if (value === undefined) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** A <urlset> with hreflang links (xhtml:link) and lastmod. */
export const urlsetXml = (entries: readonly SitemapEntry[]): string => {
  const lines = [`<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`]
  for (const entry of entries) {
    lines.push('<url>', `<loc>${escapeXml(entry.url)}</loc>`)
    for (const [hreflang, href] of Object.entries(entry.alternates?.languages ?? {})) {
      if (href) lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}" />`)
    }
    const lastmod = isoDate(entry.lastModified)
    if (lastmod) lines.push(`<lastmod>${lastmod}</lastmod>`)
    lines.push('</url>')
  }
  lines.push('</urlset>')
  return `${XML_HEAD}${lines.join('\n')}\n`
}

/** A <sitemapindex> of absolute sitemap URLs. */
export const sitemapIndexXml = (urls: readonly string[]): string => {
  const items = urls.map((url) => `<sitemap>\n<loc>${escapeXml(url)}</loc>\n</sitemap>`)
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}${items.length ? '\n' : ''}</sitemapindex>\n`
}
