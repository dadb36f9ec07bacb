import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { isCrmLead, queueLead } from '@/lib/crm/jobs'
import type { FormSubmission } from '@/payload-types'

/**
 * A new lead for the agency's CRM is stored marked "waiting to be sent" (staff see it on the lead)... The demo's
 * seeded leads are no visitor's and never go to a CRM.
 */
export const markCrmLead: CollectionBeforeChangeHook<FormSubmission> = ({ data, operation, req }) => {
  if (operation === 'create' && !req.context?.seeding && isCrmLead(data)) data.crm = { status: 'pending' }
  return data
}

/** ...and queued for the CRM with its save (src/lib/crm/jobs.ts). */
export const queueCrmLead: CollectionAfterChangeHook<FormSubmission> = async ({ doc, operation, req }) => {
  if (operation === 'create' && doc.crm?.status === 'pending') await queueLead(req, doc.id)
  return doc
}
