import type { CollectionConfig } from 'payload'

import { MAX_KEPT } from '@/lib/shortlist/snapshot'

import { isStaff } from './access/isStaff'
import { alertConfirmedAt, alertEmail, alertLastSentAt, alertLocale, alertStatus, alertSubmission, alertToken } from './fields/alert'

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
    { type: 'row', fields: [alertEmail, alertLocale, alertStatus] },
    { name: 'listings', type: 'relationship', relationTo: 'properties', hasMany: true, required: true, maxRows: MAX_KEPT, index: true },
    alertSubmission,
    { type: 'row', fields: [alertConfirmedAt, alertLastSentAt] },
    {
      // The changes already mailed ("listing:kind:moment"), so a retried job never mails one twice.
      name: 'notified',
      type: 'json',
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
    alertToken,
  ],
}
