import { describe, expect, it } from 'vitest'

import { brusselsMidnight, DESK_FIRST_DAYS, DESK_VISIT_GAP_MS, type DeskVisits, newSince, nextDeskVisits, todayAndTomorrow } from '@/lib/staff/deskRules'

const MINUTE = 60_000
const DAY = 86_400_000
const LAST = '2026-06-15T08:00:00.000Z'
const after = (ms: number): Date => new Date(Date.parse(LAST) + ms)

describe('nextDeskVisits', () => {
  it('counts half an hour between views as one visit', () => {
    expect(DESK_VISIT_GAP_MS).toBe(30 * MINUTE)
  })

  it('marks the first view as the last visit, with no previous one', () => {
    const now = new Date(LAST)
    expect(nextDeskVisits({}, now)).toEqual({ previous: null, last: LAST })
    expect(nextDeskVisits({ previous: null, last: null }, now)).toEqual({ previous: null, last: LAST })
    expect(nextDeskVisits({ last: 'not a date' }, now)).toEqual({ previous: null, last: LAST })
  })

  it('keeps the marks as they are for a view within 30 minutes, so a reload keeps what is new', () => {
    const marks: DeskVisits = { previous: '2026-06-14T16:00:00.000Z', last: LAST }
    expect(nextDeskVisits(marks, after(MINUTE))).toBe(marks)
    expect(nextDeskVisits(marks, after(DESK_VISIT_GAP_MS))).toBe(marks)
  })

  it('starts a new visit 30 minutes and a millisecond after the last, the last becoming the previous', () => {
    const marks: DeskVisits = { previous: '2026-06-14T16:00:00.000Z', last: LAST }
    const now = after(DESK_VISIT_GAP_MS + 1)
    expect(nextDeskVisits(marks, now)).toEqual({ previous: LAST, last: now.toISOString() })
    // The marks it was given are not changed.
    expect(marks).toEqual({ previous: '2026-06-14T16:00:00.000Z', last: LAST })
  })

  it('starts a new visit after a second view without a previous one', () => {
    const now = after(DAY)
    expect(nextDeskVisits({ previous: null, last: LAST }, now)).toEqual({ previous: LAST, last: now.toISOString() })
  })
})

describe('newSince', () => {
  it('counts leads since the previous visit', () => {
    expect(newSince({ previous: '2026-06-14T16:00:00.000Z', last: LAST }, after(DAY))).toBe('2026-06-14T16:00:00.000Z')
  })

  it('counts the last 7 days when there was no previous visit', () => {
    expect(DESK_FIRST_DAYS).toBe(7)
    expect(newSince({ previous: null, last: LAST }, new Date(LAST))).toBe('2026-06-08T08:00:00.000Z')
    expect(newSince({}, new Date(LAST))).toBe('2026-06-08T08:00:00.000Z')
  })

  it('keeps new what came since the previous visit on the first view of a new visit', () => {
    const marks = nextDeskVisits({ previous: '2026-06-14T16:00:00.000Z', last: LAST }, after(2 * DAY))
    expect(newSince(marks, after(2 * DAY))).toBe(LAST)
  })
})

describe('brusselsMidnight', () => {
  it('is 23:00 UTC the day before in winter (UTC+1)', () => {
    expect(brusselsMidnight('2026-12-03').toISOString()).toBe('2026-12-02T23:00:00.000Z')
    expect(brusselsMidnight('2027-01-01').toISOString()).toBe('2026-12-31T23:00:00.000Z')
  })

  it('is 22:00 UTC the day before in summer (UTC+2)', () => {
    expect(brusselsMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z')
  })

  it('is 23:00 UTC the day before on the day clocks go forward: its midnight is still winter time', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(brusselsMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(brusselsMidnight('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z')
  })

  it('is 22:00 UTC the day before on the day clocks go back: its midnight is still summer time', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET.
    expect(brusselsMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z')
    expect(brusselsMidnight('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z')
  })
})

describe('todayAndTomorrow', () => {
  it('at 23:30 in Brussels is still that day and the next', () => {
    // 23:30 on 2 December in Brussels (CET).
    expect(todayAndTomorrow(new Date('2026-12-02T22:30:00.000Z'))).toEqual({
      today: '2026-12-02',
      tomorrow: '2026-12-03',
      from: new Date('2026-12-01T23:00:00.000Z'),
      to: new Date('2026-12-03T23:00:00.000Z'),
    })
  })

  it('late in the UTC evening is already the next day in Brussels', () => {
    // 22:30 UTC on 1 July is 00:30 on 2 July in Brussels (CEST).
    expect(todayAndTomorrow(new Date('2026-07-01T22:30:00.000Z'))).toEqual({
      today: '2026-07-02',
      tomorrow: '2026-07-03',
      from: new Date('2026-07-01T22:00:00.000Z'),
      to: new Date('2026-07-03T22:00:00.000Z'),
    })
  })

  it('spans from the start of today to the start of the day after tomorrow, holding now', () => {
    const now = new Date('2026-06-15T08:00:00.000Z')
    const { from, to } = todayAndTomorrow(now)
    expect(to.getTime() - from.getTime()).toBe(2 * DAY)
    expect(from.getTime()).toBeLessThanOrEqual(now.getTime())
    expect(to.getTime()).toBeGreaterThan(now.getTime())
  })

  it('spans 47 hours over the night clocks go forward, 49 over the night they go back', () => {
    // Today 28 March, tomorrow 29 March (23 hours); today 24 October, tomorrow 25 October (25 hours).
    const spring = todayAndTomorrow(new Date('2026-03-28T12:00:00.000Z'))
    expect([spring.from.toISOString(), spring.to.toISOString()]).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-29T22:00:00.000Z'])
    const autumn = todayAndTomorrow(new Date('2026-10-24T12:00:00.000Z'))
    expect([autumn.from.toISOString(), autumn.to.toISOString()]).toEqual(['2026-10-23T22:00:00.000Z', '2026-10-25T23:00:00.000Z'])
  })

  it('on the day clocks go back, starts at its midnight in summer time', () => {
    const { today, from, to } = todayAndTomorrow(new Date('2026-10-25T12:00:00.000Z'))
    expect(today).toBe('2026-10-25')
    expect([from.toISOString(), to.toISOString()]).toEqual(['2026-10-24T22:00:00.000Z', '2026-10-26T23:00:00.000Z'])
  })
})
