import { hash, randomBytes } from 'node:crypto'

/** A new day's salt: 32 random bytes, never derived from anything, deleted once its day is over. */
export const newSalt = (): string => randomBytes(32).toString('base64url')

/**
 * The one thing kept about a visitor: a hash of the day's salt, the listing, their address and their
 * browser. The same visitor on the same listing the same day gives the same hash (counted once); with the
 * salt gone the next day, nobody (not even the agency) can tell which address or browser it was.
 */
export const visitorHash = (salt: string, property: number, address: string, userAgent: string): string =>
  hash('sha256', `${salt}\u0000${property}\u0000${address}\u0000${userAgent}`, 'base64url')
