import type { Metadata } from 'next'

import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { cleanDescription } from '@/lib/domain/text'
import { populated } from '@/lib/payload/populated'
import { getLanguageSettings, getSiteSettings } from '@/lib/payload/queries'
import type { PageKey } from '@/lib/routing/pageKeys'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { pageByKey, pagePath } from '@/lib/routing/paths'
import { pageMetadata } from '@/lib/seo/metadata'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import type { Media } from '@/payload-types'

/** What the pages of one listing or project share: the request's language, languages and page tree. */
export type DetailRequest = { locale: Locale; enabled: Locale[]; pages: readonly PageRoute[] }

/** A document's path in every enabled language where `pathIn` finds it (hreflang and the language switcher). */
export const detailAlternates = async (enabled: readonly Locale[], pathIn: (locale: Locale) => Promise<string | null>) => {
  const out: Partial<Record<Locale, string>> = {}
  for (const locale of enabled) {
    const path = await pathIn(locale)
    if (path) out[locale] = path
  }
  return out
}

/** The head of a listing's or project's page: its name, description, first photo and language versions. */
export const detailMetadata = async (
  request: DetailRequest,
  doc: { name: string; description?: string | null; photos?: (number | Media)[] | null },
  canonical: string,
  alternates: Partial<Record<Locale, string>>,
  noindex = false,
): Promise<Metadata> => {
  const [settings, languages] = await Promise.all([getSiteSettings(request.locale), getLanguageSettings()])
  const photo = populated<Media>(doc.photos?.[0])
  const large = photo?.sizes?.w1360
  const siteName = settings.agency?.name ?? ''
  return pageMetadata({
    locale: request.locale,
    defaultLocale: languages.defaultLocale,
    siteName,
    siteUrl: getSiteUrl(),
    path: canonical,
    alternates,
    title: `${doc.name} | ${siteName}`,
    description: cleanDescription(doc.description, { limit: 160, ellipsis: true }),
    image: photo?.url ? { url: large?.url || photo.url, width: large?.width ?? photo.width, height: large?.height ?? photo.height, alt: photo.alt } : null,
    noindex,
  })
}

/** The breadcrumb home → the parent page (for-sale, for-rent, projects) → the document, and the parent's path. */
export const detailCrumbs = (request: DetailRequest, t: Translate, parent: PageKey, fallback: string, doc: { name: string; href: string }) => {
  const { locale, pages } = request
  const page = pageByKey(pages, parent)
  const path = page ? pagePath(page, locale, pages) : null
  const crumbs = [{ title: t('HOME'), href: `/${locale}/` }, ...(page && path ? [{ title: page.title[locale] ?? t(fallback), href: path }] : []), { title: doc.name, href: doc.href }]
  return { crumbs, parentPath: path }
}
