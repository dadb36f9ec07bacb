import 'server-only'

import { payloadClient } from '@/lib/payload/client'
import { pageRoutes } from '@/lib/payload/freshReads'
import { languagesOf } from '@/lib/payload/queries'
import { propertyRouteRows } from '@/lib/search'

import { refreshPropertyRoutes, registerPropertyRoutesLoader } from './propertyRoutes'
import { refreshRouteTable, registerRouteTableLoader, type RouteTable } from './routeTable'

/** The published pages and the languages as a visitor sees them, read from the database (not from a cache). */
const loadRouteTable = async (): Promise<Omit<RouteTable, 'publishedAt'>> => {
  const payload = await payloadClient()
  const [pages, settings] = await Promise.all([pageRoutes(payload), payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })])
  return { pages, ...languagesOf(settings) }
}

/** Gives the proxy its route table before the first request, and the means to read it again. */
export const startRouteTable = async (): Promise<void> => {
  registerRouteTableLoader(loadRouteTable)
  await refreshRouteTable()
}

/** Gives the proxy its table of published listings before the first request, and the means to read it again. */
export const startPropertyRoutes = async (): Promise<void> => {
  // Read once a save has committed (collections/hooks/searchIndex.ts), through the reading connection.
  registerPropertyRoutesLoader(async (ids) => propertyRouteRows(await payloadClient(), ids))
  await refreshPropertyRoutes()
}
