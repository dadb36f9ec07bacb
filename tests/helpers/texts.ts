import type { Payload } from 'payload'

import { dictionary } from '../../seed/data/dictionary'

/** Writes the dictionary's texts named by `keys` in nl, fr and en, as the seed does (a test's own database starts empty). */
export const addTexts = async (payload: Payload, keys: readonly string[]): Promise<void> => {
  for (const key of keys) {
    const doc = await payload.create({ collection: 'translations', locale: 'nl', data: { key, value: dictionary[key].nl }, overrideAccess: true })
    for (const locale of ['fr', 'en'] as const) await payload.update({ collection: 'translations', id: doc.id, locale, data: { value: dictionary[key][locale] }, overrideAccess: true })
  }
}
