import type { Field } from 'payload'

import { FEEDBACK_IMPRESSIONS, FEEDBACK_OFFERS, FEEDBACK_PRICES } from '@/lib/appointments/feedback'

import { staffField } from '../access/ownsDocument'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1).replace(/-/g, ' ') }))
const stamp = (name: string, description: string): Field => ({ name, type: 'date', admin: { readOnly: true, description, date: { pickerAppearance: 'dayAndTime' } } })

/**
 * A booked visit's life after the request (lib/appointments): the secret its visitor's links carry
 * (reschedule, cancel, calendar file, feedback), how often its time changed (the calendar's sequence),
 * the reminder and feedback mails sent once each, and the visitor's answers. Staff read all of it; an
 * owner sees the answers only through the portal, anonymised, the remark once staff approve it.
 */
export const visitFields: Field = {
  name: 'visit',
  type: 'group',
  label: 'Visit follow-up',
  access: { read: staffField },
  admin: { condition: (data) => data?.kind === 'contact-appointment' },
  fields: [
    { name: 'token', type: 'text', unique: true, index: true, admin: { hidden: true }, access: { read: () => false, update: () => false } },
    { name: 'sequence', type: 'number', defaultValue: 0, admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        stamp('bookedAt', 'When the visitor took the current slot.'),
        stamp('reminderSentAt', 'The reminder of the day before, queued once.'),
        stamp('feedbackSentAt', 'The request for feedback after the visit, queued once.'),
        stamp('lapsedNoticeAt', 'Its time passed while it was still a request: the agency was told, once.'),
      ],
    },
    {
      name: 'feedback',
      type: 'group',
      label: 'The visitor’s feedback',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'impression', type: 'select', options: options(FEEDBACK_IMPRESSIONS) },
            { name: 'price', type: 'select', options: options(FEEDBACK_PRICES) },
            { name: 'offer', type: 'select', options: options(FEEDBACK_OFFERS) },
          ],
        },
        { name: 'remark', type: 'textarea', maxLength: 1000 },
        {
          type: 'row',
          fields: [
            { name: 'remarkApproved', type: 'checkbox', defaultValue: false, label: 'Show the remark to the owner', admin: { description: 'Anonymised: the owner never sees who wrote it.' } },
            stamp('answeredAt', 'When the visitor answered (once).'),
          ],
        },
      ],
    },
  ],
}
