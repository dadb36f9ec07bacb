import type { NextRequest } from 'next/server'

import { pathForKey } from '@/lib/routing/paths'
import { propertyUrl } from '@/lib/payload/propertyUrl'
import { getPageRoutes, getPropertyRoute } from '@/lib/payload/queries'
import { localRedirect } from '@/lib/routing/origin'
import { requestLocale } from '@/lib/routing/requestLocale'

export const dynamic = 'force-dynamic'

/** The original /property/{id}/ URL: 308 to the property's canonical localised URL, 404 when there is none. */
export const GET = async (request: NextRequest, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params
  const locale = await requestLocale(request)
  const pages = await getPageRoutes()
  const property = /^\d{1,10}$/.test(id) ? await getPropertyRoute(Number(id), locale) : null
  const url = property && propertyUrl(pages, locale, property)
  if (!url) return localRedirect(`${pathForKey(pages, 'home', locale)}404/`, 307)
  return localRedirect(url, 308)
}
