import type { CollectionConfig } from 'payload'

import { locales } from '@/i18n/locales'
import { FORM_KINDS } from '@/lib/forms/kinds'

import { isStaff } from './access/isStaff'

/** Every form a visitor sends, stored before any e-mail is attempted. Visitors never read these. */
export const FormSubmissions: CollectionConfig<'form-submissions'> = {
  slug: 'form-submissions',
  admin: { useAsTitle: 'email', defaultColumns: ['kind', 'email', 'status', 'createdAt'], group: 'Leads' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, index: true, options: FORM_KINDS.map((value) => ({ value, label: value })) },
        { name: 'locale', type: 'select', required: true, options: locales.map((value) => ({ value, label: value })) },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: [
            { value: 'new', label: 'New' },
            { value: 'inProgress', label: 'In progress' },
            { value: 'done', label: 'Done' },
            { value: 'spam', label: 'Spam' },
          ],
        },
      ],
    },
    { name: 'email', type: 'email', index: true },
    { name: 'data', type: 'json', required: true },
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
        { name: 'project', type: 'relationship', relationTo: 'projects', index: true },
      ],
    },
  ],
}
