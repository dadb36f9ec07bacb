import { type Locale, locales } from '@/i18n/locales'

import { memoryTable } from './memoryTable'

/**
 * The proxy's table of published listings: enough of each to build its canonical URL in every
 * language, so that a property path is answered without the page (see listingDecision.ts). Read
 * from the database at server start; saves update it (collections/hooks/searchIndex.ts).
 */
export type PropertyRoute = { goal: 'sale' | 'rent'; city: Partial<Record<Locale, string>>; slug: Partial<Record<Locale, string>> }

/** One row as the database gives it: slugs per language as `nl:slug|fr:slug`. */
export type PropertyRouteRow = { id: number; goal: string; city: string | null; slug: string | null }

/** Reads the rows of `ids`, or of every published listing when null. */
type Loader = (ids: readonly number[] | null) => Promise<PropertyRouteRow[]>

/** A table older than this is read again in the background (changes made outside this server, like a re-seed). */
export const PROPERTY_ROUTES_MAX_AGE_MS = 300_000

/** `nl:gent|fr:gand` as a map of the languages that have a slug. */
export const parseLocalised = (text: string | null): Partial<Record<Locale, string>> => {
  const out: Partial<Record<Locale, string>> = {}
  for (const part of (text ?? '').split('|')) {
    const [locale, value] = part.split(':')
    if (value && (locales as readonly string[]).includes(locale)) out[locale as Locale] = value
  }
  return out
}

export const toPropertyRoute = (row: PropertyRouteRow): PropertyRoute => ({
  goal: row.goal === 'rent' ? 'rent' : 'sale',
  city: parseLocalised(row.city),
  slug: parseLocalised(row.slug),
})

const table = memoryTable({
  name: 'site.propertyRoutes',
  maxAgeMs: PROPERTY_ROUTES_MAX_AGE_MS,
  loadAll: (loader: Loader) => loader(null),
  keep: (rows: readonly PropertyRouteRow[]) => new Map(rows.map((row) => [row.id, toPropertyRoute(row)])),
})

/** Replaces the whole table (server start, a city saved, a change made outside this process). */
export const publishPropertyRoutes = (rows: readonly PropertyRouteRow[], now = Date.now()): void => table.publish(rows, now)

/** Updates the listings `ids` after a save: those among `rows` are published, the others are not. */
export const updatePropertyRoutes = (ids: readonly number[], rows: readonly PropertyRouteRow[]): void => {
  const routes = table.current()
  if (!routes) return
  for (const id of ids) routes.delete(id)
  for (const row of rows) routes.set(row.id, toPropertyRoute(row))
}

/** Whether this process keeps the table (the web server does; the jobs runner and scripts do not). */
export const propertyRoutesHere = (): boolean => table.loader() !== null

/** Registered once at server start (src/instrumentation.ts): reads the rows from the database. */
export const registerPropertyRoutesLoader = (loader: Loader): void => table.register(loader)

/**
 * Reads the rows of `ids` again after a save (all of them when null: server start, a city saved). A
 * failed read, full or partial, drops the table, so the pages decide until the next full one.
 */
export const refreshPropertyRoutes = async (ids: readonly number[] | null = null): Promise<void> => {
  const loader = table.loader()
  if (!ids) return table.refresh()
  if (!loader || !table.current()) return
  try {
    updatePropertyRoutes(ids, await loader(ids))
  } catch {
    table.drop()
  }
}

/** The table, or null before its first read; an old one is still used while it is read again. */
export const readPropertyRoutes = (now = Date.now()): ReadonlyMap<number, PropertyRoute> | null => table.read(now)
