/**
 * The client's address for rate limits. Next's route handlers do not see the socket address, so the
 * only source is `X-Forwarded-For`, which anyone can forge unless a proxy we trust rewrites it.
 * `trustedHops` (the TRUST_PROXY setting) is how many proxies in front of the app append to it: the
 * address that the outermost trusted proxy saw is the `trustedHops`-th entry from the right.
 * With no trusted proxy every request counts as one shared address ('direct').
 */
export const clientAddress = (forwardedFor: string | null | undefined, trustedHops: number): string => {
  if (!(trustedHops >= 1)) return 'direct'
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && part.length <= 64)
  if (hops.length === 0) return 'direct'
  return hops[Math.max(0, hops.length - trustedHops)].toLowerCase()
}

/** TRUST_PROXY as a hop count: '1', '2', ...; 'true' means one; anything else none. */
export const trustedHopsFromEnv = (value: string | undefined): number => {
  const text = (value ?? '').trim().toLowerCase()
  if (text === 'true') return 1
  const hops = Number(text)
  return Number.isInteger(hops) && hops > 0 && hops < 10 ? hops : 0
}
