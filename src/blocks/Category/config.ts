import type { Block } from 'payload'

import { itemsLayoutFields, moduleFields } from '../moduleFields'

/** The team, or one category of it. */
export const CategoryBlock: Block = {
  slug: 'category',
  interfaceName: 'CategoryBlock',
  fields: moduleFields([
    {
      name: 'category',
      type: 'select',
      defaultValue: 'all',
      options: ['all', 'management', 'sales', 'rentals', 'administration'].map((value) => ({ value, label: value })),
    },
    { name: 'isHasSubcategories', type: 'checkbox', defaultValue: false, admin: { description: 'Group by category' } },
    itemsLayoutFields(13, 3),
  ]),
}
