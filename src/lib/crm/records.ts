/**
 * What an import finds again or makes on the way (src/lib/crm/import.ts): its own transaction, the listing or
 * project a CRM id names, the city of an address, the property type, agent and owner, a free reference.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { type Locale, defaultLocale } from '@/i18n/locales'
import { formatCityName } from '@/lib/domain/cityName'
import { inTransaction as inOwnTransaction } from '@/lib/payload/transactions'
import type { Project, Property } from '@/payload-types'

import type { CrmSource, DraftAddress } from './types'

/** Runs `work` in one transaction of its own (every locale's save and the log entry commit together). */
export const inTransaction = <T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> => inOwnTransaction(payload, work, { crmImport: true })

export const estateKey = (source: CrmSource, estateId: string) => `${source}:${estateId}`
export const byCrm = (source: CrmSource, estateId: string): Where => ({ and: [{ 'crm.source': { equals: source } }, { 'crm.estateId': { equals: estateId } }] })

export const findListing = async (payload: Payload, source: CrmSource, estateId: string): Promise<Property | null> =>
  (await payload.find({ collection: 'properties', where: byCrm(source, estateId), depth: 0, limit: 1, overrideAccess: true })).docs[0] ?? null

export const findProject = async (payload: Payload, source: CrmSource, estateId: string): Promise<Project | null> =>
  (await payload.find({ collection: 'projects', where: byCrm(source, estateId), depth: 0, limit: 1, overrideAccess: true })).docs[0] ?? null

export const normalName = (name: unknown) => (typeof name === 'string' ? name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim() : '')

/** The city of an address: the one with its postcode and one of its names, else the first with its postcode, else a new one. */
export const cityOf = async (payload: Payload, address: DraftAddress, req: PayloadRequest): Promise<number> => {
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

export type TypeRef = { id: number; needsEpc: boolean }

export const typeOf = async (payload: Payload, webId: number): Promise<TypeRef | null> => {
  const { docs } = await payload.find({ collection: 'property-types', where: { webID: { equals: webId } }, depth: 0, limit: 1, overrideAccess: true })
  return docs[0] ? { id: docs[0].id, needsEpc: docs[0].needsEpc !== false } : null
}

/** The team member with this e-mail (any case). */
export const agentOf = async (payload: Payload, email: string | null): Promise<number | null> => {
  if (!email) return null
  const { docs } = await payload.find({ collection: 'team-members', depth: 0, pagination: false, overrideAccess: true, select: { email: true } })
  return docs.find((member) => member.email?.toLowerCase() === email)?.id ?? null
}

/** The owner account with one of these e-mails. */
export const ownerOf = async (payload: Payload, emails: readonly string[]): Promise<number | null> => {
  if (emails.length === 0) return null
  const { docs } = await payload.find({ collection: 'users', where: { and: [{ email: { in: emails } }, { roles: { contains: 'owner' } }] }, depth: 0, limit: 1, overrideAccess: true })
  return docs[0]?.id ?? null
}

/** The reference, unless another document already carries it (the site's references are unique). */
export const freeReference = async (payload: Payload, collection: 'properties' | 'projects', reference: string | null, self: number | undefined, notes: string[]): Promise<string | null> => {
  if (!reference) return null
  const { docs } = await payload.find({ collection, where: { reference: { equals: reference } }, depth: 0, limit: 1, overrideAccess: true, select: { reference: true } })
  if (docs[0] && docs[0].id !== self) {
    notes.push(`reference ${reference}: already used by another ${collection === 'properties' ? 'listing' : 'project'} on the site, left out`)
    return null
  }
  return reference
}
