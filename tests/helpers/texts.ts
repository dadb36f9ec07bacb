import type { Payload } from 'payload'

import { bulkInsert } from '../../seed/bulk'
import { dictionary } from '../../seed/data/dictionary'

/**
 * Writes the dictionary's texts named by `keys` (all of them by default) in nl, fr and en, as the seed
 * does: in one bulk insert (a test's own database starts empty; a thousand texts saved one by one took a
 * file's setup most of a minute).
 */
export const addTexts = async (payload: Payload, keys: readonly string[] = Object.keys(dictionary)): Promise<void> => {
  const last = (await payload.find({ collection: 'translations', sort: '-id', limit: 1, depth: 0, overrideAccess: true })).docs[0]?.id ?? 0
  await bulkInsert(payload, 'translations', keys.map((key, i) => ({ id: last + i + 1, key, value: dictionary[key] })), new Date())
}
