import { randomUUID } from 'node:crypto'

import { type Payload, getFieldsToSign, jwtSign } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

type StoredUser = { id: number; email: string; sessions?: { id: string; createdAt: string | Date; expiresAt: string | Date }[] | null; [field: string]: unknown }

/**
 * Signs an account in without its password (the e-mailed one-time link has been checked): a session
 * like Payload's own login makes (so logging out ends it), its token and the cookie that carries it.
 */
export const startSession = async (payload: Payload, userId: number): Promise<string> => {
  const collection = payload.collections.users.config
  const user = (await payload.db.findOne({ collection: 'users', where: { id: { equals: userId } } })) as StoredUser | null
  if (!user) throw new Error('No such account')
  let sid: string | undefined
  if (collection.auth.useSessions) {
    sid = randomUUID()
    const now = new Date()
    const live = (user.sessions ?? []).filter((session) => new Date(session.expiresAt) > now)
    const sessions = [...live, { id: sid, createdAt: now, expiresAt: new Date(now.getTime() + collection.auth.tokenExpiration * 1000) }]
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions }, returning: false })
  }
  const fieldsToSign = getFieldsToSign({ collectionConfig: collection, email: user.email, sid, user: { ...user, collection: 'users' } as never })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collection.auth.tokenExpiration })
  return sessionCookie(payload, token)
}

/** The sign-in cookie for a token, as Payload's login sets it. */
export const sessionCookie = (payload: Payload, token: string): string =>
  generatePayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix, token })

/** The cookie that removes the sign-in cookie. */
export const expiredSessionCookie = (payload: Payload): string =>
  generateExpiredPayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix })
