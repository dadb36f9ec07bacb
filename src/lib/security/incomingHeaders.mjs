// What the site's server (scripts/server.mjs) does to every request's headers before Next routes it.
// Plain JavaScript: the server script loads it without the build.

/** Headers the site sets for itself (the proxy's rewrites, the client's address) all start so. */
export const INTERNAL_PREFIX = 'x-site-'

/** Where the server puts the socket's peer address (src/lib/rateLimit/clientAddress.ts reads it). */
export const PEER_HEADER = 'x-site-peer'

/**
 * Removes every internal header a visitor may have sent (a forged `x-site-not-found` would otherwise turn
 * any path, /robots.txt and /api included, into the cached not-found page), then records the socket's
 * peer address, so no client can choose the address its budgets are counted on.
 * @param {Record<string, string | string[] | undefined>} headers Node's header object, changed in place
 * @param {string | undefined} remoteAddress the socket's peer
 */
export const sanitizeIncoming = (headers, remoteAddress) => {
  for (const name of Object.keys(headers)) if (name.startsWith(INTERNAL_PREFIX)) delete headers[name]
  if (remoteAddress) headers[PEER_HEADER] = remoteAddress
  return headers
}
