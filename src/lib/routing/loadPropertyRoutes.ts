import 'server-only'

import { payloadClient } from '@/lib/payload/client'
import { isolated } from '@/lib/payload/database'
import { propertyRouteRows } from '@/lib/search'

import { refreshPropertyRoutes, registerPropertyRoutesLoader } from './propertyRoutes'

/** Gives the proxy its table of published listings before the first request, and the means to read it again. */
export const startPropertyRoutes = async (): Promise<void> => {
  registerPropertyRoutesLoader(async (ids, req) => {
    const payload = await payloadClient()
    // Read inside a save's transaction, isolated so that a failed read cannot abort the save.
    return isolated(payload, req, () => propertyRouteRows(payload, ids, req))
  })
  await refreshPropertyRoutes()
}
