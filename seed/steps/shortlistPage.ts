import type { Payload, PayloadRequest } from 'payload'

import { otherLocales, SEED_CONTEXT } from '../context'
import { dictionary } from '../data/dictionary'
import { withoutEditLocks } from './editLocks'
import { pages } from '../data/pages'
import { createSeedPage } from './pages'

/**
 * What a site made before the shortlist needs of it (the 20261125_181000_shortlist_page migrations, one
 * per adapter): the shortlist page as the seed writes it, last in the admin's order, and the UI texts of
 * the shortlist its dictionary lacks. An empty database (a new one, which the seed fills next) is left
 * alone, as is one that has the page; texts staff already have are not touched.
 */
export const addShortlistPage = (payload: Payload, req: PayloadRequest): Promise<void> =>
  withoutEditLocks(payload, async () => {
    const options = { overrideAccess: true, context: SEED_CONTEXT, req, depth: 0 } as const
    const existing = (await payload.find({ collection: 'pages', pagination: false, select: { key: true, sort: true }, ...options })).docs
    const page = pages.find((candidate) => candidate.key === 'shortlist')
    if (!page || existing.length === 0 || existing.some((doc) => doc.key === 'shortlist')) return
    await createSeedPage(payload, page, Math.max(0, ...existing.map((doc) => doc.sort ?? 0)) + 1, req)

    const keys = Object.keys(dictionary).filter((key) => key.startsWith('SHORTLIST'))
    const known = (await payload.find({ collection: 'translations', where: { key: { in: keys } }, pagination: false, select: { key: true }, ...options })).docs
    for (const key of keys.filter((wanted) => !known.some((doc) => doc.key === wanted))) {
      const doc = await payload.create({ collection: 'translations', locale: 'nl', data: { key, value: dictionary[key].nl }, ...options })
      for (const locale of otherLocales) {
        await payload.update({ collection: 'translations', id: doc.id, locale, data: { value: dictionary[key][locale] }, ...options })
      }
    }
  })
