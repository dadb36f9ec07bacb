import type { Block } from 'payload'

import { itemsLayoutFields, moduleFields } from '../moduleFields'

/** A list of properties: the newest, or those for sale or for rent. */
export const PropertyListBlock: Block = {
  slug: 'property-list',
  interfaceName: 'PropertyListBlock',
  fields: moduleFields([
    {
      name: 'goal',
      type: 'select',
      options: [
        { value: 'sale', label: 'For sale' },
        { value: 'rent', label: 'For rent' },
      ],
      admin: { description: 'Empty: the newest of both' },
    },
    itemsLayoutFields(4, 4),
  ]),
}
