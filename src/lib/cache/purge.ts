import { TAGS } from '@/lib/payload/tags'
import { refreshRouteTable } from '@/lib/routing/routeTable'

/**
 * Tells the agency's CDN or reverse proxy that its copies of the site's pages are out of date, when
 * CACHE_PURGE_URL names where to: a POST of `{"tags": [...], "at": "<ISO time>"}` (the cache tags a save
 * just expired), with `Authorization: Bearer <CACHE_PURGE_TOKEN>` when that is set. Pages carry no
 * per-page tags a proxy could match, and a header, footer or translation shows on every page, so the
 * proxy purges every page it holds (README, "Behind a CDN"). Sent without waiting: a slow or absent
 * proxy never delays a save, and a failure is logged.
 */
export const announcePurge = (tags: readonly string[]): void => {
  const url = process.env.CACHE_PURGE_URL
  if (!url || tags.length === 0) return
  const token = process.env.CACHE_PURGE_TOKEN
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ tags, at: new Date().toISOString() }),
    signal: AbortSignal.timeout(5000),
  }).then(
    (response) => {
      if (!response.ok) console.error(`cache purge: ${url} answered ${response.status} for ${tags.join(', ')}`)
    },
    (error: unknown) => console.error(`cache purge: ${url} could not be reached for ${tags.join(', ')}: ${error instanceof Error ? error.message : String(error)}`),
  )
}

/** What follows an expiry in the web server: the proxy told, and the route table read again when pages or languages changed. */
export const expiredHere = async (tags: readonly string[]): Promise<void> => {
  announcePurge(tags)
  // The proxy's view of which paths exist comes from the pages and the enabled languages.
  if (tags.includes(TAGS.pages) || tags.includes(TAGS.settings)) await refreshRouteTable()
}
