/** Runs once when the server starts: the proxy's route table is read before the first request. */
export const register = async (): Promise<void> => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startRouteTable } = await import('@/lib/routing/loadRouteTable')
  await startRouteTable()
}
