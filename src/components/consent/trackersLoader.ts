import { onDemand } from '../layout/onDemand'
import type * as Trackers from './trackers'

let loaded: typeof Trackers | null = null
const fetchTrackers = onDemand(() => import('./trackers'))

/**
 * The trackers' code (trackers.ts), fetched the first time a choice allows a tracker or cookies must
 * be deleted: a visitor who allows nothing, or a site with no tracker set, never loads it. When it cannot
 * be fetched, nothing is tracked, and the next choice or page asks again.
 */
export const loadTrackers = (): Promise<typeof Trackers> => fetchTrackers().then((module) => (loaded = module))

/** The trackers' code when it is loaded already (no script was loaded through it otherwise). */
export const loadedTrackers = (): typeof Trackers | null => loaded
