import type { CollectionAfterChangeHook } from 'payload'

import { matchReason } from '@/lib/alerts/match'

/**
 * When a listing is first published or its published price drops, the search alerts are checked in
 * the jobs queue (never in the editor's request). Seeding and re-saves without such a change queue nothing.
 */
export const queueAlertMatching: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context?.seeding) return doc
  const reason = matchReason(doc, previousDoc)
  if (reason) await req.payload.jobs.queue({ task: 'matchAlerts', input: { property: doc.id, reason }, req })
  return doc
}
