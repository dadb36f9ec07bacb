import type { Field, GlobalConfig } from 'payload'

import { revalidateGlobal } from '../hooks/revalidate'
import { anyone } from '../access/roles'
import { isStaff } from '../access/isStaff'

const shown = (name: string, text: Field): Field => ({
  type: 'row',
  fields: [text, { name: `show${name}`, type: 'checkbox', defaultValue: true, label: 'Public' }],
})
const width = (name: string, defaultValue: number): Field => ({ name, type: 'number', min: 1, max: 12, defaultValue })

/** Footer blocks with their column widths per screen size, and the copyright line. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  access: { read: anyone, update: isStaff },
  admin: { group: 'Site' },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'blocks',
      type: 'array',
      fields: [
        shown('Title', { name: 'title', type: 'text', localized: true, maxLength: 120 }),
        shown('IntroText', { name: 'introText', type: 'textarea', localized: true, maxLength: 1000 }),
        shown('FullText', { name: 'fullText', type: 'textarea', localized: true, maxLength: 4000 }),
        { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
        { type: 'row', fields: [width('widthSm', 12), width('widthMd', 6), width('widthLg', 3)] },
      ],
    },
    { name: 'copyright', type: 'text', localized: true, maxLength: 200, admin: { description: '{year} is replaced by the current year' } },
  ],
}
