import type * as Trackers from './trackers'

let loaded: typeof Trackers | null = null

/**
 * The trackers' code (trackers.ts), fetched the first time a choice allows a tracker or cookies must
 * be deleted: a visitor who allows nothing, or a site with no tracker set, never loads it. When it cannot
 * be fetched, nothing is tracked, and the next choice or page asks again (the bundler's loader forgets a
 * failed file; one request serves every caller meanwhile).
 */
export const loadTrackers = (): Promise<typeof Trackers> => import('./trackers').then((module) => (loaded = module))

/** The trackers' code when it is loaded already (no script was loaded through it otherwise). */
export const loadedTrackers = (): typeof Trackers | null => loaded
