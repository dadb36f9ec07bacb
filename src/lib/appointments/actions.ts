/**
 * What a visitor does with their visit from its links: cancel it (the slot is free again at once),
 * move it to another free slot, tell how it went. Each one mails who needs to know through the queue.
 */
import { type Payload, type PayloadRequest, commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { queueMail, type QueuedMail } from '@/lib/email/queue'
import { slotProblem } from '@/lib/forms/appointments'
import { storeSubmissionUpdate } from '@/lib/forms/store'
import { databaseIn, sql } from '@/lib/payload/database'
import { dictionaryOf } from '@/lib/payload/freshReads'

import type { FeedbackAnswers } from './feedback'
import { agencyVisitNotice, type Visit, visitMail } from './visit'

/** The agency as a visit's mails name it. */
export const agencyOf = async (payload: Payload): Promise<{ name: string; email: string | null }> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return { name: settings.agency?.name ?? '', email: settings.agency?.email ?? null }
}

const queueAll = async (payload: Payload, mails: (QueuedMail | null)[], req: PayloadRequest) => {
  for (const mail of mails) if (mail) await queueMail(payload, mail, req)
}

/** Whether the visitor may still change the visit: not cancelled, and not begun. */
export const changeable = (visit: Visit, now: Date = new Date()): boolean => visit.status !== 'cancelled' && visit.slot !== null && Date.parse(visit.slot.start) > now.getTime()

/**
 * Runs a change of the visit as the visitor saw it: in one transaction that first claims the visit by its
 * calendar sequence (raised by every move and cancellation), so of several changes sent at once the first
 * wins and the others find it changed ('changed'), storing and mailing nothing. `change` saves through the
 * transaction's `req` and queues its mails in it, so they leave only if it commits.
 */
const asSeen = async <T extends string>(payload: Payload, visit: Visit, change: (req: PayloadRequest) => Promise<T>): Promise<T | 'changed'> => {
  const req = await createLocalReq({ context: { sequenceClaimed: true } }, payload)
  await initTransaction(req)
  try {
    const db = await databaseIn(payload, req)
    const claimed = await db.all<{ id: number }>(
      sql`UPDATE form_submissions SET visit_sequence = ${visit.sequence + 1} WHERE id = ${visit.id} AND coalesce(visit_sequence, 0) = ${visit.sequence} RETURNING id`,
    )
    const outcome = claimed.length === 1 ? await change(req) : 'changed'
    if (outcome === 'changed' || outcome === 'gone') await killTransaction(req)
    else await commitTransaction(req)
    return outcome
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Cancels the visit and frees its slot; the visitor gets the calendar's cancellation, the agency a notice. */
export const cancelVisit = async (payload: Payload, visit: Visit): Promise<'cancelled' | 'unchangeable' | 'changed'> => {
  if (!changeable(visit)) return 'unchangeable'
  return asSeen(payload, visit, async (req) => {
    await payload.update({ collection: 'form-submissions', id: visit.id, data: { appointmentStatus: 'cancelled', slot: null }, overrideAccess: true, req })
    const after = { ...visit, status: 'cancelled' as const, sequence: visit.sequence + 1, slot: null }
    const agency = await agencyOf(payload)
    await queueAll(
      payload,
      [
        visitMail('cancelled', after, { t: await dictionaryOf(payload, visit.locale), agency, slot: visit.slot }),
        agencyVisitNotice('cancelled', after, { t: await dictionaryOf(payload, defaultLocale), agency, slot: visit.slot }),
      ],
      req,
    )
    return 'cancelled' as const
  })
}

/**
 * Moves the visit to another free slot of its listing. The database's unique slot decides a race between
 * visits, the claim (asSeen) one between changes of this visit; the agency confirms the new time again.
 */
export const rescheduleVisit = async (payload: Payload, visit: Visit, slotId: number, now: Date = new Date()): Promise<'moved' | 'gone' | 'unchangeable' | 'changed'> => {
  if (!changeable(visit, now) || !visit.property) return 'unchangeable'
  if (!Number.isInteger(slotId) || slotId <= 0 || slotId === visit.slot?.id) return 'gone'
  if (await slotProblem(payload, slotId, visit.property.id, now)) return 'gone'
  return asSeen(payload, visit, async (req) => {
    if ((await storeSubmissionUpdate(payload, visit.id, { slot: slotId, appointmentStatus: 'requested' }, req)) === 'taken') return 'gone' as const
    const slot = await payload.findByID({ collection: 'appointment-slots', id: slotId, depth: 0, overrideAccess: true, req })
    const after = { ...visit, status: 'requested' as const, sequence: visit.sequence + 1, slot: { id: slotId, start: slot.start, end: slot.end } }
    const agency = await agencyOf(payload)
    await queueAll(
      payload,
      [
        visitMail('rescheduled', after, { t: await dictionaryOf(payload, visit.locale), agency }),
        agencyVisitNotice('rescheduled', after, { t: await dictionaryOf(payload, defaultLocale), agency, slot: after.slot }),
      ],
      req,
    )
    return 'moved' as const
  })
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
