import type { CollectionBeforeChangeHook } from 'payload'

import { newVisitToken } from '@/lib/appointments/visit'
import { relationId } from '@/lib/payload/populated'
import type { FormSubmission } from '@/payload-types'

type VisitGroup = NonNullable<FormSubmission['visit']>

/**
 * Keeps a visit request's follow-up right however it is saved (the visitor's links, staff in the admin):
 * its secret made once and never changed; a new slot restarts the reminder and feedback and raises the
 * calendar's sequence, as does a cancellation; an answered feedback stays as answered (staff may only
 * approve its remark).
 */
export const visitLifecycle: CollectionBeforeChangeHook<FormSubmission> = ({ data, originalDoc, operation }) => {
  const kind = data.kind ?? originalDoc?.kind
  if (kind !== 'contact-appointment') return data
  const before: Partial<VisitGroup> = originalDoc?.visit ?? {}
  const visit: Partial<VisitGroup> = { ...before, ...(data.visit ?? {}) }
  visit.token = before.token || newVisitToken()
  const slotBefore = relationId(originalDoc?.slot)
  const slotAfter = 'slot' in data ? relationId(data.slot) : slotBefore
  const moved = operation === 'create' ? slotAfter !== null : slotAfter !== slotBefore
  if (moved && slotAfter !== null) {
    visit.bookedAt = new Date().toISOString()
    visit.reminderSentAt = null
    visit.feedbackSentAt = null
  }
  const cancelled = data.appointmentStatus === 'cancelled' && originalDoc?.appointmentStatus !== 'cancelled'
  if (operation === 'update' && (moved || cancelled)) visit.sequence = (before.sequence ?? 0) + 1
  if (before.feedback?.answeredAt) visit.feedback = { ...before.feedback, remarkApproved: visit.feedback?.remarkApproved ?? before.feedback.remarkApproved }
  return { ...data, visit: visit as VisitGroup }
}
