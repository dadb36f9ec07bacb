/**
 * The client's address for rate limits and visit counting. Next's route handlers do not see the
 * socket, so the production server (scripts/server.mjs, also behind `npm run dev` and the tests) copies
 * the socket's peer address into PEER_HEADER on every request, overwriting whatever the client sent
 * (it strips every `x-site-*` header first). `X-Forwarded-For` counts only for the proxies TRUST_PROXY
 * names: the peer is then the nearest proxy, and each trusted hop reads one entry further from the
 * right; entries to the left of those were written by the client and are never believed.
 */
export { PEER_HEADER } from '@/lib/security/incomingHeaders.mjs'

/** Every request that did not come through the site's server (no peer known) shares this one key. */
export const UNKNOWN_ADDRESS = 'unknown'

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/
/** An IPv4 address as normalizeAddress writes it: four octets of at most 255, no leading zeros. */
const CANONICAL_IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/

/** Four decimal octets of at most 255 each, written without leading zeros; null for anything else. */
const ipv4 = (text: string): string | null => {
  const match = IPV4.exec(text)
  if (!match) return null
  const octets = [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])]
  return octets[0] <= 255 && octets[1] <= 255 && octets[2] <= 255 && octets[3] <= 255 ? octets.join('.') : null
}

/** The eight groups of an IPv6 address, or null when it is not one. */
const ipv6Groups = (text: string): string[] | null => {
  if (!/^[0-9a-f:.]+$/.test(text) || text.split('::').length > 2) return null
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null]
  const part = (side: string) => (side ? side.split(':') : [])
  let left = part(head)
  let right = tail === null ? [] : part(tail)
  // An IPv4 tail (::ffff:192.0.2.1) is two groups.
  const last = (tail === null ? left : right).at(-1) ?? ''
  const v4 = IPV4.exec(last)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number)
    const groups = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
    if (tail === null) left = [...left.slice(0, -1), ...groups]
    else right = [...right.slice(0, -1), ...groups]
  }
  const missing = 8 - left.length - right.length
  if (tail === null ? missing !== 0 : missing < 1) return null
  const groups = [...left, ...Array<string>(tail === null ? 0 : missing).fill('0'), ...right]
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups.map((group) => group.replace(/^0+(?=.)/, '')) : null
}

/**
 * One client's key: an IPv4 address as written; an IPv4 address mapped into IPv6 as the IPv4 address;
 * any other IPv6 address as its /64 network, since one subscriber holds a whole /64 and could otherwise
 * take a fresh budget per address. Anything that is not an address gives null.
 */
export const normalizeAddress = (value: string | null | undefined): string | null => {
  // Nearly every address is already one as written (a socket's IPv4 peer, a proxy's entry): no copy made.
  if (typeof value === 'string' && CANONICAL_IPV4.test(value)) return value
  let text = (value ?? '').trim().toLowerCase()
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1)
  text = text.replace(/%[\w.-]+$/, '') // a zone index (fe80::1%eth0)
  if (text.length === 0 || text.length > 64) return null
  if (!text.includes(':')) return ipv4(text)
  // How a dual-stack socket names an IPv4 peer (::ffff:127.0.0.1), read without splitting it into groups.
  if (text.startsWith('::ffff:') && !text.includes(':', 7)) return ipv4(text.slice(7))
  const groups = ipv6Groups(text)
  if (!groups) return null
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const [high, low] = [parseInt(groups[6], 16), parseInt(groups[7], 16)]
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return `${groups.slice(0, 4).join(':')}::/64`
}

/**
 * The client of a request: the peer the server saw, or with `trustedHops` proxies in front, the address
 * the outermost of them saw (`trustedHops` entries from the right of [X-Forwarded-For..., peer]). A chain
 * shorter than the hops named gives its leftmost address; a malformed entry ends the chain there, so a
 * client cannot hide behind one. Without a peer (a request that did not come through the site's
 * server) every request shares UNKNOWN_ADDRESS.
 */
export const clientAddress = (peer: string | null | undefined, forwardedFor: string | null | undefined, trustedHops: number): string => {
  const socket = normalizeAddress(peer)
  if (!socket) return UNKNOWN_ADDRESS
  let client = socket
  const hops = (forwardedFor ?? '').split(',').slice(-16)
  for (let taken = 0; taken < trustedHops && hops.length > 0; taken++) {
    const next = normalizeAddress(hops.pop())
    if (!next) break
    client = next
  }
  return client
}

/** TRUST_PROXY as a hop count: '1', '2', ...; 'true' means one; anything else none. */
export const trustedHopsFromEnv = (value: string | undefined): number => {
  const text = (value ?? '').trim().toLowerCase()
  if (text === 'true') return 1
  const hops = Number(text)
  return Number.isInteger(hops) && hops > 0 && hops < 10 ? hops : 0
}
