import { randomBytes } from 'node:crypto'

import type { City } from '@/payload-types'

import { SEED_CONTEXT, type SeedRun } from '../context'

/**
 * Searchers' confirmed alerts around the first demo owner's listings on offer, so the owner portal's demand
 * figures show what a price cut would bring: three alerts within the price, two more within 5% less and two
 * more within 10% less (their budgets end between the cut prices).
 */
export const seedDemand = async ({ payload }: SeedRun, owner: number | undefined): Promise<void> => {
  if (owner === undefined) return
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: [{ owner: { equals: owner } }, { _status: { equals: 'published' } }, { marquee: { not_in: ['sold', 'rented'] } }, { price: { exists: true } }] },
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: { goal: true, price: true, city: true },
    populate: { cities: { slug: true, zip: true } },
  })
  let n = 0
  for (const listing of docs) {
    const city = typeof listing.city === 'object' ? (listing.city as City) : null
    if (!city?.slug || typeof listing.price !== 'number') continue
    const budgets = [1.1, 1.05, 1, 0.97, 0.96, 0.93, 0.91].map((share) => Math.round(listing.price! * share))
    for (const budget of budgets) {
      await payload.create({
        collection: 'search-alerts',
        data: {
          email: `searcher${++n}@example.com`,
          locale: n % 2 ? 'nl' : 'fr',
          goal: listing.goal,
          query: `city=${city.slug}|${city.zip}&price=0-${budget}`,
          frequency: 'daily',
          status: 'active',
          confirmedAt: new Date().toISOString(),
          token: randomBytes(32).toString('base64url'),
        },
        overrideAccess: true,
        context: SEED_CONTEXT,
      })
    }
  }
}
