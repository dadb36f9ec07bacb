import type { Field, TextFieldSingleValidation } from 'payload'

import { staffMessage } from '@/i18n/admin/texts'
import { parseWebUrl } from '@/lib/domain/url'
import { detectVideo } from '@/lib/domain/video'

import { approximateUnlessPublished, readWhenPublished } from '../access/displayRules'

/** A link visitors will follow: an absolute http(s) address. */
export const validateWebUrl: TextFieldSingleValidation = (value, { req }) => {
  if (!value) return true
  const url = parseWebUrl(value)
  return (url !== null && !url.relative) || staffMessage(req, 'VALID_WEB_URL')
}

const validateVideoUrl: TextFieldSingleValidation = (value, { req }) => {
  if (!value) return true
  const video = detectVideo(value)
  return (video !== null && video.kind !== 'tour') || staffMessage(req, 'VALID_VIDEO_URL')
}

/**
 * Street, number and box plus the city (with its postcode and country) and map position. Unless the
 * flag publishes the address, visitors get neither street, number nor box, and an approximate position.
 */
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
      { name: 'street', type: 'text', maxLength: 120, access: { read: readWhenPublished(publishFlag) } },
      { name: 'houseNumber', type: 'text', maxLength: 12, access: { read: readWhenPublished(publishFlag) } },
      { name: 'boxNr', type: 'text', maxLength: 12, access: { read: readWhenPublished(publishFlag) } },
    ],
  },
  { name: 'city', type: 'relationship', relationTo: 'cities', required: true, index: true },
  {
    type: 'row',
    fields: [
      // Read approximately unless the address is published, so never filtered or sorted on by visitors (lib/api/queryPaths.ts).
      { name: 'latitude', type: 'number', min: -90, max: 90, hooks: { afterRead: [approximateUnlessPublished(publishFlag)] }, custom: { visitorHidden: true } },
      { name: 'longitude', type: 'number', min: -180, max: 180, hooks: { afterRead: [approximateUnlessPublished(publishFlag)] }, custom: { visitorHidden: true } },
    ],
  },
]

/** Ordered photos, floor plans, documents and video / 3D-tour links of a listing or project. */
export const mediaFields: Field[] = [
  { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true, admin: { isSortable: true, components: { Cell: '/src/components/admin/PhotoCell#PhotoCell' } } },
  {
    // Their own images or PDFs, not photos: the site shows them apart (the gallery's plans tab, the print
    // view, a project's unit table). Read like the listing's photos: whoever may read the listing.
    name: 'floorPlans',
    type: 'array',
    labels: { singular: 'Floor plan', plural: 'Floor plans' },
    admin: { description: 'An image (PNG, JPEG, ...) or a PDF per floor.' },
    fields: [
      { name: 'title', type: 'text', localized: true, required: true, maxLength: 80, admin: { description: 'e.g. Ground floor' } },
      { name: 'file', type: 'upload', relationTo: 'media', required: true },
    ],
  },
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
      { name: 'videoUrl', type: 'text', validate: validateVideoUrl, admin: { description: 'YouTube, Vimeo, Facebook or a video file.' } },
      { name: 'virtualTourUrl', type: 'text', validate: validateWebUrl, admin: { description: '3D tour (Matterport, tvl.be, ...).' } },
    ],
  },
]
