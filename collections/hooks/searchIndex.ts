import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { afterCommit } from '@/lib/payload/transactions'
import { recordExpiry } from '@/lib/cache/expiries'
import { propertyRoutesHere, refreshPropertyRoutes } from '@/lib/routing/propertyRoutes'
import { refreshSearchIndex } from '@/lib/search'
import type { Scope } from '@/lib/search/types'

/**
 * Keeps the search index in step with what is stored: after a listing, city or type is saved or
 * deleted, its index rows are written again from the stored (published) data, in the save's own
 * transaction, so the row and the listing commit together or not at all (a failure here fails the save).
 * A draft save leaves the published listing, and so its row, as it was.
 */
const refresh = async (req: PayloadRequest, scope: Scope) => {
  await refreshSearchIndex(req.payload, scope, req)
  // The proxy's table of listing URLs, once the save is committed: a listing's own row, or all after a city changed.
  // Outside the web server (the jobs runner) it is recorded for the web servers to read again (lib/cache/expiries.ts).
  if (scope === 'all' || 'typeId' in scope) return
  const ids = 'ids' in scope ? scope.ids : null
  await afterCommit(req, () => (propertyRoutesHere() ? refreshPropertyRoutes(ids) : recordExpiry(req.payload, [], ids ?? 'all')))
}

const afterChange =
  (scopeOf: (id: number) => Scope): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    await refresh(req, scopeOf(doc.id))
    return doc
  }

const afterDelete =
  (scopeOf: (id: number) => Scope): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await refresh(req, scopeOf(doc.id))
    return doc
  }

const hooksFor = (scopeOf: (id: number) => Scope) => ({ afterChange: [afterChange(scopeOf)], afterDelete: [afterDelete(scopeOf)] })

export const propertySearchHooks = hooksFor((id) => ({ ids: [id] }))
export const citySearchHooks = hooksFor((cityId) => ({ cityId }))
export const typeSearchHooks = hooksFor((typeId) => ({ typeId }))
