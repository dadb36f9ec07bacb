import { startPropertyRoutes, startRouteTable } from '@/lib/routing/loadTables'
import { payloadClient } from '@/lib/payload/client'
import { registerBeacon } from '@/lib/visits/beacon'

/** The server's start (src/instrumentation.ts): the proxy's route tables, then the beacon for scripts/server.mjs. */
export const startServer = async (): Promise<void> => {
  await Promise.all([startRouteTable(), startPropertyRoutes()])
  registerBeacon(await payloadClient())
}
