import type { Payload, PayloadRequest } from 'payload'

import { SEED_CONTEXT } from '../context'
import { dictionary } from '../data/dictionary'
import { withoutEditLocks } from './editLocks'
import { addMissingTexts } from './missingTexts'

/** What the "Price reduced" badge (MARQUEE_2) said in English before the listings had a history. */
const OLD_PRICE_DROP_LABEL = 'Price drop'

/**
 * What a site made before the listings' history needs of it (the *_listing_events migrations, one per
 * adapter): the UI texts of the history its dictionary lacks, and the badge's English label renamed where
 * it still reads as the seed first wrote it. An empty dictionary (a new database, which the seed fills
 * next) is left alone; texts staff changed are not touched.
 */
export const addHistoryTexts = (payload: Payload, req: PayloadRequest): Promise<void> =>
  withoutEditLocks(payload, async () => {
    const options = { overrideAccess: true, context: SEED_CONTEXT, req, depth: 0 } as const
    if ((await payload.count({ collection: 'translations', overrideAccess: true, req })).totalDocs === 0) return
    await addMissingTexts(payload, req, Object.keys(dictionary).filter((key) => key.startsWith('HISTORY_')))
    const [badge] = (await payload.find({ collection: 'translations', where: { key: { equals: 'MARQUEE_2' } }, locale: 'en', fallbackLocale: false, limit: 1, ...options })).docs
    if (badge?.value === OLD_PRICE_DROP_LABEL) {
      await payload.update({ collection: 'translations', id: badge.id, locale: 'en', data: { value: dictionary.MARQUEE_2.en }, ...options })
    }
  })
