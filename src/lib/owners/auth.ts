/**
 * The owner sign-in endpoints (`POST /api/owner/{action}`), for the login page's script (JSON) and for
 * its forms posted without JavaScript (url-encoded: answered with a redirect or a small page):
 * - `login`: e-mail and password, through Payload's login, guarded by signInGuard.ts (no lockout);
 * - `logout`: ends the session and removes the cookie;
 * - `forgot` and `reset`: a password-reset link by e-mail, then the new password;
 * - `link` and `link-use`: a sign-in link by e-mail that works once, within 15 minutes.
 * Every action but logout spends the sign-in budget of the client's address; links and resets mailed to
 * one account are capped per hour. Answers never tell whether an address has an account.
 */
import { type Payload, createLocalReq, logoutOperation } from 'payload'

import { hasRole } from '../../../collections/access/roles'
import { type Locale, contentLocales, defaultLocale } from '@/i18n/locales'
import type { Translate } from '@/i18n/dictionary'
import { pathForKey } from '@/i18n/routing'
import { queueMail } from '@/jobs/sendEmail'
import { readBounded } from '@/lib/forms/body'
import { htmlResponse, noticePage } from '@/lib/forms/noticePage'
import { dictionaryOf, pageRoutes } from '@/lib/payload/freshReads'
import { consume, requestAddress } from '@/lib/rateLimit/rateLimit'
import { CAPTCHA_FIELD } from '@/lib/forms/definitions'
import { getSiteOrigin } from '@/lib/seo/siteUrl'

import { LINK_TOKEN, LOGIN_LINK_LIFETIME_MS, linkIsValid, newLinkToken, passwordProblem, tokenDigest } from './links'
import { ownerLinkMail } from './linkMail'
import { queueLoginNotice } from './loginNotice'
import { expiredSessionCookie, sessionCookie, startSession } from './session'
import { equalizeFailure, mayMailAccount, oneAtATime, recordSignIn, signInGate } from './signInGuard'

export const OWNER_ACTIONS = ['login', 'logout', 'forgot', 'reset', 'link', 'link-use'] as const
export type OwnerAction = (typeof OWNER_ACTIONS)[number]
export const isOwnerAction = (value: string): value is OwnerAction => (OWNER_ACTIONS as readonly string[]).includes(value)

type Fields = Record<string, string>
type Context = { payload: Payload; request: Request; fields: Fields; locale: Locale; json: boolean; t: Translate }

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '')

/** The posted fields (JSON or url-encoded, at most 8 KB), or null for any other body. */
const readFields = async (request: Request): Promise<{ fields: Fields; json: boolean } | null> => {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  const bytes = await readBounded(request, 8192)
  if (!bytes) return null
  const body = new TextDecoder().decode(bytes)
  try {
    if (type === 'application/json') {
      const parsed: unknown = JSON.parse(body || '{}')
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
      return { fields: Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, text(value, 1024)])), json: true }
    }
    if (type === 'application/x-www-form-urlencoded') return { fields: Object.fromEntries([...new URLSearchParams(body)].map(([key, value]) => [key, value.slice(0, 1024)])), json: false }
  } catch {
    return null
  }
  return null
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/** A refusal: `{ errors: { form } }` for the script, the message as a page (with the way back) for a plain form. */
const refuse = async (ctx: Context, status: number, message: string, extra: Record<string, string> = {}, captcha = false): Promise<Response> => {
  if (ctx.json) return Response.json({ errors: { form: message }, ...(captcha ? { captcha: true } : {}) }, { status, headers: { ...NO_STORE, ...extra } })
  const login = pathForKey(await pageRoutes(ctx.payload), 'login', ctx.locale)
  const page = noticePage({ locale: ctx.locale, title: ctx.t('LOGIN_FAILED'), lines: [message], link: { label: ctx.t('OWNER_LOGIN'), href: login } })
  const response = htmlResponse(page, status)
  for (const [name, value] of Object.entries(extra)) response.headers.set(name, value)
  return response
}

/** Success: `{ redirect, message }` for the script; a 303 to `to` (or the message as a page) for a plain form. */
const done = (ctx: Context, { to, message, cookie }: { to?: string; message?: string; cookie?: string }): Response => {
  const headers = new Headers(NO_STORE)
  if (cookie) headers.append('Set-Cookie', cookie)
  if (ctx.json) {
    headers.set('Content-Type', 'application/json')
    return new Response(JSON.stringify({ redirect: to ?? null, message: message ?? null }), { status: 200, headers })
  }
  if (to) {
    headers.set('Location', new URL(to, getSiteOrigin()).toString())
    return new Response(null, { status: 303, headers })
  }
  const response = htmlResponse(noticePage({ locale: ctx.locale, title: ctx.t('OWNER_LOGIN'), lines: [message ?? ''] }))
  for (const [name, value] of headers) if (name.toLowerCase() === 'set-cookie') response.headers.append(name, value)
  return response
}

/** One unit of the address's sign-in budget; the 429 when spent. */
const limited = async (ctx: Context): Promise<Response | null> => {
  const decision = await consume('loginAddress', requestAddress(ctx.request.headers))
  return decision.allowed ? null : refuse(ctx, 429, ctx.t('LOGIN_TOO_MANY'), { 'Retry-After': String(decision.retryAfterSeconds) })
}

const normalEmail = (value: string | undefined) => (value ?? '').trim().toLowerCase().slice(0, 254)

/** Where a signed-in account goes: owners to their portal, staff to the admin. */
const homeOf = async (ctx: Context, user: { roles?: readonly string[] | null }) =>
  hasRole({ ...user, collection: 'users' }, 'owner') || !hasRole({ ...user, collection: 'users' }, 'admin', 'editor')
    ? pathForKey(await pageRoutes(ctx.payload), 'owner', ctx.locale)
    : '/admin'

/** The HTTP status of one of Payload's errors (read by shape: class names do not survive the production bundle). */
const errorStatus = (error: unknown): number => (typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500)

const login = async (ctx: Context): Promise<Response> => {
  const email = normalEmail(ctx.fields.email)
  const password = ctx.fields.password ?? ''
  const address = requestAddress(ctx.request.headers)
  const gate = await signInGate({ account: email, address, captcha: ctx.fields[CAPTCHA_FIELD] })
  if (gate.kind === 'refused') {
    const message = ctx.t(gate.reason === 'account' ? 'LOGIN_ACCOUNT_GUARDED' : 'LOGIN_TOO_MANY')
    return refuse(ctx, 429, message, { 'Retry-After': String(gate.retryAfterSeconds) })
  }
  if (gate.kind === 'captcha') return refuse(ctx, 401, ctx.t('LOGIN_CAPTCHA'), {}, true)
  if (!email || !password) return refuse(ctx, 400, ctx.t('LOGIN_INCORRECT'))
  try {
    const req = await createLocalReq({ req: { headers: ctx.request.headers } }, ctx.payload)
    const result = await oneAtATime(email, () => ctx.payload.login({ collection: 'users', data: { email, password }, req }))
    if (!result.token || !result.user) return refuse(ctx, 401, ctx.t('LOGIN_INCORRECT'))
    await recordSignIn({ account: email, address, ok: true })
    return done(ctx, { to: await homeOf(ctx, result.user), cookie: sessionCookie(ctx.payload, result.token) })
  } catch (error) {
    const status = errorStatus(error)
    if (status !== 401 && status !== 400) throw error
    await recordSignIn({ account: email, address, ok: false })
    if (!(await ctx.payload.db.findOne({ collection: 'users', where: { email: { equals: email } } }))) await equalizeFailure(password)
    return refuse(ctx, 401, ctx.t('LOGIN_INCORRECT'))
  }
}

const logout = async (ctx: Context): Promise<Response> => {
  const { user } = await ctx.payload.auth({ headers: ctx.request.headers })
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
const mailLink = async (ctx: Context, user: { email: string }, kind: 'link' | 'reset', token: string) =>
  queueMail(ctx.payload, { to: user.email, ...(await ownerLinkMail(ctx.payload, ctx.locale, kind, token, ctx.t)) })

const forgot = async (ctx: Context): Promise<Response> => {
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

const reset = async (ctx: Context): Promise<Response> => {
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

const requestLink = async (ctx: Context): Promise<Response> => {
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

const useLink = async (ctx: Context): Promise<Response> => {
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
  // Spent before the session starts: the link never signs in twice.
  await ctx.payload.db.updateOne({ collection: 'users', id: stored.id, data: { loginLinkHash: null, loginLinkExpires: null }, returning: false })
  const req = await createLocalReq({ req: { headers: ctx.request.headers } }, ctx.payload)
  await queueLoginNotice(req, stored, 'link')
  return done(ctx, { to: await homeOf(ctx, stored), cookie: await oneAtATime(stored.email, () => startSession(ctx.payload, stored.id)) })
}

const HANDLERS: Record<OwnerAction, (ctx: Context) => Promise<Response>> = { login, logout, forgot, reset, link: requestLink, 'link-use': useLink }

/** Runs one action; a post from another site's page is refused (403) before anything. */
export const handleOwnerAction = async (action: OwnerAction, request: Request, payload: Payload): Promise<Response> => {
  const origin = request.headers.get('origin')
  if (origin !== null && origin !== getSiteOrigin()) return Response.json({ errors: { form: 'Forbidden' } }, { status: 403, headers: NO_STORE })
  const body = await readFields(request)
  const wanted = body?.fields.locale
  const locale: Locale = (contentLocales as readonly string[]).includes(wanted ?? '') ? (wanted as Locale) : defaultLocale
  const t = await dictionaryOf(payload, locale)
  const ctx: Context = { payload, request, fields: body?.fields ?? {}, locale, json: body?.json ?? true, t }
  if (!body) return refuse(ctx, 400, t('FORM_REJECTED'))
  return HANDLERS[action](ctx)
}
