import type { TextField } from 'payload'

import { slugify } from '@/lib/domain/slug'

/**
 * A localised URL segment, filled from `source` in the same language when left empty
 * and always normalised, so a typed "Mooi Huis!" becomes "mooi-huis".
 */
export const slugField = (source = 'name'): TextField => ({
  name: 'slug',
  type: 'text',
  localized: true,
  index: true,
  admin: { position: 'sidebar', description: 'URL segment; filled from the name when left empty.' },
  hooks: {
    beforeValidate: [
      ({ value, data }) => {
        const typed = typeof value === 'string' ? slugify(value) : ''
        if (typed) return typed
        const from = data?.[source]
        return typeof from === 'string' ? slugify(from) || undefined : value
      },
    ],
  },
})
