/**
 * What happened to a kept listing since the visitor kept it, from its snapshot and what the API answers
 * now: taken offline, sold or rented (or put under option), or cheaper. Pure.
 */
import { shownPrice } from '@/lib/domain/priceDisplay'

import type { FreshListing } from './fresh'
import { type KeptListing, type ListingStatus, statusOfMarquee } from './snapshot'

export type KeptState =
  /** Not read yet, or the read failed: the snapshot is all there is, and nothing is claimed. */
  | { kind: 'unknown' }
  /** Read, and not among the published listings any more. */
  | { kind: 'withdrawn' }
  | {
      kind: 'online'
      listing: FreshListing
      status: ListingStatus
      /** The status is not the one the listing had when it was kept. */
      changed: boolean
      /** The amount shown when kept, when the shown price is lower now; null otherwise. */
      lowerFrom: number | null
    }

/**
 * The state of a kept listing. `fresh` is the answer's listings by id, or null while there is no answer
 * (loading, or the read failed): a listing is only called withdrawn on an answer that lacks it.
 */
export const keptState = (kept: KeptListing, fresh: ReadonlyMap<number, FreshListing> | null): KeptState => {
  if (!fresh) return { kind: 'unknown' }
  const listing = fresh.get(kept.id)
  if (!listing) return { kind: 'withdrawn' }
  const status = statusOfMarquee(listing.marquee)
  const now = shownPrice(listing)
  return {
    kind: 'online',
    listing,
    status,
    changed: status !== kept.status,
    lowerFrom: kept.amount !== null && now !== null && now < kept.amount ? kept.amount : null,
  }
}
