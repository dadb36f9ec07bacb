import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from './access/roles'
import { isStaff } from './access/isStaff'
import { revalidateHooks } from './hooks/revalidate'

/** Where uploads are written: data/media by default, MEDIA_DIR when set. */
export const mediaDir = (): string => path.resolve(process.env.MEDIA_DIR || path.join(process.cwd(), 'data', 'media'))

/** Photos and documents; photos get the widths the site serves (SPEC.md section 9). */
export const Media: CollectionConfig<'media'> = {
  slug: 'media',
  admin: { useAsTitle: 'filename', group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateHooks,
  upload: {
    staticDir: mediaDir(),
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
  fields: [{ name: 'alt', type: 'text', localized: true, maxLength: 200 }],
}
