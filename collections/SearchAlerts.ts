import type { CollectionConfig } from 'payload'

import { locales } from '@/i18n/locales'
import { ALERT_FREQUENCIES } from '@/lib/forms/definitions'

import { isStaff } from './access/isStaff'

/**
 * A saved search (the demand register, or "alert me" on a results page): confirmed by an e-mailed
 * link, then mailed when a published listing or a price drop matches (lib/alerts).
 */
export const SearchAlerts: CollectionConfig<'search-alerts'> = {
  slug: 'search-alerts',
  labels: { singular: 'Search alert', plural: 'Search alerts' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'goal', 'query', 'frequency', 'status', 'createdAt'], group: 'Leads' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'locale', type: 'select', required: true, options: locales.map((value) => ({ value, label: value })) },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'goal', type: 'select', required: true, index: true, options: [{ value: 'sale', label: 'For sale' }, { value: 'rent', label: 'For rent' }] },
        { name: 'query', type: 'text', maxLength: 2000, admin: { description: "The results page's query string (search module syntax)." } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'frequency', type: 'select', required: true, defaultValue: 'instant', options: ALERT_FREQUENCIES.map((value) => ({ value, label: value })) },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [
            { value: 'pending', label: 'Awaiting confirmation' },
            { value: 'active', label: 'Active' },
            { value: 'unsubscribed', label: 'Unsubscribed' },
          ],
        },
      ],
    },
    { name: 'submission', type: 'relationship', relationTo: 'form-submissions' },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
    { name: 'lastSentAt', type: 'date', admin: { readOnly: true } },
    {
      // The secret of the confirmation and unsubscribe links: never shown, never read through the API.
      name: 'token',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
  ],
}
