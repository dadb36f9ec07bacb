import type { CollectionConfig } from 'payload'

import { anyone } from './access/roles'
import { isStaff } from './access/isStaff'
import { searchThenRevalidate } from './hooks/revalidate'
import { typeSearchHooks } from './hooks/searchIndex'
import { slugField } from './fields/slug'

/** The nine property types; `webID` is the number the search URL carries (`type=`). */
export const PropertyTypes: CollectionConfig<'property-types'> = {
  slug: 'property-types',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'webID', 'showOrder', 'sale', 'rent', 'costUse', 'needsEpc'], group: 'Listings' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'showOrder',
  hooks: searchThenRevalidate(typeSearchHooks),
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 60 },
    {
      type: 'row',
      fields: [
        { name: 'webID', type: 'number', required: true, unique: true, min: 1, max: 9999 },
        { name: 'showOrder', type: 'number', required: true, defaultValue: 0 },
        { name: 'sale', type: 'checkbox', defaultValue: true, admin: { description: 'Offered for sale' } },
        { name: 'rent', type: 'checkbox', defaultValue: true, admin: { description: 'Offered for rent' } },
      ],
    },
    {
      // What a purchase of this type costs (src/lib/domain/costs): a home may be the buyer's only own home
      // (lower duties), building land only where the region's rule allows it, anything else never.
      name: 'costUse',
      type: 'select',
      label: 'Bought as',
      defaultValue: 'home',
      options: [
        { value: 'home', label: 'A home (may be the buyer’s only own home)' },
        { value: 'land', label: 'Building land' },
        { value: 'other', label: 'Not a home (office, shop, industry, parking)' },
      ],
      admin: { description: 'Decides the duties the cost panel shows, and whether it asks about an only own home.' },
    },
    {
      name: 'needsEpc',
      type: 'checkbox',
      label: 'Building: needs an energy certificate',
      defaultValue: true,
      admin: { description: 'Off for plots and parkings: their listings need no EPC mentions (flood and planning still apply in Flanders).' },
    },
    slugField('name', 'property-types'),
  ],
}
