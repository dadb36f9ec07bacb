import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** How long an e-mailed sign-in link works. */
export const LOGIN_LINK_LIFETIME_MS = 15 * 60 * 1000

/** A token as links carry it: 43 base64url characters (32 random bytes). */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/

export const newLinkToken = (): string => randomBytes(32).toString('base64url')

/** What is stored of a link's token: its SHA-256, so a copy of the database signs nobody in. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Whether `token` is the stored link's and the link has not expired (each compared in constant time). */
export const linkIsValid = (stored: { hash?: string | null; expires?: string | Date | null }, token: string, now = new Date()): boolean => {
  if (!stored.hash || !stored.expires || !LINK_TOKEN.test(token)) return false
  const given = Buffer.from(tokenDigest(token), 'hex')
  const kept = Buffer.from(stored.hash, 'hex')
  if (kept.length !== given.length || !timingSafeEqual(kept, given)) return false
  return new Date(stored.expires).getTime() > now.getTime()
}

/** SPEC.md leaves password bounds open: at least 8 characters, at most 128, both entries equal. */
export const PASSWORD_MIN = 8
export const passwordProblem = (password: string, confirm: string): { key: string; values?: Record<string, number> } | null => {
  if (password.length < PASSWORD_MIN) return { key: 'PASSWORD_TOO_SHORT', values: { min: PASSWORD_MIN } }
  if (password.length > 128) return { key: 'MAX_LENGTH', values: { max: 128 } }
  if (password !== confirm) return { key: 'PASSWORDS_DO_NOT_MATCH' }
  return null
}
