import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { announcePurge } from '@/lib/cache/purge'
import { TAGS, tagFor } from '@/lib/payload/tags'
import { afterCommit } from '@/lib/payload/transactions'
import { refreshRouteTable } from '@/lib/routing/routeTable'

/**
 * Expires the cached reads of a collection or global once the save has committed, so a saved edit shows
 * on the next request without a rebuild (a page rendered before the commit would keep the old data), and
 * tells the agency's proxy, if any (lib/cache/purge). Nothing expires when the save rolls back. Skipped
 * while seeding; outside a Next server (scripts, tests) there is no cache of Next's to expire.
 */
export const expire = async (slug: string, req: PayloadRequest) => {
  if (req.context?.disableRevalidate) return
  const tag = tagFor(slug)
  if (tag) await afterCommit(req, () => expireTag(tag))
}

const expireTag = async (tag: string) => {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (!(error instanceof Error) || !/static generation store|outside a request scope|Invariant/i.test(error.message)) throw error
  }
  announcePurge([tag])
  // The proxy's view of which paths exist comes from the pages and the enabled languages.
  if (tag === TAGS.pages || tag === TAGS.settings) await refreshRouteTable()
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
