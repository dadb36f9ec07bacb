import type { TaskConfig } from 'payload'

import { matchListing, sendDigests } from '@/lib/alerts/match'
import { notifyShortlists } from '@/lib/alerts/shortlist'
import { parseEvents } from '@/lib/domain/listingHistory'
import { sendOwnerDigests } from '@/lib/owners/digest'
import { scheduled } from '@/lib/jobs/schedule'

/** Finds the active search alerts a listing matches (published, or its price dropped) and mails or records them. */
export const matchAlertsTask: TaskConfig<{ input: { property: number; reason: 'published' | 'priceDrop' }; output: { matched: number } }> = {
  slug: 'matchAlerts',
  label: 'Match a listing against the search alerts',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 2000 } },
  inputSchema: [
    { name: 'property', type: 'number', required: true },
    { name: 'reason', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'matched', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { matched: await matchListing(req.payload, input.property, input.reason === 'priceDrop' ? 'priceDrop' : 'published') } }),
}

/** Mails each visitor watching a listing on their shortlist what one save changed (lib/alerts/shortlist.ts). */
export const notifyShortlistsTask: TaskConfig<{ input: { property: number; events: unknown }; output: { sent: number } }> = {
  slug: 'notifyShortlists',
  label: 'Mail the shortlists watching a changed listing',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 2000 } },
  inputSchema: [
    { name: 'property', type: 'number', required: true },
    { name: 'events', type: 'json', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { sent: await notifyShortlists(req.payload, input.property, parseEvents(input.events)) } }),
}

/** Mails each daily alert its matches of the day in one digest, every morning at 07:00. */
export const sendAlertDigestsTask: TaskConfig<{ input: object; output: { sent: number } }> = {
  slug: 'sendAlertDigests',
  label: 'Send the daily search-alert digests',
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: [scheduled('0 0 7 * * *')],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendDigests(req.payload) } }),
}

/** Mails each owner last week's figures of their listings, every Monday at 08:00. */
export const sendOwnerDigestsTask: TaskConfig<{ input: object; output: { sent: number } }> = {
  slug: 'sendOwnerDigests',
  label: 'Send the weekly owner digests',
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: [scheduled('0 0 8 * * 1')],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendOwnerDigests(req.payload) } }),
}
