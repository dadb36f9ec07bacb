import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { CV_TYPES, PROOF_TYPES } from '@/lib/forms/definitions'

import { isStaff } from './access/isStaff'
import { mediaDir } from './Media'

/** Files visitors send with a form (a CV, a rent application's document): private, read by staff only, stored apart from the media and never under a public URL. */
export const FormFiles: CollectionConfig<'form-files'> = {
  slug: 'form-files',
  labels: { singular: 'Attachment', plural: 'Attachments' },
  admin: { useAsTitle: 'filename', group: 'Leads' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.join(path.dirname(mediaDir()), 'form-files'),
    mimeTypes: [...new Set([...Object.keys(CV_TYPES), ...Object.keys(PROOF_TYPES)])],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      headers.set('Content-Disposition', 'attachment')
      return headers
    },
  },
  fields: [],
}
