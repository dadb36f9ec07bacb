import type { Access, Where } from 'payload'

import { isStaffUser } from '@/lib/access/roles'
import { MARQUEE_PRICE_IGNORE_LIST } from '@/lib/domain/marquee'

/**
 * The events' listing shows its price on its page: shownPrice (src/lib/domain/priceDisplay.ts) as a filter,
 * published, above 0 and not sold or rented.
 */
const listingShowsPrice: Where = {
  and: [
    { 'property.publishPrice': { equals: true } },
    { 'property.price': { greater_than: 0 } },
    { 'property.marquee': { not_in: [...MARQUEE_PRICE_IGNORE_LIST] } },
  ],
}

/**
 * A listing's history is public where its page shows it: visitors and owners read the events of published
 * listings, and their price events only while the page shows the price (publicHistory in
 * src/lib/domain/listingHistory.ts is the same rule). Staff read every event.
 */
const publicHistory: Where = {
  and: [{ 'property._status': { equals: 'published' } }, { or: [{ kind: { not_equals: 'price' } }, listingShowsPrice] }],
}

export const readPublicHistory: Access = ({ req }) => isStaffUser(req.user) || publicHistory
