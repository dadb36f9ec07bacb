import type { CollectionAfterChangeHook } from 'payload'

import { alertReason } from '@/lib/domain/listingBadges'
import { listingHistory } from '@/lib/payload/history'
import { shortlistChanges } from '@/lib/shortlist/watch'

import { historyAfterSave, recordedEvents } from './recordListingEvents'

/**
 * When a save puts a listing online or makes a reduction its card will show, the search alerts are
 * checked in the jobs queue (never in the editor's request). Both are read from the listing's history,
 * as the card's badge is, so a mail never announces a drop the site does not show. Seeding and saves
 * that record nothing queue nothing. The visitors watching the listing on their shortlist hear of what
 * the save changed for them (lib/shortlist/watch.ts) through their own job.
 */
export const queueAlertMatching: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (context?.seeding) return doc
  const fresh = recordedEvents(context, doc.id)
  if (fresh.length === 0) return doc
  const reason = alertReason(historyAfterSave(context, doc.id) ?? (await listingHistory(req.payload, doc.id, req)), fresh)
  if (reason) await req.payload.jobs.queue({ task: 'matchAlerts', input: { property: doc.id, reason }, req })
  if (shortlistChanges(fresh).length > 0) await req.payload.jobs.queue({ task: 'notifyShortlists', input: { property: doc.id, events: fresh }, req })
  return doc
}
