import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

/**
 * Makes `owner` the owner of a listing, in the document and its versions (what the admin's save does).
 * A Local API write naming an owner fails on SQLite (see collections.int.spec), so this writes directly.
 */
export const setOwner = async (payload: Payload, property: number, owner: number): Promise<void> => {
  await payload.db.updateOne({ collection: 'properties', id: property, data: { owner } })
  const { drizzle } = payload.db as unknown as { drizzle: { run: (query: ReturnType<typeof sql>) => Promise<unknown> } }
  await drizzle.run(sql`UPDATE _properties_v SET version_owner_id = ${owner} WHERE parent_id = ${property}`)
}
