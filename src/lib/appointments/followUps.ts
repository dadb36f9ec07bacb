/**
 * When a booked visit's follow-up mails are due: the reminder the day before, the request for feedback
 * once it has taken place, and the agency's notice of a request nobody confirmed before its time. The jobs runner checks every hour (src/jobs/visits.ts); each mail
 * is queued once, marked on the visit in the same pass.
 */

/** A visit as the follow-ups read it. */
export type VisitState = {
  appointmentStatus?: string | null
  start?: string | null
  end?: string | null
  /** When the visitor took this slot (a reschedule takes another). */
  bookedAt?: string | null
  reminderSentAt?: string | null
  feedbackSentAt?: string | null
  lapsedNoticeAt?: string | null
}

const HOUR = 3_600_000

/** A reminder goes once the visit is less than this far away ... */
export const REMINDER_BEFORE_MS = 24 * HOUR
/** ... unless it was booked so late that the booking mail itself is still fresh. */
export const REMINDER_MIN_NOTICE_MS = 12 * HOUR
/** Feedback is asked for this long after the visit at most: after that the memory is gone. */
export const FEEDBACK_ASK_WITHIN_MS = 7 * 24 * HOUR

const time = (value: string | null | undefined): number | null => {
  const parsed = value ? Date.parse(value) : NaN
  return Number.isNaN(parsed) ? null : parsed
}

const live = (visit: VisitState): boolean => visit.appointmentStatus === 'requested' || visit.appointmentStatus === 'confirmed'

/** Whether the reminder is due now: a live visit starting within a day, booked well before, not yet reminded. */
export const reminderDue = (visit: VisitState, now: Date): boolean => {
  const start = time(visit.start)
  if (!live(visit) || start === null || visit.reminderSentAt) return false
  const left = start - now.getTime()
  const booked = time(visit.bookedAt)
  return left > 0 && left <= REMINDER_BEFORE_MS && (booked === null || start - booked > REMINDER_MIN_NOTICE_MS)
}

/** Whether the feedback request is due now: a confirmed visit that ended, within the last week, not yet asked. */
export const feedbackDue = (visit: VisitState, now: Date): boolean => {
  const end = time(visit.end)
  if (visit.appointmentStatus !== 'confirmed' || end === null || visit.feedbackSentAt) return false
  const since = now.getTime() - end
  return since >= 0 && since <= FEEDBACK_ASK_WITHIN_MS
}

/**
 * Whether the agency is to be told now that a visit's time passed while it was still a request (nobody
 * confirmed it): within the last week, once. Staff then set it to confirmed if it took place (its feedback
 * request follows, feedbackDue) or to cancelled.
 */
export const lapseDue = (visit: VisitState, now: Date): boolean => {
  const end = time(visit.end)
  if (visit.appointmentStatus !== 'requested' || end === null || visit.lapsedNoticeAt) return false
  const since = now.getTime() - end
  return since >= 0 && since <= FEEDBACK_ASK_WITHIN_MS
}
