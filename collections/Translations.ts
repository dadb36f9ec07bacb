import type { CollectionConfig } from 'payload'

import { staffMessage } from '@/i18n/admin/texts'
import { frenchSpacing } from '@/lib/domain/text'

import { anyone } from './access/roles'
import { isStaff } from './access/isStaff'
import { revalidateHooks } from './hooks/revalidate'

/** The UI dictionary: one document per key, its text per language (de falls back). */
export const Translations: CollectionConfig<'translations'> = {
  slug: 'translations',
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'value'], listSearchableFields: ['key', 'value'], group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'key',
  hooks: revalidateHooks,
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      validate: (value: string | null | undefined, { req }: { req?: { i18n?: { language?: string } } }) =>
        /^[A-Z][A-Z0-9_]*$/.test(value ?? '') || staffMessage(req, 'VALID_TRANSLATION_KEY'),
    },
    {
      name: 'value',
      type: 'textarea',
      localized: true,
      maxLength: 4000,
      // Staff type ordinary spaces; French texts keep the no-break ones that stop a line starting with "?".
      hooks: { beforeChange: [({ value, req }) => (req.locale === 'fr' && typeof value === 'string' ? frenchSpacing(value) : value)] },
    },
  ],
}
