import type { Payload, PayloadRequest } from 'payload'

import { contentLocales } from '@/i18n/locales'

import { translationState } from './gaps'

export const TRACKED = ['properties', 'projects', 'pages'] as const
export type Tracked = (typeof TRACKED)[number]
export type WriteState = (collection: Tracked, id: number, state: ReturnType<typeof translationState>) => Promise<void>

/**
 * Which languages each listing, project and page of a site made before they were tracked is complete in
 * (the *_admin_languages_and_lists migrations): read in every locale, a hundred at a time, written by `write`.
 */
export const backfillTranslationState = async (payload: Payload, req: PayloadRequest, write: WriteState): Promise<void> => {
  for (const collection of TRACKED) {
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await payload.find({ collection, locale: 'all', draft: true, depth: 0, limit: 100, page, sort: 'id', overrideAccess: true, req })
      for (const doc of docs) await write(collection, doc.id, translationState(doc, contentLocales))
      if (!hasNextPage) break
    }
  }
}
