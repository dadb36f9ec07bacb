/* Shared by the proxy and next.config.ts, which loads it without the '@/' alias: no imports here. */

/** The segment of the not-found page route: `/nl/404/`. */
export const NOT_FOUND_SEGMENT = '404'

/**
 * The request header through which the proxy asks next.config's rewrite to show the not-found page
 * of a language (`nl`, or `_` for the default one). The proxy strips it from visitors' requests.
 */
export const NOT_FOUND_HEADER = 'x-site-not-found'

/** With NOT_FOUND_HEADER, asks for the listing variant of the page ("Property Not Found"): value `property`. */
export const NOT_FOUND_KIND_HEADER = 'x-site-not-found-kind'

/** The segment under the not-found page that shows the listing variant: `/nl/404/property/`. */
export const PROPERTY_NOT_FOUND_SEGMENT = 'property'

/** next.config's rewrites that honour NOT_FOUND_HEADER (a proxy rewrite would pass through the host name): the listing variant first. */
export const notFoundRewriteRules = () => [
  {
    source: '/:path*',
    has: [
      { type: 'header' as const, key: NOT_FOUND_HEADER, value: '(?<lang>[a-z]{2})' },
      { type: 'header' as const, key: NOT_FOUND_KIND_HEADER, value: PROPERTY_NOT_FOUND_SEGMENT },
    ],
    destination: `/:lang/${NOT_FOUND_SEGMENT}/${PROPERTY_NOT_FOUND_SEGMENT}/`,
  },
  {
    source: '/:path*',
    has: [{ type: 'header' as const, key: NOT_FOUND_HEADER, value: '(?<lang>[a-z]{2}|_)' }],
    // Rewrites go on to the next rule when their target is a dynamic route: the listing variant must not be rewritten again.
    missing: [{ type: 'header' as const, key: NOT_FOUND_KIND_HEADER }],
    destination: `/:lang/${NOT_FOUND_SEGMENT}/`,
  },
]
