import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPageRoutes } from '@/lib/payload/queries'
import { resolveLocale } from '@/lib/routing/resolveLocale'
import { pageByKey } from '@/lib/routing/paths'
import { CmsPageView, cmsPageMetadata } from '@/views/CmsPageView'

type Params = { params: Promise<{ locale: string }> }

/**
 * `/{lang}/_signin/`: the owners' sign-in page, which the proxy renders under its localised path
 * (/nl/login/). A CMS page like any other, but rendered for each request and sent `private, no-store`:
 * a sign-in page is kept by no cache, the site's own, a CDN's or the browser's.
 */
export const dynamic = 'force-dynamic'

const request = async (params: Params['params']) => {
  const { locale, valid, enabled } = await resolveLocale((await params).locale)
  if (!valid) notFound()
  const pages = await getPageRoutes()
  const route = pageByKey(pages, 'login')
  if (!route) notFound()
  return { locale, enabled, pages, route }
}

export const generateMetadata = async ({ params }: Params): Promise<Metadata> => cmsPageMetadata(await request(params))

const SignInPage = async ({ params }: Params) => CmsPageView(await request(params))

export default SignInPage
