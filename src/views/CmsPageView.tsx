import type React from 'react'

import { RenderModules } from '@/blocks/RenderModules'
import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { type PageRoute, pageAlternates, pagePath, pathForKey } from '@/i18n/routing'
import { parseSearchParams } from '@/lib/domain/searchQuery'
import { getHeader } from '@/lib/payload/queries'
import type { Page } from '@/payload-types'

import { HomeBanner, PageBanner } from './Banner'
import { PageShell } from './PageShell'
import { SearchBox } from '../search/SearchBox'
import { searchBoxOptions } from '../search/searchBoxOptions'

type Props = {
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

/** A CMS page: the home banner (with the search box) or the page banner with its breadcrumb, then its modules. */
export const CmsPage = async ({ page, route, locale, enabled, pages, t, results, currentPath, alternateSuffix = '', extra }: Props) => {
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
