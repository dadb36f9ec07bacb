/**
 * Demand an owner can see: how many confirmed search alerts (the demand register's entries are alerts
 * too) match each of their listings now, and how many would at 5% and 10% less. Each alert's search runs
 * through the search module itself, on the owner's listings only and without its price filter; the
 * price is then judged by the search's own price rule (admitsPrice) at each price. So the figures agree
 * with the mails searchers get. Only counts leave this module: never who searches.
 *
 * Searching costs a pass over the search index, so alerts share them: an alert that can count for none
 * of the listings is judged without one (its budget admits none at any of the prices, or its cities, as
 * the search resolves them, hold none), and alerts asking the same besides the price share one search
 * of the listings some of them may count for.
 */
import type { Payload } from 'payload'

import { alertFilters } from '@/lib/alerts/query'
import type { SearchFilters } from '@/lib/domain/searchQuery'
import type { Goal } from '@/lib/domain/propertyOptions'
import { databaseOf, sql } from '@/lib/payload/database'
import { SEARCH_PAGE_SIZE, searchProperties } from '@/lib/search'
import { type CityNames, resolveCities } from '@/lib/search/cities'
import { admitsPrice } from '@/lib/search/snapshotSearch'

/** The price cuts the owner sees, as fractions of the price. */
export const DEMAND_CUTS = [0, 0.05, 0.1] as const

export type Demand = { now: number; minus5: number; minus10: number }
/** A listing on offer: its goal, shown price and (when known) city, as the search index holds them. */
export type DemandListing = { id: number; goal: Goal; price: number | null; city?: number | null }

/** Alerts read per query. */
const PAGE = 5000

/** The price after a cut, in whole euros (null, a hidden price, stays hidden). */
const priceAt = (price: number | null, cut: number): number | null => (price === null ? price : Math.round(price * (1 - cut)))

/** Adds one alert's verdict on a listing to its figures (pure: the price rule at each cut). */
export const countDemand = (figures: Demand, filters: Parameters<typeof admitsPrice>[0], price: number | null): Demand => {
  const [now, minus5, minus10] = DEMAND_CUTS.map((cut) => (admitsPrice(filters, priceAt(price, cut)) ? 1 : 0))
  return { now: figures.now + now, minus5: figures.minus5 + minus5, minus10: figures.minus10 + minus10 }
}

/**
 * Whether an alert may count for `listing`: its goal, a price its budget admits at one of the cuts, and
 * one of its cities (`cityIds`, as the search resolved them: none is no city filter) when the city is known.
 */
export const mayCount = (filters: SearchFilters, listing: DemandListing, cityIds: readonly number[] = []): boolean =>
  listing.goal === filters.goal &&
  DEMAND_CUTS.some((cut) => admitsPrice(filters, priceAt(listing.price, cut))) &&
  (cityIds.length === 0 || listing.city === undefined || (listing.city !== null && cityIds.includes(listing.city)))

/** Alerts asking the same but the price: one search, on the listings one of them may count for. */
type SharedSearch = { filters: SearchFilters; alerts: SearchFilters[]; listings: Set<number> }

/**
 * The alerts that may count for one of `listings`, grouped by their search without its price (pure);
 * `cities` are every city, to resolve the alerts' as the search does. The key is the parsed search
 * itself, so only alerts asking exactly the same share.
 */
export const shareSearches = (alerts: readonly SearchFilters[], listings: readonly DemandListing[], cities: readonly CityNames[]): SharedSearch[] => {
  const shared = new Map<string, SharedSearch>()
  for (const filters of alerts) {
    const cityIds = filters.cities.length ? resolveCities(filters.cities, cities) : []
    const admitted = listings.filter((listing) => mayCount(filters, listing, cityIds))
    if (admitted.length === 0) continue
    const search = { ...filters, price: undefined }
    const key = JSON.stringify(search)
    const group = shared.get(key) ?? { filters: search, alerts: [], listings: new Set<number>() }
    group.alerts.push(filters)
    for (const listing of admitted) group.listings.add(listing.id)
    shared.set(key, group)
  }
  return [...shared.values()]
}

/** Every city with its postcode and its names in every language, lowercased (what the search resolves a search's cities against). */
const everyCity = async (payload: Payload): Promise<CityNames[]> => {
  const rows = await databaseOf(payload).all<{ id: number; zip: string; name: string }>(sql`SELECT c.id AS id, c.zip AS zip, l.name AS name FROM cities c JOIN cities_locales l ON l._parent_id = c.id`)
  const cities = new Map<number, CityNames>()
  for (const row of rows) {
    const city = cities.get(Number(row.id)) ?? { id: Number(row.id), zip: row.zip, names: [] }
    city.names.push(row.name.toLowerCase())
    cities.set(city.id, city)
  }
  return [...cities.values()]
}

/** Alerts' searches as parsed, by goal and query: a query seldom changes, and parsing a thousand takes tens of milliseconds. */
const parsed = new Map<string, SearchFilters>()
const PARSED_HELD = 50_000

/** An alert's search (alertFilters'), parsed once per process; shared, so never changed by its readers. */
const filtersOf = (goal: Goal, query: string): SearchFilters => {
  const key = `${goal}?${query}`
  const known = parsed.get(key)
  if (known) return known
  if (parsed.size >= PARSED_HELD) parsed.clear()
  const filters = alertFilters(goal, query)
  parsed.set(key, filters)
  return filters
}

/**
 * The active alerts of `goals`, a page at a time by id: their goal and query only, read as rows (through
 * Payload's API, a thousand alerts cost ten times the query itself).
 */
const activeAlerts = async (payload: Payload, goals: readonly Goal[]): Promise<{ goal: Goal; query: string }[]> => {
  const db = databaseOf(payload)
  const alerts: { goal: Goal; query: string }[] = []
  for (let after = 0; ; ) {
    const rows = await db.all<{ id: number; goal: Goal; query: string | null }>(
      sql`SELECT id, goal, query FROM search_alerts WHERE status = 'active' AND goal IN (${sql.join(goals.map((goal) => sql`${goal}`), sql`, `)}) AND id > ${after}
          ORDER BY id LIMIT ${PAGE}`,
    )
    for (const row of rows) alerts.push({ goal: row.goal, query: row.query ?? '' })
    if (rows.length < PAGE) return alerts
    after = Number(rows[rows.length - 1].id)
  }
}

/** The figures of each listing, by id. */
export const demandFor = async (payload: Payload, listings: readonly DemandListing[]): Promise<Map<number, Demand>> => {
  const figures = new Map(listings.map((listing) => [listing.id, { now: 0, minus5: 0, minus10: 0 }]))
  const goals = [...new Set(listings.map((listing) => listing.goal))]
  if (goals.length === 0) return figures
  const prices = new Map(listings.map((listing) => [listing.id, listing.price]))
  const alerts = (await activeAlerts(payload, goals)).map(({ goal, query }) => filtersOf(goal, query))
  const cities = alerts.some((filters) => filters.cities.length > 0) ? await everyCity(payload) : []
  for (const { filters, alerts: sharing, listings: only } of shareSearches(alerts, listings, cities)) {
    const ids = [...only]
    // A result page holds SEARCH_PAGE_SIZE listings: an owner's many are asked for a page at a time.
    for (let from = 0; from < ids.length; from += SEARCH_PAGE_SIZE) {
      const found = await searchProperties(payload, { ...filters, only: ids.slice(from, from + SEARCH_PAGE_SIZE) })
      for (const id of found.ids) {
        const before = figures.get(id)
        if (before) figures.set(id, sharing.reduce((sum, alert) => countDemand(sum, alert, prices.get(id) ?? null), before))
      }
    }
  }
  return figures
}
