import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { relationId } from '@/lib/payload/populated'
import type { FormSubmission } from '@/payload-types'

import { expire } from './revalidate'

/**
 * A visit booked, moved, cancelled or deleted changes which times its listing's booking form offers: the
 * cached free slots expire once the change has committed, however it was made (the booking form, the
 * visitor's own links, staff in the admin).
 */
export const freeSlotsChanged: CollectionAfterChangeHook<FormSubmission> = async ({ doc, previousDoc, req }) => {
  if (relationId(doc.slot) !== relationId(previousDoc?.slot)) await expire('appointment-slots', req)
  return doc
}

export const freeSlotsFreed: CollectionAfterDeleteHook<FormSubmission> = async ({ doc, req }) => {
  if (relationId(doc.slot) !== null) await expire('appointment-slots', req)
  return doc
}
