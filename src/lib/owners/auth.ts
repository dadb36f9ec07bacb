/**
 * The owner sign-in endpoints (`POST /api/owner/{action}`), for the login page's script (JSON) and for
 * its forms posted without JavaScript (url-encoded: answered with a redirect or a small page):
 * - `login`: e-mail and password, through Payload's login, guarded by signInGuard.ts (no lockout);
 * - `logout`: ends the session and removes the cookie;
 * - `forgot` and `reset`: a password-reset link by e-mail, then the new password;
 * - `link` and `link-use`: a sign-in link by e-mail that works once, within 15 minutes;
 * - `candidate`: a signed-in owner chooses a proposed rent candidate or asks for more (candidates.ts).
 * Every action but logout and candidate spends the sign-in budget of the client's address; links and resets mailed to
 * one account are capped per hour. Answers never tell whether an address has an account. How a post
 * is read and answered, JSON or a plain form's redirect or page, is ownerPost.ts.
 */
import { type Payload, createLocalReq, logoutOperation } from 'payload'

import { hasRole, isStaffUser } from '@/lib/access/roles'
import { queueMail } from '@/lib/email/queue'
import { CAPTCHA_FIELD } from '@/lib/forms/definitions'
import { databaseOf, sql } from '@/lib/payload/database'
import { pageRoutes } from '@/lib/payload/freshReads'
import { sessionUser } from '@/lib/payload/sessionUser'
import { requestAddress } from '@/lib/rateLimit/rateLimit'
import { pathForKey } from '@/lib/routing/paths'

import { LINK_TOKEN, LOGIN_LINK_LIFETIME_MS, linkIsValid, newLinkToken, passwordProblem, tokenDigest } from './links'
import { ownerLinkMail } from './linkMail'
import { queueLoginNotice } from './loginNotice'
import { decideCandidate } from './candidates'
import { done, limited, openOwnerPost, type OwnerPost, refuse } from './ownerPost'
import { expiredSessionCookie, sessionCookie, startSession } from './session'
import { checkPassword, mayMailAccount, oneAtATime, signInGate } from './signInGuard'

export const OWNER_ACTIONS = ['login', 'logout', 'forgot', 'reset', 'link', 'link-use', 'candidate'] as const
export type OwnerAction = (typeof OWNER_ACTIONS)[number]
export const isOwnerAction = (value: string): value is OwnerAction => (OWNER_ACTIONS as readonly string[]).includes(value)

const normalEmail = (value: string | undefined) => (value ?? '').trim().toLowerCase().slice(0, 254)

/** Where a signed-in account goes: owners to their portal, staff to the admin. */
const homeOf = async (ctx: OwnerPost, user: { roles?: readonly string[] | null }) =>
  hasRole({ ...user, collection: 'users' }, 'owner') || !isStaffUser({ ...user, collection: 'users' })
    ? pathForKey(await pageRoutes(ctx.payload), 'owner', ctx.locale)
    : '/admin'

/** The HTTP status of one of Payload's errors (read by shape: class names do not survive the production bundle). */
const errorStatus = (error: unknown): number => (typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500)

const login = async (ctx: OwnerPost): Promise<Response> => {
  const email = normalEmail(ctx.fields.email)
  const password = ctx.fields.password ?? ''
  const address = requestAddress(ctx.request.headers)
  const gate = await signInGate({ account: email, address, captcha: ctx.fields[CAPTCHA_FIELD] })
  if (gate.kind === 'refused') {
    const message = ctx.t(gate.reason === 'account' ? 'LOGIN_ACCOUNT_GUARDED' : 'LOGIN_TOO_MANY')
    return refuse(ctx, 429, message, { 'Retry-After': String(gate.retryAfterSeconds) })
  }
  if (gate.kind === 'captcha') return refuse(ctx, 401, ctx.t('LOGIN_CAPTCHA'), {}, true)
  if (!email || !password) {
    await gate.settle('unchecked')
    return refuse(ctx, 400, ctx.t('LOGIN_INCORRECT'))
  }
  // A wrong password is answered here, in parallel with any others: only the right one waits its turn to write the session.
  if (!(await checkPassword(ctx.payload, email, password))) {
    await gate.settle('wrong')
    return refuse(ctx, 401, ctx.t('LOGIN_INCORRECT'))
  }
  try {
    const req = await createLocalReq({ req: { headers: ctx.request.headers } }, ctx.payload)
    const result = await oneAtATime(email, () => ctx.payload.login({ collection: 'users', data: { email, password }, req }))
    if (!result.token || !result.user) {
      await gate.settle('wrong')
      return refuse(ctx, 401, ctx.t('LOGIN_INCORRECT'))
    }
    await gate.settle('right')
    return done(ctx, { to: await homeOf(ctx, result.user), cookie: sessionCookie(ctx.payload, result.token) })
  } catch (error) {
    const status = errorStatus(error)
    await gate.settle(status === 401 ? 'wrong' : 'unchecked')
    if (status !== 401 && status !== 400) throw error
    return refuse(ctx, 401, ctx.t('LOGIN_INCORRECT'))
  }
}

const logout = async (ctx: OwnerPost): Promise<Response> => {
  const user = await sessionUser(ctx.payload, ctx.request.headers)
  if (user?.collection === 'users') {
    const req = await createLocalReq({ user, req: { headers: ctx.request.headers } }, ctx.payload)
    await logoutOperation({ collection: ctx.payload.collections.users, req }).catch(() => undefined)
  }
  const to = `${pathForKey(await pageRoutes(ctx.payload), 'login', ctx.locale)}#logged-out`
  return done(ctx, { to, message: ctx.t('LOGGED_OUT'), cookie: expiredSessionCookie(ctx.payload) })
}

/** The owner account of an address, or null (staff accounts use the admin's own reset). */
const ownerByEmail = async (payload: Payload, email: string) => {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  const user = docs[0]
  return user && hasRole({ ...user, collection: 'users' }, 'owner') ? user : null
}

/** The sign-in or reset link, mailed in the language of the page that asked for it. */
const mailLink = async (ctx: OwnerPost, user: { email: string }, kind: 'link' | 'reset', token: string) =>
  queueMail(ctx.payload, { to: user.email, ...(await ownerLinkMail(ctx.payload, ctx.locale, kind, token, ctx.t)) })

const forgot = async (ctx: OwnerPost): Promise<Response> => {
  const email = normalEmail(ctx.fields.email)
  const over = await limited(ctx)
  if (over) return over
  const user = email && (await mayMailAccount(email)) ? await ownerByEmail(ctx.payload, email) : null
  if (user) {
    const token = await ctx.payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    if (typeof token === 'string' && token) await mailLink(ctx, user, 'reset', token)
  }
  return done(ctx, { message: ctx.t('RESET_LINK_SENT') })
}

const reset = async (ctx: OwnerPost): Promise<Response> => {
  const token = ctx.fields.token ?? ''
  const password = ctx.fields.password ?? ''
  const over = await limited(ctx)
  if (over) return over
  const problem = passwordProblem(password, ctx.fields.passwordConfirm ?? '')
  if (problem) return refuse(ctx, 400, ctx.t(problem.key, problem.values))
  if (!/^[A-Za-z0-9]{20,128}$/.test(token)) return refuse(ctx, 400, ctx.t('RESET_LINK_INVALID'))
  try {
    const result = await ctx.payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    const user = result.user as { id: number; email: string; roles?: string[] | null; preferredLocale?: string | null }
    const req = await createLocalReq({ req: { headers: ctx.request.headers } }, ctx.payload)
    await queueLoginNotice(req, user, 'password')
    const cookie = await oneAtATime(user.email, () => startSession(ctx.payload, user.id))
    return done(ctx, { to: await homeOf(ctx, user), message: ctx.t('PASSWORD_CHANGED'), cookie })
  } catch (error) {
    if ([400, 403, 404].includes(errorStatus(error))) return refuse(ctx, 400, ctx.t('RESET_LINK_INVALID'))
    throw error
  }
}

const requestLink = async (ctx: OwnerPost): Promise<Response> => {
  const email = normalEmail(ctx.fields.email)
  const over = await limited(ctx)
  if (over) return over
  const user = email && (await mayMailAccount(email)) ? await ownerByEmail(ctx.payload, email) : null
  if (user) {
    const token = newLinkToken()
    await ctx.payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { loginLinkHash: tokenDigest(token), loginLinkExpires: new Date(Date.now() + LOGIN_LINK_LIFETIME_MS).toISOString() },
      returning: false,
    })
    await mailLink(ctx, user, 'link', token)
  }
  return done(ctx, { message: ctx.t('LOGIN_LINK_SENT') })
}

const useLink = async (ctx: OwnerPost): Promise<Response> => {
  const token = ctx.fields.token ?? ''
  const over = await limited(ctx)
  if (over) return over
  if (!LINK_TOKEN.test(token)) return refuse(ctx, 400, ctx.t('LOGIN_LINK_INVALID'))
  const stored = (await ctx.payload.db.findOne({ collection: 'users', where: { loginLinkHash: { equals: tokenDigest(token) } } })) as {
    id: number
    email: string
    roles?: string[] | null
    preferredLocale?: string | null
    loginLinkHash?: string | null
    loginLinkExpires?: string | null
  } | null
  if (!stored || !linkIsValid({ hash: stored.loginLinkHash, expires: stored.loginLinkExpires }, token)) return refuse(ctx, 400, ctx.t('LOGIN_LINK_INVALID'))
  // Spent before the session starts, in one statement that clears the hash only where it is still there: of
  // two requests sent at once with the same link, one clears it and signs in, the other finds it spent.
  const spent = await databaseOf(ctx.payload).all<{ id: number }>(
    sql`UPDATE users SET login_link_hash = NULL, login_link_expires = NULL WHERE id = ${stored.id} AND login_link_hash = ${stored.loginLinkHash} RETURNING id`,
  )
  if (spent.length !== 1) return refuse(ctx, 400, ctx.t('LOGIN_LINK_INVALID'))
  const req = await createLocalReq({ req: { headers: ctx.request.headers } }, ctx.payload)
  await queueLoginNotice(req, stored, 'link')
  return done(ctx, { to: await homeOf(ctx, stored), cookie: await oneAtATime(stored.email, () => startSession(ctx.payload, stored.id)) })
}

const HANDLERS: Record<OwnerAction, (ctx: OwnerPost) => Promise<Response>> = { login, logout, forgot, reset, link: requestLink, 'link-use': useLink, candidate: decideCandidate }

/** Runs one action; a post from another site's page is refused (403) before anything (ownerPost.ts). */
export const handleOwnerAction = async (action: OwnerAction, request: Request, payload: Payload): Promise<Response> => {
  const post = await openOwnerPost(request, payload)
  return post instanceof Response ? post : HANDLERS[action](post)
}
