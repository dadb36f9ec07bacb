/**
 * Listings' histories as stored (the listing-events collection): the whole of one, which the save hooks
 * compare with and the alerts read, and the visitors' view, which the pages and the cards' badges read.
 * No page cache here: the save hooks call it too; queries.ts wraps the pages' reads in cached ones.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { cardMarquee } from '@/lib/domain/listingBadges'
import type { ListingEvent } from '@/lib/domain/listingHistory'
import type { Marquee } from '@/lib/domain/marquee'
import type { PriceFields } from '@/lib/domain/priceDisplay'
import type { ListingEvent as StoredEvent } from '@/payload-types'

import { relationId } from './populated'

type Stored = Pick<StoredEvent, 'property' | 'kind' | 'at' | 'price' | 'previousPrice'>

const SELECT = { property: true, kind: true, at: true, price: true, previousPrice: true } as const

const eventOf = (doc: Stored): ListingEvent => ({ kind: doc.kind, at: doc.at, price: doc.price ?? null, previousPrice: doc.previousPrice ?? null })

/** Events in the order they were recorded: by moment, then by id for the events of one save. */
const ORDER = ['at', 'id']

/**
 * A listing's whole history, oldest first, as staff read it. Read through the database adapter, within
 * `req`'s transaction when a save has one: a failing Payload operation would roll the whole save back
 * (it ends the transaction it was given), which the save hooks must never do.
 */
export const listingHistory = async (payload: Payload, property: number, req?: Partial<PayloadRequest>): Promise<ListingEvent[]> => {
  const { docs } = await payload.db.find<Stored>({ collection: 'listing-events', where: { property: { equals: property } }, sort: ORDER, pagination: false, req })
  return docs.map(eventOf)
}

/** Writes events of a listing through the database adapter, within `req`'s transaction (see listingHistory). */
export const addEvents = async (payload: Payload, property: number, events: readonly ListingEvent[], req: Partial<PayloadRequest>): Promise<void> => {
  for (const event of events) {
    const now = new Date().toISOString()
    await payload.db.create({ collection: 'listing-events', data: { property, ...event, createdAt: now, updatedAt: now }, req })
  }
}

/** The histories of some listings as visitors read them: published listings only, prices only where their page shows one. */
export const visitorHistories = async (payload: Payload, ids: readonly number[]): Promise<Map<number, ListingEvent[]>> => {
  const byListing = new Map<number, ListingEvent[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return byListing
  const where: Where = { property: { in: [...ids] } }
  const { docs } = await payload.find({ collection: 'listing-events', where, sort: ORDER, pagination: false, depth: 0, select: SELECT, overrideAccess: false })
  for (const doc of docs) {
    const id = relationId<number>(doc.property)
    if (id !== null) byListing.get(id)?.push(eventOf(doc))
  }
  return byListing
}

/** What a card needs to choose its badge: the price it shows and the marquee staff may have set. */
export type BadgeFields = PriceFields & { id: number; marquee?: Marquee | null }

/**
 * Cards with the marquee each shows (`badge`): the one set by hand, or the badge the listing's history
 * gives at `now` ("New", "Price reduced"). One read for all the cards of a list.
 */
export const withBadges = async <T extends BadgeFields>(payload: Payload, cards: T[], now: Date = new Date()): Promise<(T & { badge: Marquee | null })[]> => {
  const histories = await visitorHistories(payload, cards.map((card) => card.id))
  return cards.map((card) => ({ ...card, badge: cardMarquee(card, histories.get(card.id) ?? [], now) }))
}
