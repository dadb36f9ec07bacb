import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { recordExpiry } from '@/lib/cache/expiries'
import { announcePurge, expiredHere } from '@/lib/cache/purge'
import { tagFor } from '@/lib/payload/tags'
import { afterCommit } from '@/lib/payload/transactions'

/**
 * Expires the cached reads of a collection or global once the save has committed, so a saved edit shows
 * on the next request without a rebuild (a page rendered before the commit would keep the old data), and
 * tells the agency's proxy, if any (lib/cache/purge). Nothing expires when the save rolls back. Skipped
 * while seeding. A save outside a request of the web server (the jobs runner importing from the CRM, a
 * script) cannot reach Next's cache: it records the expiry for the web servers (lib/cache/expiries.ts).
 */
export const expire = async (slug: string, req: PayloadRequest) => {
  if (req.context?.disableRevalidate) return
  const tag = tagFor(slug)
  if (tag) await afterCommit(req, () => expireTag(tag, req.payload))
}

const expireTag = async (tag: string, payload: Payload) => {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (!(error instanceof Error) || !/static generation store|outside a request scope|Invariant/i.test(error.message)) throw error
    // The proxy hears at once, and again from each web server once it has expired its own copy.
    await recordExpiry(payload, [tag])
    announcePurge([tag])
    return
  }
  await expiredHere([tag])
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  await expire(collection.slug, req)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await expire(collection.slug, req)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  await expire(global.slug, req)
  return doc
}

/** Hooks for a collection whose documents the public site shows. */
export const revalidateHooks = { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] }

/** Hooks of a collection the search index reads: the index is written first, then the pages expire. */
export const searchThenRevalidate = (search: { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] }) => ({
  afterChange: [...search.afterChange, revalidateAfterChange],
  afterDelete: [...search.afterDelete, revalidateAfterDelete],
})
