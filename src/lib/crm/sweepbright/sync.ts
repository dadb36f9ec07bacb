/**
 * SweepBright pushes: each webhook event becomes an import job (src/jobs/crm.ts), which fetches the estate
 * (the fetch is the proof: nothing the API does not return is imported) and imports what toListing makes of
 * it. A deletion is applied only when the API no longer returns the estate. Leads go back as contacts.
 */
import type { Payload } from 'payload'

import type { HostRule } from '../download'
import { type ImportResult, importMapped } from '../import'
import { withdraw } from '../withdraw'
import type { Lead } from '../leads'
import { writeLog } from '../log'
import { type SweepBrightContact, type SweepBrightSettings, createSweepBrightClient } from './client'
import type { SweepBrightEvent } from './estate'
import { toListing } from './toListing'

/** Where SweepBright's files may come from: its API's host, its own domain and the S3 buckets it signs links to. */
export const sweepBrightFiles = (settings: SweepBrightSettings): HostRule => ({ apiHost: new URL(settings.url).hostname, hosts: ['*.sweepbright.com', '*.amazonaws.com'] })

/** An event to handle; `signed` when its webhook carried SweepBright's valid signature. */
export type SweepBrightJob = { estateId: string; event: SweepBrightEvent['event'] | 'resync'; happenedAt: string; signed: boolean }

/**
 * One event: the estate fetched and imported, or deleted: taken offline when the webhook was signed (an
 * unsigned deletion is logged and ignored). An estate the API does not return on an update is not taken
 * offline: SweepBright only serves estates it just announced, so a late fetch proves nothing. Errors a retry
 * may cure are thrown for the job to retry.
 */
export const handleSweepBrightEvent = async (payload: Payload, settings: SweepBrightSettings, job: SweepBrightJob): Promise<ImportResult> => {
  const client = createSweepBrightClient(settings)
  const happenedAt = new Date(job.happenedAt)
  const context = { source: 'sweepbright' as const, event: job.event, happenedAt: Number.isNaN(happenedAt.getTime()) ? new Date() : happenedAt, rule: sweepBrightFiles(settings) }
  if (job.event === 'estate-deleted') {
    if (job.signed) return withdraw(payload, 'sweepbright', job.estateId, job.event, context.happenedAt)
    // Anyone can post an unsigned call, and SweepBright stops serving an estate a while after announcing it, so
    // a 404 proves nothing: an unsigned deletion never takes a listing offline.
    await writeLog(payload, { source: 'sweepbright', event: job.event, estateId: job.estateId, outcome: 'ignored', summary: 'Unsigned deletion ignored: only a deletion SweepBright signs takes a listing offline' })
    return { outcome: 'ignored', online: false }
  }
  const estate = await client.estate(job.estateId)
  if (!estate) {
    await writeLog(payload, { source: 'sweepbright', event: job.event, estateId: job.estateId, outcome: 'ignored', summary: 'SweepBright did not return this estate (unknown, unpublished, or past the time it can be fetched): nothing changed' })
    return { outcome: 'ignored', online: false }
  }
  return importMapped(payload, job.estateId, toListing(estate), context)
}

/** SweepBright's types of the site's property types (web ids), for a demand-register lead. */
const SWEEPBRIGHT_TYPES: Readonly<Record<number, string>> = { 1: 'house', 2: 'apartment', 3: 'apartment', 4: 'land', 5: 'house', 6: 'commercial', 7: 'commercial', 8: 'office', 9: 'parking' }

/** A lead as SweepBright's contact: on the estate when it came from SweepBright, else with what the visitor looks for. */
export const sweepBrightContact = (lead: Lead): { estateId: string | null; contact: SweepBrightContact } => {
  const estateId = lead.estate?.source === 'sweepbright' ? lead.estate.estateId : null
  const wants = lead.wants
  return {
    estateId,
    contact: {
      // SweepBright asks both names; a visitor who gave one is named by it twice rather than refused.
      first_name: lead.firstName || lead.lastName,
      last_name: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      locale: lead.locale,
      ...(wants && !estateId
        ? {
            preferences: {
              ...(wants.goal ? { negotiation: wants.goal === 'rent' ? ('let' as const) : ('sale' as const) } : {}),
              types: [...new Set(wants.typeWebIds.flatMap((id) => SWEEPBRIGHT_TYPES[id] ?? []))],
              ...(wants.maxPrice !== null ? { max_price: wants.maxPrice } : {}),
              ...(wants.minBedrooms !== null ? { min_rooms: wants.minBedrooms } : {}),
            },
            location_preference: { country: 'BE', postal_codes: wants.zips },
          }
        : {}),
    },
  }
}

/** Sends a lead; the answer names where it went. */
export const sendSweepBrightLead = async (settings: SweepBrightSettings, lead: Lead): Promise<string> => {
  const { estateId, contact } = sweepBrightContact(lead)
  await createSweepBrightClient(settings).contact(estateId, contact)
  return estateId ? `SweepBright estate ${estateId}` : 'SweepBright contacts'
}

/** Tells SweepBright the estate's address on the site. */
export const sendSweepBrightUrl = async (settings: SweepBrightSettings, estateId: string, url: string): Promise<void> => createSweepBrightClient(settings).setUrl(estateId, url)
