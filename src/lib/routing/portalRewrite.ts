/* Shared by the proxy and next.config.ts, which loads it without the '@/' alias: no imports here. */

/** The segment of the internal route that renders the owner portal per request: `/nl/_owner/`. */
export const PORTAL_SEGMENT = '_owner'

/**
 * The request header through which the proxy asks next.config's rewrite to render the owner portal
 * (its value: the language). The portal is the one page rendered for each request (it reads the
 * sign-in cookie), so it cannot live in the cached catch-all route. The proxy strips a visitor's.
 */
export const PORTAL_HEADER = 'x-site-portal'

/** next.config's rewrite that honours PORTAL_HEADER. */
export const portalRewriteRule = () => ({
  source: '/:locale([a-z]{2})/:path*',
  has: [{ type: 'header' as const, key: PORTAL_HEADER, value: '(?<lang>[a-z]{2})' }],
  destination: `/:lang/${PORTAL_SEGMENT}/`,
})
