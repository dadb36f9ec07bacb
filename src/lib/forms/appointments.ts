/**
 * Visit slots: which are free for a listing, and whether one may still be taken. Taking it is the
 * submission's insert itself (its `slot` is unique), so two visitors can never book the same moment.
 */
import type { Payload } from 'payload'

import { relationId } from '@/lib/payload/populated'

export type FreeSlot = { id: number; start: string; end: string }

/** At most this many free slots are offered. */
export const MAX_OFFERED_SLOTS = 30

/** Free slots of a listing (its own and the agency-wide ones), starting after `now`, soonest first. */
export const freeSlots = async (payload: Payload, propertyId: number, now: Date = new Date()): Promise<FreeSlot[]> => {
  const { docs } = await payload.find({
    collection: 'appointment-slots',
    where: {
      and: [
        { start: { greater_than: now.toISOString() } },
        { or: [{ property: { equals: propertyId } }, { property: { exists: false } }] },
      ],
    },
    sort: 'start',
    limit: MAX_OFFERED_SLOTS * 4,
    depth: 0,
    overrideAccess: true,
    select: { start: true, end: true },
  })
  if (docs.length === 0) return []
  const taken = await payload.find({
    collection: 'form-submissions',
    where: { slot: { in: docs.map((slot) => slot.id) } },
    limit: docs.length,
    depth: 0,
    overrideAccess: true,
    select: { slot: true },
  })
  const takenIds = new Set(taken.docs.map((submission) => relationId(submission.slot)))
  return docs
    .filter((slot) => !takenIds.has(slot.id))
    .slice(0, MAX_OFFERED_SLOTS)
    .map((slot) => ({ id: slot.id, start: slot.start, end: slot.end }))
}

/** Why a chosen slot cannot be booked, or null when it can (the insert still decides a race). */
export const slotProblem = async (payload: Payload, slotId: number, propertyId: number, now: Date = new Date()): Promise<'gone' | null> => {
  const slot = await payload.findByID({ collection: 'appointment-slots', id: slotId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!slot) return 'gone'
  const property = relationId(slot.property)
  if (property != null && property !== propertyId) return 'gone'
  if (new Date(slot.start) <= now) return 'gone'
  const taken = await payload.count({ collection: 'form-submissions', where: { slot: { equals: slotId } }, overrideAccess: true })
  return taken.totalDocs > 0 ? 'gone' : null
}
