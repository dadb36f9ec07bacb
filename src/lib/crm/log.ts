/**
 * The import log (collections/CrmLog.ts) and each connector's state, for staff: what every event from the
 * CRM did, what was refused and why, and when each connector last worked and last failed (the staff desk).
 */
import type { Payload, PayloadRequest } from 'payload'

import type { CrmSource } from './types'

export const CRM_LOG_OUTCOMES = ['imported', 'offline', 'unchanged', 'unpublished', 'ignored', 'refused', 'failed', 'leadSent', 'leadFailed', 'addressSent'] as const
export type CrmLogOutcome = (typeof CRM_LOG_OUTCOMES)[number]

export type CrmLogEntry = {
  source: CrmSource
  event: string
  outcome: CrmLogOutcome
  estateId?: string | null
  summary: string
  details?: readonly string[]
  property?: number | null
  project?: number | null
  submission?: number | null
}

/** How long log entries are kept. */
export const CRM_LOG_DAYS = 90

/** Writes one entry (through `req`, with the save it describes, when given). */
export const writeLog = async (payload: Payload, entry: CrmLogEntry, req?: Partial<PayloadRequest>): Promise<void> => {
  await payload.create({
    collection: 'crm-log',
    data: {
      at: new Date().toISOString(),
      source: entry.source,
      event: entry.event.slice(0, 40),
      outcome: entry.outcome,
      estateId: entry.estateId ?? null,
      summary: entry.summary.slice(0, 300),
      details: entry.details?.length ? entry.details.join('\n').slice(0, 10_000) : null,
      property: entry.property ?? null,
      project: entry.project ?? null,
      submission: entry.submission ?? null,
    },
    overrideAccess: true,
    req,
  })
}

/** Removes the entries older than CRM_LOG_DAYS. */
export const pruneLog = async (payload: Payload, now = new Date()): Promise<void> => {
  const before = new Date(now.getTime() - CRM_LOG_DAYS * 86_400_000).toISOString()
  await payload.delete({ collection: 'crm-log', where: { at: { less_than: before } }, overrideAccess: true })
}

/** A connector's last success and last failure. */
export type ConnectorState = { lastSuccessAt?: string; lastErrorAt?: string; lastError?: string }

const stateKey = (source: CrmSource) => `crm:state:${source}`

export const connectorState = async (payload: Payload, source: CrmSource): Promise<ConnectorState> => (await payload.kv.get<ConnectorState>(stateKey(source))) ?? {}

/** Records that the connector just worked, or just failed with `error`. */
export const recordConnector = async (payload: Payload, source: CrmSource, error?: string): Promise<void> => {
  const state = await connectorState(payload, source)
  const at = new Date().toISOString()
  await payload.kv.set(stateKey(source), error ? { ...state, lastErrorAt: at, lastError: error.slice(0, 300) } : { ...state, lastSuccessAt: at })
}
