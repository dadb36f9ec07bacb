/**
 * A listing's public history: what visitors saw happen to it, recorded as it happened (first published,
 * each change of the price its page shows, under option or offer, sold or rented, back on offer,
 * withdrawn, republished), and what follows from it: "online since", the days online and the lines the
 * listing's page shows (the badges and the alerts' price drops: listingBadges.ts). Pure rules: the hooks
 * that record the events and the pages that read them live elsewhere (collections/Properties/hooks/,
 * src/lib/payload/history.ts).
 *
 * The history tracks the price a visitor saw (shownPrice), never a hidden one: a price changed while it
 * is hidden is no event, and once it shows again the change reads from the last shown price to the new.
 */
import { brusselsDay } from '@/lib/visits/days'

import type { Marquee } from './marquee'
import { type PriceFields, shownPrice } from './priceDisplay'

/** What a listing's status can be, from its marquee: sold and rented end it, option and offer pause it. */
export const LISTING_STATUSES = ['available', 'option', 'underOffer', 'sold', 'rented'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

/** The kinds of events: a status event is named after the status the listing entered. */
export const LISTING_EVENT_KINDS = ['published', 'price', 'withdrawn', 'republished', ...LISTING_STATUSES] as const
export type ListingEventKind = (typeof LISTING_EVENT_KINDS)[number]

/**
 * One event. A price event carries the new shown price and the one shown before it (null when no price
 * had been shown yet: the first price, or a price on request that became public).
 */
export type ListingEvent = { kind: ListingEventKind; at: string; price?: number | null; previousPrice?: number | null }

/** Events read back from storage that any code could have written (a job's input): the valid ones only. */
export const parseEvents = (value: unknown): ListingEvent[] =>
  (Array.isArray(value) ? value : []).flatMap((item: unknown): ListingEvent[] => {
    if (typeof item !== 'object' || item === null) return []
    const { kind, at, price, previousPrice } = item as Record<string, unknown>
    if (!(LISTING_EVENT_KINDS as readonly unknown[]).includes(kind) || typeof at !== 'string' || Number.isNaN(Date.parse(at))) return []
    const amount = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : null)
    return [{ kind: kind as ListingEventKind, at, price: amount(price), previousPrice: amount(previousPrice) }]
  })

const MS_PER_DAY = 86_400_000

/** The status a marquee stands for; the promotional ones (new, price drop) and none leave it available. */
export const statusOf = (marquee: Marquee | string | null | undefined): ListingStatus =>
  marquee === 'option' || marquee === 'underOffer' || marquee === 'sold' || marquee === 'rented' ? marquee : 'available'

/** What a visitor can see of a listing right now: whether it is online, the price its page shows, its status. */
export type ListingState = { published: boolean; price: number | null; status: ListingStatus }

/** The visible state of a listing as stored (its published document, not a draft). */
export const listingStateOf = (listing: PriceFields & { _status?: string | null }): ListingState => ({
  published: listing._status === 'published',
  price: shownPrice(listing),
  status: statusOf(listing.marquee),
})

const time = (at: string): number => Date.parse(at)

/** The events in the order they happened; events of one moment keep the order they were recorded in. */
export const inOrder = <E extends ListingEvent>(events: readonly E[]): E[] => [...events].sort((a, b) => time(a.at) - time(b.at))

/** What the history says visitors last saw: online (null: never published), the last shown price, the status. */
export type SeenState = { online: boolean | null; price: number | null; status: ListingStatus }

export const seenState = (events: readonly ListingEvent[]): SeenState => {
  const seen: SeenState = { online: null, price: null, status: 'available' }
  for (const event of inOrder(events)) {
    if (event.kind === 'published' || event.kind === 'republished') seen.online = true
    else if (event.kind === 'withdrawn') seen.online = false
    else if (event.kind === 'price') seen.price = typeof event.price === 'number' ? event.price : seen.price
    else seen.status = event.kind
  }
  return seen
}

/**
 * The events a save adds: the difference between what the history says visitors saw and what they see
 * now. Only what visitors see counts, so a staff edit of anything else, a draft or a save that changes
 * nothing adds none, and a save the history missed is caught up by the next one. While a listing is
 * offline nothing but its return is recorded; on its return the changes made meanwhile follow.
 */
export const eventsFor = (history: readonly ListingEvent[], now: ListingState, at: string): ListingEvent[] => {
  const seen = seenState(history)
  if (!now.published) return seen.online === true ? [{ kind: 'withdrawn', at }] : []
  const events: ListingEvent[] = []
  if (seen.online === null) events.push({ kind: 'published', at })
  else if (seen.online === false) events.push({ kind: 'republished', at })
  if (now.price !== null && now.price !== seen.price) events.push({ kind: 'price', at, price: now.price, previousPrice: seen.price })
  if (now.status !== seen.status) events.push({ kind: now.status, at })
  return events
}

/** When the listing first went online; a withdrawal and republication never move it. */
export const onlineSince = (events: readonly ListingEvent[]): string | null => inOrder(events).find((event) => event.kind === 'published')?.at ?? null

/** Whole Brussels calendar days from the day of `at` to the day of `now` (0 on the same day). */
export const brusselsDaysBetween = (at: string, now: Date): number =>
  Math.round((Date.parse(`${brusselsDay(now)}T00:00:00Z`) - Date.parse(`${brusselsDay(new Date(at))}T00:00:00Z`)) / MS_PER_DAY)

/** Days online: Brussels days since the first publication, or null for a listing never published. */
export const daysOnline = (events: readonly ListingEvent[], now: Date): number | null => {
  const since = onlineSince(events)
  return since === null ? null : Math.max(0, brusselsDaysBetween(since, now))
}

/**
 * The history a visitor may read: the price events only while the listing's page shows its price (a
 * hidden, sold or rented listing's past prices stay hidden too), oldest first. The API's access rule
 * (collections/access/listingEvents.ts) says the same.
 */
export const publicHistory = <E extends ListingEvent>(events: readonly E[], listing: PriceFields): E[] =>
  inOrder(events).filter((event) => event.kind !== 'price' || shownPrice(listing) !== null)

/** A line of the listing page's history: a first price is told with the publication it came with. */
export type TimelineEntry = { kind: ListingEventKind; at: string; price: number | null; previousPrice: number | null }

export const timeline = (events: readonly ListingEvent[]): TimelineEntry[] => {
  const entries: TimelineEntry[] = []
  for (const event of inOrder(events)) {
    const previous = entries.at(-1)
    const entry: TimelineEntry = { kind: event.kind, at: event.at, price: event.price ?? null, previousPrice: event.previousPrice ?? null }
    const firstPrice = event.kind === 'price' && entry.previousPrice === null
    if (firstPrice && previous && (previous.kind === 'published' || previous.kind === 'republished') && time(previous.at) === time(event.at) && previous.price === null) {
      previous.price = entry.price
      continue
    }
    entries.push(entry)
  }
  return entries
}

/** The relative change from one price to another (-0.05 for 5% less), or null without a previous price. */
export const priceChange = (previousPrice: number | null, price: number | null): number | null =>
  typeof previousPrice === 'number' && typeof price === 'number' && previousPrice > 0 ? (price - previousPrice) / previousPrice : null
