import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { staffMessage } from '@/i18n/admin/texts'
import { regionFor } from '@/lib/domain/postcode'

import { anyone } from './access/roles'
import { isStaff } from './access/isStaff'
import { slugField } from './fields/slug'
import { searchThenRevalidate } from './hooks/revalidate'
import { citySearchHooks } from './hooks/searchIndex'

const setRegion: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const zip = data.zip ?? originalDoc?.zip
  const country = data.country ?? originalDoc?.country ?? 'BE'
  return { ...data, region: country === 'LU' ? 'luxembourg' : regionFor(String(zip ?? ''), 'BE') }
}

export const Cities: CollectionConfig<'cities'> = {
  slug: 'cities',
  labels: { singular: 'City', plural: 'Cities' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'zip', 'country', 'region'], group: 'Listings' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'zip',
  hooks: { beforeChange: [setRegion], ...searchThenRevalidate(citySearchHooks) },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 80 },
    {
      type: 'row',
      fields: [
        {
          name: 'zip',
          type: 'text',
          required: true,
          index: true,
          validate: (value: string | null | undefined, { req }: { req?: { i18n?: { language?: string } } }) =>
            /^\d{4}$/.test(String(value ?? '').trim()) || staffMessage(req, 'VALID_POSTCODE'),
        },
        {
          name: 'country',
          type: 'select',
          required: true,
          defaultValue: 'BE',
          options: [
            { label: 'Belgium', value: 'BE' },
            { label: 'Luxembourg', value: 'LU' },
          ],
        },
        {
          name: 'region',
          type: 'select',
          index: true,
          admin: { readOnly: true, description: 'Follows from the postcode' },
          options: ['flanders', 'brussels', 'wallonia', 'luxembourg'].map((value) => ({ value, label: value })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', min: -90, max: 90 },
        { name: 'longitude', type: 'number', min: -180, max: 180 },
      ],
    },
    slugField('name', 'cities'),
  ],
}
