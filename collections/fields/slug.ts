import type { CollectionSlug, TextField } from 'payload'

import { slugify } from '@/lib/domain/slug'

import { freeOnDuplicate } from './duplicate'

/**
 * A localised URL segment, filled from `source` in the same language when left empty
 * and always normalised, so a typed "Mooi Huis!" becomes "mooi-huis". A copy of a document gets its own
 * ("mooi-huis-2"), so two never answer one address.
 */
export const slugField = (source: string, collection: CollectionSlug): TextField => ({
  name: 'slug',
  type: 'text',
  localized: true,
  index: true,
  admin: { position: 'sidebar', description: 'URL segment; filled from the name when left empty.' },
  hooks: {
    beforeDuplicate: [freeOnDuplicate(collection)],
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
