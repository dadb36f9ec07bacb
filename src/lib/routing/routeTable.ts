import type { Locale } from '@/i18n/locales'

import { memoryTable } from './memoryTable'
import type { PageRoute } from './pageRoute'

/**
 * What the proxy needs to tell a missing page from an existing one without reading the database:
 * the published pages and the enabled languages (see pageDecision.ts), read again whenever staff
 * save pages or settings.
 */
export type RouteTable = { pages: readonly PageRoute[]; enabled: readonly Locale[]; defaultLocale: Locale; publishedAt: number }

type Loaded = Omit<RouteTable, 'publishedAt'>

/** A table older than this is read again in the background (changes made around Payload, like a re-seed). */
export const ROUTE_TABLE_MAX_AGE_MS = 300_000

const table = memoryTable({
  name: 'site.routeTable',
  maxAgeMs: ROUTE_TABLE_MAX_AGE_MS,
  loadAll: (loader: () => Promise<Loaded>) => loader(),
  keep: (loaded: Loaded, now): RouteTable => ({ ...loaded, publishedAt: now }),
})

export const publishRouteTable = (loaded: Loaded, now = Date.now()): void => table.publish(loaded, now)

/** Registered once at server start (src/instrumentation.ts): reads the pages and languages from the database. */
export const registerRouteTableLoader = (loader: () => Promise<Loaded>): void => table.register(loader)

/** Reads the table again now (at server start, and when staff save pages or the site settings). */
export const refreshRouteTable = (): Promise<void> => table.refresh()

/** The current table, or null before the first read; an old one is still used while it is read again. */
export const readRouteTable = (now = Date.now()): RouteTable | null => table.read(now)
