import type { CollectionAfterChangeHook, RequestContext } from 'payload'

import { eventsFor, type ListingEvent, listingStateOf } from '@/lib/domain/listingHistory'
import { addEvents, listingHistory } from '@/lib/payload/history'
import type { Property } from '@/payload-types'

import { expire } from '../../hooks/revalidate'

const contextKey = (id: number) => `listingEvents:${id}`
const historyKey = (id: number) => `listingHistory:${id}`

/** The events the save of listing `id` recorded in this request (read by the hooks after it). */
export const recordedEvents = (context: RequestContext | undefined, id: number): ListingEvent[] => {
  const events = context?.[contextKey(id)]
  return Array.isArray(events) ? (events as ListingEvent[]) : []
}

/** The listing's whole history once this save recorded its events, or null when no save of it did in this request. */
export const historyAfterSave = (context: RequestContext | undefined, id: number): ListingEvent[] | null => {
  const history = context?.[historyKey(id)]
  return Array.isArray(history) ? (history as ListingEvent[]) : null
}

/**
 * Records what visitors can see change when a listing is saved (src/lib/domain/listingHistory.ts): the
 * stored, published document is compared with what its history says visitors saw. The published
 * document is read back rather than taken from the hook's arguments, which hold a draft when staff save
 * one (nothing visible changes then) and may hold the latest draft as the previous document.
 * The events are written in the save's transaction: they commit with it, and a failure fails the save.
 * The seed writes its histories itself.
 */
export const recordListingEvents: CollectionAfterChangeHook<Property> = async ({ doc, req, context }) => {
  if (context?.seeding) return doc
  const stored = await req.payload.db.findOne<Property>({ collection: 'properties', where: { id: { equals: doc.id } }, req })
  const history = await listingHistory(req.payload, doc.id, req)
  const events = stored ? eventsFor(history, listingStateOf(stored), new Date().toISOString()) : []
  await addEvents(req.payload, doc.id, events, req)
  req.context[contextKey(doc.id)] = events
  req.context[historyKey(doc.id)] = [...history, ...events]
  // Written past Payload's operations (see addEvents): the history's cached reads are expired here.
  if (events.length > 0) await expire('listing-events', req)
  return doc
}
