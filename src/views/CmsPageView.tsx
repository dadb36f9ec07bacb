import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import type React from 'react'

import { RenderModules } from '@/blocks/RenderModules'
import { HomeBanner, PageBanner } from '@/components/layout/Banner'
import { PageShell } from '@/components/layout/PageShell'
import { OwnerLogin } from '@/components/owner/OwnerLoginLoader.client'
import { OWNER_LOGIN_TEXTS } from '@/components/owner/texts'
import { ProjectList } from '@/components/project/ProjectList'
import { SearchBox } from '@/components/search/SearchBox'
import { ShortlistSection } from '@/components/shortlist/ShortlistSection'
import { searchBoxOptions } from '@/components/search/searchBoxOptions'
import { pick, type Translate, translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { parseSearchParams } from '@/lib/domain/searchQuery'
import { getProjects } from '@/lib/payload/listingQueries'
import { getDictionary, getHeader, getLanguageSettings, getPage, getSiteSettings } from '@/lib/payload/queries'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { pageAlternates, pagePath, pathForKey } from '@/lib/routing/paths'
import { pageMetadata } from '@/lib/seo/metadata'
import { NOINDEX_PAGE_KEYS } from '@/lib/seo/sitemapEntries'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import type { Page } from '@/payload-types'

type LayoutProps = {
  page: Page
  route: PageRoute
  locale: Locale
  enabled: Locale[]
  pages: PageRoute[]
  t: Translate
  /** Search results: shown after the page's modules, in place of its property lists. */
  results?: React.ReactNode
  /** The path of this view when it differs from the page's (a filtered results page). */
  currentPath?: string
  /** Appended to each language's path (a results page's query). */
  alternateSuffix?: string
  extra?: React.ReactNode
}

const ancestors = (page: PageRoute, pages: PageRoute[]): PageRoute[] => {
  const chain: PageRoute[] = []
  let parent = pages.find((p) => p.id === page.parent)
  while (parent && chain.length < 6) {
    chain.unshift(parent)
    const next: number | null = parent.parent
    parent = pages.find((p) => p.id === next)
  }
  return chain
}

/**
 * A CMS page: the home banner (with the search box) or the page banner with its breadcrumb, then its
 * modules. The results, owner portal and preview views are this page with something added.
 */
export const CmsPageLayout = async ({ page, route, locale, enabled, pages, t, results, currentPath, alternateSuffix = '', extra }: LayoutProps) => {
  const path = pagePath(route, locale, pages) ?? `/${locale}/`
  const isHome = page.key === 'home'
  let banner: React.ReactNode
  if (isHome) {
    const empty = parseSearchParams('sale', null)
    const [header, options] = await Promise.all([getHeader(locale), searchBoxOptions(locale, empty)])
    banner = header.banner ? (
      <HomeBanner banner={header.banner}>
        {header.banner.showSearchBox !== false && (
          <SearchBox t={t} locale={locale} hrefs={{ sale: pathForKey(pages, 'for-sale', locale), rent: pathForKey(pages, 'for-rent', locale) }} filters={empty} options={options} />
        )}
      </HomeBanner>
    ) : null
  } else if (page.showPageBanner !== false) {
    const crumbs = [
      { title: t('HOME'), href: `/${locale}/` },
      ...[...ancestors(route, pages), route].map((p) => ({ title: p.title[locale] ?? page.title, href: pagePath(p, locale, pages) ?? path })),
    ]
    banner = <PageBanner title={page.bannerTitle || page.title} description={page.bannerDescription} crumbs={crumbs} showBreadcrumb={page.showBreadCrumb !== false} label={t('BREADCRUMB')} />
  } else {
    banner = <h1 className="visually-hidden">{page.title}</h1>
  }
  return (
    <PageShell locale={locale} alternates={pageAlternates(route, pages, enabled, alternateSuffix)} currentPath={currentPath ?? path} home={isHome} banner={banner}>
      <RenderModules modules={results ? page.modules?.filter((m) => m.blockType !== 'property-list') : page.modules} ctx={{ locale, t, pages }} />
      {results}
      {extra}
    </PageShell>
  )
}

/** A published CMS page of the request's language, known by its route. */
export type CmsPageRequest = { locale: Locale; enabled: Locale[]; pages: PageRoute[]; route: PageRoute }

/** The head of a CMS page: its SEO fields, or its title; the pages of NOINDEX_PAGE_KEYS (owners', a visitor's own shortlist) stay out of search engines. */
export const cmsPageMetadata = async ({ locale, enabled, pages, route }: CmsPageRequest): Promise<Metadata> => {
  const [settings, languages, page] = await Promise.all([getSiteSettings(locale), getLanguageSettings(), getPage(route.id, locale)])
  const siteName = settings.agency?.name ?? ''
  const image = typeof page?.meta?.image === 'object' && page.meta.image?.url ? page.meta.image : null
  return pageMetadata({
    locale,
    defaultLocale: languages.defaultLocale,
    siteName,
    siteUrl: getSiteUrl(),
    path: pagePath(route, locale, pages) ?? `/${locale}/`,
    alternates: pageAlternates(route, pages, enabled),
    title: page?.meta?.title || `${page?.title ?? ''} | ${siteName}`,
    description: page?.meta?.description,
    image: image ? { url: image.url ?? '', width: image.width, height: image.height, alt: image.alt } : null,
    noindex: route.key !== null && NOINDEX_PAGE_KEYS.includes(route.key),
  })
}

/**
 * A CMS page with what its role adds: the projects page lists the projects, the login page holds the
 * owners' sign-in, the shortlist page the visitor's kept listings.
 */
export const CmsPageView = async ({ locale, enabled, pages, route }: CmsPageRequest) => {
  const t = translator(await getDictionary(locale))
  const page = await getPage(route.id, locale)
  if (!page) notFound()
  if (page.redirectUrl) redirect(page.redirectUrl)
  const extra =
    route.key === 'projects' ? (
      <ProjectList projects={await getProjects(locale)} pages={pages} locale={locale} t={t} />
    ) : route.key === 'login' ? (
      <div className="container">
        <OwnerLogin locale={locale} texts={pick(t, OWNER_LOGIN_TEXTS)} />
      </div>
    ) : route.key === 'shortlist' ? (
      <ShortlistSection locale={locale} t={t} pages={pages} pricePerKwh={(await getSiteSettings(locale)).energy?.pricePerKwh} />
    ) : null
  return <CmsPageLayout page={page} route={route} locale={locale} enabled={enabled} pages={pages} t={t} extra={extra} />
}
