import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { isolated } from '@/lib/payload/database'
import { refreshPropertyRoutes } from '@/lib/routing/propertyRoutes'
import { refreshSearchIndex } from '@/lib/search'
import type { Scope } from '@/lib/search/types'

/**
 * Keeps the search index in step with what is stored: after a listing, city or type is saved or
 * deleted, its index rows are written again from the stored (published) data. A draft save leaves the
 * published listing, and so its row, as it was. A failure is logged, never lost silently, and does
 * not undo the editor's save: the next save of that listing, or a seed, writes the row again.
 */
const refresh = async (req: PayloadRequest, scope: Scope) => {
  try {
    // Through the save's own transaction (PostgreSQL saves in one): another connection would not see the save yet.
    // Isolated within it, so that a failure here cannot take the save down with it.
    await isolated(req.payload, req, () => refreshSearchIndex(req.payload, scope, req))
    // The proxy's table of listing URLs (only in the web server): a listing's own row, or all after a city changed.
    if (scope !== 'all' && !('typeId' in scope)) await refreshPropertyRoutes('ids' in scope ? scope.ids : null, req)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `search index: could not refresh ${JSON.stringify(scope)}` })
  }
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
