import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { PageBanner } from '@/components/layout/Banner'
import { PageShell } from '@/components/layout/PageShell'
import { translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { type PageRoute, pageByKey, pagePath, projectPath } from '@/i18n/routing'
import { cleanDescription } from '@/lib/domain/text'
import { getPropertyDetail, getSimilarProperties } from '@/lib/payload/listingQueries'
import { populated } from '@/lib/payload/populated'
import { propertyUrl } from '@/lib/payload/propertyUrl'
import { getDictionary, getLanguageSettings, getSiteSettings } from '@/lib/payload/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import type { Media, Property } from '@/payload-types'

import { PrintView } from './PrintView'
import { PropertyDetail } from './PropertyDetail'

type ListingRequest = { locale: Locale; enabled: Locale[]; pages: readonly PageRoute[]; id: number; print: boolean; path: string }

/** The listing in every enabled language's canonical path. */
const alternatesOf = async (id: number, pages: readonly PageRoute[], enabled: readonly Locale[], suffix: string) => {
  const out: Partial<Record<Locale, string>> = {}
  for (const locale of enabled) {
    const doc = await getPropertyDetail(id, locale)
    if (doc) out[locale] = `${propertyUrl(pages, locale, doc)}${suffix}`
  }
  return out
}

/**
 * The listing of a request, or a 404 when it is missing or not published; a path that is not its
 * canonical one redirects (308). The proxy answers both before the page when its table is loaded.
 */
const load = async ({ locale, pages, id, print, path }: ListingRequest): Promise<{ property: Property; canonical: string }> => {
  const property = await getPropertyDetail(id, locale)
  if (!property) notFound()
  const canonical = propertyUrl(pages, locale, property)
  const wanted = print ? `${canonical}print/` : canonical
  if (wanted !== path) permanentRedirect(wanted)
  return { property, canonical }
}

export const listingMetadata = async (request: ListingRequest): Promise<Metadata> => {
  const { property, canonical } = await load(request)
  const [settings, languages] = await Promise.all([getSiteSettings(request.locale), getLanguageSettings()])
  const photo = populated<Media>(property.photos?.[0])
  const siteName = settings.agency?.name ?? ''
  return pageMetadata({
    locale: request.locale,
    defaultLocale: languages.defaultLocale,
    siteName,
    siteUrl: getSiteUrl(),
    path: canonical,
    alternates: await alternatesOf(property.id, request.pages, request.enabled, ''),
    title: `${property.name} | ${siteName}`,
    description: cleanDescription(property.description, { limit: 160, ellipsis: true }),
    image: photo?.url ? { url: photo.sizes?.w1360?.url || photo.url, width: photo.sizes?.w1360?.width ?? photo.width, height: photo.sizes?.w1360?.height ?? photo.height, alt: photo.alt } : null,
    noindex: request.print,
  })
}

/** A listing's page (or its print view) with the site's header, banner and footer. */
export const ListingPage = async (request: ListingRequest) => {
  const { locale, enabled, pages, print } = request
  const { property, canonical } = await load(request)
  const [dictionary, settings] = await Promise.all([getDictionary(locale), getSiteSettings(locale)])
  const t = translator(dictionary)
  const siteUrl = getSiteUrl()
  if (print) return <PrintView property={property} locale={locale} t={t} settings={settings} siteUrl={siteUrl} path={canonical} />

  const city = populated(property.city)
  const type = populated(property.type)
  const candidates =
    city?.zip && type ? await getSimilarProperties(locale, { id: property.id, goal: property.goal, typeId: type.id, zip: city.zip, price: property.publishPrice ? (property.price ?? null) : null }) : []
  const similar = candidates.map((card) => ({ property: card, href: propertyUrl(pages, locale, card) }))
  const project = populated(property.project)
  const goalPage = pageByKey(pages, property.goal === 'sale' ? 'for-sale' : 'for-rent')
  const goalPath = goalPage && pagePath(goalPage, locale, pages)
  const crumbs = [{ title: t('HOME'), href: `/${locale}/` }, ...(goalPage && goalPath ? [{ title: goalPage.title[locale] ?? t(property.goal === 'sale' ? 'FOR_SALE' : 'FOR_RENT'), href: goalPath }] : []), { title: property.name, href: canonical }]
  return (
    <PageShell
      locale={locale}
      alternates={await alternatesOf(property.id, pages, enabled, '')}
      currentPath={goalPath ?? canonical}
      banner={<PageBanner title={property.name} crumbs={crumbs} showBreadcrumb label={t('BREADCRUMB')} />}
    >
      <PropertyDetail
        property={property}
        locale={locale}
        t={t}
        settings={settings}
        siteUrl={siteUrl}
        path={canonical}
        similar={similar}
        projectHref={project ? projectPath(pages, locale, project) : null}
      />
    </PageShell>
  )
}
