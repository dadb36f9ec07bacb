/**
 * The staff calendar feed, `/api/calendar/{secret}.ics`: every booked visit from a month back on, with
 * who comes and how to reach them, for the agency's calendar app to subscribe to. Any other address is
 * a 404, told apart from the right one in constant time.
 */
import type { Payload } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { icsCalendar } from '@/lib/calendar/ics'
import { dictionaryOf } from '@/lib/payload/freshReads'

import { agencyOf } from './actions'
import { sameSecret, visitEvent, visitOf } from './visit'

/** How far back the feed reaches: a calendar keeps what it already has. */
const FEED_PAST_DAYS = 31
/** At most this many visits in the feed. */
const FEED_LIMIT = 2000

const FILE = /^([A-Za-z0-9_-]{43})\.ics$/

/** The feed for the file name `{secret}.ics`, or null for any other name. */
export const staffCalendar = async (payload: Payload, file: string, now: Date = new Date()): Promise<string | null> => {
  const token = FILE.exec(file)?.[1]
  if (!token) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (!sameSecret(token, settings.calendar?.feedToken)) return null
  const slots = await payload.find({
    collection: 'appointment-slots',
    where: { start: { greater_than: new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000).toISOString() } },
    sort: 'start',
    limit: FEED_LIMIT,
    depth: 0,
    overrideAccess: true,
    select: { start: true },
  })
  const booked = slots.docs.length
    ? await payload.find({
        collection: 'form-submissions',
        where: { and: [{ kind: { equals: 'contact-appointment' } }, { slot: { in: slots.docs.map((slot) => slot.id) } }, { appointmentStatus: { in: ['requested', 'confirmed'] } }] },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const t = await dictionaryOf(payload, defaultLocale)
  const agency = await agencyOf(payload)
  const events = []
  for (const submission of booked.docs) {
    const visit = await visitOf(payload, submission)
    const event = visit && visitEvent(visit, t, { agency, staff: true })
    if (event) events.push(event)
  }
  return icsCalendar({ method: 'PUBLISH', name: t('VISIT_CALENDAR_NAME', { agency: agency.name }), events, now })
}
