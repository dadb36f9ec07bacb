import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted listing takes its visit counts, alert matches and history with it (they cannot point at nothing). */
export const deleteStatistics: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { property: { equals: id } }
  await req.payload.db.deleteMany({ collection: 'property-visits', where, req })
  await req.payload.db.deleteMany({ collection: 'alert-matches', where, req })
  await req.payload.db.deleteMany({ collection: 'listing-events', where, req })
}
