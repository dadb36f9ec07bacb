import type { Field } from 'payload'

import { isStaffUser } from '@/lib/access/roles'

import { COPIED } from '../hooks/translations'

const staffOnly = { read: ({ req }: { req: { user?: unknown } }) => isStaffUser(req.user as never) }

/**
 * Which languages the document is complete in, kept by `trackTranslations` on every save: the languages
 * it lacks ('fr en'), shown as a column and a badge (with "copy from" beside it), and whether it lacks
 * none, for the "missing translations" view. Staff's business only.
 */
export const translationFields: Field[] = [
  {
    name: 'missingTranslations',
    type: 'text',
    label: 'Translations',
    access: staffOnly,
    // Read by the copy's save (collections/hooks/translations.ts): the copy has every language of its source.
    hooks: {
      beforeDuplicate: [
        ({ value, req }) => {
          if (typeof value === 'string') req.context[COPIED] = value
          return value
        },
      ],
    },
    admin: {
      position: 'sidebar',
      readOnly: true,
      components: { Field: '/src/components/admin/TranslationsPanel.client#TranslationsPanel', Cell: '/src/components/admin/ListCells#TranslationsCell' },
    },
  },
  { name: 'translationsComplete', type: 'checkbox', index: true, access: staffOnly, admin: { hidden: true } },
]
