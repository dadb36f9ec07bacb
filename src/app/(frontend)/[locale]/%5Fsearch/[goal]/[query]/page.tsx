import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { parseSearchParams } from '@/lib/domain/searchQuery'
import { getPageRoutes } from '@/lib/payload/queries'
import { resolveLocale } from '@/lib/routing/resolveLocale'
import { goalOfPage } from '@/lib/routing/pageRoute'
import { decodeSearchKey } from '@/lib/routing/searchKey'
import { ResultsView, resultsMetadata } from '@/views/ResultsView'

type Params = { params: Promise<{ locale: string; goal: string; query: string }> }

/**
 * `/{lang}/_search/{goal}/{key}/`: a filtered results page, for the normalised query in `key`. The proxy
 * rewrites `/nl/te-koop/?city=…` here (lib/routing/pageDecision.ts), so each search is rendered once and
 * then served from cache like every page, until a listing changes; visitors never see this path.
 * The page finds its for-sale or for-rent page again by the goal: only that string crosses the rewrite,
 * and the page must read the pages through its own cached, tagged read so that a save expires it.
 */
export const generateStaticParams = async (): Promise<{ locale: string; goal: string; query: string }[]> => []
export const revalidate = 300

const resolve = async (params: Params['params']) => {
  const { locale: raw, goal, query: key } = await params
  const { locale, valid, enabled } = await resolveLocale(raw)
  const query = decodeSearchKey(key)
  if (!valid || query === null || (goal !== 'sale' && goal !== 'rent')) notFound()
  const pages = await getPageRoutes()
  const route = pages.find((page) => goalOfPage(page) === goal)
  if (!route) notFound()
  return { locale, enabled, pages, route, filters: parseSearchParams(goal, new URLSearchParams(query)) }
}

export const generateMetadata = async ({ params }: Params): Promise<Metadata> => resultsMetadata(await resolve(params))

const FilteredResults = async ({ params }: Params) => ResultsView(await resolve(params))

export default FilteredResults
