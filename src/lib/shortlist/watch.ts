/**
 * "Mail me my shortlist": which of a listing's recorded events a visitor watching it is told about, and
 * the link that brings a shortlist back in another browser (`?keep=12,45` on the shortlist page). Pure:
 * the save hook, the job and the mail (src/lib/alerts/shortlist.ts) and the shortlist page use these.
 */
import type { ListingEvent } from '@/lib/domain/listingHistory'
import { shownPrice } from '@/lib/domain/priceDisplay'

import type { FreshListing } from './fresh'
import { type ListingSnapshot, MAX_KEPT, statusOfMarquee } from './snapshot'

/** What a watcher hears of: a lower price, under option or offer, sold or rented, taken offline. */
export type ShortlistChange = { kind: 'priceDown'; from: number; to: number } | { kind: 'option' | 'underOffer' | 'sold' | 'rented' | 'withdrawn' }

/**
 * The changes among the events one save recorded. A price raised, a first price, a publication, a
 * return on offer or a republication tell a watcher nothing they must act on, so they are left out.
 */
export const shortlistChanges = (events: readonly ListingEvent[]): ShortlistChange[] =>
  events.flatMap((event): ShortlistChange[] => {
    if (event.kind === 'price') {
      const { price, previousPrice } = event
      return typeof price === 'number' && typeof previousPrice === 'number' && price < previousPrice ? [{ kind: 'priceDown', from: previousPrice, to: price }] : []
    }
    if (event.kind === 'option' || event.kind === 'underOffer' || event.kind === 'sold' || event.kind === 'rented' || event.kind === 'withdrawn') return [{ kind: event.kind }]
    return []
  })

/** The query parameter of the shortlist page that brings listings back into the browser's shortlist. */
export const KEEP_PARAM = 'keep'

/**
 * The listing ids of a `keep` parameter ("12,45,78"): whole positive numbers, each once, at most MAX_KEPT;
 * anything else in the list is skipped.
 */
export const keepIds = (value: string | null | undefined): number[] => {
  const ids: number[] = []
  for (const part of (value ?? '').split(',')) {
    const text = part.trim()
    if (!/^[1-9]\d{0,15}$/.test(text)) continue
    const id = Number(text)
    if (Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id)
    if (ids.length >= MAX_KEPT) break
  }
  return ids
}

/** The `keep` value of a list of ids. */
export const keepValue = (ids: readonly number[]): string => ids.slice(0, MAX_KEPT).join(',')

/**
 * The snapshot a restored listing is kept with, made from what the API answers now; the price line and
 * the path are the card's own (passed in, as the page builds them). No photo: the API's answer carries
 * none, and the card shows its placeholder until the visitor keeps it again from its page.
 */
export const snapshotOfFresh = (listing: FreshListing, url: string, price: string): ListingSnapshot => ({
  id: listing.id,
  name: listing.name,
  url,
  price,
  amount: shownPrice(listing),
  photo: null,
  status: statusOfMarquee(listing.marquee),
})
