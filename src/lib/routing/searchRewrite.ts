/* Shared by the proxy and next.config.ts, which loads it without the '@/' alias: no imports here. */

/** The segment of the internal route that renders a filtered results page: `/nl/_search/sale/{key}/`. */
export const SEARCH_SEGMENT = '_search'

/**
 * The request header through which the proxy asks next.config's rewrite to render a results page for a
 * normalised query: `{lang}/{goal}/{key}`. The proxy strips it from visitors' requests.
 */
export const SEARCH_HEADER = 'x-site-search'

/** A normalised query as one URL-safe path segment (base64url), and back; null when it is not one. */
export const encodeSearchKey = (query: string): string => Buffer.from(query, 'utf8').toString('base64url')
export const decodeSearchKey = (key: string): string | null => {
  if (!/^[A-Za-z0-9_-]{1,12000}$/.test(key)) return null
  const query = Buffer.from(key, 'base64url').toString('utf8')
  return encodeSearchKey(query) === key ? query : null
}

/** next.config's rewrite that honours SEARCH_HEADER, on language paths only (the proxy's, which strips a visitor's). */
export const searchRewriteRule = () => ({
  source: '/:locale([a-z]{2})/:path*',
  has: [{ type: 'header' as const, key: SEARCH_HEADER, value: '(?<lang>[a-z]{2})/(?<goal>sale|rent)/(?<key>[A-Za-z0-9_-]+)' }],
  destination: `/:lang/${SEARCH_SEGMENT}/:goal/:key/`,
})
