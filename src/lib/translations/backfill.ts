import type { Payload, PayloadRequest } from 'payload'

import { contentLocales } from '@/i18n/locales'

import { translationState } from './gaps'

export const TRACKED = ['properties', 'projects', 'pages'] as const
export type Tracked = (typeof TRACKED)[number]
export type WriteState = (collection: Tracked, id: number, state: ReturnType<typeof translationState>) => Promise<void>

/**
 * Which languages each listing, project and page of a site made before they were tracked is complete in
 * (the *_admin_languages_and_lists migrations): read in every locale, a hundred at a time, written by `write`.
 * Read through Payload, whose queries name the columns of today's schema: an empty table is not read (a new
 * database, which later migrations have not reached yet), and a read that fails leaves the state to each
 * document's next save rather than failing the migration.
 */
export const backfillTranslationState = async (payload: Payload, req: PayloadRequest, write: WriteState): Promise<void> => {
  for (const collection of TRACKED) {
    if ((await payload.count({ collection, overrideAccess: true, req })).totalDocs === 0) continue
    try {
      await backfillCollection(payload, req, collection, write)
    } catch (error) {
      payload.logger.warn(`${collection}: which languages each one is complete in is filled on its next save (${error instanceof Error ? error.message : String(error)})`)
    }
  }
}

const backfillCollection = async (payload: Payload, req: PayloadRequest, collection: Tracked, write: WriteState): Promise<void> => {
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({ collection, locale: 'all', draft: true, depth: 0, limit: 100, page, sort: 'id', overrideAccess: true, req })
    for (const doc of docs) await write(collection, doc.id, translationState(doc, contentLocales))
    if (!hasNextPage) return
  }
}
