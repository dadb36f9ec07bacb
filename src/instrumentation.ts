/** Runs once when the server starts: the proxy's route tables are read before the first request. */
export const register = async (): Promise<void> => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ startRouteTable }, { startPropertyRoutes }] = await Promise.all([import('@/lib/routing/loadRouteTable'), import('@/lib/routing/loadPropertyRoutes')])
  await Promise.all([startRouteTable(), startPropertyRoutes()])
}
