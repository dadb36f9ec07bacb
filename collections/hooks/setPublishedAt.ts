import type { CollectionBeforeChangeHook } from 'payload'

/** The first publication stamps `publishedAt` (the "new" order and days-online count from it). */
export const setPublishedAt: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) return { ...data, publishedAt: new Date().toISOString() }
  return data
}
