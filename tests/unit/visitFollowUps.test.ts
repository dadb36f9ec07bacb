import { describe, expect, it } from 'vitest'

import { FEEDBACK_ASK_WITHIN_MS, feedbackDue, lapseDue, REMINDER_BEFORE_MS, REMINDER_MIN_NOTICE_MS, reminderDue, type VisitState } from '@/lib/appointments/followUps'

const HOUR = 3_600_000
const DAY = 24 * HOUR

// A visit on 10 June 2026 from 14:00 to 14:30 in Brussels (CEST), booked a week before.
const START = Date.parse('2026-06-10T12:00:00.000Z')
const END = Date.parse('2026-06-10T12:30:00.000Z')
const iso = (ms: number): string => new Date(ms).toISOString()
const visit = (over: VisitState = {}): VisitState => ({
  appointmentStatus: 'confirmed',
  start: iso(START),
  end: iso(END),
  bookedAt: iso(START - 7 * DAY),
  reminderSentAt: null,
  feedbackSentAt: null,
  ...over,
})
/** The moment `ms` before the visit starts. */
const beforeStart = (ms: number): Date => new Date(START - ms)
/** The moment `ms` after the visit ends. */
const afterEnd = (ms: number): Date => new Date(END + ms)

describe('the follow-up terms', () => {
  it('are a day before for the reminder, half a day of notice, a week for feedback', () => {
    expect(REMINDER_BEFORE_MS).toBe(DAY)
    expect(REMINDER_MIN_NOTICE_MS).toBe(12 * HOUR)
    expect(FEEDBACK_ASK_WITHIN_MS).toBe(7 * DAY)
  })
})

describe('reminderDue', () => {
  it('is due from exactly 24 hours before the start, not a millisecond earlier', () => {
    expect(reminderDue(visit(), beforeStart(DAY))).toBe(true)
    expect(reminderDue(visit(), beforeStart(DAY + 1))).toBe(false)
  })

  it('stays due until the visit starts, and not from its start on', () => {
    expect(reminderDue(visit(), beforeStart(HOUR))).toBe(true)
    expect(reminderDue(visit(), beforeStart(1))).toBe(true)
    expect(reminderDue(visit(), beforeStart(0))).toBe(false)
    expect(reminderDue(visit(), afterEnd(HOUR))).toBe(false)
  })

  it('is due for a visit asked for and one confirmed, never for a cancelled one', () => {
    expect(reminderDue(visit({ appointmentStatus: 'requested' }), beforeStart(HOUR))).toBe(true)
    expect(reminderDue(visit({ appointmentStatus: 'confirmed' }), beforeStart(HOUR))).toBe(true)
    for (const appointmentStatus of ['cancelled', '', null, undefined]) {
      expect(reminderDue(visit({ appointmentStatus }), beforeStart(HOUR)), String(appointmentStatus)).toBe(false)
    }
  })

  it('is not due once the visitor was reminded', () => {
    expect(reminderDue(visit({ reminderSentAt: iso(START - 20 * HOUR) }), beforeStart(HOUR))).toBe(false)
  })

  it('is not due for a visit booked 12 hours or less before its start: the booking mail is still fresh', () => {
    expect(reminderDue(visit({ bookedAt: iso(START - 12 * HOUR) }), beforeStart(HOUR))).toBe(false)
    expect(reminderDue(visit({ bookedAt: iso(START - 2 * HOUR) }), beforeStart(HOUR))).toBe(false)
  })

  it('is due for a visit booked 12 hours and a millisecond before its start', () => {
    expect(reminderDue(visit({ bookedAt: iso(START - 12 * HOUR - 1) }), beforeStart(HOUR))).toBe(true)
  })

  it('is due when the booking moment is unknown', () => {
    expect(reminderDue(visit({ bookedAt: null }), beforeStart(HOUR))).toBe(true)
    expect(reminderDue(visit({ bookedAt: undefined }), beforeStart(HOUR))).toBe(true)
    expect(reminderDue(visit({ bookedAt: 'not a date' }), beforeStart(HOUR))).toBe(true)
  })

  it('is never due without a readable start, or at an unreadable now', () => {
    expect(reminderDue(visit({ start: null }), beforeStart(HOUR))).toBe(false)
    expect(reminderDue(visit({ start: 'tomorrow' }), beforeStart(HOUR))).toBe(false)
    expect(reminderDue(visit(), new Date(Number.NaN))).toBe(false)
  })
})

describe('feedbackDue', () => {
  it('is due for a confirmed visit from the moment it ends', () => {
    expect(feedbackDue(visit(), afterEnd(0))).toBe(true)
    expect(feedbackDue(visit(), afterEnd(HOUR))).toBe(true)
  })

  it('is not due before the visit ends', () => {
    expect(feedbackDue(visit(), afterEnd(-1))).toBe(false)
    expect(feedbackDue(visit(), beforeStart(HOUR))).toBe(false)
  })

  it('is due until exactly 7 days after the end, not a millisecond later', () => {
    expect(feedbackDue(visit(), afterEnd(7 * DAY))).toBe(true)
    expect(feedbackDue(visit(), afterEnd(7 * DAY + 1))).toBe(false)
  })

  it('is due only for a confirmed visit: not one that was only asked for, nor a cancelled one', () => {
    for (const appointmentStatus of ['requested', 'cancelled', '', null, undefined]) {
      expect(feedbackDue(visit({ appointmentStatus }), afterEnd(HOUR)), String(appointmentStatus)).toBe(false)
    }
  })

  it('is not due once the request was sent', () => {
    expect(feedbackDue(visit({ feedbackSentAt: iso(END + HOUR) }), afterEnd(2 * HOUR))).toBe(false)
  })

  it('does not depend on the reminder having been sent', () => {
    expect(feedbackDue(visit({ reminderSentAt: iso(START - 20 * HOUR) }), afterEnd(HOUR))).toBe(true)
  })

  it('is false for dates it cannot read', () => {
    expect(feedbackDue(visit({ end: null }), afterEnd(HOUR))).toBe(false)
    expect(feedbackDue(visit({ end: '' }), afterEnd(HOUR))).toBe(false)
    expect(feedbackDue(visit({ end: '2026-06-10T25:00:00Z' }), afterEnd(HOUR))).toBe(false)
    expect(feedbackDue(visit(), new Date(Number.NaN))).toBe(false)
  })
})

describe('lapseDue', () => {
  const requested = (over: VisitState = {}) => visit({ appointmentStatus: 'requested', ...over })

  it('is due once a request nobody confirmed has ended, for a week, until the agency was told', () => {
    expect(lapseDue(requested(), afterEnd(-1))).toBe(false)
    expect(lapseDue(requested(), afterEnd(0))).toBe(true)
    expect(lapseDue(requested(), afterEnd(FEEDBACK_ASK_WITHIN_MS))).toBe(true)
    expect(lapseDue(requested(), afterEnd(FEEDBACK_ASK_WITHIN_MS + 1))).toBe(false)
    expect(lapseDue(requested({ lapsedNoticeAt: iso(END + HOUR) }), afterEnd(2 * HOUR))).toBe(false)
  })

  it('is never due for a confirmed or cancelled visit, nor one without its time', () => {
    expect(lapseDue(visit(), afterEnd(HOUR))).toBe(false)
    expect(lapseDue(requested({ appointmentStatus: 'cancelled' }), afterEnd(HOUR))).toBe(false)
    expect(lapseDue(requested({ end: null }), afterEnd(HOUR))).toBe(false)
  })
})
