import { afterEach, describe, expect, it, vi } from 'vitest'

import { type Calendar, type CalendarEvent, icsCalendar, icsFileName } from '@/lib/calendar/ics'

const now = new Date('2026-11-20T08:15:30.123Z')

const visit: CalendarEvent = {
  uid: 'visit-42@agency.example',
  sequence: 0,
  start: '2026-12-03T13:00:00.000Z',
  end: '2026-12-03T13:45:00.000Z',
  summary: 'Bezoek: Veldstraat 12, Gent',
  location: 'Veldstraat 12, 9000 Gent',
  description: 'Afspraak met Immo Horizon.\nBel 09 234 18 70 bij vertraging.',
  url: 'https://agency.example/nl/te-koop/gent/veldstraat-12',
  status: 'CONFIRMED',
  organizer: { name: 'Immo Horizon', email: 'info@agency.example' },
  attendee: { email: 'visitor@example.be' },
}

const ics = (events: CalendarEvent[], calendar: Omit<Calendar, 'events'> = {}) => icsCalendar({ now, ...calendar, events })
const one = (event: Partial<CalendarEvent>, calendar: Omit<Calendar, 'events'> = {}) => ics([{ ...visit, ...event }], calendar)

const utf8 = new TextEncoder()
const octets = (line: string) => utf8.encode(line).length

/** The lines as written, the final CRLF checked and dropped. */
const physicalLines = (text: string): string[] => {
  expect(text.endsWith('\r\n')).toBe(true)
  return text.slice(0, -2).split('\r\n')
}

/** The content lines a reader sees once folds (CRLF + one space) are undone. */
const unfold = (text: string): string[] => physicalLines(text.replace(/\r\n /g, ''))

const nameOf = (line: string) => /^[A-Z-]+/.exec(line)?.[0] ?? ''

/** The content lines of each VEVENT. */
const events = (text: string): string[][] => {
  const found: string[][] = []
  let current: string[] | undefined
  for (const line of unfold(text)) {
    if (line === 'BEGIN:VEVENT') current = []
    else if (line === 'END:VEVENT') {
      if (current) found.push(current)
      current = undefined
    } else current?.push(line)
  }
  return found
}

const linesNamed = (lines: string[], name: string) => lines.filter((line) => nameOf(line) === name)

/** What every calendar this module writes must satisfy, whatever its content. */
const expectWellFormed = (text: string) => {
  const lines = physicalLines(text)
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/)
    expect(octets(line)).toBeLessThanOrEqual(75)
    // A fold never cuts a character: each physical line is valid UTF-8 by itself.
    expect(new TextDecoder().decode(utf8.encode(line))).toBe(line)
  }
  const open: string[] = []
  for (const line of unfold(text)) {
    expect(line).toMatch(/^[A-Z][A-Z-]*[;:]/)
    if (line.startsWith('BEGIN:')) open.push(line.slice(6))
    if (line.startsWith('END:')) expect(open.pop()).toBe(line.slice(4))
  }
  expect(open).toEqual([])
  expect(unfold(text)[0]).toBe('BEGIN:VCALENDAR')
  for (const event of events(text)) {
    for (const name of ['UID', 'DTSTAMP', 'DTSTART']) expect(linesNamed(event, name)).toHaveLength(1)
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('icsCalendar: the calendar', () => {
  it('writes a visit as a complete, well-formed calendar', () => {
    const text = one({}, { method: 'REQUEST' })
    expectWellFormed(text)
    expect(unfold(text)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Agency website//Visits//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'X-WR-TIMEZONE:Europe/Brussels',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Brussels',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'TZNAME:CEST',
      'DTSTART:19700329T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'TZNAME:CET',
      'DTSTART:19701025T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:visit-42@agency.example',
      'DTSTAMP:20261120T081530Z',
      'SEQUENCE:0',
      'DTSTART;TZID=Europe/Brussels:20261203T140000',
      'DTEND;TZID=Europe/Brussels:20261203T144500',
      'SUMMARY:Bezoek: Veldstraat 12\\, Gent',
      'LOCATION:Veldstraat 12\\, 9000 Gent',
      'DESCRIPTION:Afspraak met Immo Horizon.\\nBel 09 234 18 70 bij vertraging.',
      'URL:https://agency.example/nl/te-koop/gent/veldstraat-12',
      'STATUS:CONFIRMED',
      'ORGANIZER;CN="Immo Horizon":mailto:info@agency.example',
      'ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:visitor@example.be',
      'END:VEVENT',
      'END:VCALENDAR',
    ])
  })

  it('ends every line, the last one too, with CRLF and has no bare CR or LF', () => {
    const text = ics([visit, { ...visit, uid: 'visit-43@agency.example', description: 'a\nb\rc\r\nd' }])
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('writes METHOD only when given', () => {
    expect(unfold(one({}))).not.toContain('METHOD:REQUEST')
    expect(linesNamed(unfold(one({})), 'METHOD')).toEqual([])
    expect(unfold(one({}, { method: 'CANCEL' }))).toContain('METHOD:CANCEL')
    expect(unfold(one({}, { method: 'PUBLISH' }))).toContain('METHOD:PUBLISH')
  })

  it('names a feed with X-WR-CALNAME, escaped, and leaves it out when empty', () => {
    expect(unfold(ics([], { name: 'Bezoeken, Gent; Brugge' }))).toContain('X-WR-CALNAME:Bezoeken\\, Gent\\; Brugge')
    expect(linesNamed(unfold(ics([])), 'X-WR-CALNAME')).toEqual([])
    expect(linesNamed(unfold(ics([], { name: '  ' })), 'X-WR-CALNAME')).toEqual([])
  })

  it('always declares Brussels time, with one VTIMEZONE, even for an empty feed', () => {
    const lines = unfold(ics([]))
    expectWellFormed(ics([]))
    expect(lines).toContain('X-WR-TIMEZONE:Europe/Brussels')
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1)
    expect(events(ics([]))).toEqual([])
  })

  it('writes one VEVENT per event in a feed, each well formed', () => {
    const text = ics([visit, { ...visit, uid: 'visit-43@agency.example' }, { ...visit, uid: 'visit-44@agency.example' }], { name: 'Feed' })
    expectWellFormed(text)
    expect(events(text).map((event) => linesNamed(event, 'UID')[0])).toEqual([
      'UID:visit-42@agency.example',
      'UID:visit-43@agency.example',
      'UID:visit-44@agency.example',
    ])
    expect(unfold(text).filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1)
  })
})

describe('icsCalendar: times', () => {
  const times = (start: string, end = '2027-01-01T00:00:00Z') => {
    const [event] = events(one({ start, end }))
    return { start: linesNamed(event, 'DTSTART')[0], end: linesNamed(event, 'DTEND')[0] }
  }

  it('writes a winter instant in CET (UTC+1)', () => {
    expect(times('2026-12-03T13:00:00Z').start).toBe('DTSTART;TZID=Europe/Brussels:20261203T140000')
  })

  it('writes a summer instant in CEST (UTC+2)', () => {
    expect(times('2026-07-01T12:00:00Z').start).toBe('DTSTART;TZID=Europe/Brussels:20260701T140000')
  })

  it('follows the spring change on 29 March 2026: 02:00 CET becomes 03:00 CEST', () => {
    expect(times('2026-03-29T00:30:00Z').start).toBe('DTSTART;TZID=Europe/Brussels:20260329T013000')
    expect(times('2026-03-29T00:59:59Z').start).toBe('DTSTART;TZID=Europe/Brussels:20260329T015959')
    expect(times('2026-03-29T01:00:00Z').start).toBe('DTSTART;TZID=Europe/Brussels:20260329T030000')
    expect(times('2026-03-29T12:00:00Z').start).toBe('DTSTART;TZID=Europe/Brussels:20260329T140000')
    expect(times('2026-03-28T12:00:00Z').start).toBe('DTSTART;TZID=Europe/Brussels:20260328T130000')
  })

  it('follows the autumn change on 25 October 2026: 03:00 CEST becomes 02:00 CET', () => {
    expect(times('2026-10-24T12:00:00Z').start).toBe('DTSTART;TZID=Europe/Brussels:20261024T140000')
    expect(times('2026-10-25T00:30:00Z').start).toBe('DTSTART;TZID=Europe/Brussels:20261025T023000')
    expect(times('2026-10-25T02:00:00Z').start).toBe('DTSTART;TZID=Europe/Brussels:20261025T030000')
    expect(times('2026-10-25T13:00:00Z').start).toBe('DTSTART;TZID=Europe/Brussels:20261025T140000')
  })

  it('writes an instant in the repeated autumn hour in UTC, since its local time would name the first one', () => {
    expect(times('2026-10-25T01:00:00Z').start).toBe('DTSTART:20261025T010000Z')
    expect(times('2026-10-25T01:30:00Z').start).toBe('DTSTART:20261025T013000Z')
    expect(times('2026-10-25T01:59:59Z').start).toBe('DTSTART:20261025T015959Z')
  })

  it('writes midnight as 00, on the next Brussels day', () => {
    expect(times('2026-12-03T23:00:00Z').start).toBe('DTSTART;TZID=Europe/Brussels:20261204T000000')
    expect(times('2026-06-30T22:00:00Z').start).toBe('DTSTART;TZID=Europe/Brussels:20260701T000000')
  })

  it('reads Date objects and ISO strings with an offset alike', () => {
    const fromDate = one({ start: new Date('2026-12-03T13:00:00Z'), end: new Date('2026-12-03T13:45:00Z') })
    const fromOffset = one({ start: '2026-12-03T14:00:00+01:00', end: '2026-12-03T14:45:00+01:00' })
    expect(fromDate).toBe(one({}))
    expect(fromOffset).toBe(one({}))
  })

  it('writes DTEND in Brussels time too', () => {
    expect(times('2026-07-01T12:00:00Z', '2026-07-01T12:30:00Z').end).toBe('DTEND;TZID=Europe/Brussels:20260701T143000')
  })

  it('leaves DTEND out when the end is not after the start', () => {
    expect(times('2026-07-01T12:00:00Z', '2026-07-01T12:00:00Z').end).toBeUndefined()
    expect(times('2026-07-01T12:00:00Z', '2026-07-01T11:00:00Z').end).toBeUndefined()
  })

  it('refuses a start or an end that is no date', () => {
    expect(() => one({ start: 'tomorrow' })).toThrow(RangeError)
    expect(() => one({ end: '' })).toThrow(RangeError)
    expect(() => one({ start: new Date(Number.NaN) })).toThrow(RangeError)
  })

  it('stamps every event with `now` in UTC, without milliseconds', () => {
    const text = ics([visit, { ...visit, uid: 'other@agency.example' }], { now: new Date('2026-07-01T22:05:09.999Z') })
    expect(events(text).map((event) => linesNamed(event, 'DTSTAMP')[0])).toEqual(['DTSTAMP:20260701T220509Z', 'DTSTAMP:20260701T220509Z'])
  })

  it('stamps with the current time by default', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-02-14T09:08:07Z'))
    const [event] = events(icsCalendar({ events: [visit] }))
    expect(linesNamed(event, 'DTSTAMP')).toEqual(['DTSTAMP:20260214T090807Z'])
  })
})

describe('icsCalendar: text values', () => {
  const value = (event: Partial<CalendarEvent>, name: string) => linesNamed(events(one(event))[0], name)[0]

  it('escapes backslashes, semicolons and commas', () => {
    expect(value({ summary: 'C:\\dir; a, b' }, 'SUMMARY')).toBe('SUMMARY:C:\\\\dir\\; a\\, b')
    expect(value({ summary: '\\n is not a newline' }, 'SUMMARY')).toBe('SUMMARY:\\\\n is not a newline')
  })

  it('writes every kind of line break as \\n', () => {
    expect(value({ description: 'one\r\ntwo\nthree\rfour\n\nsix' }, 'DESCRIPTION')).toBe('DESCRIPTION:one\\ntwo\\nthree\\nfour\\n\\nsix')
  })

  it('strips other control characters and keeps tabs', () => {
    expect(value({ summary: 'a\u0000b\u0007c\u001bd\u007fe\tf' }, 'SUMMARY')).toBe('SUMMARY:abcde\tf')
  })

  it('keeps non-ASCII text as it is', () => {
    expect(value({ location: 'Rue de l’Église 3, Liège' }, 'LOCATION')).toBe('LOCATION:Rue de l’Église 3\\, Liège')
  })

  it('escapes the UID as text', () => {
    expect(value({ uid: 'visit-1;x,y@agency.example' }, 'UID')).toBe('UID:visit-1\\;x\\,y@agency.example')
  })

  it('leaves out an empty or blank location and description', () => {
    for (const blank of [undefined, '', '  \n ']) {
      const [event] = events(one({ location: blank, description: blank }))
      expect(linesNamed(event, 'LOCATION')).toEqual([])
      expect(linesNamed(event, 'DESCRIPTION')).toEqual([])
    }
  })

  it('keeps an injected line break inside the escaped value', () => {
    const attack = 'Visit\r\nATTENDEE:mailto:evil@x\r\nEND:VEVENT\nBEGIN:VEVENT'
    const text = one({ summary: attack, location: attack, description: attack, uid: attack, attendee: undefined }, { name: attack })
    expectWellFormed(text)
    const lines = unfold(text)
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([])
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(text.split('\r\n').filter((line) => /^(ATTENDEE|END:VEVENT|BEGIN:VEVENT)/.test(line))).toHaveLength(2)
    const [event] = events(text)
    expect(linesNamed(event, 'SUMMARY')).toEqual(['SUMMARY:Visit\\nATTENDEE:mailto:evil@x\\nEND:VEVENT\\nBEGIN:VEVENT'])
    expect(linesNamed(event, 'LOCATION')).toHaveLength(1)
    expect(linesNamed(event, 'DESCRIPTION')).toHaveLength(1)
  })
})

describe('icsCalendar: other properties', () => {
  const value = (event: Partial<CalendarEvent>, name: string, calendar: Omit<Calendar, 'events'> = {}) =>
    linesNamed(events(one(event, calendar))[0], name)

  it('writes SEQUENCE as a whole number, never below 0', () => {
    expect(value({ sequence: 3 }, 'SEQUENCE')).toEqual(['SEQUENCE:3'])
    expect(value({ sequence: 2.7 }, 'SEQUENCE')).toEqual(['SEQUENCE:2'])
    expect(value({ sequence: -1 }, 'SEQUENCE')).toEqual(['SEQUENCE:0'])
    expect(value({ sequence: Number.NaN }, 'SEQUENCE')).toEqual(['SEQUENCE:0'])
  })

  it('writes the given STATUS', () => {
    expect(value({ status: 'TENTATIVE' }, 'STATUS')).toEqual(['STATUS:TENTATIVE'])
    expect(value({ status: 'CANCELLED' }, 'STATUS')).toEqual(['STATUS:CANCELLED'])
    expect(value({ status: undefined }, 'STATUS')).toEqual([])
  })

  it('marks the events of a CANCEL as cancelled unless told otherwise', () => {
    expect(value({ status: undefined }, 'STATUS', { method: 'CANCEL' })).toEqual(['STATUS:CANCELLED'])
    expect(value({ status: undefined }, 'STATUS', { method: 'REQUEST' })).toEqual([])
  })

  it('writes an http(s) URL as it is, without text escaping', () => {
    const url = 'https://agency.example/fr/a-vendre/liege?ref=a,b;c&x=%20'
    expect(value({ url }, 'URL')).toEqual([`URL:${url}`])
    expect(value({ url: 'http://agency.example/' }, 'URL')).toEqual(['URL:http://agency.example/'])
  })

  it('leaves out a URL with whitespace, controls, non-ASCII or another scheme', () => {
    for (const url of [
      'https://agency.example/a b',
      'https://agency.example/\r\nATTENDEE:mailto:evil@x',
      'https://agency.example/\ta',
      'https://agency.example/\u0000',
      'https://agency.example/é',
      'javascript:alert(1)',
      'mailto:info@agency.example',
      '/nl/te-koop',
      '',
    ]) {
      expect(value({ url }, 'URL')).toEqual([])
    }
  })

  it('quotes the organizer name and drops what a quoted value cannot hold', () => {
    expect(value({ organizer: { name: 'Immo "Horizon"; Gent: Brugge,\r\nBV\u0007', email: 'info@agency.example' } }, 'ORGANIZER')).toEqual([
      'ORGANIZER;CN="Immo Horizon; Gent: Brugge, BV":mailto:info@agency.example',
    ])
  })

  it('writes the organizer without CN when the name is blank', () => {
    expect(value({ organizer: { name: ' "" ', email: 'info@agency.example' } }, 'ORGANIZER')).toEqual(['ORGANIZER:mailto:info@agency.example'])
  })

  it('writes the visitor as a required participant not asked to reply', () => {
    expect(value({ attendee: { email: ' jan.peeters+immo@example.be ' } }, 'ATTENDEE')).toEqual([
      'ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:jan.peeters+immo@example.be',
    ])
    expect(value({ attendee: undefined }, 'ATTENDEE')).toEqual([])
  })

  it('drops an organizer or attendee whose address could break out of its value', () => {
    for (const email of [
      'visitor@example.be\r\nATTENDEE:mailto:evil@x',
      'visitor@example.be\nX',
      'a;ROLE=CHAIR@example.be',
      'visitor@example.be;RSVP=TRUE',
      'a:b@example.be',
      '"visitor"@example.be',
      'visitor@example.be"',
      'visitor@example.be?subject=hi',
      'visitor @example.be',
      'visitor@localhost',
      'not an address',
      '',
    ]) {
      const text = one({ organizer: { name: 'Immo', email }, attendee: { email } })
      expectWellFormed(text)
      const lines = unfold(text)
      expect(lines.filter((line) => /^(ATTENDEE|ORGANIZER)/.test(line))).toEqual([])
    }
  })
})

describe('icsCalendar: folding', () => {
  const summaryLines = (summary: string) => {
    const text = one({ summary })
    expectWellFormed(text)
    const lines = physicalLines(text)
    const first = lines.findIndex((line) => line.startsWith('SUMMARY:'))
    let last = first + 1
    while (lines[last]?.startsWith(' ')) last += 1
    expect(unfold(text)).toContain(`SUMMARY:${summary}`)
    return lines.slice(first, last)
  }

  it('leaves a line of exactly 75 octets whole', () => {
    expect(summaryLines('a'.repeat(67))).toEqual([`SUMMARY:${'a'.repeat(67)}`])
  })

  it('folds a longer line at 75 octets, continuing with one space', () => {
    const lines = summaryLines('a'.repeat(200))
    expect(lines).toEqual([`SUMMARY:${'a'.repeat(67)}`, ` ${'a'.repeat(74)}`, ` ${'a'.repeat(59)}`])
    expect(lines.map(octets)).toEqual([75, 75, 60])
  })

  it('counts octets, not characters, and moves a 2-octet é whole to the next line', () => {
    const lines = summaryLines(`${'a'.repeat(66)}é${'b'.repeat(10)}`)
    expect(lines).toEqual([`SUMMARY:${'a'.repeat(66)}`, ` é${'b'.repeat(10)}`])
    expect(octets(lines[0])).toBe(74)
  })

  it('keeps é on the first line when it ends exactly at 75 octets', () => {
    expect(summaryLines(`${'a'.repeat(65)}é`)).toEqual([`SUMMARY:${'a'.repeat(65)}é`])
  })

  it('moves a 3-octet € whole to the next line', () => {
    const lines = summaryLines(`${'a'.repeat(65)}€ 350.000`)
    expect(lines).toEqual([`SUMMARY:${'a'.repeat(65)}`, ' € 350.000'])
    expect(octets(lines[0])).toBe(73)
  })

  it('moves a 4-octet emoji whole to the next line, never splitting its surrogate pair', () => {
    const lines = summaryLines(`${'a'.repeat(64)}🏡 tuin`)
    expect(lines).toEqual([`SUMMARY:${'a'.repeat(64)}`, ' 🏡 tuin'])
    expect(octets(lines[0])).toBe(72)
  })

  it('folds long multi-byte text into lines of at most 75 octets that unfold to the original', () => {
    const lines = summaryLines('Prachtige woning met tuin 🏡 €450.000 Liège – rénovée façade 日本語 '.repeat(6))
    expect(lines.length).toBeGreaterThan(5)
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75)
    for (const line of lines.slice(1)) expect(line).toMatch(/^ /)
  })

  it('folds escaped values and parameters too', () => {
    const text = one({
      description: 'Lijn één;\n'.repeat(20),
      organizer: { name: 'Immobiliënkantoor '.repeat(6), email: 'info@agency.example' },
    })
    expectWellFormed(text)
    const [event] = events(text)
    expect(linesNamed(event, 'DESCRIPTION')).toEqual([`DESCRIPTION:${'Lijn één\\;\\n'.repeat(19)}Lijn één\\;`])
    expect(linesNamed(event, 'ORGANIZER')).toEqual([`ORGANIZER;CN="${'Immobiliënkantoor '.repeat(6).trim()}":mailto:info@agency.example`])
  })
})

describe('icsFileName', () => {
  it('makes a plain ASCII .ics name', () => {
    expect(icsFileName('Bezoek Veldstraat 12, Gent')).toBe('bezoek-veldstraat-12-gent.ics')
    expect(icsFileName('Visite à Liège – façade')).toBe('visite-a-liege-facade.ics')
    expect(icsFileName('../../etc/passwd')).toBe('etc-passwd.ics')
  })

  it('falls back to calendar.ics when nothing is left', () => {
    expect(icsFileName('')).toBe('calendar.ics')
    expect(icsFileName('🏡 ✓')).toBe('calendar.ics')
  })
})
