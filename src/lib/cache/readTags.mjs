// The cache tags a page's render read under, so the site's page cache (pageCache.mjs) keeps each page
// until a save expires one of its own tags, not any tag: a listing's price change leaves the contact
// page in the cache. Plain JavaScript: the server script loads it without the build, and both reach the
// one request context of this process (src/lib/logging/log.mjs).
import { requestContext } from '../logging/log.mjs'

/**
 * Starts recording the tags read on behalf of the current request (the page cache's render of a page);
 * the set fills as the page's cached reads run (noteReadTags). Null outside a request.
 * @returns {Set<string> | null}
 */
export const recordReadTags = () => {
  const store = requestContext().getStore()
  if (!store) return null
  store.tags = new Set()
  return store.tags
}

/**
 * Notes that the current request read data cached under `tags`. Every cached read of the site calls it
 * (src/lib/payload/queries.ts, `taggedCache`), whether the cache answered it or not.
 * @param {readonly string[]} tags
 */
export const noteReadTags = (tags) => {
  const read = requestContext().getStore()?.tags
  if (read) for (const tag of tags) read.add(tag)
}

/**
 * What a page's entry depends on: the tags its render read, or null (any tag) when none were seen. Next
 * may answer a request from a render made for another (its own cache, or two requests for one page
 * sharing one render): that request sees no read, and its page is then out of date at any save.
 * @param {Set<string> | null} read
 * @returns {string[] | null}
 */
export const pageTags = (read) => (read && read.size > 0 ? [...read] : null)
