/**
 * Whise is pulled: every WHISE_POLL_MINUTES the estates changed since the last pull (with a margin, since
 * Whise writes local times without their offset), in each of the site's languages, are imported; then every
 * estate Whise still lists is compared with the site's, and those it no longer lists (withdrawn, archived,
 * deleted, taken offline) go offline. `npm run crm:sync` and the staff desk's "Sync now" pull everything.
 */
import type { Payload } from 'payload'

import { contentLocales } from '@/i18n/locales'

import type { HostRule } from '../download'
import { importMapped } from '../import'
import { withdraw } from '../withdraw'
import type { Lead } from '../leads'
import { recordConnector } from '../log'
import { type WhiseContact, type WhiseSettings, WHISE_LANGUAGES, createWhiseClient } from './client'
import type { WhiseEstate, WhiseText } from './estate'
import { whiseLocal, whiseTime } from './time'
import { toListing } from './toListing'

/** Where Whise's pictures may come from: its API's host and the storage hosts it serves them from. */
export const whiseFiles = (settings: WhiseSettings): HostRule => ({ apiHost: new URL(settings.url).hostname, hosts: ['*.whise.eu', '*.storagewhise.eu', 'whisestorageprod.blob.core.windows.net'] })

const PAGE = 50
/** Whise's times carry no offset: each pull starts this long before the last one began. */
const OVERLAP_MS = 2 * 3_600_000
const SINCE_KEY = 'crm:whise:since'

/** The same estate read in several languages, as one: each language's texts together. */
const merged = (versions: readonly WhiseEstate[]): WhiseEstate => {
  const texts = (key: 'shortDescription' | 'longDescription' | 'sms'): WhiseText[] => {
    const seen = new Map<string, WhiseText>()
    for (const version of versions) for (const text of Array.isArray(version[key]) ? version[key] : []) if (text?.languageId && !seen.has(text.languageId)) seen.set(text.languageId, text)
    return [...seen.values()]
  }
  return { ...versions[0], shortDescription: texts('shortDescription'), longDescription: texts('longDescription'), sms: texts('sms') }
}

export type PullProgress = (done: number, total: number) => void
export type PullResult = { imported: number; offline: number; withdrawn: number; failed: number }

/**
 * One pull: the changed estates (all of them with `full`), each imported, then the sweep. An estate that
 * fails is logged and the others go on; a failure to reach Whise stops the pull before anything is taken
 * offline, and is thrown for the job to try again.
 */
export const pullWhise = async (payload: Payload, settings: WhiseSettings, { full = false, onProgress }: { full?: boolean; onProgress?: PullProgress } = {}): Promise<PullResult> => {
  const client = createWhiseClient(settings)
  const started = new Date()
  const since = full ? null : await payload.kv.get<string>(SINCE_KEY)
  const changedSince = since ? whiseLocal(new Date(new Date(since).getTime() - OVERLAP_MS)) : undefined
  const byId = new Map<number, WhiseEstate[]>()
  for (const locale of contentLocales) {
    for (let offset = 0, total = 1; offset < total; offset += PAGE) {
      const page = await client.estates({ offset, limit: PAGE, changedSince, language: WHISE_LANGUAGES[locale] })
      total = page.totalCount
      for (const estate of page.estates) if (typeof estate?.id === 'number') byId.set(estate.id, [...(byId.get(estate.id) ?? []), estate])
      if (page.estates.length === 0) break
    }
  }
  const estates = [...byId.values()].map(merged)
  const projects = new Set(estates.filter((estate) => estate.canHaveChildren === true && !estate.parentId).map((estate) => estate.id))
  const result: PullResult = { imported: 0, offline: 0, withdrawn: 0, failed: 0 }
  const tops = estates.filter((estate) => !(estate.parentId && projects.has(estate.parentId)))
  const rule = whiseFiles(settings)
  for (const [index, estate] of tops.entries()) {
    const units = projects.has(estate.id) ? estates.filter((unit) => unit.parentId === estate.id) : []
    try {
      const done = await importMapped(payload, String(estate.id), toListing(estate, units), { source: 'whise', event: full ? 'full sync' : 'changed', happenedAt: whiseTime(estate.updateDateTime) ?? started, rule })
      if (done.outcome === 'imported') result.imported++
      if (done.outcome === 'offline') result.offline++
    } catch (error) {
      result.failed++
      await recordConnector(payload, 'whise', `estate ${estate.id}: ${error instanceof Error ? error.message : String(error)}`)
    }
    onProgress?.(index + 1, tops.length)
  }
  result.withdrawn = await sweep(payload, client)
  await payload.kv.set(SINCE_KEY, started.toISOString())
  return result
}

/** Takes offline every Whise listing and project on the site that Whise no longer lists. */
const sweep = async (payload: Payload, client: ReturnType<typeof createWhiseClient>): Promise<number> => {
  const listed = new Set<string>()
  let total = 1
  for (let offset = 0; offset < total; offset += PAGE) {
    const page = await client.estates({ offset, limit: PAGE, onlyIds: true })
    total = page.totalCount
    for (const estate of page.estates) listed.add(String(estate.id))
    if (page.estates.length === 0) break
  }
  // A list that changed while it was read (an estate slipping between two pages), or that came back empty while
  // the site shows Whise's listings, proves nothing: nothing goes offline this time.
  if (listed.size < total) return 0
  let withdrawn = 0
  for (const collection of ['properties', 'projects'] as const) {
    const { docs } = await payload.find({ collection, where: { and: [{ 'crm.source': { equals: 'whise' } }, { _status: { equals: 'published' } }] }, depth: 0, pagination: false, overrideAccess: true, select: { crm: true } })
    if (listed.size === 0 && docs.length > 0) continue
    for (const doc of docs) {
      if (doc.crm?.estateId && !listed.has(doc.crm.estateId)) {
        await withdraw(payload, 'whise', doc.crm.estateId, 'no longer listed')
        withdrawn++
      }
    }
  }
  return withdrawn
}

/** A lead as Whise's contact, linked to the estate when it came from Whise. */
export const whiseContact = (lead: Lead, officeId: number | null): WhiseContact => {
  const wants = lead.wants
  const categories: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 2, 4: 3, 5: 1, 6: 5, 7: 6, 8: 4, 9: 7 }
  return {
    Name: lead.lastName || lead.firstName,
    FirstName: lead.lastName ? lead.firstName : '',
    PrivateEmail: lead.email,
    PrivateMobile: lead.phone,
    LanguageId: WHISE_LANGUAGES[lead.locale],
    CountryId: 1,
    OfficeIds: officeId ? [officeId] : [],
    EstateIds: lead.estate?.source === 'whise' && /^\d+$/.test(lead.estate.estateId) ? [Number(lead.estate.estateId)] : [],
    Message: lead.message,
    StatusId: 1,
    // They asked to be contacted about this; mailings only when they ticked the newsletter.
    AgreementEmail: true,
    AgreementMailingCampaign: lead.newsletter,
    ...(wants
      ? {
          SearchCriteria: [
            {
              ...(wants.goal ? { PurposeId: wants.goal === 'rent' ? 2 : 1 } : {}),
              CategoryIds: [...new Set(wants.typeWebIds.flatMap((id) => categories[id] ?? []))],
              ...(wants.maxPrice !== null ? { PriceMax: wants.maxPrice } : {}),
              ...(wants.minBedrooms !== null ? { MinRooms: wants.minBedrooms } : {}),
              ZipCodes: wants.zips,
            },
          ],
        }
      : {}),
  }
}

/** Sends a lead; the answer names where it went. */
export const sendWhiseLead = async (settings: WhiseSettings, lead: Lead): Promise<string> => {
  const contact = whiseContact(lead, settings.officeId)
  await createWhiseClient(settings).contact(contact)
  return contact.EstateIds.length ? `Whise estate ${contact.EstateIds[0]}` : 'Whise contacts'
}
