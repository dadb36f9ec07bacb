import 'server-only'

import { payloadClient } from '@/lib/payload/client'
import { propertyRouteRows } from '@/lib/search'

import { refreshPropertyRoutes, registerPropertyRoutesLoader } from './propertyRoutes'

/** Gives the proxy its table of published listings before the first request, and the means to read it again. */
export const startPropertyRoutes = async (): Promise<void> => {
  registerPropertyRoutesLoader(async (ids) => propertyRouteRows(await payloadClient(), ids))
  await refreshPropertyRoutes()
}
