import type { TaskConfig } from 'payload'

import { type CrmJob, importFromCrm, pullFromCrm, sendAddressToCrm, sendLeadToCrm } from '@/lib/crm/jobs'
import { whiseSettings } from '@/lib/crm/whise/client'
import { scheduled } from '@/lib/jobs/schedule'

/** A failing fetch is tried again for about an hour and a half (5 s, doubling), the time SweepBright serves an announced estate. */
const IMPORT_ATTEMPTS = 11
/** A lead is tried for about 18 hours, as a mail: an outage of the CRM loses nothing. */
export const LEAD_ATTEMPTS = 16

/** One event of a CRM for one estate; two for the same estate never run at once. */
export const crmImportTask: TaskConfig<{ input: CrmJob; output: object }> = {
  slug: 'crmImport',
  label: 'Import an estate from the CRM',
  retries: { attempts: IMPORT_ATTEMPTS, backoff: { type: 'exponential', delay: 5_000 } },
  concurrency: { key: ({ input }) => `crm:${input.source}:${input.estateId}`, exclusive: true },
  inputSchema: [
    { name: 'source', type: 'text', required: true },
    { name: 'estateId', type: 'text', required: true },
    { name: 'event', type: 'text', required: true },
    { name: 'happenedAt', type: 'text', required: true },
    { name: 'signed', type: 'checkbox' },
  ],
  handler: async ({ input, job, req }) => {
    await importFromCrm(req.payload, input, { attempt: (job.totalTried ?? 0) + 1, attempts: IMPORT_ATTEMPTS })
    return { output: {} }
  },
}

/** Whise's changed estates, every WHISE_POLL_MINUTES (default 10), and everything when asked. */
const pollMinutes = Math.min(59, Math.max(1, Math.round(Number(process.env.WHISE_POLL_MINUTES) || 10)))
export const crmPullTask: TaskConfig<{ input: { full?: boolean }; output: object }> = {
  slug: 'crmPull',
  label: 'Pull the changed estates from Whise',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  concurrency: { key: () => 'crm:pull', exclusive: true },
  schedule: whiseSettings() ? [scheduled(`0 */${pollMinutes} * * * *`)] : [],
  inputSchema: [{ name: 'full', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    await pullFromCrm(req.payload, { full: input?.full === true })
    return { output: {} }
  },
}

/** One lead to the CRM, once. */
export const crmSendLeadTask: TaskConfig<{ input: { submission: number }; output: object }> = {
  slug: 'crmSendLead',
  label: 'Send a lead to the CRM',
  retries: { attempts: LEAD_ATTEMPTS, backoff: { type: 'exponential', delay: 1_000 } },
  concurrency: { key: ({ input }) => `lead:${input.submission}`, exclusive: true },
  inputSchema: [{ name: 'submission', type: 'number', required: true }],
  handler: async ({ input, job, req }) => {
    await sendLeadToCrm(req.payload, input.submission, { attempt: (job.totalTried ?? 0) + 1, attempts: LEAD_ATTEMPTS })
    return { output: {} }
  },
}

/** Tells the CRM where an imported listing is on the site. */
export const crmSendAddressTask: TaskConfig<{ input: { source: string; estateId: string; collection: string; id: number }; output: object }> = {
  slug: 'crmSendAddress',
  label: 'Tell the CRM a listing’s address',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    { name: 'source', type: 'text', required: true },
    { name: 'estateId', type: 'text', required: true },
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'number', required: true },
  ],
  handler: async ({ input, req }) => {
    await sendAddressToCrm(req.payload, input)
    return { output: {} }
  },
}
