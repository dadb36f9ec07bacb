/**
 * What a visitor does with their visit from its links: cancel it (the slot is free again at once),
 * move it to another free slot, tell how it went. Each one mails who needs to know through the queue.
 */
import type { Payload } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { queueMail, type QueuedMail } from '@/lib/email/queue'
import { slotProblem } from '@/lib/forms/appointments'
import { storeSubmissionUpdate } from '@/lib/forms/store'
import { dictionaryOf } from '@/lib/payload/freshReads'

import type { FeedbackAnswers } from './feedback'
import { agencyVisitNotice, type Visit, visitByToken, visitMail } from './visit'

/** The agency as a visit's mails name it. */
export const agencyOf = async (payload: Payload): Promise<{ name: string; email: string | null }> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return { name: settings.agency?.name ?? '', email: settings.agency?.email ?? null }
}

const queueAll = async (payload: Payload, mails: (QueuedMail | null)[]) => {
  for (const mail of mails) if (mail) await queueMail(payload, mail)
}

/** Whether the visitor may still change the visit: not cancelled, and not begun. */
export const changeable = (visit: Visit, now: Date = new Date()): boolean => visit.status !== 'cancelled' && visit.slot !== null && Date.parse(visit.slot.start) > now.getTime()

/** Cancels the visit and frees its slot; the visitor gets the calendar's cancellation, the agency a notice. */
export const cancelVisit = async (payload: Payload, visit: Visit): Promise<'cancelled' | 'unchangeable'> => {
  if (!changeable(visit)) return 'unchangeable'
  await payload.update({ collection: 'form-submissions', id: visit.id, data: { appointmentStatus: 'cancelled', slot: null }, overrideAccess: true })
  const after = (await visitByToken(payload, visit.token)) ?? visit
  const agency = await agencyOf(payload)
  await queueAll(payload, [
    visitMail('cancelled', after, { t: await dictionaryOf(payload, visit.locale), agency, slot: visit.slot }),
    agencyVisitNotice('cancelled', after, { t: await dictionaryOf(payload, defaultLocale), agency, slot: visit.slot }),
  ])
  return 'cancelled'
}

/**
 * Moves the visit to another free slot of its listing. The database's unique slot decides a race; the
 * agency confirms the new time again.
 */
export const rescheduleVisit = async (payload: Payload, visit: Visit, slotId: number, now: Date = new Date()): Promise<'moved' | 'gone' | 'unchangeable'> => {
  if (!changeable(visit, now) || !visit.property) return 'unchangeable'
  if (!Number.isInteger(slotId) || slotId <= 0 || slotId === visit.slot?.id) return 'gone'
  if (await slotProblem(payload, slotId, visit.property.id, now)) return 'gone'
  const stored = await storeSubmissionUpdate(payload, visit.id, { slot: slotId, appointmentStatus: 'requested' })
  if (stored === 'taken') return 'gone'
  const after = (await visitByToken(payload, visit.token)) ?? visit
  const agency = await agencyOf(payload)
  await queueAll(payload, [
    visitMail('rescheduled', after, { t: await dictionaryOf(payload, visit.locale), agency }),
    agencyVisitNotice('rescheduled', after, { t: await dictionaryOf(payload, defaultLocale), agency, slot: after.slot }),
  ])
  return 'moved'
}

/** Whether the visitor may answer the feedback form now: asked for, and not answered yet. */
export const feedbackState = (visit: Visit): 'open' | 'answered' | 'not-yet' =>
  visit.submission.visit?.feedback?.answeredAt ? 'answered' : visit.submission.visit?.feedbackSentAt ? 'open' : 'not-yet'

/**
 * Stores the visitor's answers, once: the update names the unanswered state in its condition, so two
 * posts racing store one.
 */
export const saveFeedback = async (payload: Payload, visit: Visit, answers: FeedbackAnswers, now: Date = new Date()): Promise<'saved' | 'answered' | 'not-yet'> => {
  const state = feedbackState(visit)
  if (state !== 'open') return state
  const { docs } = await payload.update({
    collection: 'form-submissions',
    where: { and: [{ id: { equals: visit.id } }, { 'visit.feedback.answeredAt': { exists: false } }] },
    data: { visit: { feedback: { ...answers, remarkApproved: false, answeredAt: now.toISOString() } } },
    overrideAccess: true,
  })
  return docs.length > 0 ? 'saved' : 'answered'
}
