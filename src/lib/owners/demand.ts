/**
 * Demand an owner can see: how many confirmed search alerts (the demand register's entries are alerts
 * too) match each of their listings now, and how many would at 5% and 10% less. Each alert's search runs
 * through the search module itself, on the owner's listings only and without its price filter; the
 * price is then judged by the search's own price rule (admitsPrice) at each price. So the figures agree
 * with the mails searchers get. Only counts leave this module: never who searches.
 */
import type { Payload } from 'payload'

import { alertFilters } from '@/lib/alerts/query'
import type { Goal } from '@/lib/domain/propertyOptions'
import { SEARCH_PAGE_SIZE, searchProperties } from '@/lib/search'
import { admitsPrice } from '@/lib/search/snapshot'

/** The price cuts the owner sees, as fractions of the price. */
export const DEMAND_CUTS = [0, 0.05, 0.1] as const

export type Demand = { now: number; minus5: number; minus10: number }
export type DemandListing = { id: number; goal: Goal; price: number | null }

const PAGE = 500

/** Adds one alert's verdict on a listing to its figures (pure: the price rule at each cut). */
export const countDemand = (figures: Demand, filters: Parameters<typeof admitsPrice>[0], price: number | null): Demand => {
  const at = (cut: number) => (price === null ? price : Math.round(price * (1 - cut)))
  const [now, minus5, minus10] = DEMAND_CUTS.map((cut) => (admitsPrice(filters, at(cut)) ? 1 : 0))
  return { now: figures.now + now, minus5: figures.minus5 + minus5, minus10: figures.minus10 + minus10 }
}

/** The figures of each listing, by id. */
export const demandFor = async (payload: Payload, listings: readonly DemandListing[]): Promise<Map<number, Demand>> => {
  const figures = new Map(listings.map((listing) => [listing.id, { now: 0, minus5: 0, minus10: 0 }]))
  for (const goal of ['sale', 'rent'] as const) {
    const mine = listings.filter((listing) => listing.goal === goal)
    if (mine.length === 0) continue
    const only = mine.map((listing) => listing.id)
    for (let page = 1; ; page++) {
      const alerts = await payload.find({ collection: 'search-alerts', where: { status: { equals: 'active' }, goal: { equals: goal } }, limit: PAGE, page, depth: 0, overrideAccess: true, select: { query: true } })
      for (const alert of alerts.docs) {
        const filters = alertFilters(goal, alert.query ?? '')
        // A result page holds SEARCH_PAGE_SIZE listings: an owner's many are asked for a page at a time.
        for (let from = 0; from < only.length; from += SEARCH_PAGE_SIZE) {
          const found = await searchProperties(payload, { ...filters, price: undefined, only: only.slice(from, from + SEARCH_PAGE_SIZE) })
          for (const id of found.ids) {
            const listing = mine.find((item) => item.id === id)
            const before = figures.get(id)
            if (listing && before) figures.set(id, countDemand(before, filters, listing.price))
          }
        }
      }
      if (!alerts.hasNextPage) break
    }
  }
  return figures
}
