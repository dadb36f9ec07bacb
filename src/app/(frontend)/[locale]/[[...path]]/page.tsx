import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { RenderModules } from '@/blocks/RenderModules'
import { HomeBanner, PageBanner } from '@/components/layout/Banner'
import { PageShell } from '@/components/layout/PageShell'
import { SearchBox } from '@/components/search/SearchBox'
import { translator } from '@/i18n/dictionary'
import { type PageRoute, pageAlternates, pagePath, pathForKey, resolvePath } from '@/i18n/routing'
import { getDictionary, getHeader, getPage, getPageRoutes, getPropertyTypes, getSiteSettings } from '@/lib/payload/queries'
import { resolveLocale } from '@/lib/routing/locale'

import styles from './page.module.css'

type Params = { params: Promise<{ locale: string; path?: string[] }> }

const resolve = async (params: Params['params']) => {
  const { locale: raw, path = [] } = await params
  const { locale, valid, enabled } = await resolveLocale(raw)
  if (!valid) notFound()
  const pages = await getPageRoutes()
  return { locale, enabled, pages, resolved: resolvePath(locale, path, pages) }
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

export const generateMetadata = async ({ params }: Params): Promise<Metadata> => {
  const { locale, resolved } = await resolve(params)
  const [settings, dictionary] = await Promise.all([getSiteSettings(), getDictionary(locale)])
  const t = translator(dictionary)
  const site = settings.agency?.name ?? ''
  if (resolved.kind === 'page') {
    const page = await getPage(resolved.page.id, locale)
    const title = page?.meta?.title || `${page?.title ?? ''} | ${site}`
    return { title, description: page?.meta?.description ?? undefined }
  }
  if (resolved.kind === 'thank-you') return { title: `${t('THANK_YOU')} | ${site}`, robots: { index: false } }
  return { title: `${t('PAGE_NOT_FOUND')} | ${site}` }
}

/** Every localised page of the site: CMS pages with their modules, and the thank-you pages of the forms. */
const SitePage = async ({ params }: Params) => {
  const { locale, enabled, pages, resolved } = await resolve(params)
  if (resolved.kind === 'property' || resolved.kind === 'not-found') notFound()
  const t = translator(await getDictionary(locale))
  const home = pages.find((p) => p.key === 'home')
  const homeCrumb = { title: home?.title[locale] ?? t('HOME'), href: `/${locale}/` }

  if (resolved.kind === 'thank-you') {
    const kind = resolved.form.toUpperCase().replace(/-/g, '_')
    const path = `${pagePath(resolved.page, locale, pages)}${resolved.form}/`
    return (
      <PageShell locale={locale} alternates={pageAlternates(resolved.page, pages, enabled, `${resolved.form}/`)} currentPath={path}
        banner={<PageBanner title={t(`THANK_YOU_${kind}`)} crumbs={[homeCrumb, { title: t(`THANK_YOU_${kind}`), href: path }]} showBreadcrumb label={t('BREADCRUMB')} />}
      >
        <div className={`container ${styles.thanks}`}>
          <p>{t(`THANK_YOU_${kind}_TEXT`)}</p>
          <p>
            <a className="button" href={`/${locale}/`}>
              {t('BACK_TO_HOME')}
            </a>
          </p>
        </div>
      </PageShell>
    )
  }

  const page = await getPage(resolved.page.id, locale)
  if (!page) notFound()
  if (page.redirectUrl) redirect(page.redirectUrl)
  const path = pagePath(resolved.page, locale, pages) ?? `/${locale}/`
  const ctx = { locale, t, pages }
  const isHome = page.key === 'home'
  let banner
  if (isHome) {
    const header = await getHeader(locale)
    const types = (await getPropertyTypes(locale)).map((type) => ({ webID: type.webID, name: type.name, sale: type.sale !== false, rent: type.rent !== false }))
    banner = header.banner ? (
      <HomeBanner banner={header.banner}>
        {header.banner.showSearchBox !== false && (
          <SearchBox t={t} saleHref={pathForKey(pages, 'for-sale', locale)} rentHref={pathForKey(pages, 'for-rent', locale)} types={types} />
        )}
      </HomeBanner>
    ) : null
  } else if (page.showPageBanner !== false) {
    const crumbs = [homeCrumb, ...[...ancestors(resolved.page, pages), resolved.page].map((p) => ({ title: p.title[locale] ?? '', href: pagePath(p, locale, pages) ?? '' }))]
    banner = <PageBanner title={page.bannerTitle || page.title} description={page.bannerDescription} crumbs={crumbs} showBreadcrumb={page.showBreadCrumb !== false} label={t('BREADCRUMB')} />
  } else {
    banner = <h1 className="visually-hidden">{page.title}</h1>
  }
  return (
    <PageShell locale={locale} alternates={pageAlternates(resolved.page, pages, enabled)} currentPath={path} home={isHome} banner={banner}>
      <RenderModules modules={page.modules} ctx={ctx} />
    </PageShell>
  )
}

export default SitePage
