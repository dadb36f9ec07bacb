import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { parseSearchParams } from '@/lib/domain/searchQuery'
import { getPageRoutes } from '@/lib/payload/queries'
import { resolveLocale } from '@/lib/routing/resolveLocale'
import { goalOfPage } from '@/lib/routing/pageRoute'
import { requestedPath, resolvePath } from '@/lib/routing/resolvePath'
import { CmsPageView, cmsPageMetadata } from '@/views/CmsPageView'
import { ListingView, listingMetadata } from '@/views/ListingView'
import { unresolvedPathMetadata } from '@/views/NotFoundView'
import { ProjectView, projectMetadata } from '@/views/ProjectView'
import { ResultsView, resultsMetadata } from '@/views/ResultsView'
import { ThankYouView, thankYouMetadata } from '@/views/ThankYouView'

type Params = { params: Promise<{ locale: string; path?: string[] }> }

/**
 * Every localised page of the site: CMS pages with their modules, the results pages without a query
 * (the proxy sends filtered ones to the _search route), listings, projects and the forms' thank-you pages.
 *
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
  return { request: { locale, enabled, pages }, path: requestedPath(locale, path), resolved: resolvePath(locale, path, pages) }
}

export const generateMetadata = async ({ params }: Params): Promise<Metadata> => {
  const { request, path, resolved } = await resolve(params)
  if (resolved.kind === 'property') return listingMetadata({ ...request, id: resolved.id, print: resolved.print, path })
  if (resolved.kind === 'project') return projectMetadata({ ...request, id: resolved.id, path })
  if (resolved.kind === 'thank-you') return thankYouMetadata({ ...request, page: resolved.page, form: resolved.form })
  if (resolved.kind === 'not-found') return unresolvedPathMetadata(request.locale)
  const goal = goalOfPage(resolved.page)
  if (goal) return resultsMetadata({ ...request, route: resolved.page, filters: parseSearchParams(goal, null) })
  return cmsPageMetadata({ ...request, route: resolved.page })
}

// Views are called, not rendered as elements, so that their notFound() and redirect() run inside this
// page's own render, before anything is sent.
const SitePage = async ({ params }: Params) => {
  const { request, path, resolved } = await resolve(params)
  if (resolved.kind === 'not-found') notFound()
  if (resolved.kind === 'property') return ListingView({ ...request, id: resolved.id, print: resolved.print, path })
  if (resolved.kind === 'project') return ProjectView({ ...request, id: resolved.id, path })
  if (resolved.kind === 'thank-you') return ThankYouView({ ...request, page: resolved.page, form: resolved.form })
  const goal = goalOfPage(resolved.page)
  if (goal) return ResultsView({ ...request, route: resolved.page, filters: parseSearchParams(goal, null) })
  return CmsPageView({ ...request, route: resolved.page })
}

export default SitePage
