import type { CollectionBeforeChangeHook } from 'payload'

import { newVisitToken } from '@/lib/appointments/visit'
import { relationId } from '@/lib/payload/populated'
import type { FormSubmission } from '@/payload-types'

type VisitGroup = NonNullable<FormSubmission['visit']>

/**
 * Keeps a visit request's follow-up right however it is saved (the visitor's links, staff in the admin):
 * its secret made once and never changed; a new slot restarts the reminder and feedback and raises the
 * calendar's sequence, as does a cancellation, which also frees the slot; an answered feedback stays as
 * answered (staff may only approve its remark).
 */
export const visitLifecycle: CollectionBeforeChangeHook<FormSubmission> = ({ data, originalDoc, operation, context }) => {
  const kind = data.kind ?? originalDoc?.kind
  if (kind !== 'contact-appointment') return data
  const before: Partial<VisitGroup> = originalDoc?.visit ?? {}
  const visit: Partial<VisitGroup> = { ...before, ...(data.visit ?? {}) }
  visit.token = before.token || newVisitToken()
  const cancelled = data.appointmentStatus === 'cancelled' && originalDoc?.appointmentStatus !== 'cancelled'
  // A cancelled visit, by the visitor or by staff, gives its time back to the listing's booking form.
  if (cancelled) data = { ...data, slot: null }
  const slotBefore = relationId(originalDoc?.slot)
  const slotAfter = 'slot' in data ? relationId(data.slot) : slotBefore
  const moved = operation === 'create' ? slotAfter !== null : slotAfter !== slotBefore
  if (moved && slotAfter !== null) {
    visit.bookedAt = new Date().toISOString()
    visit.reminderSentAt = null
    visit.feedbackSentAt = null
  }
  // A visitor's change claims the visit by raising its sequence first (lib/appointments/actions.ts): raised once.
  if (operation === 'update' && (moved || cancelled) && !context?.sequenceClaimed) visit.sequence = (before.sequence ?? 0) + 1
  if (before.feedback?.answeredAt) visit.feedback = { ...before.feedback, remarkApproved: visit.feedback?.remarkApproved ?? before.feedback.remarkApproved }
  return { ...data, visit: visit as VisitGroup }
}
