import type { CollectionConfig } from 'payload'

import { ALERT_FREQUENCIES } from '@/lib/forms/definitions'

import { isStaff } from './access/isStaff'
import { alertConfirmedAt, alertEmail, alertLastSentAt, alertLocale, alertStatus, alertSubmission, alertToken } from './fields/alert'

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
    { type: 'row', fields: [alertEmail, alertLocale] },
    {
      type: 'row',
      fields: [
        { name: 'goal', type: 'select', required: true, index: true, options: [{ value: 'sale', label: 'For sale' }, { value: 'rent', label: 'For rent' }] },
        { name: 'query', type: 'text', maxLength: 2000, admin: { description: "The results page's query string (search module syntax)." } },
      ],
    },
    {
      type: 'row',
      fields: [{ name: 'frequency', type: 'select', required: true, defaultValue: 'instant', options: ALERT_FREQUENCIES.map((value) => ({ value, label: value })) }, alertStatus],
    },
    alertSubmission,
    alertConfirmedAt,
    alertLastSentAt,
    alertToken,
  ],
}
