import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { PageBanner } from '@/components/layout/Banner'
import { CmsPage } from '@/components/layout/CmsPage'
import { ResultsPage, goalOfPage, resultsMetadata } from '@/components/search/ResultsPage'
import { PageShell } from '@/components/layout/PageShell'
import { pick, translator } from '@/i18n/dictionary'
import { OwnerLogin } from '@/components/owner/OwnerLogin.client'
import { OWNER_LOGIN_TEXTS } from '@/components/owner/texts'
import { ProjectList } from '@/components/project/ProjectList'
import { ProjectPage, projectMetadata } from '@/components/project/ProjectPage'
import { ListingPage, listingMetadata } from '@/components/property/PropertyPage'
import { pageAlternates, pagePath, requestedPath, resolvePath } from '@/i18n/routing'
import { getProjects } from '@/lib/payload/listingQueries'
import { getDictionary, getLanguageSettings, getPage, getPageRoutes, getSiteSettings } from '@/lib/payload/queries'
import { resolveLocale } from '@/lib/routing/locale'
import { parseSearchParams } from '@/lib/domain/searchQuery'
import { pageMetadata } from '@/lib/seo/metadata'
import { getSiteUrl } from '@/lib/seo/siteUrl'

import styles from './page.module.css'

type Params = { params: Promise<{ locale: string; path?: string[] }> }

/**
 * Static with on-demand revalidation: no page is built ahead (the build has no database), each is
 * rendered on its first request and then served from cache. Its reads are tagged (lib/payload/queries);
 * a save in the admin expires those tags, and with them every cached page that used them. The render
 * reads no headers, cookies or search params: a query string gets the same cached page.
 */
export const generateStaticParams = async (): Promise<{ locale: string; path?: string[] }[]> => []
/** Backstop for changes made outside Payload (a re-seed, a restore), as CACHE_SECONDS for the reads. */
export const revalidate = 300

const resolve = async (params: Params['params']) => {
  const { locale: raw, path = [] } = await params
  const { locale, valid, enabled } = await resolveLocale(raw)
  if (!valid) notFound()
  const pages = await getPageRoutes()
  return { locale, enabled, pages, path: requestedPath(locale, path), resolved: resolvePath(locale, path, pages) }
}

export const generateMetadata = async ({ params }: Params): Promise<Metadata> => {
  const { locale, enabled, pages, path, resolved } = await resolve(params)
  if (resolved.kind === 'property') return listingMetadata({ locale, enabled, pages, id: resolved.id, print: resolved.print, path })
  if (resolved.kind === 'project') return projectMetadata({ locale, enabled, pages, id: resolved.id, path })
  const [settings, dictionary, languages] = await Promise.all([getSiteSettings(locale), getDictionary(locale), getLanguageSettings()])
  const t = translator(dictionary)
  const siteName = settings.agency?.name ?? ''
  const base = { locale, defaultLocale: languages.defaultLocale, siteName, siteUrl: getSiteUrl() }
  const goal = resolved.kind === 'page' ? goalOfPage(resolved.page) : null
  if (resolved.kind === 'page' && goal) return resultsMetadata({ locale, enabled, pages, route: resolved.page, filters: parseSearchParams(goal, null) })
  if (resolved.kind === 'page') {
    const page = await getPage(resolved.page.id, locale)
    const image = typeof page?.meta?.image === 'object' && page.meta.image?.url ? page.meta.image : null
    return pageMetadata({
      ...base,
      path: pagePath(resolved.page, locale, pages) ?? `/${locale}/`,
      alternates: pageAlternates(resolved.page, pages, enabled),
      title: page?.meta?.title || `${page?.title ?? ''} | ${siteName}`,
      description: page?.meta?.description,
      image: image ? { url: image.url ?? '', width: image.width, height: image.height, alt: image.alt } : null,
      noindex: resolved.page.key === 'login' || resolved.page.key === 'owner',
    })
  }
  if (resolved.kind === 'thank-you') {
    const suffix = `${resolved.form}/`
    return pageMetadata({
      ...base,
      path: `${pagePath(resolved.page, locale, pages)}${suffix}`,
      alternates: pageAlternates(resolved.page, pages, enabled, suffix),
      title: `${t('THANK_YOU')} | ${siteName}`,
      noindex: true,
    })
  }
  return { title: `${t('PAGE_NOT_FOUND')} | ${siteName}`, robots: { index: false } }
}

/** Every localised page of the site: CMS pages with their modules, and the thank-you pages of the forms. */
const SitePage = async ({ params }: Params) => {
  const { locale, enabled, pages, path, resolved } = await resolve(params)
  if (resolved.kind === 'not-found') notFound()
  if (resolved.kind === 'property') return ListingPage({ locale, enabled, pages, id: resolved.id, print: resolved.print, path })
  if (resolved.kind === 'project') return ProjectPage({ locale, enabled, pages, id: resolved.id, path })
  const t = translator(await getDictionary(locale))
  const homeCrumb = { title: t('HOME'), href: `/${locale}/` }

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

  // A results page without a query string (the proxy sends filtered ones to the _search route).
  const goal = goalOfPage(resolved.page)
  if (goal) return (await ResultsPage({ locale, enabled, pages, route: resolved.page, filters: parseSearchParams(goal, null) })) ?? notFound()
  const page = await getPage(resolved.page.id, locale)
  if (!page) notFound()
  if (page.redirectUrl) redirect(page.redirectUrl)
  const extra =
    resolved.page.key === 'projects' ? (
      <ProjectList projects={await getProjects(locale)} pages={pages} locale={locale} t={t} />
    ) : resolved.page.key === 'login' ? (
      <div className="container">
        <OwnerLogin locale={locale} texts={pick(t, OWNER_LOGIN_TEXTS)} />
      </div>
    ) : null
  return <CmsPage page={page} route={resolved.page} locale={locale} enabled={enabled} pages={pages} t={t} extra={extra} />
}

export default SitePage
