import type { Payload, PayloadRequest } from 'payload'

import { otherLocales, SEED_CONTEXT } from '../context'
import { dictionary } from '../data/dictionary'

/** What the "Price reduced" badge (MARQUEE_2) said in English before the listings had a history. */
const OLD_PRICE_DROP_LABEL = 'Price drop'

/**
 * What a site made before the listings' history needs of it (the *_listing_events migrations, one per
 * adapter): the UI texts of the history its dictionary lacks, and the badge's English label renamed where
 * it still reads as the seed first wrote it. An empty dictionary (a new database, which the seed fills
 * next) is left alone; texts staff changed are not touched.
 */
export const addHistoryTexts = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const options = { overrideAccess: true, context: SEED_CONTEXT, req, depth: 0 } as const
  if ((await payload.count({ collection: 'translations', overrideAccess: true, req })).totalDocs === 0) return
  const keys = Object.keys(dictionary).filter((key) => key.startsWith('HISTORY_'))
  const known = (await payload.find({ collection: 'translations', where: { key: { in: keys } }, pagination: false, select: { key: true }, ...options })).docs
  for (const key of keys.filter((wanted) => !known.some((doc) => doc.key === wanted))) {
    const doc = await payload.create({ collection: 'translations', locale: 'nl', data: { key, value: dictionary[key].nl }, ...options })
    for (const locale of otherLocales) {
      await payload.update({ collection: 'translations', id: doc.id, locale, data: { value: dictionary[key][locale] }, ...options })
    }
  }
  const [badge] = (await payload.find({ collection: 'translations', where: { key: { equals: 'MARQUEE_2' } }, locale: 'en', fallbackLocale: false, limit: 1, ...options })).docs
  if (badge?.value === OLD_PRICE_DROP_LABEL) {
    await payload.update({ collection: 'translations', id: badge.id, locale: 'en', data: { value: dictionary.MARQUEE_2.en }, ...options })
  }
}
