/**
 * What the CRM jobs do (src/jobs/crm.ts holds their settings): an event imported, Whise pulled, a lead sent
 * once, an address told. Each records the connector's state for the staff desk and writes the import log;
 * a failure a retry may cure is thrown for the queue to try again (logged each time, and as given up on the
 * last attempt), anything else is logged once and not retried.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { FormSubmission } from '@/payload-types'

import { connectedSources, leadTarget, publicAddress, sendAddress, sendLead } from './connectors'
import { CrmError } from './http'
import { type LeadSource, LEAD_KINDS, leadOf } from './leads'
import { pruneLog, recordConnector, writeLog } from './log'
import { sweepBrightSettings } from './sweepbright/client'
import { handleSweepBrightEvent } from './sweepbright/sync'
import { CRM_NAMES, type CrmSource } from './types'
import { whiseSettings } from './whise/client'
import { pullWhise } from './whise/sync'

export type CrmJob = { source: string; estateId: string; event: string; happenedAt: string; signed?: boolean | null }
type Attempt = { attempt: number; attempts: number }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const isSource = (value: string): value is CrmSource => value === 'sweepbright' || value === 'whise'

/** Logs a failure; rethrows it when a later attempt may succeed, so the queue tries again. */
const failed = async (payload: Payload, source: CrmSource, error: unknown, log: { event: string; estateId?: string; submission?: number; summary: string }, { attempt, attempts }: Attempt): Promise<void> => {
  const retry = error instanceof CrmError ? error.retry : true
  const last = !retry || attempt >= attempts
  await recordConnector(payload, source, messageOf(error))
  await writeLog(payload, { source, event: log.event, estateId: log.estateId, submission: log.submission, outcome: 'failed', summary: `${log.summary}: ${messageOf(error)}${last ? (retry ? ' (given up)' : '') : ` (attempt ${attempt} of ${attempts}, will try again)`}`.slice(0, 300) })
  if (!last) throw error
}

/** Removes old log entries at most once a day. */
const pruneDaily = async (payload: Payload): Promise<void> => {
  const today = new Date().toISOString().slice(0, 10)
  if ((await payload.kv.get<string>('crm:pruned')) === today) return
  await payload.kv.set('crm:pruned', today)
  await pruneLog(payload)
}

export const importFromCrm = async (payload: Payload, job: CrmJob, attempt: Attempt): Promise<void> => {
  const settings = sweepBrightSettings()
  if (job.source !== 'sweepbright' || !settings) return
  try {
    const event = job.event === 'estate-added' || job.event === 'estate-updated' || job.event === 'estate-deleted' || job.event === 'resync' ? job.event : 'estate-updated'
    const result = await handleSweepBrightEvent(payload, settings, { estateId: job.estateId, event, happenedAt: job.happenedAt, signed: job.signed === true })
    await recordConnector(payload, 'sweepbright')
    // SweepBright learns the address of what is online (units are reached through their project).
    const target = result.project ? { collection: 'projects' as const, id: result.project } : result.property ? { collection: 'properties' as const, id: result.property } : null
    if (target && result.online && (result.outcome === 'imported' || job.event === 'estate-added')) {
      const unit = target.collection === 'properties' && (await payload.findByID({ collection: 'properties', id: target.id, depth: 0, overrideAccess: true, select: { project: true } })).project
      if (!unit) await payload.jobs.queue({ task: 'crmSendAddress', input: { source: 'sweepbright', estateId: job.estateId, ...target } })
    }
  } catch (error) {
    await failed(payload, 'sweepbright', error, { event: job.event, estateId: job.estateId, summary: 'Could not import' }, attempt)
  }
  await pruneDaily(payload)
}

export const pullFromCrm = async (payload: Payload, { full }: { full: boolean }): Promise<void> => {
  await pruneDaily(payload)
  const settings = whiseSettings()
  if (!settings) return
  try {
    const result = await pullWhise(payload, settings, { full })
    if (result.failed === 0) await recordConnector(payload, 'whise')
  } catch (error) {
    await recordConnector(payload, 'whise', messageOf(error))
    await writeLog(payload, { source: 'whise', event: full ? 'full sync' : 'changed', outcome: 'failed', summary: `Could not pull from Whise: ${messageOf(error)}` })
    if (!(error instanceof CrmError) || error.retry) throw error
  }
}

/** Whether a new submission is a lead for a connected CRM: it is then marked waiting as it is stored. */
export const isCrmLead = (submission: { kind?: string | null; status?: string | null }): boolean =>
  connectedSources().length > 0 && LEAD_KINDS.includes(submission.kind as FormSubmission['kind']) && submission.status !== 'spam'

/** Queues a stored lead for the CRM, with the save (`req`): it goes only if the save commits. */
export const queueLead = async (req: PayloadRequest, id: number): Promise<void> => {
  await req.payload.jobs.queue({ task: 'crmSendLead', input: { submission: id }, req })
}

/** The lead of a submission as leadOf reads it: its listing's or project's CRM origin, its slot's time, what its ids stand for. */
const leadSourceOf = async (payload: Payload, submission: FormSubmission): Promise<LeadSource> => {
  const listing = typeof submission.property === 'object' && submission.property ? submission.property : typeof submission.project === 'object' && submission.project ? submission.project : null
  const slot = typeof submission.slot === 'object' && submission.slot ? submission.slot : null
  return { ...submission, listing: listing ? { name: listing.name, reference: listing.reference, crm: listing.crm } : null, slotStart: slot?.start ?? null }
}

const lookupsOf = async (payload: Payload) => {
  const [types, cities] = await Promise.all([
    payload.find({ collection: 'property-types', depth: 0, pagination: false, overrideAccess: true, select: { webID: true } }),
    payload.find({ collection: 'cities', depth: 0, pagination: false, overrideAccess: true, select: { zip: true } }),
  ])
  return { typeWebIds: new Map(types.docs.map((type) => [type.id, type.webID])), cityZips: new Map(cities.docs.map((city) => [city.id, city.zip])) }
}

const markLead = (payload: Payload, id: number, crm: NonNullable<FormSubmission['crm']>) =>
  payload.update({ collection: 'form-submissions', id, data: { crm }, overrideAccess: true, context: { crmLead: true } })

/** Sends one lead, once: a lead already sent is not sent again, however often its job runs. */
export const sendLeadToCrm = async (payload: Payload, id: number, attempt: Attempt): Promise<void> => {
  const submission = await payload.findByID({ collection: 'form-submissions', id, depth: 1, overrideAccess: true, disableErrors: true })
  if (!submission || submission.crm?.status === 'sent') return
  const lead = leadOf(await leadSourceOf(payload, submission), await lookupsOf(payload))
  const source = lead ? leadTarget(lead, connectedSources()) : null
  if (!lead || !source) return
  // A send that began and never recorded its end (the runner stopped mid-way) may have reached the CRM: it is
  // not repeated, and staff are told to look, rather than the lead going twice.
  const sending = `crm:lead-sending:${id}`
  if (await payload.kv.get(sending)) {
    await markLead(payload, id, { status: 'failed', target: CRM_NAMES[source], error: `Stopped while sending: check ${CRM_NAMES[source]} for this lead before entering it there` })
    await payload.kv.delete(sending)
    return
  }
  await payload.kv.set(sending, true)
  let target: string
  try {
    target = await sendLead(source, lead)
  } catch (error) {
    await payload.kv.delete(sending)
    const retry = error instanceof CrmError ? error.retry : true
    if (!retry || attempt.attempt >= attempt.attempts) await markLead(payload, id, { status: 'failed', target: CRM_NAMES[source], error: messageOf(error).slice(0, 500) })
    else await markLead(payload, id, { status: 'pending', target: CRM_NAMES[source], error: messageOf(error).slice(0, 500) })
    await failed(payload, source, error, { event: submission.kind, estateId: lead.estate?.estateId, submission: id, summary: `Lead ${id} not sent` }, attempt)
    return
  }
  await markLead(payload, id, { status: 'sent', target, sentAt: new Date().toISOString(), error: null })
  await payload.kv.delete(sending)
  await writeLog(payload, { source, event: submission.kind, estateId: lead.estate?.estateId, outcome: 'leadSent', summary: `Lead ${id} sent to ${target}`, submission: id })
  await recordConnector(payload, source)
}

export const sendAddressToCrm = async (payload: Payload, input: { source: string; estateId: string; collection: string; id: number }): Promise<void> => {
  if (!isSource(input.source) || (input.collection !== 'properties' && input.collection !== 'projects')) return
  const url = await publicAddress(payload, input.collection, input.id)
  if (!url) return
  if (await sendAddress(input.source, input.estateId, url)) {
    await writeLog(payload, { source: input.source, event: 'address', estateId: input.estateId, outcome: 'addressSent', summary: `Told ${CRM_NAMES[input.source]} the address ${url}`, ...(input.collection === 'projects' ? { project: input.id } : { property: input.id }) })
  }
}
