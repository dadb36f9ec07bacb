import type { CollectionConfig } from 'payload'

import { staffMessage } from '@/i18n/admin/texts'

import { isStaff } from './access/isStaff'
import { revalidateHooks } from './hooks/revalidate'

/**
 * The agency's free moments for visits: for one property, or for any (no property). A slot holds one
 * visit: the first request that names it takes it (the database refuses a second).
 */
export const AppointmentSlots: CollectionConfig<'appointment-slots'> = {
  slug: 'appointment-slots',
  labels: { singular: 'Visit slot', plural: 'Visit slots' },
  admin: { useAsTitle: 'start', defaultColumns: ['start', 'end', 'property'], group: 'Leads' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'start',
  hooks: revalidateHooks,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } } },
        {
          name: 'end',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } },
          validate: (value: unknown, { siblingData, req }: { siblingData: { start?: unknown } } & { req?: { i18n?: { language?: string } } }) =>
            !value || !siblingData.start || new Date(String(value)) > new Date(String(siblingData.start)) || staffMessage(req, 'VALID_SLOT_END'),
        },
      ],
    },
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true, admin: { description: 'Empty: a slot for any property.' } },
    // The visit request that took the slot: a submission's `slot` is unique, so two can never take one.
    { name: 'bookings', type: 'join', collection: 'form-submissions', on: 'slot', admin: { defaultColumns: ['name', 'email', 'appointmentStatus'] } },
  ],
}
