/**
 * Cache expiries across processes. Next's cache can only be expired from within a request of the web
 * server, so a save made elsewhere (the jobs runner importing from the CRM, a script) records what it
 * expired in the database (`cache_expiries`), and every web server applies the records each second
 * (scripts/server.mjs asks its own `POST /api/cache/expiries`): the tags' pages, the proxy's purge and the
 * in-memory route tables, so an import shows on the public pages within seconds, as a save in the admin does.
 */
import type { Payload } from 'payload'

import { databaseOf, sql } from '@/lib/payload/database'

/** Records are applied by every web server within a second or two; older ones are removed. */
const KEEP_MS = 3_600_000

export type Expiry = { id: number; tags: string[]; listings: number[] | 'all' | null; at: number }

/** Records expired tags and the listings whose routes changed (`all` for every listing), for the web servers. */
export const recordExpiry = async (payload: Payload, tags: readonly string[], listings: readonly number[] | 'all' | null = null): Promise<void> => {
  if (tags.length === 0 && !listings) return
  await databaseOf(payload).run(sql`INSERT INTO cache_expiries (tags, listings, at) VALUES (${JSON.stringify(tags)}, ${listings === null ? null : JSON.stringify(listings)}, ${Date.now()})`)
}

const parse = <T>(text: unknown, fallback: T): T => {
  try {
    return typeof text === 'string' ? (JSON.parse(text) as T) : fallback
  } catch {
    return fallback
  }
}

/** The records after `afterId` made at or after `since` (ms), oldest first. */
export const expiriesAfter = async (payload: Payload, afterId: number, since: number): Promise<Expiry[]> => {
  const rows = await databaseOf(payload).all<{ id: number | string; tags: string; listings: string | null; at: number | string }>(
    sql`SELECT id, tags, listings, at FROM cache_expiries WHERE id > ${afterId} AND at >= ${since} ORDER BY id LIMIT 1000`,
  )
  return rows.map((row) => ({ id: Number(row.id), tags: parse<string[]>(row.tags, []), listings: parse<number[] | 'all' | null>(row.listings, null), at: Number(row.at) }))
}

/** Removes the records every web server has long applied. */
export const pruneExpiries = async (payload: Payload, now = Date.now()): Promise<void> => {
  await databaseOf(payload).run(sql`DELETE FROM cache_expiries WHERE at < ${now - KEEP_MS}`)
}

/** What a batch of records asks of a web server: each tag once, and the listings to read again (null: none). */
export const mergeExpiries = (records: readonly Expiry[]): { tags: string[]; listings: number[] | 'all' | null } => {
  const tags = new Set<string>()
  let listings: Set<number> | 'all' | null = null
  for (const record of records) {
    for (const tag of record.tags) tags.add(tag)
    if (listings === 'all' || !record.listings) continue
    listings = record.listings === 'all' ? 'all' : new Set([...(listings ?? []), ...record.listings])
  }
  return { tags: [...tags], listings: listings === 'all' ? 'all' : listings ? [...listings] : null }
}
