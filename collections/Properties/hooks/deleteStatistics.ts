import type { CollectionBeforeDeleteHook } from 'payload'

import { databaseIn, sql } from '@/lib/payload/database'

/** A deleted listing takes its visit counts, alert matches and history with it (they cannot point at nothing). */
export const deleteStatistics: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { property: { equals: id } }
  const db = await databaseIn(req.payload, req)
  // Each day row deleted takes its visits off its month (property_visit_months' trigger): day row, then
  // month row, the order the visit counter's flush takes them in. Holding every day row first means this
  // delete never holds a month row a flush's day row waits for (on PostgreSQL; SQLite has one writer).
  if (db.dialect === 'postgres') await db.all(sql`SELECT id FROM property_visits WHERE property_id = ${id} FOR UPDATE`)
  await req.payload.db.deleteMany({ collection: 'property-visits', where, req })
  await req.payload.db.deleteMany({ collection: 'alert-matches', where, req })
  await req.payload.db.deleteMany({ collection: 'listing-events', where, req })
}
