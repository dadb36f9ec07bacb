import type { CollectionAfterChangeHook } from 'payload'

import { agencyOf } from '@/lib/appointments/actions'
import { type ApplicationStatus, toDecline } from '@/lib/domain/rentalApplication'
import { queueMail } from '@/lib/email/queue'
import { dictionaryOf } from '@/lib/payload/freshReads'
import { relationId } from '@/lib/payload/populated'
import { applicationMail, applicationOf } from '@/lib/rentals/application'
import type { FormSubmission } from '@/payload-types'

/**
 * A rent application's status changed (staff in the admin, the owner in the portal, the candidate's own
 * link): the candidate is told in their language, in the same transaction, so the mail leaves only if the
 * change is stored. A choice declines the others still in the running, each with a kind mail (reserves are
 * kept); a signed lease marks the listing rented and tells everyone left, reserves too, that it is let.
 */
export const rentApplicationChanged: CollectionAfterChangeHook<FormSubmission> = async ({ doc, previousDoc, req, operation, context }) => {
  const status = doc.application?.status as ApplicationStatus | undefined
  if (context?.seeding || doc.kind !== 'rent-application' || operation !== 'update' || !status || status === previousDoc?.application?.status) return doc
  // Read again as stored: the document a hook is given went through the field rules, which keep the link's secret from everybody.
  const stored = await req.payload.findByID({ collection: 'form-submissions', id: doc.id, depth: 0, overrideAccess: true, req })
  const application = await applicationOf(req.payload, stored, req)
  if (!application) return doc
  const agency = await agencyOf(req.payload)
  const mail = applicationMail(application, { t: await dictionaryOf(req.payload, application.locale), agency, news: context?.let ? 'let' : status })
  if (mail) await queueMail(req.payload, mail, req)

  const listing = relationId(doc.property)
  if ((status !== 'chosen' && status !== 'signed') || typeof listing !== 'number') return doc
  const { docs: others } = await req.payload.find({
    collection: 'form-submissions',
    where: { and: [{ kind: { equals: 'rent-application' } }, { property: { equals: listing } }, { id: { not_equals: doc.id } }] },
    select: { application: { status: true } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const other of others) {
    if (!toDecline(status, other.application?.status as ApplicationStatus)) continue
    await req.payload.update({ collection: 'form-submissions', id: other.id, data: { application: { status: 'declined' } }, overrideAccess: true, req, context: { let: status === 'signed' } })
  }
  if (status === 'signed') await req.payload.update({ collection: 'properties', id: listing, data: { marquee: 'rented' }, overrideAccess: true, req })
  return doc
}
