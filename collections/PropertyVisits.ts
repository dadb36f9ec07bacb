import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from './access/isStaff'
import { staffOrPropertyOwner } from './access/ownsDocument'

/**
 * Visits of a listing's page, one row per listing and day (Europe/Brussels): written only by the visit
 * counter (lib/visits), read by staff and by the listing's owner. Nothing about a visitor is kept here.
 * Triggers on its table keep property_visit_months (migration 20261129_020000_visit_months): a migration
 * that rebuilds the table (SQLite's copy, drop and rename) must create them again.
 */
export const PropertyVisits: CollectionConfig<'property-visits'> = {
  slug: 'property-visits',
  labels: { singular: 'Visit count', plural: 'Visit counts' },
  admin: { defaultColumns: ['property', 'day', 'visits'], group: 'Listings', hidden: true },
  access: { read: staffOrPropertyOwner('property'), create: nobody, update: nobody, delete: isStaff },
  defaultSort: '-day',
  indexes: [{ fields: ['property', 'day'], unique: true }],
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
    { name: 'day', type: 'text', required: true, index: true, maxLength: 10, admin: { description: 'YYYY-MM-DD, Brussels time' } },
    { name: 'visits', type: 'number', required: true, min: 0, defaultValue: 0 },
  ],
}

/**
 * The visitors already counted today: a salted hash per listing and visitor (lib/visits/hash.ts), and
 * the day's random salt. Both are deleted once their day is over, after which no hash can be linked
 * to anybody. No API reads or writes them.
 */
export const VisitKeys: CollectionConfig<'visit-keys'> = {
  slug: 'visit-keys',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  // Written by the hundred on a busy day and only ever looked up by hash: no index but the hash's (a
  // day's delete reads the whole table anyway, and its rows need no timestamps), so a write updates one.
  timestamps: false,
  fields: [
    { name: 'hash', type: 'text', required: true, unique: true },
    { name: 'day', type: 'text', required: true },
  ],
}

export const VisitSalts: CollectionConfig<'visit-salts'> = {
  slug: 'visit-salts',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'day', type: 'text', required: true, unique: true },
    { name: 'salt', type: 'text', required: true },
  ],
}
