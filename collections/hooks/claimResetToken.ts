import { randomBytes } from 'node:crypto'

import type { CollectionBeforeOperationHook } from 'payload'

import { databaseIn, sql } from '@/lib/payload/database'

/**
 * A password-reset link sets one password, however many requests send it at once. Payload's reset reads
 * the account by its token, then writes the new password: two requests reading before either writes
 * would both set theirs (and both sign in). Before that read, the token is exchanged for one made here,
 * in one statement of the reset's own transaction that changes it only where it is still stored: one
 * request gets the row and goes on with the new token, the others find no account and are refused as
 * for a spent link. On PostgreSQL a second request's statement waits for the first's transaction and
 * then finds the token gone; if the reset fails, its transaction takes the exchange back with it.
 * Covers every way in: the owner's page (src/lib/owners/auth.ts), the admin's form, Payload's REST
 * `POST /api/users/reset-password`.
 */
export const claimResetToken: CollectionBeforeOperationHook<'users'> = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const data = args.data as { token?: unknown } | undefined
  if (!data || typeof data.token !== 'string' || data.token === '') return args
  const claim = randomBytes(20).toString('hex')
  const db = await databaseIn(req.payload, req)
  const claimed = await db.all<{ id: number }>(sql`UPDATE users SET reset_password_token = ${claim} WHERE reset_password_token = ${data.token} RETURNING id`)
  // The operation reads the token from this very object (it took `data` from args before the hooks ran).
  if (claimed.length === 1) data.token = claim
  return args
}
