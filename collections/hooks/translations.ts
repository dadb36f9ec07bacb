import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { contentLocales, defaultLocale } from '@/i18n/locales'
import { translationState, withLocale } from '@/lib/translations/gaps'
import { toByLanguage } from '@/lib/translations/shape'

/**
 * The stored document in every locale, read in this save's transaction. A Local API read given `req` sets
 * the request's locale to its own ('all'): the save's locale is put back, or the save would write nothing.
 */
const everyLocale = async (req: PayloadRequest, collection: 'properties', id: number | string) => {
  const { locale, fallbackLocale } = req
  try {
    return await req.payload.findByID({ collection, id, locale: 'all', depth: 0, draft: true, overrideAccess: true, disableErrors: true, req })
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

/**
 * Keeps `missingTranslations` and `translationsComplete` (collections/fields/translations.ts) true to what
 * this save leaves: the stored document in every language with this save's language put in its place.
 */
export const trackTranslations: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  const locale = typeof req.locale === 'string' ? req.locale : defaultLocale
  const id = operation === 'update' ? (originalDoc as { id?: number | string } | undefined)?.id : undefined
  const stored = id === undefined ? undefined : await everyLocale(req, collection.slug as 'properties', id)
  return { ...data, ...translationState(withLocale(stored ?? undefined, toByLanguage(collection.fields, data, locale), locale), contentLocales) }
}
