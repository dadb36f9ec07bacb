import type { CollectionAfterChangeHook } from 'payload'

import { agencyOf } from '@/lib/appointments/actions'
import { visitMail, visitOf } from '@/lib/appointments/visit'
import { queueMail } from '@/lib/email/queue'
import { dictionaryOf } from '@/lib/payload/freshReads'
import { relationId } from '@/lib/payload/populated'
import type { FormSubmission } from '@/payload-types'

/** The visit's time as it was before the save (a cancellation clears it), when it has not ended yet. */
const comingSlot = async (req: Parameters<CollectionAfterChangeHook>[0]['req'], id: number | null, now = Date.now()) => {
  if (id === null) return null
  const slot = await req.payload.findByID({ collection: 'appointment-slots', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  return slot && Date.parse(slot.end) > now ? { id: slot.id, start: slot.start, end: slot.end } : null
}

/**
 * When staff confirm a visit request (its status set to confirmed), the visitor gets a mail in their
 * language with the moment, the listing and the calendar invitation; once, however often the request is
 * saved afterwards, and not for a visit whose time is over (confirming that it took place: its feedback
 * request follows, lib/appointments/followUpJob.ts).
 */
export const mailConfirmedAppointment: CollectionAfterChangeHook<FormSubmission> = async ({ doc, previousDoc, req, context }) => {
  if (context?.seeding) return doc
  if (doc.kind !== 'contact-appointment' || doc.appointmentStatus !== 'confirmed' || previousDoc?.appointmentStatus === 'confirmed' || !doc.email) return doc
  if (!(await comingSlot(req, relationId(doc.slot)))) return doc
  const stored = await req.payload.findByID({ collection: 'form-submissions', id: doc.id, depth: 0, overrideAccess: true, req })
  const visit = await visitOf(req.payload, stored)
  if (!visit) return doc
  const mail = visitMail('confirmed', visit, { t: await dictionaryOf(req.payload, visit.locale), agency: await agencyOf(req.payload) })
  if (mail) await queueMail(req.payload, mail, req)
  return doc
}

/**
 * When staff cancel a visit that has not taken place yet, the visitor is told in their language, with the
 * calendar's cancellation of the invitation they were sent. A visitor's own cancellation mails from its
 * link instead (it claims the visit first: `sequenceClaimed`).
 */
export const mailCancelledAppointment: CollectionAfterChangeHook<FormSubmission> = async ({ doc, previousDoc, req, context }) => {
  if (context?.seeding || context?.sequenceClaimed) return doc
  if (doc.kind !== 'contact-appointment' || doc.appointmentStatus !== 'cancelled' || !previousDoc || previousDoc.appointmentStatus === 'cancelled' || !doc.email) return doc
  const slot = await comingSlot(req, relationId(previousDoc.slot))
  if (!slot) return doc
  const visit = await visitOf(req.payload, doc)
  if (!visit) return doc
  const mail = visitMail('cancelledByAgency', visit, { t: await dictionaryOf(req.payload, visit.locale), agency: await agencyOf(req.payload), slot })
  if (mail) await queueMail(req.payload, mail, req)
  return doc
}
