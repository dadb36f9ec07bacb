import { vi } from 'vitest'

/**
 * Two copies of one module, each evaluated afresh with state of its own, as a production build carries a
 * module the site shares in more than one of its bundles (the instrumentation's, each route's).
 */
export const twoCopies = async <T>(load: () => Promise<T>): Promise<[T, T]> => {
  vi.resetModules()
  const first = await load()
  vi.resetModules()
  return [first, await load()]
}
