/**
 * One importer for every CRM: what a mapping made of an estate (src/lib/crm/{name}/toListing.ts) saved as
 * the site's listing or project, found again by the CRM's id. Files first (media.ts), then the document in
 * every language, the import log entry and all the save's hooks (search index, history, alerts) in one
 * transaction. The publishing gate still rules: a listing missing its region's mentions is kept offline and
 * the log says what is missing. A withdrawn estate is unpublished, never deleted: its history, visits and
 * leads stay. The site's own fields (SEO texts, the marquee's wording) are never written here.
 */
import { createHash } from 'node:crypto'

import { type Payload, type PayloadRequest, type Where, commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { type Locale, defaultLocale, locales } from '@/i18n/locales'
import { formatCityName } from '@/lib/domain/cityName'
import { missingMentions, missingMentionsMessage } from '@/lib/domain/mandatoryMentions'
import { HAS_FLAGS } from '@/lib/domain/propertyOptions'
import type { Project, Property } from '@/payload-types'

import type { HostRule } from './download'
import { type CrmLogOutcome, writeLog } from './log'
import { removeUnused, syncFiles } from './media'
import type { CrmSource, DraftAddress, DraftMedia, ListingDraft, Mapped, ProjectDraft, RemoteFile, Texts } from './types'

/** What an import is about: the CRM, the event (its name and when the CRM says it happened) and its file hosts. */
export type ImportContext = { source: CrmSource; event: string; happenedAt: Date; rule: HostRule }

export type ImportResult = {
  outcome: CrmLogOutcome
  property?: number
  project?: number
  /** Whether the listing or project is online after the import (for telling the CRM its address). */
  online: boolean
}

/** Runs `work` in one transaction of its own (every locale's save and the log entry commit together). */
const inTransaction = async <T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> => {
  const req = await createLocalReq({ context: { crmImport: true } }, payload)
  const owns = await initTransaction(req)
  try {
    const result = await work(req)
    if (owns) await commitTransaction(req)
    return result
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}

const estateKey = (source: CrmSource, estateId: string) => `${source}:${estateId}`
const byCrm = (source: CrmSource, estateId: string): Where => ({ and: [{ 'crm.source': { equals: source } }, { 'crm.estateId': { equals: estateId } }] })

const findListing = async (payload: Payload, source: CrmSource, estateId: string): Promise<Property | null> =>
  (await payload.find({ collection: 'properties', where: byCrm(source, estateId), depth: 0, limit: 1, overrideAccess: true })).docs[0] ?? null

const findProject = async (payload: Payload, source: CrmSource, estateId: string): Promise<Project | null> =>
  (await payload.find({ collection: 'projects', where: byCrm(source, estateId), depth: 0, limit: 1, overrideAccess: true })).docs[0] ?? null

const normalName = (name: unknown) => (typeof name === 'string' ? name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim() : '')

/** The city of an address: the one with its postcode and one of its names, else the first with its postcode, else a new one. */
const cityOf = async (payload: Payload, address: DraftAddress, req: PayloadRequest): Promise<number> => {
  const { docs } = await payload.find({
    collection: 'cities',
    where: { and: [{ zip: { equals: address.zip } }, { country: { equals: address.country } }] },
    locale: 'all',
    depth: 0,
    limit: 50,
    overrideAccess: true,
    req,
  })
  const wanted = new Set(Object.values(address.city).map(normalName).filter(Boolean))
  const named = docs.find((doc) => Object.values((doc.name ?? {}) as unknown as Record<string, string>).some((name) => wanted.has(normalName(name))))
  const found = named ?? docs[0]
  if (found) return found.id
  const names = Object.entries(address.city).filter(([, name]) => name) as [Locale, string][]
  const first = formatCityName(names[0]?.[1] ?? address.zip)
  const city = await payload.create({ collection: 'cities', data: { zip: address.zip, country: address.country, name: first }, locale: defaultLocale, overrideAccess: true, req })
  for (const [locale, name] of names) if (locale !== defaultLocale) await payload.update({ collection: 'cities', id: city.id, data: { name: formatCityName(name) }, locale, overrideAccess: true, req })
  return city.id
}

type TypeRef = { id: number; needsEpc: boolean }

const typeOf = async (payload: Payload, webId: number): Promise<TypeRef | null> => {
  const { docs } = await payload.find({ collection: 'property-types', where: { webID: { equals: webId } }, depth: 0, limit: 1, overrideAccess: true })
  return docs[0] ? { id: docs[0].id, needsEpc: docs[0].needsEpc !== false } : null
}

/** The team member with this e-mail (any case). */
const agentOf = async (payload: Payload, email: string | null): Promise<number | null> => {
  if (!email) return null
  const { docs } = await payload.find({ collection: 'team-members', depth: 0, pagination: false, overrideAccess: true, select: { email: true } })
  return docs.find((member) => member.email?.toLowerCase() === email)?.id ?? null
}

/** The owner account with one of these e-mails. */
const ownerOf = async (payload: Payload, emails: readonly string[]): Promise<number | null> => {
  if (emails.length === 0) return null
  const { docs } = await payload.find({ collection: 'users', where: { and: [{ email: { in: emails } }, { roles: { contains: 'owner' } }] }, depth: 0, limit: 1, overrideAccess: true })
  return docs[0]?.id ?? null
}

/** The reference, unless another document already carries it (the site's references are unique). */
const freeReference = async (payload: Payload, collection: 'properties' | 'projects', reference: string | null, self: number | undefined, notes: string[]): Promise<string | null> => {
  if (!reference) return null
  const { docs } = await payload.find({ collection, where: { reference: { equals: reference } }, depth: 0, limit: 1, overrideAccess: true, select: { reference: true } })
  if (docs[0] && docs[0].id !== self) {
    notes.push(`reference ${reference}: already used by another ${collection === 'properties' ? 'listing' : 'project'} on the site, left out`)
    return null
  }
  return reference
}

/** A text in the default language for a required field: the CRM's, else its first language's. */
const firstText = (texts: Texts, fallback: string): string => texts[defaultLocale] ?? locales.map((locale) => texts[locale]).find(Boolean) ?? fallback

const fingerprintOf = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 64)

/** Every key of `keys` from `values`, missing ones as null: a value the CRM dropped is cleared. */
const whole = <K extends string>(keys: readonly K[], values: Partial<Record<K, unknown>>): Record<K, unknown> =>
  Object.fromEntries(keys.map((key) => [key, values[key] ?? null])) as Record<K, unknown>

const withoutUrls = (media: DraftMedia) => ({ ...media, photos: media.photos.map((file) => file.key), floorPlans: media.floorPlans.map((file) => [file.key, file.caption]), documents: media.documents.map((file) => [file.key, file.caption]) })

type Files = { ids: Map<string, number>; used: Set<number> }

/** The files of a listing or project in the site's media, and what the document's media fields become. */
const filesOf = async (payload: Payload, media: DraftMedia, estate: string, title: string, rule: HostRule, notes: string[]) => {
  const wanted = [
    ...media.photos.map((file) => ({ file, kind: 'image' as const })),
    ...media.floorPlans.map((file) => ({ file, kind: 'document' as const })),
    ...media.documents.map((file) => ({ file, kind: 'document' as const })),
  ]
  const ids = await syncFiles(payload, wanted, { estate, title }, rule, notes)
  const rows = (files: RemoteFile[], title: (index: number) => string) =>
    files.flatMap((file, index) => {
      const id = ids.get(file.key)
      return id === undefined ? [] : [{ file: id, caption: file.caption, title: file.caption[defaultLocale] ?? firstText(file.caption, title(index + 1)) }]
    })
  const photos = media.photos.flatMap((file) => ids.get(file.key) ?? [])
  const floorPlans = rows(media.floorPlans, (n) => `Plan ${n}`)
  const documents = rows(media.documents, (n) => `Document ${n}`)
  const files: Files = { ids, used: new Set([...photos, ...floorPlans.map((row) => row.file), ...documents.map((row) => row.file)]) }
  return { photos, floorPlans, documents, files }
}

type Rows = { file: number; caption: Texts; title: string }[]
type Saved = { floorPlans?: { id?: string | null }[] | null; documents?: { id?: string | null }[] | null }

/** The localized texts of one language: the document's texts and its plans' and documents' titles (rows by their ids). */
const localeData = (locale: Locale, texts: Record<string, Texts>, rows: { floorPlans: Rows; documents: Rows }, saved: Saved) => {
  const data: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(texts)) if (value[locale]) data[field] = value[locale]
  for (const list of ['floorPlans', 'documents'] as const) {
    if (rows[list].some((row) => row.caption[locale])) {
      data[list] = rows[list].map((row, index) => ({ id: saved[list]?.[index]?.id, file: row.file, title: row.caption[locale] ?? row.title }))
    }
  }
  return data
}

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

/**
 * Takes a withdrawn or deleted estate offline: its listing, or its project and the project's units. Nothing
 * is deleted (its history, visits and leads stay); a later import puts it back online.
 */
export const withdraw = async (payload: Payload, source: CrmSource, estateId: string, event: string, happenedAt = new Date()): Promise<ImportResult> => {
  const log = { source, event, estateId }
  const listing = await findListing(payload, source, estateId)
  const project = listing ? null : await findProject(payload, source, estateId)
  if (!listing && !project) return { outcome: 'ignored', online: false }
  // A deletion older than the change last applied (delayed, or sent again) does not undo it.
  const changedAt = (listing ?? project)?.crm?.changedAt
  if (changedAt && new Date(changedAt) > happenedAt) {
    await writeLog(payload, { ...log, outcome: 'ignored', summary: `Older than the change already applied (${changedAt}): nothing done`, property: listing?.id, project: project?.id })
    return { outcome: 'ignored', property: listing?.id, project: project?.id, online: (listing ?? project)?._status === 'published' }
  }
  if (project) {
    const { docs } = await payload.find({ collection: 'properties', where: { project: { equals: project.id } }, depth: 0, pagination: false, overrideAccess: true, select: { crm: true } })
    for (const unit of docs) if (unit.crm?.source === source && unit.crm.estateId) await withdraw(payload, source, unit.crm.estateId, event, happenedAt)
  }
  const doc = listing ?? project
  if (doc?._status !== 'published') {
    await writeLog(payload, { ...log, outcome: 'unchanged', summary: 'Already offline', property: listing?.id, project: project?.id })
    return { outcome: 'unchanged', property: listing?.id, project: project?.id, online: false }
  }
  await inTransaction(payload, async (req) => {
    const data = { _status: 'draft' as const, crm: { ...(listing ?? project)?.crm, changedAt: happenedAt.toISOString() } }
    if (listing) await payload.update({ collection: 'properties', id: listing.id, data, overrideAccess: true, depth: 0, req })
    if (project) await payload.update({ collection: 'projects', id: project.id, data, overrideAccess: true, depth: 0, req })
    await writeLog(payload, { ...log, outcome: 'unpublished', summary: `Taken offline: ${listing?.name ?? project?.name}`, property: listing?.id, project: project?.id }, req)
  })
  return { outcome: 'unpublished', property: listing?.id, project: project?.id, online: false }
}
