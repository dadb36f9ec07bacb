/* Shared by the proxy and next.config.ts, which loads it without the '@/' alias: no imports here. */

/** The segment of the not-found page route: `/nl/404/`. */
export const NOT_FOUND_SEGMENT = '404'

/**
 * The request header through which the proxy asks next.config's rewrite to show the not-found page
 * of a language (`nl`, or `_` for the default one). The proxy strips it from visitors' requests.
 */
export const NOT_FOUND_HEADER = 'x-site-not-found'

/** next.config's rewrite that honours NOT_FOUND_HEADER (a proxy rewrite would pass through the host name). */
export const notFoundRewriteRule = () => ({
  source: '/:path*',
  has: [{ type: 'header' as const, key: NOT_FOUND_HEADER, value: '(?<lang>[a-z]{2}|_)' }],
  destination: `/:lang/${NOT_FOUND_SEGMENT}/`,
})
