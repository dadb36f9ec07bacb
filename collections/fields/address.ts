import type { Field } from 'payload'

/** Street, number and box plus the city (with its postcode and country) and map position. */
export const addressFields = (publishFlag: 'publishAddress' | 'publicAddress'): Field[] => [
  {
    name: publishFlag,
    type: 'checkbox',
    defaultValue: false,
    admin: { description: 'Show the street and number on the site; otherwise only postcode and city.' },
  },
  {
    type: 'row',
    fields: [
      { name: 'street', type: 'text', maxLength: 120 },
      { name: 'houseNumber', type: 'text', maxLength: 12 },
      { name: 'boxNr', type: 'text', maxLength: 12 },
    ],
  },
  { name: 'city', type: 'relationship', relationTo: 'cities', required: true, index: true },
  {
    type: 'row',
    fields: [
      { name: 'latitude', type: 'number', min: -90, max: 90 },
      { name: 'longitude', type: 'number', min: -180, max: 180 },
    ],
  },
]

/** Ordered photos, documents and video / 3D-tour links of a listing. */
export const mediaFields: Field[] = [
  { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true, admin: { isSortable: true } },
  {
    name: 'documents',
    type: 'array',
    fields: [
      { name: 'title', type: 'text', localized: true, required: true },
      { name: 'file', type: 'upload', relationTo: 'media', required: true },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'videoUrl', type: 'text', admin: { description: 'YouTube, Vimeo, Facebook or a video file.' } },
      { name: 'virtualTourUrl', type: 'text', admin: { description: '3D tour (Matterport, tvl.be, ...).' } },
    ],
  },
]
