import type { CollectionConfig } from 'payload'

import { LISTING_EVENT_KINDS } from '@/lib/domain/listingHistory'
import { toOptions } from '@/lib/domain/propertyOptions'

import { nobody } from './access/isStaff'
import { readPublicHistory } from './access/listingEvents'

/**
 * A listing's public history, one row per event (src/lib/domain/listingHistory.ts): written only by the
 * listings' save hooks (collections/Properties/hooks/recordListingEvents.ts, which also expires its cached
 * reads), never through an API, and kept apart from the versions, which are pruned. Prices are the ones
 * the listing's page showed.
 */
export const ListingEvents: CollectionConfig<'listing-events'> = {
  slug: 'listing-events',
  labels: { singular: 'Listing event', plural: 'Listing events' },
  admin: { defaultColumns: ['property', 'kind', 'at', 'previousPrice', 'price'], group: 'Listings', useAsTitle: 'kind' },
  access: { read: readPublicHistory, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-at',
  // A listing's events in order are what every read asks for.
  indexes: [{ fields: ['property', 'at'] }],
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true },
    { name: 'kind', type: 'select', options: toOptions(LISTING_EVENT_KINDS), required: true },
    { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
    { name: 'previousPrice', type: 'number', admin: { description: '€ shown before a price change; empty for the first price shown' } },
    { name: 'price', type: 'number', admin: { description: '€ shown after a price change' } },
  ],
}
