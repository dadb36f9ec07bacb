import type { Payload } from 'payload'

const LOCKS = 'payload-locked-documents'

/**
 * Runs a migration's data step without Payload's edit locks. Each update through Payload clears the
 * document's edit lock with a query on the locks' relationship table, whose columns are today's
 * collections; in a migration older than one of them that table lacks its column yet, and the query
 * fails. Nobody edits while migrations run, so the locks are set aside meanwhile (Payload skips them
 * when their collection is absent) and put back after, whatever happens.
 */
export const withoutEditLocks = async <T>(payload: Payload, step: () => Promise<T>): Promise<T> => {
  const collections = payload.collections as Record<string, unknown>
  const locks = collections[LOCKS]
  // Already set aside by the step that called this one.
  if (locks === undefined) return step()
  delete collections[LOCKS]
  try {
    return await step()
  } finally {
    collections[LOCKS] = locks
  }
}
