import type { GlobalConfig } from 'payload'

import { revalidateGlobal } from '../hooks/revalidate'
import { anyone } from '../access/roles'
import { isStaff } from '../access/isStaff'

export const HEADER_ICONS = ['phone', 'mail', 'user', 'home', 'search', 'calculator', 'facebook', 'instagram', 'linkedin', 'youtube', 'none'] as const
export type HeaderIcon = (typeof HEADER_ICONS)[number]

/** Logo, top-bar links and the home banner (image, gallery or video). */
export const Header: GlobalConfig = {
  slug: 'header',
  access: { read: anyone, update: isStaff },
  admin: { group: 'Site' },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'logo', type: 'upload', relationTo: 'media' },
        { name: 'logoOnDark', type: 'upload', relationTo: 'media', admin: { description: 'For the transparent header' } },
      ],
    },
    {
      name: 'topBar',
      type: 'group',
      fields: [
        { name: 'show', type: 'checkbox', defaultValue: true },
        {
          name: 'links',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', localized: true, required: true, maxLength: 60 },
                { name: 'link', type: 'text', localized: true, required: true, maxLength: 300 },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'icon', type: 'select', defaultValue: 'none', options: HEADER_ICONS.map((value) => ({ value, label: value })) },
                { name: 'color', type: 'text', maxLength: 32 },
                {
                  name: 'status',
                  type: 'select',
                  defaultValue: 'published',
                  options: [
                    { value: 'published', label: 'Published' },
                    { value: 'draft', label: 'Draft' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'banner',
      type: 'group',
      label: 'Home banner',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'image',
          options: ['image', 'gallery', 'video'].map((value) => ({ value, label: value })),
        },
        { name: 'image', type: 'upload', relationTo: 'media', admin: { condition: (_, s) => s?.type === 'image' } },
        { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, admin: { condition: (_, s) => s?.type === 'gallery' } },
        { name: 'videoUrl', type: 'text', admin: { condition: (_, s) => s?.type === 'video' } },
        {
          type: 'row',
          fields: [
            { name: 'showTitle', type: 'checkbox', defaultValue: true },
            { name: 'showDescription', type: 'checkbox', defaultValue: true },
            { name: 'showSearchBox', type: 'checkbox', defaultValue: true },
          ],
        },
        { name: 'title', type: 'text', localized: true, maxLength: 160 },
        { name: 'description', type: 'textarea', localized: true, maxLength: 2000, admin: { description: 'Simple HTML; sanitised before display.' } },
      ],
    },
  ],
}
