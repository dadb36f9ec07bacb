/** Runs once when the server starts: the proxy's route tables are read before the first request, and the beacon is registered for scripts/server.mjs. */
export const register = async (): Promise<void> => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ startRouteTable }, { startPropertyRoutes }, { registerBeacon }, { payloadClient }] = await Promise.all([
    import('@/lib/routing/loadRouteTable'),
    import('@/lib/routing/loadPropertyRoutes'),
    import('@/lib/visits/beacon'),
    import('@/lib/payload/client'),
  ])
  await Promise.all([startRouteTable(), startPropertyRoutes()])
  registerBeacon(await payloadClient())
}
