import type { CollectionConfig } from 'payload'

import { locales } from '@/i18n/locales'
import { MAX_KEPT } from '@/lib/shortlist/snapshot'

import { isStaff } from './access/isStaff'

/**
 * "Mail me my shortlist": the listings a visitor keeps, watched for them once they confirmed their address
 * by the alerts' e-mailed link (the same confirm and unsubscribe pages as the search alerts). One mail
 * goes when a watched listing's price drops, it goes under option or offer, is sold or rented, or is
 * taken offline (src/lib/alerts/shortlist.ts). A confirmed new list replaces the address's older one.
 */
export const ShortlistAlerts: CollectionConfig<'shortlist-alerts'> = {
  slug: 'shortlist-alerts',
  labels: { singular: 'Shortlist alert', plural: 'Shortlist alerts' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'listings', 'status', 'lastSentAt', 'createdAt'], group: 'Leads' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'locale', type: 'select', required: true, options: locales.map((value) => ({ value, label: value })) },
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
    { name: 'listings', type: 'relationship', relationTo: 'properties', hasMany: true, required: true, maxRows: MAX_KEPT, index: true },
    { name: 'submission', type: 'relationship', relationTo: 'form-submissions' },
    {
      type: 'row',
      fields: [
        { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
        { name: 'lastSentAt', type: 'date', admin: { readOnly: true } },
      ],
    },
    {
      // The changes already mailed ("listing:kind:moment"), so a retried job never mails one twice.
      name: 'notified',
      type: 'json',
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
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
