import type { CollectionConfig } from 'payload'

import { isStaff } from './access/isStaff'

/** One listing matched for one search alert: mailed at once or in the next daily digest. */
export const AlertMatches: CollectionConfig<'alert-matches'> = {
  slug: 'alert-matches',
  labels: { singular: 'Alert match', plural: 'Alert matches' },
  admin: { defaultColumns: ['alert', 'property', 'reason', 'sentAt', 'createdAt'], group: 'Leads' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  fields: [
    { name: 'alert', type: 'relationship', relationTo: 'search-alerts', required: true, index: true },
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
    { name: 'reason', type: 'select', required: true, options: [{ value: 'published', label: 'Published' }, { value: 'priceDrop', label: 'Price drop' }] },
    { name: 'sentAt', type: 'date', index: true },
  ],
}
