import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { contentLocales, defaultLocale } from '@/i18n/locales'
import { translationState, withLocale } from '@/lib/translations/gaps'
import { toByLanguage } from '@/lib/translations/shape'

import { keepingLocale } from './keepLocale'

/** Where a duplicate's source leaves its state for the copy's save (collections/fields/translations.ts). */
export const COPIED = 'duplicatedTranslations'

/** The stored document in every locale, read in this save's transaction (the save's locale kept). */
const everyLocale = (req: PayloadRequest, collection: 'properties', id: number | string) =>
  keepingLocale(req, () => req.payload.findByID({ collection, id, locale: 'all', depth: 0, draft: true, overrideAccess: true, disableErrors: true, req }))

/**
 * Keeps `missingTranslations` and `translationsComplete` (collections/fields/translations.ts) true to what
 * this save leaves: the stored document in every language with this save's language put in its place.
 */
export const trackTranslations: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  const locale = typeof req.locale === 'string' ? req.locale : defaultLocale
  // A copy is as complete as the document it copies (its texts are those, in every language).
  const copied = req.context[COPIED]
  if (typeof copied === 'string') {
    delete req.context[COPIED]
    return { ...data, missingTranslations: copied, translationsComplete: copied === '' }
  }
  const id = (originalDoc as { id?: number | string } | undefined)?.id
  const stored = id === undefined ? undefined : await everyLocale(req, collection.slug as 'properties', id)
  return { ...data, ...translationState(withLocale(stored ?? undefined, toByLanguage(collection.fields, data, locale), locale), contentLocales) }
}
