import fs from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig, PayloadRequest } from 'payload'

import { anyone } from './access/roles'
import { isStaff } from './access/isStaff'
import { crmFileField } from './fields/crm'
import { revalidateHooks } from './hooks/revalidate'
import { MEDIA_CACHE_CONTROL, mediaDir } from '@/lib/files/files.mjs'

// Where uploads are written, and how long they are kept: shared with the server script, which sends them itself.
export { MEDIA_CACHE_CONTROL, mediaDir } from '@/lib/files/files.mjs'

/** Answers 404 for a file that is not on disk, instead of Payload's 500 for a missing file. */
const missingFileIs404 = async (_req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response> => {
  const dir = mediaDir()
  const file = path.resolve(dir, params.filename)
  const exists = file.startsWith(dir + path.sep) && (await fs.stat(file).then((stat) => stat.isFile(), () => false))
  // Payload streams the file itself when a handler answers nothing.
  return (exists ? undefined : Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })) as Response
}

/** Photos and documents; photos get the widths the site serves (SPEC.md section 9). */
export const Media: CollectionConfig<'media'> = {
  slug: 'media',
  admin: { useAsTitle: 'filename', group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateHooks,
  upload: {
    staticDir: mediaDir(),
    // In a bucket (S3_BUCKET), the storage plugin's handler answers, 404 included.
    handlers: process.env.S3_BUCKET ? [] : [missingFileIs404],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
      return headers
    },
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf'],
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 250, height: 167, position: 'centre' },
      { name: 'thumbnailTall', width: 250, height: 333, position: 'centre' },
      { name: 'w100', width: 100 },
      { name: 'w400', width: 400 },
      { name: 'w600', width: 600 },
      { name: 'w1360', width: 1360 },
    ],
  },
  fields: [{ name: 'alt', type: 'text', localized: true, maxLength: 200 }, crmFileField],
}
