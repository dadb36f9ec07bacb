/**
 * The connected CRMs (a CRM is connected when its settings are there, see .env.example) and what the jobs
 * ask of them: send a lead, tell a CRM a listing's address, resync everything. Each CRM's own code is in
 * its folder; this is the one place that knows them all.
 */
import type { Payload, Where } from 'payload'

import { pageRoutes } from '@/lib/payload/freshReads'
import { propertyUrl } from '@/lib/payload/propertyUrl'
import { projectPath } from '@/lib/routing/paths'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import { defaultLocale } from '@/i18n/locales'

import type { Lead } from './leads'
import { sweepBrightSettings } from './sweepbright/client'
import { sendSweepBrightLead, sendSweepBrightUrl } from './sweepbright/sync'
import type { CrmSource } from './types'
import { whiseSettings } from './whise/client'
import { sendWhiseLead } from './whise/sync'

/** The CRMs whose settings are present, in the order leads prefer them. */
export const connectedSources = (env: NodeJS.ProcessEnv = process.env): CrmSource[] => [...(sweepBrightSettings(env) ? (['sweepbright'] as const) : []), ...(whiseSettings(env) ? (['whise'] as const) : [])]

/** Which CRM a lead goes to: the one its listing came from, else the first connected; null when none is. */
export const leadTarget = (lead: Lead, connected: readonly CrmSource[]): CrmSource | null =>
  lead.estate && connected.includes(lead.estate.source) ? lead.estate.source : (connected[0] ?? null)

/** Sends a lead to `source`; the answer names where it went. */
export const sendLead = async (source: CrmSource, lead: Lead): Promise<string> => {
  const sweepbright = sweepBrightSettings()
  const whise = whiseSettings()
  if (source === 'sweepbright' && sweepbright) return sendSweepBrightLead(sweepbright, lead)
  if (source === 'whise' && whise) return sendWhiseLead(whise, lead)
  throw new Error(`${source} is not connected`)
}

/** The public address of an imported listing or project, in the site's default language, or null when it has none. */
export const publicAddress = async (payload: Payload, collection: 'properties' | 'projects', id: number): Promise<string | null> => {
  const pages = await pageRoutes(payload)
  if (collection === 'projects') {
    const project = await payload.findByID({ collection, id, depth: 0, locale: defaultLocale, overrideAccess: true, disableErrors: true })
    const path = project?._status === 'published' ? projectPath(pages, defaultLocale, project) : null
    return path ? `${getSiteUrl()}${path}` : null
  }
  const listing = await payload.findByID({ collection, id, depth: 1, locale: defaultLocale, overrideAccess: true, disableErrors: true })
  const path = listing?._status === 'published' ? propertyUrl(pages, defaultLocale, listing) : null
  return path ? `${getSiteUrl()}${path}` : null
}

/** Tells the CRM where its estate is on the site (SweepBright asks for it; Whise has no such call). */
export const sendAddress = async (source: CrmSource, estateId: string, url: string): Promise<boolean> => {
  const sweepbright = sweepBrightSettings()
  if (source !== 'sweepbright' || !sweepbright) return false
  await sendSweepBrightUrl(sweepbright, estateId, url)
  return true
}

/** The SweepBright estates the site holds (units come with their project): what a resync fetches again. */
export const sweepBrightEstates = async (payload: Payload): Promise<string[]> => {
  const ids: string[] = []
  for (const collection of ['properties', 'projects'] as const) {
    const where: Where = collection === 'properties' ? { and: [{ 'crm.source': { equals: 'sweepbright' } }, { project: { exists: false } }] } : { 'crm.source': { equals: 'sweepbright' } }
    const { docs } = await payload.find({ collection, where, depth: 0, pagination: false, overrideAccess: true, select: { crm: true } })
    for (const doc of docs) if (doc.crm?.estateId) ids.push(doc.crm.estateId)
  }
  return ids
}

/**
 * Everything again, as jobs (the staff desk's "Sync now"): Whise pulled whole; each SweepBright estate the
 * site holds fetched again (SweepBright has no list of estates: it announces them by webhook).
 */
export const queueResync = async (payload: Payload): Promise<{ whise: boolean; sweepbright: number }> => {
  const whise = Boolean(whiseSettings())
  if (whise) await payload.jobs.queue({ task: 'crmPull', input: { full: true } })
  const estates = sweepBrightSettings() ? await sweepBrightEstates(payload) : []
  const happenedAt = new Date().toISOString()
  for (const estateId of estates) await payload.jobs.queue({ task: 'crmImport', input: { source: 'sweepbright', estateId, event: 'resync', happenedAt, signed: true } })
  return { whise, sweepbright: estates.length }
}
