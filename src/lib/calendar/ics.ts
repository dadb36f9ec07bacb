/**
 * Visits as iCalendar text (RFC 5545): a file attached to a visit's mail, or a feed of several visits.
 * Times are written in Brussels wall time with the zone described in the file, so a calendar shows the
 * visit at the hour the agency agreed whatever the reader's own zone. Every value that comes from a
 * form or the CMS is escaped or refused here: a line break in it must never start a property of its own.
 */
import { BRUSSELS_TIME_ZONE } from '@/lib/domain/dates'

export type CalendarEvent = {
  /** Stable across updates ('visit-42@agency.example'): a calendar replaces the event with the same UID. */
  uid: string
  /** Raised each time the time changes or the visit is cancelled, so calendars take the newer version. */
  sequence: number
  start: Date | string // an ISO instant or a Date
  end: Date | string
  summary: string
  /** The listing's address as published; left out when empty. */
  location?: string
  description?: string
  /** An http(s) address; anything else is left out. */
  url?: string
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  organizer?: { name: string; email: string } // the agency
  /** The visitor: an address only, since a name is free text the visitor typed. */
  attendee?: { email: string }
}

export type Calendar = {
  method?: 'REQUEST' | 'CANCEL' | 'PUBLISH'
  /** A feed's name, shown by the calendar that subscribes to it. */
  name?: string
  events: CalendarEvent[]
  /** The DTSTAMP of every event; now by default. */
  now?: Date
}

const CRLF = '\r\n'
const MAX_OCTETS = 75
const HOUR = 3_600_000

// Control characters end or corrupt a content line; tab is the one RFC 5545 allows in a value.
const withoutControls = (text: string): string => text.replace(/[^\P{Cc}\t]/gu, '')

/** A TEXT value (RFC 5545 3.3.11): line breaks become `\n`, the separators `\ ; ,` are escaped. */
const escapeText = (text: string): string =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => withoutControls(line).replace(/[\\;,]/g, (char) => `\\${char}`))
    .join('\\n')

/** A quoted parameter value (CN) may hold anything but controls and double quotes, which have no escape. */
const paramText = (text: string): string => withoutControls(text.replace(/[\r\n]+/g, ' ')).replace(/"/g, '').trim()

// The address forms accept: nothing in it can close the value, start a parameter or need encoding in mailto:.
const EMAIL = /^[A-Za-z0-9_'+.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/
const mailto = (email: string): string | undefined => (EMAIL.test(email.trim()) ? `mailto:${email.trim()}` : undefined)

// A URI is not TEXT: it cannot be escaped, so one with spaces, controls or another scheme is left out.
const URL_VALUE = /^https?:\/\/[\x21-\x7e]+$/i

/** A property when it has a value, none otherwise. */
const optional = (name: string, value: string | false | undefined): string[] => (value ? [`${name}:${value}`] : [])

const utf8 = new TextEncoder()

/** Lines over 75 octets are folded (RFC 5545 3.1), between characters so no UTF-8 sequence is cut. */
const fold = (line: string): string => {
  const parts: string[] = []
  let part = ''
  let size = 0
  for (const char of line) {
    const length = utf8.encode(char).length
    if (size + length > MAX_OCTETS) {
      parts.push(part)
      part = ' '
      size = 1
    }
    part += char
    size += length
  }
  parts.push(part)
  return parts.join(CRLF)
}

const instant = (value: Date | string): Date => {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`)
  return date
}

/** A UTC DATE-TIME: 20261203T130000Z. */
const utc = (date: Date): string => date.toISOString().replace(/\.\d+/, '').replace(/[-:]/g, '')

// h23: some engines write midnight as 24:00 in the default hour cycle.
const brussels = new Intl.DateTimeFormat('en-GB', {
  timeZone: BRUSSELS_TIME_ZONE, hourCycle: 'h23',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
})

/** The Brussels wall time of an instant, as a local DATE-TIME: 20261203T140000. */
const wallTime = (date: Date): string => {
  const parts = Object.fromEntries(brussels.formatToParts(date).map((part) => [part.type, part.value]))
  return `${parts.year.padStart(4, '0')}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`
}

/**
 * A time property. The hour repeated when clocks go back names its first occurrence (RFC 5545 3.3.5),
 * so an instant in the second one is written in UTC instead, where it cannot be read an hour early.
 */
const timeProperty = (name: string, date: Date): string => {
  const local = wallTime(date)
  const repeated = wallTime(new Date(date.getTime() - HOUR)) === local
  return repeated ? `${name}:${utc(date)}` : `${name};TZID=${BRUSSELS_TIME_ZONE}:${local}`
}

/** Brussels's rules since 1996 (EU summer time), which readers need to place the local times above. */
const TIMEZONE = [
  'BEGIN:VTIMEZONE', `TZID:${BRUSSELS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'TZNAME:CEST',
  'DTSTART:19700329T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'END:DAYLIGHT',
  'BEGIN:STANDARD', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'TZNAME:CET',
  'DTSTART:19701025T030000', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', 'END:STANDARD',
  'END:VTIMEZONE',
]

const eventLines = (event: CalendarEvent, stamp: string, method: Calendar['method']): string[] => {
  const start = instant(event.start)
  const end = instant(event.end)
  const organizer = event.organizer && mailto(event.organizer.email)
  const name = event.organizer && paramText(event.organizer.name)
  const status = event.status ?? (method === 'CANCEL' ? 'CANCELLED' : undefined)
  const sequence = Number.isFinite(event.sequence) ? Math.max(0, Math.trunc(event.sequence)) : 0
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `SEQUENCE:${sequence}`,
    timeProperty('DTSTART', start),
    // An end not after the start is left out: the visit then lasts no time, rather than making the file invalid.
    ...(end > start ? [timeProperty('DTEND', end)] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    ...optional('LOCATION', escapeText(event.location?.trim() ?? '')),
    ...optional('DESCRIPTION', escapeText(event.description?.trim() ?? '')),
    ...optional('URL', event.url && URL_VALUE.test(event.url) && event.url),
    ...optional('STATUS', status),
    ...optional(name ? `ORGANIZER;CN="${name}"` : 'ORGANIZER', organizer),
    ...optional('ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE', event.attendee && mailto(event.attendee.email)),
    'END:VEVENT',
  ]
}

/** A whole VCALENDAR, CRLF line endings and a final CRLF included. Throws a RangeError on a start or end that is no date. */
export const icsCalendar = (calendar: Calendar): string => {
  const stamp = utc(calendar.now ?? new Date())
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Agency website//Visits//EN',
    'CALSCALE:GREGORIAN',
    ...optional('METHOD', calendar.method),
    ...optional('X-WR-CALNAME', escapeText(calendar.name?.trim() ?? '')),
    `X-WR-TIMEZONE:${BRUSSELS_TIME_ZONE}`,
    ...TIMEZONE,
    ...calendar.events.flatMap((event) => eventLines(event, stamp, calendar.method)),
    'END:VCALENDAR',
  ]
  return lines.map(fold).join(CRLF) + CRLF
}

/** A file name for a calendar: 'Bezoek Gentstraat 3' → 'bezoek-gentstraat-3.ics'. */
export const icsFileName = (name: string): string => {
  const slug = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
  return `${slug || 'calendar'}.ics`
}
