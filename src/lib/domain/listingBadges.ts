/**
 * What a listing's history says about it now: the "New" and "Price reduced" badges of its card and of its
 * page (a marquee staff set by hand wins), the words they show, and whether a save interests the search
 * alerts, so the mail and the badge agree.
 */
import type { Translate } from '@/i18n/dictionary'

import { brusselsDaysBetween, inOrder, type ListingEvent, onlineSince } from './listingHistory'
import { hasMarqueeBanner, isMarquee, type Marquee, marqueeLabelKey } from './marquee'
import { type PriceFields, shownPrice } from './priceDisplay'

/** "New" lasts this many Brussels days after the first publication (the day itself is day 0). */
export const NEW_DAYS = 7
/** "Price reduced" lasts this many Brussels days after the reduction. */
export const REDUCED_DAYS = 30
/** A reduction counts only below the lowest price shown in this many days before it. */
export const REFERENCE_DAYS = 30

const MS_PER_DAY = 86_400_000

type PriceEvent = ListingEvent & { price: number }
type Reduction = PriceEvent & { previousPrice: number }

const isPrice = (event: ListingEvent): event is PriceEvent => event.kind === 'price' && typeof event.price === 'number'
const isReduction = (event: PriceEvent | undefined): event is Reduction => typeof event?.previousPrice === 'number' && event.price < event.previousPrice

/**
 * The latest price change when it is a genuine reduction, or null. Genuine as EU price-indication rules
 * read it: the new price is below the lowest price shown in the 30 days before, so raising a price and
 * lowering it again announces nothing. Only the latest change counts: a reduction followed by a rise
 * is no reduction any more.
 */
export const latestReduction = (events: readonly ListingEvent[]): Reduction | null => {
  const prices = inOrder(events).filter(isPrice)
  const last = prices.at(-1)
  if (!isReduction(last)) return null
  const since = Date.parse(last.at) - REFERENCE_DAYS * MS_PER_DAY
  // The price in effect when the window opened is the previous price of the first change inside it.
  const shownMeanwhile = prices
    .slice(0, -1)
    .filter((event) => Date.parse(event.at) > since)
    .flatMap((event) => [event.price, event.previousPrice])
    .filter((price): price is number => typeof price === 'number')
  return last.price < Math.min(last.previousPrice, ...shownMeanwhile) ? last : null
}

/** The badge the history gives a card: "Price reduced" within 30 days of a reduction, else "New" within 7 days. */
export type HistoryBadge = Extract<Marquee, 'new' | 'priceDrop'>

/**
 * The history's badge for a listing now. A reduction shows only while the page still shows that reduced
 * price (never for a hidden price, nor a sold or rented listing's); it wins over "New", which it tells more.
 */
export const historyBadge = (events: readonly ListingEvent[], listing: PriceFields, now: Date): HistoryBadge | null => {
  const within = (at: string, days: number) => {
    const age = brusselsDaysBetween(at, now)
    return age >= 0 && age <= days
  }
  const reduction = latestReduction(events)
  if (reduction && shownPrice(listing) === reduction.price && within(reduction.at, REDUCED_DAYS)) return 'priceDrop'
  const since = onlineSince(events)
  return since !== null && within(since, NEW_DAYS) ? 'new' : null
}

/** The marquee a card shows: one staff set by hand wins; otherwise the history's badge, if any. */
export const cardMarquee = (listing: PriceFields & { marquee?: Marquee | null }, events: readonly ListingEvent[], now: Date): Marquee | null =>
  isMarquee(listing.marquee) && hasMarqueeBanner(listing.marquee) ? listing.marquee : historyBadge(events, listing, now)

/**
 * The words of the marquee a card or a listing's page shows, or null for none. `badge` is the marquee
 * chosen for it (cardMarquee); undefined when the listing was read without its history, which shows the
 * hand-set marquee alone. Staff's own wording (`marqueeName`) belongs to the marquee they set, never to a
 * badge the history gives; otherwise the marquee's label ("New", "Price reduced", "Under option").
 */
export const badgeText = (listing: { marquee?: Marquee | null; marqueeName?: string | null }, badge: Marquee | null | undefined, t: Translate): string | null => {
  const shown = badge === undefined ? listing.marquee : badge
  if (!isMarquee(shown) || !hasMarqueeBanner(shown)) return null
  return (shown === listing.marquee && listing.marqueeName) || t(marqueeLabelKey(shown))
}

/**
 * Why a save interests the search alerts, read from the history it just added to: a listing (re)published,
 * or a reduction the badge would show. `fresh` are the events of this save.
 */
export const alertReason = (history: readonly ListingEvent[], fresh: readonly ListingEvent[]): 'published' | 'priceDrop' | null => {
  if (fresh.some((event) => event.kind === 'published' || event.kind === 'republished')) return 'published'
  const reduction = latestReduction(history)
  if (!reduction) return null
  return fresh.some((event) => event.kind === 'price' && event.price === reduction.price && Date.parse(event.at) === Date.parse(reduction.at)) ? 'priceDrop' : null
}
