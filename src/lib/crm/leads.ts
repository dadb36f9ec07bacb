/**
 * Leads back to the agency's CRM, so nobody copies a form into it by hand: every request a visitor sends
 * (about a listing, a valuation, a contact message, the demand register) as a contact of the CRM, on the
 * estate it is about when that estate came from the CRM. Subscriptions (alerts, newsletter) and a listing
 * sent to a friend are not leads. The lead is read from the stored submission (pure, unit-tested).
 */
import type { Locale } from '@/i18n/locales'
import type { FormKind } from '@/lib/forms/kinds'

import type { CrmSource } from './types'

/** The forms whose submissions are leads for the CRM. */
export const LEAD_KINDS: readonly FormKind[] = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'documents-request',
  'demand-register',
  'contact-demand',
  'site-contact',
  'rent-application',
  'purchase-offer',
]

/** How the agent reads each kind at the head of the lead's message. */
const KIND_TITLES: Partial<Record<FormKind, string>> = {
  'contact-me': 'Information request',
  'contact-appointment': 'Visit request',
  'contact-construction': 'New-build enquiry',
  'documents-request': 'Document request',
  'demand-register': 'Demand register',
  'contact-demand': 'Free valuation request',
  'site-contact': 'Contact message',
  'rent-application': 'Rent application',
  'purchase-offer': 'Purchase offer',
}

/** A lead in the site's words: each CRM's client turns it into its own contact. */
export type Lead = {
  kind: FormKind
  locale: Locale
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  /** The CRM estate it is about, when the listing or project came from a CRM. */
  estate: { source: CrmSource; estateId: string } | null
  /** What a demand-register lead looks for. */
  wants: { goal: 'sale' | 'rent' | null; typeWebIds: number[]; maxPrice: number | null; minBedrooms: number | null; zips: string[] } | null
  newsletter: boolean
}

/** The stored submission as the lead job reads it (its listing or project with their CRM origin). */
export type LeadSource = {
  kind: FormKind
  locale: Locale
  status?: string | null
  name?: string | null
  email?: string | null
  phone?: string | null
  data?: unknown
  newsletter?: boolean | null
  listing?: { name?: string | null; reference?: string | null; crm?: { source?: string | null; estateId?: string | null } | null } | null
  slotStart?: string | null
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '')
const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isFinite(n) ? n : null
}

/**
 * The lead of a submission, or null when it is none: not a lead's kind, marked spam, or without an
 * e-mail address. `lookups` give the web ids of the property types and the postcodes of the cities a
 * demand-register visitor ticked (stored by their ids on the site).
 */
export const leadOf = (submission: LeadSource, lookups: { typeWebIds: ReadonlyMap<number, number>; cityZips: ReadonlyMap<number, string> }): Lead | null => {
  if (!LEAD_KINDS.includes(submission.kind) || submission.status === 'spam') return null
  const values = (typeof submission.data === 'object' && submission.data !== null ? submission.data : {}) as Record<string, unknown>
  const email = text(submission.email ?? values.email).toLowerCase()
  if (!email) return null
  // A form that asks one name ("Marie Dubois"): its first word is the first name, the rest the last name.
  const [first = '', ...rest] = text(submission.name).split(/\s+/)
  const firstName = text(values.firstName) || (text(values.lastName) || rest.length === 0 ? '' : first)
  const lastName = text(values.lastName) || (text(values.firstName) ? '' : rest.length > 0 ? rest.join(' ') : first)
  const lines = [`${KIND_TITLES[submission.kind]} from the website`]
  const listing = submission.listing
  if (listing?.name) lines.push(`About: ${listing.name}${listing.reference ? ` (${listing.reference})` : ''}`)
  if (submission.slotStart) lines.push(`Chosen time: ${new Date(submission.slotStart).toLocaleString('nl-BE', { timeZone: 'Europe/Brussels', dateStyle: 'full', timeStyle: 'short' })}`)
  if (numberOf(values.amount) !== null) lines.push(`Offer: € ${numberOf(values.amount)}`)
  const said = text(values.remark) || text(values.message)
  if (said) lines.push('', said)
  const source = listing?.crm?.source
  const estate = (source === 'sweepbright' || source === 'whise') && listing?.crm?.estateId ? { source: source as CrmSource, estateId: listing.crm.estateId } : null
  const ids = (value: unknown) => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(numberOf).filter((n): n is number => n !== null)
  const wants =
    submission.kind === 'demand-register'
      ? {
          goal: values.goal === 'sale' || values.goal === 'rent' ? (values.goal as 'sale' | 'rent') : null,
          typeWebIds: ids(values.types).flatMap((id) => lookups.typeWebIds.get(id) ?? []),
          maxPrice: numberOf(values.budgetMax),
          minBedrooms: numberOf(values.minBedrooms),
          zips: [...new Set(ids(values.cities).flatMap((id) => lookups.cityZips.get(id) ?? []))],
        }
      : null
  return {
    kind: submission.kind,
    locale: submission.locale,
    firstName,
    lastName,
    email,
    phone: text(submission.phone ?? values.phone),
    message: lines.join('\n').slice(0, 5000),
    estate,
    wants,
    newsletter: submission.newsletter === true,
  }
}
