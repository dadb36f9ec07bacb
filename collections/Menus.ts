import type { CollectionConfig, Field } from 'payload'

import { anyone } from './access/roles'
import { isStaff } from './access/isStaff'
import { revalidateHooks } from './hooks/revalidate'

const itemFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'title', type: 'text', localized: true, required: true, maxLength: 80 },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'published',
        options: [
          { value: 'published', label: 'Published' },
          { value: 'draft', label: 'Draft' },
        ],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'page', type: 'relationship', relationTo: 'pages', admin: { description: 'Link to a page (its path per language)' } },
      { name: 'path', type: 'text', localized: true, maxLength: 300, admin: { description: 'Or a path / URL per language' } },
    ],
  },
]

/** Menus (main, footer): items with a localised title, a status and child items nested under the parent's path. */
export const Menus: CollectionConfig<'menus'> = {
  slug: 'menus',
  admin: { useAsTitle: 'name', group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateHooks,
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 40 },
    {
      name: 'items',
      type: 'array',
      fields: [...itemFields, { name: 'children', type: 'array', fields: itemFields }],
    },
  ],
}
