import type { Field } from 'payload'

const span = (name: 'sm' | 'md' | 'lg', defaultValue: number): Field => ({
  name,
  type: 'number',
  min: 1,
  max: 12,
  defaultValue,
  admin: { description: `Columns of 12 (${name})` },
})

/** What every page module has (SPEC.md section 3, Module): heading, layout and background. */
export const moduleFields = (fields: Field[]): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'title', type: 'text', localized: true, maxLength: 160 },
      {
        name: 'titleSize',
        type: 'select',
        defaultValue: 'h2',
        options: ['h1', 'h2', 'h3', 'h4'].map((value) => ({ value, label: value })),
      },
      {
        name: 'status',
        type: 'select',
        defaultValue: 'published',
        options: [
          { value: 'published', label: 'Published' },
          { value: 'hidden', label: 'Hidden' },
        ],
      },
    ],
  },
  { name: 'description', type: 'textarea', localized: true, maxLength: 2000 },
  ...fields,
  {
    type: 'collapsible',
    label: 'Layout and background',
    admin: { initCollapsed: true },
    fields: [
      { name: 'col', type: 'group', fields: [{ type: 'row', fields: [span('sm', 12), span('md', 12), span('lg', 12)] }] },
      { name: 'className', type: 'text', maxLength: 120 },
      {
        name: 'backgroundType',
        type: 'select',
        options: ['image', 'color', 'gallery'].map((value) => ({ value, label: value })),
        admin: { description: 'Empty: no background' },
      },
      { name: 'colorBackground', type: 'text', maxLength: 32, admin: { condition: (_, s) => s?.backgroundType === 'color' } },
      { name: 'image', type: 'upload', relationTo: 'media', admin: { condition: (_, s) => s?.backgroundType === 'image' } },
      {
        name: 'images',
        type: 'upload',
        relationTo: 'media',
        hasMany: true,
        admin: { condition: (_, s) => s?.backgroundType === 'gallery' },
      },
    ],
  },
]

export const itemsLayoutFields = (maxItems: number, perRow: number): Field => ({
  type: 'row',
  fields: [
    { name: 'maxItems', type: 'number', min: 1, max: 48, defaultValue: maxItems, required: true },
    { name: 'numberItemOfRow', type: 'number', min: 1, max: 6, defaultValue: perRow, required: true },
  ],
})
