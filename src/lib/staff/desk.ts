/**
 * What the admin's dashboard shows a staff member (components/admin/StaffDesk.tsx): new leads since
 * their last visit, today's and tomorrow's visits, listings a mandatory mention keeps offline,
 * certificates running out within 60 days, and the week's most viewed listings, each with the filtered
 * list behind it.
 */
import type { Payload } from 'payload'

import { type CertificateDeadline, expiringWithin } from '@/lib/domain/certificates'
import { type MentionId, missingMentions } from '@/lib/domain/mandatoryMentions'
import { populated, relationId } from '@/lib/payload/populated'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import { addDays, brusselsDay } from '@/lib/visits/days'
import { databaseVisitStore } from '@/lib/visits/store'
import type { City, PropertyType } from '@/payload-types'

import { type DeskVisits, newSince, nextDeskVisits, todayAndTomorrow } from './deskRules'

/** The listings the desk checks for mentions and certificates: the most recently edited. */
const CHECKED_LISTINGS = 1000
const LIST = '/admin/collections'

export type DeskVisit = { id: number; start: string; name: string; listing: string; status: string }
export type Desk = {
  newLeads: { count: number; since: string; href: string }
  visits: { items: DeskVisit[]; href: string }
  blocked: { items: { id: number; name: string; missing: MentionId[] }[]; href: string }
  certificates: { items: { id: number; name: string; deadline: CertificateDeadline }[]; href: string }
  mostViewed: { items: { id: number; name: string; visits: number }[] }
  /** The staff calendar feed's address (lib/appointments/feed.ts), for any staff member to subscribe to. */
  calendarUrl: string | null
}

/** The listings the desk checks for mentions and certificates, newest first, with their city and type. */
export const checkedListings = (payload: Payload) =>
  payload.find({
    collection: 'properties',
    draft: true,
    sort: '-updatedAt',
    limit: CHECKED_LISTINGS,
    depth: 1,
    overrideAccess: true,
    select: { name: true, goal: true, price: true, city: true, type: true, energy: true, flood: true, planning: true, financial: true, asbestos: true, electrical: true, _status: true },
    populate: { cities: { zip: true, country: true }, 'property-types': { needsEpc: true } },
  })

/** The listings of `docs` that cannot be published, with the mentions each lacks. */
export const blockedOf = (docs: Awaited<ReturnType<typeof checkedListings>>['docs'], now: Date) =>
  docs.flatMap((listing) => {
    const city = populated<City>(listing.city)
    const type = populated<PropertyType>(listing.type)
    const missing = missingMentions({ ...listing, zip: city?.zip, country: city?.country, needsEpc: type?.needsEpc, now })
    return missing.length ? [{ id: listing.id, name: listing.name, missing: missing.map((mention) => mention.id) }] : []
  })

export const idsHref = (ids: readonly number[]) => `${LIST}/properties?${new URLSearchParams({ 'where[id][in]': ids.join(',') })}`

/** The desk of `user` at `now`, marking this view as their visit. */
export const staffDesk = async (payload: Payload, user: { id: number; desk?: DeskVisits | null }, now: Date = new Date()): Promise<Desk> => {
  const marks = nextDeskVisits(user.desk ?? {}, now)
  if (marks !== user.desk) await payload.db.updateOne({ collection: 'users', id: user.id, data: { desk: marks }, returning: false })
  const since = newSince(marks, now)
  const { from, to } = todayAndTomorrow(now)
  const week = addDays(brusselsDay(now), -6)

  const [leads, slots, listings, top, settings] = await Promise.all([
    payload.count({ collection: 'form-submissions', where: { and: [{ createdAt: { greater_than: since } }, { status: { not_equals: 'spam' } }] }, overrideAccess: true }),
    payload.find({
      collection: 'appointment-slots',
      where: { and: [{ start: { greater_than_equal: from.toISOString() } }, { start: { less_than: to.toISOString() } }] },
      sort: 'start',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { start: true },
    }),
    checkedListings(payload),
    databaseVisitStore(payload).topSince(week, 10),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, select: { calendar: true } }),
  ])

  const slotStart = new Map(slots.docs.map((slot) => [slot.id, slot.start]))
  const booked = slotStart.size
    ? (
        await payload.find({
          collection: 'form-submissions',
          where: { and: [{ slot: { in: [...slotStart.keys()] } }, { appointmentStatus: { in: ['requested', 'confirmed'] } }] },
          pagination: false,
          depth: 1,
          overrideAccess: true,
          select: { name: true, slot: true, property: true, appointmentStatus: true },
          populate: { properties: { name: true } },
        })
      ).docs
    : []
  const visits = booked
    .map((row) => ({ id: row.id, start: slotStart.get(Number(relationId(row.slot))) ?? '', name: row.name ?? '', listing: populated(row.property)?.name ?? '', status: row.appointmentStatus ?? '' }))
    .sort((a, b) => a.start.localeCompare(b.start))

  const blocked = blockedOf(listings.docs, now)
  const certificates = listings.docs
    .flatMap((listing) =>
      expiringWithin(
        {
          epcIssued: listing.energy?.certificateDate,
          epcExpiry: listing.energy?.certificateExpiry,
          asbestosDate: listing.asbestos?.date,
          electricalDate: listing.electrical?.date,
          electricalCompliant: listing.electrical?.result ? listing.electrical.result === 'compliant' : null,
        },
        now,
      ).map((deadline) => ({ id: listing.id, name: listing.name, deadline })),
    )
    .sort((a, b) => a.deadline.daysLeft - b.deadline.daysLeft)
  const names = top.length
    ? new Map(
        (await payload.find({ collection: 'properties', where: { id: { in: top.map((row) => row.property) } }, draft: true, pagination: false, depth: 0, overrideAccess: true, select: { name: true } })).docs.map(
          (doc) => [doc.id, doc.name],
        ),
      )
    : new Map<number, string>()

  return {
    newLeads: { count: leads.totalDocs, since, href: `${LIST}/form-submissions?${new URLSearchParams({ 'where[createdAt][greater_than]': since })}` },
    visits: {
      items: visits,
      href: `${LIST}/form-submissions?${new URLSearchParams({ 'where[kind][equals]': 'contact-appointment', 'where[slot.start][greater_than_equal]': from.toISOString(), 'where[slot.start][less_than]': to.toISOString() })}`,
    },
    blocked: { items: blocked, href: idsHref(blocked.map((item) => item.id)) },
    certificates: { items: certificates, href: idsHref([...new Set(certificates.map((item) => item.id))]) },
    mostViewed: { items: top.map((row) => ({ id: row.property, name: names.get(row.property) ?? `#${row.property}`, visits: row.visits })) },
    calendarUrl: settings.calendar?.feedToken ? `${getSiteUrl().replace(/\/$/, '')}/api/calendar/${settings.calendar.feedToken}.ics` : null,
  }
}
