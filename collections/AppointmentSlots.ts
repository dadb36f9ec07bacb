import type { CollectionConfig } from 'payload'

import { isStaff } from './access/isStaff'
import { revalidateHooks } from './hooks/revalidate'

/**
 * The agency's free moments for visits: for one property, or for any (no property). A slot holds one
 * visit; booking it (lib/forms/appointments.ts) takes it atomically.
 */
export const AppointmentSlots: CollectionConfig<'appointment-slots'> = {
  slug: 'appointment-slots',
  labels: { singular: 'Visit slot', plural: 'Visit slots' },
  admin: { useAsTitle: 'start', defaultColumns: ['start', 'end', 'property', 'booking'], group: 'Leads' },
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
          validate: (value: unknown, { siblingData }: { siblingData: { start?: unknown } }) =>
            !value || !siblingData.start || new Date(String(value)) > new Date(String(siblingData.start)) || 'The end must come after the start.',
        },
      ],
    },
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true, admin: { description: 'Empty: a slot for any property.' } },
    { name: 'booking', type: 'relationship', relationTo: 'form-submissions', index: true, admin: { readOnly: true, description: 'The visit request that took this slot.' } },
  ],
}
