import type { CollectionAfterChangeHook } from 'payload'

import { agencyOf } from '@/lib/appointments/actions'
import { visitMail, visitOf } from '@/lib/appointments/visit'
import { queueMail } from '@/lib/email/queue'
import { dictionaryOf } from '@/lib/payload/freshReads'
import type { FormSubmission } from '@/payload-types'

/**
 * When staff confirm a visit request (its status set to confirmed), the visitor gets a mail in their
 * language with the moment, the listing and the calendar invitation; once, however often the request is
 * saved afterwards.
 */
export const mailConfirmedAppointment: CollectionAfterChangeHook<FormSubmission> = async ({ doc, previousDoc, req, context }) => {
  if (context?.seeding) return doc
  if (doc.kind !== 'contact-appointment' || doc.appointmentStatus !== 'confirmed' || previousDoc?.appointmentStatus === 'confirmed' || !doc.email) return doc
  const stored = await req.payload.findByID({ collection: 'form-submissions', id: doc.id, depth: 0, overrideAccess: true, req })
  const visit = await visitOf(req.payload, stored)
  if (!visit) return doc
  const mail = visitMail('confirmed', visit, { t: await dictionaryOf(req.payload, visit.locale), agency: await agencyOf(req.payload) })
  if (mail) await queueMail(req.payload, mail, req)
  return doc
}
