import type { Metadata } from 'next'

import { type Locale, locales } from '@/i18n/locales'
import { ELLIPSIS, cleanDescription } from '@/lib/domain/text'

/** Open Graph locale of each language (the site is Belgian; English is British, German is Germany's). */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_DE' }

/** Longest meta description, the ellipsis of a cut one included (what search results show). */
export const META_DESCRIPTION_LIMIT = 160

export type MetaImage = { url: string; width?: number | null; height?: number | null; alt?: string | null }

export type PageMetadataInput = {
  locale: Locale
  /** The page's own path ('/nl/te-koop/'): its canonical URL. */
  path: string
  /** The same page per enabled language (pageAlternates); languages without a path are left out. */
  alternates: Partial<Record<Locale, string>>
  defaultLocale: Locale
  /** The full title as shown, composed by the caller ('Te koop | Agency'). */
  title: string
  description?: string | null
  image?: MetaImage | null
  siteName: string
  siteUrl: string
  type?: 'website' | 'article'
  noindex?: boolean
}

/** A site URL without trailing slashes ('https://agency.be'). */
export const trimSiteUrl = (siteUrl: string): string => siteUrl.trim().replace(/\/+$/, '')

/** An absolute URL: http(s) URLs stay as they are, paths are put on the site's origin. */
export const absoluteUrl = (siteUrl: string, pathOrUrl: string): string => {
  const base = trimSiteUrl(siteUrl)
  const value = pathOrUrl.trim()
  if (/^https?:\/\//i.test(value)) return value
  if (value.startsWith('//')) return `${/^https:/i.test(base) ? 'https' : 'http'}:${value}`
  return `${base}${value.startsWith('/') ? '' : '/'}${value}`
}

/** Plain text of at most META_DESCRIPTION_LIMIT characters, cut at a word and ended with '…'; null when empty. */
export const metaDescription = (text: string | null | undefined): string | null => {
  const full = cleanDescription(text, { limit: Infinity })
  if (full.length <= META_DESCRIPTION_LIMIT) return full || null
  return cleanDescription(text, { limit: META_DESCRIPTION_LIMIT - ELLIPSIS.length, ellipsis: true })
}

/** The hreflang map: every given language (the current one included) plus x-default, as absolute URLs. */
export const hreflangAlternates = (input: Pick<PageMetadataInput, 'locale' | 'path' | 'alternates' | 'defaultLocale' | 'siteUrl'>) => {
  const paths: Partial<Record<Locale, string>> = { ...input.alternates, [input.locale]: input.path }
  const languages: Partial<Record<Locale | 'x-default', string>> = {}
  for (const locale of locales) {
    const path = paths[locale]
    if (path) languages[locale] = absoluteUrl(input.siteUrl, path)
  }
  languages['x-default'] = absoluteUrl(input.siteUrl, input.alternates[input.defaultLocale] ?? input.path)
  return languages
}

/** Everything a page puts in its head for search engines and link previews (title, canonical, hreflang, OG, Twitter). */
export const pageMetadata = (input: PageMetadataInput): Metadata => {
  const canonical = absoluteUrl(input.siteUrl, input.path)
  const languages = hreflangAlternates(input)
  const description = metaDescription(input.description) ?? undefined
  const image = input.image?.url ? { ...input.image, url: absoluteUrl(input.siteUrl, input.image.url) } : null
  const alternateLocale = locales.filter((l) => l !== input.locale && languages[l]).map((l) => OG_LOCALES[l])
  return {
    title: input.title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: input.type ?? 'website',
      url: canonical,
      title: input.title,
      description,
      siteName: input.siteName,
      locale: OG_LOCALES[input.locale],
      alternateLocale,
      images: image
        ? [{ url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt || undefined }]
        : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: input.title,
      description,
      images: image ? [image.url] : undefined,
    },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  }
}
