/**
 * Runs once when the server starts: the proxy's route tables are read before the first request, and
 * the beacon is registered for scripts/server.mjs. The Node-only work sits behind a test of
 * NEXT_RUNTIME written the way the bundler drops for the edge build (which has no `stream` for Redis).
 */
export const register = async (): Promise<void> => {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startServer } = await import('@/lib/startServer')
    await startServer()
  }
}
