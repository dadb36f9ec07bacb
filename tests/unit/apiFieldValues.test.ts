import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { draftProblems, relationRefs } from '@/lib/api/fieldValues'

const fields: Field[] = [
  {
    type: 'tabs',
    tabs: [
      { label: 'Main', fields: [{ name: 'goal', type: 'select', options: [{ label: 'Sale', value: 'sale' }, { label: 'Rent', value: 'rent' }] }] },
      { label: 'Media', fields: [{ name: 'photos', type: 'upload', relationTo: 'media', hasMany: true }] },
    ],
  },
  { type: 'row', fields: [{ name: 'price', type: 'number', min: 0, max: 1000 }, { name: 'name', type: 'text', maxLength: 5 }] },
  { name: 'city', type: 'relationship', relationTo: 'cities' },
  { name: 'banner', type: 'group', fields: [{ name: 'images', type: 'upload', relationTo: 'media', hasMany: true }] },
  { name: 'documents', type: 'array', fields: [{ name: 'file', type: 'upload', relationTo: 'media' }] },
  { name: 'related', type: 'relationship', relationTo: ['pages', 'properties'] },
]

describe('relationRefs', () => {
  it('finds every relation id, with its path, through tabs, rows, groups and arrays', () => {
    const refs = relationRefs(fields, {
      photos: [1, { id: 987654321 }],
      city: '4',
      banner: { images: [7] },
      documents: [{ file: 8 }, { file: null }],
      related: { relationTo: 'pages', value: 3 },
      goal: 'sale',
    })
    expect(refs).toEqual([
      { path: 'photos.0', relationTo: 'media', id: 1 },
      { path: 'photos.1', relationTo: 'media', id: 987654321 },
      { path: 'city', relationTo: 'cities', id: '4' },
      { path: 'banner.images.0', relationTo: 'media', id: 7 },
      { path: 'documents.0.file', relationTo: 'media', id: 8 },
      { path: 'related', relationTo: 'pages', id: 3 },
    ])
  })

  it('ignores fields the data does not hold', () => {
    expect(relationRefs(fields, { goal: 'rent' })).toEqual([])
    expect(relationRefs(fields, null)).toEqual([])
  })
})

describe('draftProblems', () => {
  it('refuses values outside options and bounds, drafts included', () => {
    expect(draftProblems(fields, { goal: 'steal' })).toEqual([{ path: 'goal', message: 'This field has an invalid selection' }])
    expect(draftProblems(fields, { price: -1 })).toHaveLength(1)
    expect(draftProblems(fields, { price: 1001 })).toHaveLength(1)
    expect(draftProblems(fields, { price: 'lots' })).toHaveLength(1)
    expect(draftProblems(fields, { name: 'too long' })).toHaveLength(1)
  })

  it('lets a draft leave fields empty', () => {
    expect(draftProblems(fields, { goal: null, price: null, name: '' })).toEqual([])
    expect(draftProblems(fields, { goal: 'rent', price: 1000, name: 'Huis' })).toEqual([])
  })
})
