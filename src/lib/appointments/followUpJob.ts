/**
 * The hourly pass of the jobs runner over booked visits: the reminder the day before, the request for
 * feedback afterwards, and the agency's notice of a request nobody confirmed before its time passed
 * (followUps.ts decides when). Each visit is marked in a conditional update before
 * its mail is queued, so a pass run twice, or by two runners, queues each mail once.
 */
import type { Payload, Where } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { queueMail } from '@/lib/email/queue'
import { dictionaryOf } from '@/lib/payload/freshReads'
import { relationId } from '@/lib/payload/populated'

import { agencyOf } from './actions'
import { FEEDBACK_ASK_WITHIN_MS, feedbackDue, lapseDue, REMINDER_BEFORE_MS, reminderDue } from './followUps'
import { agencyVisitNotice, feedbackRequestMail, visitMail, visitOf } from './visit'

type Mark = 'reminderSentAt' | 'feedbackSentAt' | 'lapsedNoticeAt'

/** Marks the visit as sent, unless another pass did: whether this one may send. */
const claim = async (payload: Payload, id: number, mark: Mark, now: Date): Promise<boolean> => {
  const where: Where = { and: [{ id: { equals: id } }, { [`visit.${mark}`]: { exists: false } }] }
  const { docs } = await payload.update({ collection: 'form-submissions', where, data: { visit: { [mark]: now.toISOString() } }, overrideAccess: true, depth: 0 })
  return docs.length > 0
}

/** Queues the reminders and feedback requests that are due: how many of each. */
export const sendVisitFollowUps = async (payload: Payload, now: Date = new Date()): Promise<{ reminders: number; feedback: number; lapsed: number }> => {
  const sent = { reminders: 0, feedback: 0, lapsed: 0 }
  // Only slots that can be due: from a week back (feedback) to a day ahead (reminders).
  const slots = await payload.find({
    collection: 'appointment-slots',
    where: { and: [{ start: { greater_than: new Date(now.getTime() - FEEDBACK_ASK_WITHIN_MS - 86_400_000).toISOString() } }, { start: { less_than_equal: new Date(now.getTime() + REMINDER_BEFORE_MS).toISOString() } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { start: true, end: true },
  })
  if (slots.docs.length === 0) return sent
  const bySlot = new Map(slots.docs.map((slot) => [slot.id, slot]))
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { and: [{ kind: { equals: 'contact-appointment' } }, { slot: { in: [...bySlot.keys()] } }, { appointmentStatus: { in: ['requested', 'confirmed'] } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const agency = await agencyOf(payload)
  for (const submission of docs) {
    const slot = bySlot.get(Number(relationId(submission.slot)))
    if (!slot) continue
    const state = { appointmentStatus: submission.appointmentStatus, start: slot.start, end: slot.end, ...submission.visit }
    const mark: Mark | null = reminderDue(state, now) ? 'reminderSentAt' : feedbackDue(state, now) ? 'feedbackSentAt' : lapseDue(state, now) ? 'lapsedNoticeAt' : null
    if (!mark) continue
    const visit = await visitOf(payload, submission)
    // The visitor's mails need their address; the agency's notice needs the agency's.
    if (!visit || !(mark === 'lapsedNoticeAt' ? agency.email : visit.email) || !(await claim(payload, submission.id, mark, now))) continue
    const t = await dictionaryOf(payload, mark === 'lapsedNoticeAt' ? defaultLocale : visit.locale)
    const mail =
      mark === 'reminderSentAt'
        ? visitMail('reminder', visit, { t, agency })
        : mark === 'feedbackSentAt'
          ? feedbackRequestMail(visit, { t, agency })
          : agencyVisitNotice('lapsed', visit, { t, agency, slot: { id: slot.id, start: slot.start, end: slot.end } })
    if (!mail) continue
    await queueMail(payload, mail)
    sent[mark === 'reminderSentAt' ? 'reminders' : mark === 'feedbackSentAt' ? 'feedback' : 'lapsed']++
  }
  return sent
}
