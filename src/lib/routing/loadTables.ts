import 'server-only'

import { toPageRoute } from '@/lib/pages/routes'
import { payloadClient } from '@/lib/payload/client'
import { languagesOf } from '@/lib/payload/queries'

import { refreshRouteTable, registerRouteTableLoader, type RouteTable } from './routeTable'

/** The published pages and the languages as a visitor sees them, read from the database (not from a cache). */
const loadRouteTable = async (): Promise<Omit<RouteTable, 'publishedAt'>> => {
  const payload = await payloadClient()
  const [{ docs }, settings] = await Promise.all([
    payload.find({ collection: 'pages', locale: 'all', depth: 0, pagination: false, overrideAccess: false, sort: 'sort' }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false }),
  ])
  return { pages: docs.map(toPageRoute), ...languagesOf(settings) }
}

/** Gives the proxy its route table before the first request, and the means to read it again. */
export const startRouteTable = async (): Promise<void> => {
  registerRouteTableLoader(loadRouteTable)
  await refreshRouteTable()
}
