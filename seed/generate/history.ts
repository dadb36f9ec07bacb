import { type ListingEvent, statusOf } from '@/lib/domain/listingHistory'
import { isMarquee } from '@/lib/domain/marquee'
import { shownPrice } from '@/lib/domain/priceDisplay'

import type { GeneratedProperty } from './properties'

const DAY = 86_400_000

export type GeneratedEvent = ListingEvent & { id: number; property: number }

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step)

/**
 * The history the demo listings would have had, as the save hooks write it (src/lib/domain/listingHistory.ts),
 * the same on every run: published at publishedAt with the price shown then; one in seven listings on offer
 * (and those staff marked as reduced by hand) lowered by about 6% within the last 25 days, so the computed
 * "Price reduced" shows on the demo; a listing under option, under offer, sold or rented got there halfway
 * through its time online. Drafts were never published. Ids count on from `firstId`.
 */
export const generateHistory = (docs: readonly GeneratedProperty[], now: Date, firstId: number): GeneratedEvent[] => {
  const events: GeneratedEvent[] = []
  const add = (property: number, event: ListingEvent) => events.push({ id: firstId + events.length, property, ...event })
  for (const doc of docs) {
    if (doc._status !== 'published' || typeof doc.publishedAt !== 'string') continue
    const published = Date.parse(doc.publishedAt)
    const marquee = isMarquee(doc.marquee) ? doc.marquee : 'none'
    const status = statusOf(marquee)
    // The price its page showed while it was on offer (a sold listing's did, until it sold).
    const offered = shownPrice({ price: typeof doc.price === 'number' ? doc.price : null, publishPrice: doc.publishPrice === true, marquee: 'none' })
    const dropAt = Math.max(published + DAY, now.getTime() - ((doc.id % 25) + 1) * DAY)
    const lowered = offered !== null && status === 'available' && (marquee === 'priceDrop' || doc.id % 7 === 3) && dropAt < now.getTime()
    add(doc.id, { kind: 'published', at: doc.publishedAt })
    if (offered !== null && lowered) {
      const step = doc.priceUnit === 'month' ? 10 : 5000
      const before = Math.max(roundTo(offered * 1.06, step), offered + step)
      add(doc.id, { kind: 'price', at: doc.publishedAt, price: before, previousPrice: null })
      add(doc.id, { kind: 'price', at: new Date(dropAt).toISOString(), price: offered, previousPrice: before })
    } else if (offered !== null) {
      add(doc.id, { kind: 'price', at: doc.publishedAt, price: offered, previousPrice: null })
    }
    if (status !== 'available') add(doc.id, { kind: status, at: new Date(published + (now.getTime() - published) / 2).toISOString() })
  }
  return events
}
