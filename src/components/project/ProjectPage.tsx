import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { PageBanner } from '@/components/layout/Banner'
import { PageShell } from '@/components/layout/PageShell'
import { translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { type PageRoute, pageByKey, pagePath, projectPath } from '@/i18n/routing'
import { cleanDescription } from '@/lib/domain/text'
import { getProject } from '@/lib/payload/listingQueries'
import { populated } from '@/lib/payload/populated'
import { getDictionary, getLanguageSettings, getSiteSettings } from '@/lib/payload/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import type { Media } from '@/payload-types'

import { ProjectDetail } from './ProjectDetail'

type ProjectRequest = { locale: Locale; enabled: Locale[]; pages: readonly PageRoute[]; id: number; path: string }

/** The published project of a request (404 otherwise); another slug redirects (308) to the canonical path. */
const load = async ({ locale, pages, id, path }: ProjectRequest) => {
  const found = await getProject(id, locale)
  if (!found) notFound()
  const canonical = projectPath(pages, locale, found.project)
  if (canonical !== path) permanentRedirect(canonical)
  return { ...found, canonical }
}

const alternatesOf = async (id: number, pages: readonly PageRoute[], enabled: readonly Locale[]) => {
  const out: Partial<Record<Locale, string>> = {}
  for (const locale of enabled) {
    const found = await getProject(id, locale)
    if (found) out[locale] = projectPath(pages, locale, found.project)
  }
  return out
}

export const projectMetadata = async (request: ProjectRequest): Promise<Metadata> => {
  const { project, canonical } = await load(request)
  const [settings, languages] = await Promise.all([getSiteSettings(request.locale), getLanguageSettings()])
  const photo = populated<Media>(project.photos?.[0])
  const siteName = settings.agency?.name ?? ''
  return pageMetadata({
    locale: request.locale,
    defaultLocale: languages.defaultLocale,
    siteName,
    siteUrl: getSiteUrl(),
    path: canonical,
    alternates: await alternatesOf(project.id, request.pages, request.enabled),
    title: `${project.name} | ${siteName}`,
    description: cleanDescription(project.description, { limit: 160, ellipsis: true }),
    image: photo?.url ? { url: photo.sizes?.w1360?.url || photo.url, width: photo.sizes?.w1360?.width ?? photo.width, height: photo.sizes?.w1360?.height ?? photo.height, alt: photo.alt } : null,
  })
}

/** A new-build project's page with the site's header, banner (breadcrumb through the projects page) and footer. */
export const ProjectPage = async (request: ProjectRequest) => {
  const { locale, enabled, pages } = request
  const { project, units, canonical } = await load(request)
  const [dictionary, settings] = await Promise.all([getDictionary(locale), getSiteSettings(locale)])
  const t = translator(dictionary)
  const listPage = pageByKey(pages, 'projects')
  const listPath = listPage && pagePath(listPage, locale, pages)
  const crumbs = [{ title: t('HOME'), href: `/${locale}/` }, ...(listPage && listPath ? [{ title: listPage.title[locale] ?? t('PROJECTS'), href: listPath }] : []), { title: project.name, href: canonical }]
  return (
    <PageShell locale={locale} alternates={await alternatesOf(project.id, pages, enabled)} currentPath={listPath ?? canonical} banner={<PageBanner title={project.name} crumbs={crumbs} showBreadcrumb label={t('BREADCRUMB')} />}>
      <ProjectDetail project={project} units={units} pages={pages} locale={locale} t={t} settings={settings} />
    </PageShell>
  )
}
