/**
 * A booked visit as its visitor and the agency's calendars see it: found by the secret its links carry,
 * turned into a calendar event (RFC 5545, lib/calendar/ics.ts), and the mails that carry it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { Translate } from '@/i18n/dictionary'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { type CalendarEvent, icsCalendar } from '@/lib/calendar/ics'
import { formatVisitSpan } from '@/lib/domain/dates'
import { addressText } from '@/lib/domain/listingText'
import { renderMail } from '@/lib/email/layout'
import type { QueuedMail } from '@/lib/email/queue'
import { pageRoutes } from '@/lib/payload/freshReads'
import { populated, relationId } from '@/lib/payload/populated'
import { propertyUrlOrHome } from '@/lib/payload/propertyUrl'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import type { FormSubmission, Property } from '@/payload-types'

/** A visit's secret: 32 random bytes, as the links carry it (43 base64url characters). */
export const newVisitToken = (): string => randomBytes(32).toString('base64url')
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** Whether two secrets are equal, in a time that does not depend on where they differ. */
export const sameSecret = (given: string, known: string | null | undefined): boolean =>
  Boolean(known) && given.length === String(known).length && timingSafeEqual(Buffer.from(given), Buffer.from(String(known)))

/** What a visit's pages and mails are made from. */
export type Visit = {
  id: number
  locale: Locale
  email: string | null
  name: string
  phone: string
  status: 'requested' | 'confirmed' | 'cancelled'
  token: string
  sequence: number
  slot: { id: number; start: string; end: string } | null
  property: { id: number; name: string; url: string; location: string } | null
  submission: FormSubmission
}

const statusOf = (value: unknown): Visit['status'] => (value === 'confirmed' || value === 'cancelled' ? value : 'requested')

/** The listing as a visit shows it: its name, page and address as published (the street only when the listing shows it). */
const listingOf = async (payload: Payload, id: number | null, locale: Locale): Promise<Visit['property']> => {
  if (id === null) return null
  const property = (await payload.findByID({ collection: 'properties', id, locale, depth: 1, overrideAccess: true, disableErrors: true })) as Property | null
  if (!property) return null
  const city = populated(property.city) ?? null
  const location = property.publishAddress === true ? addressText(property, city) : addressText({}, city)
  return { id, name: property.name ?? '', url: getSiteUrl().replace(/\/$/, '') + propertyUrlOrHome(await pageRoutes(payload), locale, property), location }
}

/** A visit from its stored submission. */
export const visitOf = async (payload: Payload, submission: FormSubmission): Promise<Visit | null> => {
  const token = submission.visit?.token
  if (submission.kind !== 'contact-appointment' || !token) return null
  const locale = isLocale(submission.locale) ? submission.locale : defaultLocale
  const slotId = relationId(submission.slot)
  const slot = slotId ? await payload.findByID({ collection: 'appointment-slots', id: slotId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  return {
    id: submission.id,
    locale,
    email: submission.email ?? null,
    name: submission.name ?? '',
    phone: submission.phone ?? '',
    status: statusOf(submission.appointmentStatus),
    token,
    sequence: submission.visit?.sequence ?? 0,
    slot: slot ? { id: slot.id, start: slot.start, end: slot.end } : null,
    property: await listingOf(payload, relationId(submission.property), locale),
    submission,
  }
}

/** The visit a link's token names, or null for a malformed, forged or deleted one. */
export const visitByToken = async (payload: Payload, token: string | null): Promise<Visit | null> => {
  if (!token || !TOKEN.test(token)) return null
  const [submission] = (await payload.find({ collection: 'form-submissions', where: { 'visit.token': { equals: token } }, limit: 1, depth: 0, overrideAccess: true })).docs
  return submission ? visitOf(payload, submission) : null
}

const origin = () => getSiteUrl().replace(/\/$/, '')

/** A visitor's link to one of their visit's pages. */
export const visitLink = (token: string, action: 'manage' | 'calendar' | 'feedback'): string => `${origin()}/api/visit/${action}?token=${encodeURIComponent(token)}`

/** The calendar event of a visit; `slot` overrides its own (a cancelled visit's last slot). */
export const visitEvent = (visit: Visit, t: Translate, { slot = visit.slot, agency, staff = false }: { slot?: Visit['slot']; agency: { name: string; email: string | null }; staff?: boolean }): CalendarEvent | null => {
  if (!slot) return null
  const host = new URL(origin()).hostname
  const listing = visit.property?.name ?? ''
  // The visitor's own copy carries the agency's words only; the staff feed names who comes and how to reach them.
  const who = staff ? [visit.name, visit.phone, visit.email ?? ''].filter(Boolean).join(' · ') : ''
  return {
    uid: `visit-${visit.id}@${host}`,
    sequence: visit.sequence,
    start: slot.start,
    end: slot.end,
    summary: staff ? `${t('VISIT_CALENDAR_SUMMARY', { property: listing })}${visit.name ? ` (${visit.name})` : ''}` : t('VISIT_CALENDAR_SUMMARY', { property: listing }),
    location: visit.property?.location ?? '',
    description: [who, visit.property?.url ?? '', staff ? `${origin()}/admin/collections/form-submissions/${visit.id}` : visitLink(visit.token, 'manage')].filter(Boolean).join('\n'),
    url: staff ? `${origin()}/admin/collections/form-submissions/${visit.id}` : visitLink(visit.token, 'manage'),
    status: visit.status === 'cancelled' ? 'CANCELLED' : visit.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    organizer: agency.email ? { name: agency.name, email: agency.email } : undefined,
    attendee: !staff && visit.email ? { email: visit.email } : undefined,
  }
}

/** The visitor's calendar file of their visit: an invitation, or its cancellation. */
export const visitIcs = (visit: Visit, t: Translate, agency: { name: string; email: string | null }, slot: Visit['slot'] = visit.slot): string | null => {
  const event = visitEvent(visit, t, { slot, agency })
  return event ? icsCalendar({ method: visit.status === 'cancelled' ? 'CANCEL' : 'REQUEST', events: [event] }) : null
}

/** What each visit mail says. */
const MAILS = {
  booked: { subject: 'THANK_YOU_CONTACT_APPOINTMENT', text: 'THANK_YOU_CONTACT_APPOINTMENT_TEXT', cancels: false },
  confirmed: { subject: 'APPOINTMENT_CONFIRMED_SUBJECT', text: 'APPOINTMENT_CONFIRMED_TEXT', cancels: false },
  rescheduled: { subject: 'VISIT_RESCHEDULED_TITLE', text: 'VISIT_RESCHEDULED_TEXT', cancels: false },
  cancelled: { subject: 'VISIT_CANCELLED_TITLE', text: 'VISIT_CANCELLED_TEXT', cancels: true },
  cancelledByAgency: { subject: 'VISIT_CANCELLED_TITLE', text: 'VISIT_CANCELLED_BY_AGENCY_TEXT', cancels: true },
  reminder: { subject: 'VISIT_REMINDER_SUBJECT', text: 'VISIT_REMINDER_TEXT', cancels: false },
} as const
export type VisitMailKind = keyof typeof MAILS

/**
 * A mail to the visitor about their visit, with its calendar file (an invitation, or the cancellation of
 * the last one) and the link to reschedule or cancel. The address was typed by whoever booked and never
 * verified: the mail carries the agency's words and data only, not even the visitor's name.
 */
export const visitMail = (
  kind: VisitMailKind,
  visit: Visit,
  { t, agency, slot = visit.slot }: { t: Translate; agency: { name: string; email: string | null }; slot?: Visit['slot'] },
): QueuedMail | null => {
  if (!visit.email) return null
  const texts = MAILS[kind]
  const ics = visitIcs(visit, t, agency, slot)
  const mail = renderMail({
    locale: visit.locale,
    subject: `${t(texts.subject)}${visit.property?.name ? ` | ${visit.property.name}` : ''}`,
    intro: [t('MAIL_GREETING_ANONYMOUS'), t(texts.text)],
    rows: [
      [t('APPOINTMENT'), slot ? formatVisitSpan(slot, visit.locale) : ''],
      [t('PROPERTY'), visit.property ? `${visit.property.name}\n${visit.property.url}` : ''],
      [t('ADDRESS'), visit.property?.location ?? ''],
    ],
    action: texts.cancels ? (visit.property ? { label: t('VISIT_BOOK_ANOTHER'), url: visit.property.url } : undefined) : { label: t('VISIT_MANAGE_LINK'), url: visitLink(visit.token, 'manage') },
    footer: [agency.name, origin()].filter(Boolean),
  })
  return { to: visit.email, ...mail, replyTo: agency.email ?? undefined, ...(ics ? { icalEvent: { method: texts.cancels ? 'CANCEL' : 'REQUEST', content: ics } } : {}) }
}

const NOTICES = {
  cancelled: ['VISIT_AGENCY_CANCELLED'],
  rescheduled: ['VISIT_AGENCY_RESCHEDULED'],
  lapsed: ['VISIT_AGENCY_LAPSED', 'VISIT_AGENCY_LAPSED_TEXT'],
} as const

/**
 * The agency's notice about a visit, in the agency's language: the visitor moved or cancelled it, or its
 * time passed while nobody had confirmed the request.
 */
export const agencyVisitNotice = (kind: keyof typeof NOTICES, visit: Visit, { t, agency, slot }: { t: Translate; agency: { name: string; email: string | null }; slot: Visit['slot'] }): QueuedMail | null => {
  if (!agency.email) return null
  const [title, ...more] = NOTICES[kind]
  const mail = renderMail({
    locale: defaultLocale,
    subject: `${t(title)}: ${visit.name || visit.email || ''}${visit.property ? ` | ${visit.property.name}` : ''}`,
    intro: [t(title), ...more.map((key) => t(key))],
    rows: [
      [t('APPOINTMENT'), slot ? formatVisitSpan(slot, defaultLocale) : ''],
      [t('PROPERTY'), visit.property ? `${visit.property.name}\n${visit.property.url}` : ''],
    ],
    action: { label: t('MAIL_OPEN_IN_INBOX'), url: `${origin()}/admin/collections/form-submissions/${visit.id}` },
  })
  return { to: agency.email, ...mail, replyTo: visit.email ?? undefined }
}

/** After the visit: the one mail asking how it went, with the signed link to the one-minute form. */
export const feedbackRequestMail = (visit: Visit, { t, agency }: { t: Translate; agency: { name: string; email: string | null } }): QueuedMail | null => {
  if (!visit.email) return null
  const mail = renderMail({
    locale: visit.locale,
    subject: `${t('FEEDBACK_SUBJECT')}${visit.property?.name ? ` | ${visit.property.name}` : ''}`,
    intro: [t('MAIL_GREETING_ANONYMOUS'), t('FEEDBACK_MAIL_TEXT')],
    rows: [[t('PROPERTY'), visit.property?.name ?? '']],
    action: { label: t('FEEDBACK_OPEN'), url: visitLink(visit.token, 'feedback') },
    footer: [agency.name, origin()].filter(Boolean),
  })
  return { to: visit.email, ...mail, replyTo: agency.email ?? undefined }
}
