import type { CollectionConfig } from 'payload'

import { anyone } from './access/roles'
import { isStaff } from './access/isStaff'
import { staffField } from './access/ownsDocument'
import { revalidateHooks } from './hooks/revalidate'

/** The agency's people, shown by the office page's category module. */
export const TeamMembers: CollectionConfig<'team-members'> = {
  slug: 'team-members',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'email', 'sort'], group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'sort',
  hooks: revalidateHooks,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    { name: 'role', type: 'text', localized: true, maxLength: 80 },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: ['management', 'sales', 'rentals', 'administration'].map((value) => ({ value, label: value })),
    },
    { type: 'row', fields: [{ name: 'email', type: 'email' }, { name: 'phone', type: 'text', maxLength: 20 }] },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      options: ['nl', 'fr', 'en', 'de'].map((value) => ({ value, label: value })),
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'sort', type: 'number', defaultValue: 0 },
    {
      name: 'account',
      type: 'relationship',
      relationTo: 'users',
      filterOptions: { roles: { not_equals: 'owner' } },
      // Which staff account this person signs in with (their inbox filter "my listings' leads"): staff's business only.
      access: { read: staffField },
      admin: { position: 'sidebar', description: 'The admin account this person signs in with.' },
    },
  ],
}
