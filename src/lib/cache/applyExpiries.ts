/**
 * The web server's side of cross-process expiries (expiries.ts): run within its own request, so Next's
 * cache can be expired; each record once per server (the last applied is kept in memory).
 */
import 'server-only'

import { timingSafeEqual } from 'node:crypto'

import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'

import { refreshPropertyRoutes } from '@/lib/routing/propertyRoutes'

import { expiriesAfter, mergeExpiries, pruneExpiries } from './expiries'
import { expiredHere } from './purge'

/** The header scripts/server.mjs sends with its own call, carrying SITE_INTERNAL_TOKEN. */
export const INTERNAL_HEADER = 'x-internal-token'

/** Whether a request is the server's own (it knows the token the server made at start). */
export const internalRequest = (headers: Headers): boolean => {
  const token = process.env.SITE_INTERNAL_TOKEN
  const sent = headers.get(INTERNAL_HEADER)
  if (!token || !sent) return false
  const given = Buffer.from(sent)
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** What this server has applied: the newest record, and when it started (older records were before its cache). */
const applied = { id: 0, since: Date.now() - 60_000, pruned: 0 }

/** Applies the records made since the last call; the number of records applied. */
export const applyExpiries = async (payload: Payload): Promise<number> => {
  const records = await expiriesAfter(payload, applied.id, applied.since)
  if (records.length > 0) {
    applied.id = records[records.length - 1].id
    const { tags, listings } = mergeExpiries(records)
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    if (tags.length > 0) await expiredHere(tags)
    if (listings) await refreshPropertyRoutes(listings === 'all' ? null : listings)
  }
  if (Date.now() - applied.pruned > 600_000) {
    applied.pruned = Date.now()
    await pruneExpiries(payload)
  }
  return records.length
}
