/*
 * The proxy's side doors. src/proxy.ts asks for an internal route by setting one of these request
 * headers; next.config.ts turns the header into a rewrite (a rewrite made in the proxy would pass
 * through the request's host name). The proxy strips these headers from visitors' requests.
 * next.config.ts loads this file without the '@/' alias: no imports here.
 */

/** The segment of the not-found page route: `/nl/404/`. */
export const NOT_FOUND_SEGMENT = '404'

/** Asks for the not-found page of a language (`nl`, or `_` for the default one). */
export const NOT_FOUND_HEADER = 'x-site-not-found'

/** With NOT_FOUND_HEADER, asks for the listing variant of the page ("Property Not Found"): value `property`. */
export const NOT_FOUND_KIND_HEADER = 'x-site-not-found-kind'

/** The segment under the not-found page that shows the listing variant: `/nl/404/property/`. */
export const PROPERTY_NOT_FOUND_SEGMENT = 'property'

/** The segment of the internal route that renders a filtered results page: `/nl/_search/sale/{key}/`. */
export const SEARCH_SEGMENT = '_search'

/** Asks for a results page rendered for a normalised query: `{lang}/{goal}/{key}` (see searchKey.ts). */
export const SEARCH_HEADER = 'x-site-search'

/** The segment of the internal route that renders the owner portal per request: `/nl/_owner/`. */
export const PORTAL_SEGMENT = '_owner'

/** The segment of the internal route that renders the owners' sign-in page per request: `/nl/_signin/`. */
export const SIGN_IN_SEGMENT = '_signin'

/**
 * Asks for the owner portal (value: the language) or its sign-in page (the language and SIGN_IN_SUFFIX).
 * Both are rendered for each request, never kept by any cache (the portal reads the sign-in cookie), so
 * they cannot live in the cached catch-all route.
 */
export const PORTAL_HEADER = 'x-site-portal'
export const SIGN_IN_SUFFIX = '-login'

/** Every header of this contract: the proxy removes a visitor's before passing a request on. */
export const ROUTING_HEADERS = [NOT_FOUND_HEADER, NOT_FOUND_KIND_HEADER, SEARCH_HEADER, PORTAL_HEADER] as const

/** The rewrites that honour NOT_FOUND_HEADER: the listing variant first. */
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

/** The rewrite that honours SEARCH_HEADER, on language paths only. */
export const searchRewriteRule = () => ({
  source: '/:locale([a-z]{2})/:path*',
  has: [{ type: 'header' as const, key: SEARCH_HEADER, value: '(?<lang>[a-z]{2})/(?<goal>sale|rent)/(?<key>[A-Za-z0-9_-]+)' }],
  destination: `/:lang/${SEARCH_SEGMENT}/:goal/:key/`,
})

/** The rewrites that honour PORTAL_HEADER: the sign-in page first. */
export const portalRewriteRules = () =>
  [
    { value: `(?<lang>[a-z]{2})${SIGN_IN_SUFFIX}`, segment: SIGN_IN_SEGMENT },
    { value: '(?<lang>[a-z]{2})', segment: PORTAL_SEGMENT },
  ].map(({ value, segment }) => ({
    source: '/:locale([a-z]{2})/:path*',
    has: [{ type: 'header' as const, key: PORTAL_HEADER, value }],
    destination: `/:lang/${segment}/`,
  }))

/** next.config's `beforeFiles` rewrites, in the order they are tried. */
export const rewriteRules = () => [...notFoundRewriteRules(), searchRewriteRule(), ...portalRewriteRules()]
