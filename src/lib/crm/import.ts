/**
 * One importer for every CRM: what a mapping made of an estate (src/lib/crm/{name}/toListing.ts) saved as
 * the site's listing or project, found again by the CRM's id. Files first (media.ts), then the document in
 * every language, the import log entry and all the save's hooks (search index, history, alerts) in one
 * transaction. The publishing gate still rules: a listing missing its region's mentions is kept offline and
 * the log says what is missing. A withdrawn estate is unpublished, never deleted: its history, visits and
 * leads stay. The site's own fields (SEO texts, the marquee's wording) are never written here.
 */
import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { defaultLocale, locales } from '@/i18n/locales'
import { missingMentions, missingMentionsMessage } from '@/lib/domain/mandatoryMentions'
import { HAS_FLAGS } from '@/lib/domain/propertyOptions'
import type { Project, Property } from '@/payload-types'

import type { HostRule } from './download'
import { filesOf, firstText, localeData, withoutUrls } from './importFiles'
import { type CrmLogOutcome, writeLog } from './log'
import { removeUnused } from './media'
import { type TypeRef, agentOf, cityOf, estateKey, findListing, findProject, freeReference, inTransaction, ownerOf, typeOf } from './records'
import type { CrmSource, ListingDraft, Mapped, ProjectDraft } from './types'
import { withdraw } from './withdraw'

/** What an import is about: the CRM, the event (its name and when the CRM says it happened) and its file hosts. */
export type ImportContext = { source: CrmSource; event: string; happenedAt: Date; rule: HostRule }

export type ImportResult = {
  outcome: CrmLogOutcome
  property?: number
  project?: number
  /** Whether the listing or project is online after the import (for telling the CRM its address). */
  online: boolean
}


const fingerprintOf = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 64)

/** Every key of `keys` from `values`, missing ones as null: a value the CRM dropped is cleared. */
const whole = <K extends string>(keys: readonly K[], values: Partial<Record<K, unknown>>): Record<K, unknown> =>
  Object.fromEntries(keys.map((key) => [key, values[key] ?? null])) as Record<K, unknown>



/** Whether a listing may be published, and if not, the missing mentions' message. */
const gate = async (payload: Payload, draft: ListingDraft, cityId: number, type: TypeRef, req: PayloadRequest): Promise<string | null> => {
  const city = await payload.findByID({ collection: 'cities', id: cityId, depth: 0, overrideAccess: true, req })
  const input = { ...draft, zip: city.zip, country: city.country, needsEpc: type.needsEpc }
  const missing = missingMentions(input)
  return missing.length > 0 ? missingMentionsMessage(input, missing) : null
}

const ROOM_KEYS = ['bedrooms', 'bathrooms', 'showerRooms', 'toilets', 'garages', 'parkings'] as const
const SURFACE_KEYS = ['living', 'ground', 'total', 'constructed', 'terrace', 'garden', 'office'] as const
const ENERGY_KEYS = ['energyPerformance', 'epcLabelText', 'energyTotal', 'co2Emission', 'certificateNumber', 'certificateDate', 'certificateExpiry', 'uniqueCode'] as const

/** Imports one listing (or a project's unit, `projectId` given). */
export const importListing = async (payload: Payload, draft: ListingDraft, context: ImportContext, notes: string[], projectId: number | null = null): Promise<ImportResult> => {
  const { source, event, happenedAt, rule } = context
  const existing = await findListing(payload, source, draft.estateId)
  const log = { source, event, estateId: draft.estateId }
  const changedAt = existing?.crm?.changedAt ? new Date(existing.crm.changedAt) : null
  if (changedAt && changedAt > happenedAt) {
    await writeLog(payload, { ...log, outcome: 'ignored', summary: `Older than the change already applied (${changedAt.toISOString()}): nothing done`, property: existing?.id })
    return { outcome: 'ignored', property: existing?.id, online: existing?._status === 'published' }
  }
  const type = await typeOf(payload, draft.typeWebId)
  if (!type) {
    await writeLog(payload, { ...log, outcome: 'refused', summary: `No property type with web id ${draft.typeWebId} on the site: not imported`, details: notes, property: existing?.id })
    return { outcome: 'refused', property: existing?.id, online: existing?._status === 'published' }
  }
  const title = firstText(draft.name, draft.address.zip)
  const media = await filesOf(payload, draft, estateKey(source, draft.estateId), title, rule, notes)
  const [agent, owner, reference] = await Promise.all([agentOf(payload, draft.agentEmail), ownerOf(payload, draft.ownerEmails), freeReference(payload, 'properties', draft.reference, existing?.id, notes)])
  if (draft.agentEmail && agent === null) notes.push(`agent ${draft.agentEmail}: no team member with this e-mail`)
  const project = projectId ?? (draft.projectEstateId ? ((await findProject(payload, source, draft.projectEstateId))?.id ?? null) : null)

  const result = await inTransaction(payload, async (req) => {
    const city = await cityOf(payload, draft.address, req)
    const missing = draft.online ? await gate(payload, draft, city, type, req) : null
    if (missing) notes.push(`kept offline: ${missing}`)
    const status = draft.online && !missing ? 'published' : 'draft'
    const fingerprint = fingerprintOf({ ...draft, ...withoutUrls(draft), media: [...media.files.ids].sort(), type: type.id, city, agent, owner, reference, project, status })
    // Unchanged only when online or offline as before too: a listing taken offline comes back with the same data.
    if (existing && existing.crm?.fingerprint === fingerprint && existing._status === status) {
      await writeLog(payload, { ...log, outcome: 'unchanged', summary: 'Nothing changed', details: notes, property: existing.id }, req)
      return { outcome: 'unchanged' as const, property: existing.id, online: existing._status === 'published' }
    }
    const data = {
      name: draft.name[defaultLocale] ?? title,
      description: draft.description[defaultLocale] ?? (firstText(draft.description, '') || null),
      goal: draft.goal,
      type: type.id,
      marquee: draft.marquee,
      price: draft.price,
      priceUnit: draft.priceUnit,
      publishPrice: draft.publishPrice,
      availability: draft.availability,
      availableFrom: draft.availableFrom,
      publishAddress: draft.address.publish,
      street: draft.address.street,
      houseNumber: draft.address.houseNumber,
      boxNr: draft.address.boxNr,
      city,
      latitude: draft.address.latitude,
      longitude: draft.address.longitude,
      rooms: whole(ROOM_KEYS, draft.rooms),
      surfaces: whole(SURFACE_KEYS, draft.surfaces),
      building: whole(['constructionYear', 'renovationYear', 'floors', 'floor', 'facades'], draft.building),
      comfort: whole(['heating', 'kitchen', 'roof', 'windowFrames', 'glazing', 'orientation'], draft.comfort),
      has: Object.fromEntries(HAS_FLAGS.map((flag) => [flag, draft.has[flag] === true])),
      energy: whole(ENERGY_KEYS, draft.energy),
      flood: whole(['floodZone', 'pScore', 'gScore'], draft.flood),
      asbestos: whole(['certificate', 'date', 'reference'], draft.asbestos),
      electrical: whole(['date', 'result'], draft.electrical),
      planning: whole(['zoning'], draft.planning),
      financial: whole(['cadastralIncome', 'charges', 'depositAmount', 'notaryFees', 'registrationRights', 'vat'], draft.financial),
      photos: media.photos,
      floorPlans: media.floorPlans.map(({ file, title }) => ({ file, title })),
      documents: media.documents.map(({ file, title }) => ({ file, title })),
      videoUrl: draft.videoUrl,
      virtualTourUrl: draft.virtualTourUrl,
      reference,
      project,
      ...(agent !== null ? { agent } : {}),
      ...(owner !== null ? { owner } : {}),
      crm: { source, estateId: draft.estateId, changedAt: happenedAt.toISOString(), syncedAt: new Date().toISOString(), fingerprint },
      _status: status,
    } as Partial<Property>
    const options = { collection: 'properties' as const, locale: defaultLocale, overrideAccess: true, depth: 0, req }
    const saved = existing ? await payload.update({ ...options, id: existing.id, data }) : await payload.create({ ...options, data: data as Property })
    for (const locale of locales) {
      if (locale === defaultLocale) continue
      const texts = localeData(locale, { name: draft.name, description: draft.description }, media, saved)
      if (Object.keys(texts).length > 0) await payload.update({ ...options, id: saved.id, locale, data: { ...texts, _status: status } as Partial<Property> })
    }
    const outcome: CrmLogOutcome = status === 'published' ? 'imported' : 'offline'
    const summary = `${existing ? 'Updated' : 'Created'} ${status === 'published' ? 'online' : 'offline'}: ${title}${missing ? ' (mandatory mentions missing)' : !draft.online ? ` (not on the website in ${source === 'whise' ? 'Whise' : 'SweepBright'})` : ''}`
    await writeLog(payload, { ...log, outcome, summary, details: notes, property: saved.id }, req)
    return { outcome, property: saved.id, online: status === 'published' }
  })
  await removeUnused(payload, estateKey(source, draft.estateId), media.files.used)
  return result
}

/** Imports a project, then each of its units; units it no longer lists are taken offline. */
export const importProject = async (payload: Payload, draft: ProjectDraft, context: ImportContext, notes: string[]): Promise<ImportResult> => {
  const { source, event, happenedAt, rule } = context
  const existing = await findProject(payload, source, draft.estateId)
  const log = { source, event, estateId: draft.estateId }
  const title = firstText(draft.name, draft.address.zip)
  const media = await filesOf(payload, draft, estateKey(source, draft.estateId), title, rule, notes)
  const [agent, reference] = await Promise.all([agentOf(payload, draft.agentEmail), freeReference(payload, 'projects', draft.reference, existing?.id, notes)])
  const status = draft.online ? 'published' : 'draft'
  const result = await inTransaction(payload, async (req) => {
    const city = await cityOf(payload, draft.address, req)
    const fingerprint = fingerprintOf({ ...draft, ...withoutUrls(draft), units: draft.units.map((unit) => unit.estateId), media: [...media.files.ids].sort(), city, agent, reference, status })
    if (existing && existing.crm?.fingerprint === fingerprint && existing._status === status) return { outcome: 'unchanged' as const, project: existing.id, online: existing._status === 'published' }
    const data = {
      name: draft.name[defaultLocale] ?? title,
      description: draft.description[defaultLocale] ?? (firstText(draft.description, '') || null),
      status: draft.status,
      publicAddress: draft.address.publish,
      street: draft.address.street,
      houseNumber: draft.address.houseNumber,
      boxNr: draft.address.boxNr,
      city,
      latitude: draft.address.latitude,
      longitude: draft.address.longitude,
      photos: media.photos,
      floorPlans: media.floorPlans.map(({ file, title }) => ({ file, title })),
      documents: media.documents.map(({ file, title }) => ({ file, title })),
      videoUrl: draft.videoUrl,
      virtualTourUrl: draft.virtualTourUrl,
      reference,
      ...(agent !== null ? { agent } : {}),
      crm: { source, estateId: draft.estateId, changedAt: happenedAt.toISOString(), syncedAt: new Date().toISOString(), fingerprint },
      _status: status,
    } as Partial<Project>
    const options = { collection: 'projects' as const, locale: defaultLocale, overrideAccess: true, depth: 0, req }
    const saved = existing ? await payload.update({ ...options, id: existing.id, data }) : await payload.create({ ...options, data: data as Project })
    for (const locale of locales) {
      if (locale === defaultLocale) continue
      const texts = localeData(locale, { name: draft.name, description: draft.description }, media, saved)
      if (Object.keys(texts).length > 0) await payload.update({ ...options, id: saved.id, locale, data: { ...texts, _status: status } as Partial<Project> })
    }
    await writeLog(payload, { ...log, outcome: status === 'published' ? 'imported' : 'offline', summary: `${existing ? 'Updated' : 'Created'} project ${status === 'published' ? 'online' : 'offline'}: ${title} (${draft.units.length} units)`, details: notes, project: saved.id }, req)
    return { outcome: (status === 'published' ? 'imported' : 'offline') as CrmLogOutcome, project: saved.id, online: status === 'published' }
  })
  await removeUnused(payload, estateKey(source, draft.estateId), media.files.used)
  const projectId = result.project as number
  for (const unit of draft.units) await importListing(payload, { ...unit, online: unit.online && draft.online }, context, [], projectId)
  if (!draft.unitsComplete) return result
  const listed = new Set(draft.units.map((unit) => unit.estateId))
  const { docs } = await payload.find({ collection: 'properties', where: { and: [{ project: { equals: projectId } }, { 'crm.source': { equals: source } }] }, depth: 0, pagination: false, overrideAccess: true, select: { crm: true } })
  for (const unit of docs) if (unit.crm?.estateId && !listed.has(unit.crm.estateId)) await withdraw(payload, source, unit.crm.estateId, `${event}: unit no longer listed`, happenedAt)
  return result
}

/** Imports what a mapping made of an estate; a refused mapping is logged with its reasons and changes nothing. */
export const importMapped = async (payload: Payload, estateId: string, mapped: Mapped, context: ImportContext): Promise<ImportResult> => {
  const notes = [...mapped.notes]
  if (mapped.kind === 'project') return importProject(payload, mapped.project, context, notes)
  if (mapped.kind === 'listing') return importListing(payload, mapped.listing, context, notes)
  const existing = await findListing(payload, context.source, estateId)
  await writeLog(payload, { source: context.source, event: context.event, estateId, outcome: 'refused', summary: `Not imported: ${notes[0] ?? 'the estate cannot be read'}`, details: notes, property: existing?.id })
  return { outcome: 'refused', property: existing?.id, online: existing?._status === 'published' }
}
