/**
 * A post to the owner endpoints (auth.ts) as their actions read it: its fields, its language, and
 * whether the login page's script sent it (JSON) or a form posted without JavaScript (url-encoded);
 * and the answers the actions give, through the forms' answer helper (lib/forms/answer.ts).
 */
import type { Payload } from 'payload'

import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { answerPost, NO_STORE, type Onward } from '@/lib/forms/answer'
import { readBounded } from '@/lib/forms/body'
import { noticePage } from '@/lib/forms/noticePage'
import { postLocale } from '@/lib/forms/post'
import { dictionaryOf, pageRoutes } from '@/lib/payload/freshReads'
import { consume, requestAddress } from '@/lib/rateLimit/rateLimit'
import { pathForKey } from '@/lib/routing/paths'
import { getSiteOrigin } from '@/lib/seo/siteUrl'

type Fields = Record<string, string>
export type OwnerPost = { payload: Payload; request: Request; fields: Fields; locale: Locale; json: boolean; t: Translate }

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

/** A refusal: `{ errors: { form } }` for the script, the message as a page (with the way back) for a plain form. */
export const refuse = (ctx: OwnerPost, status: number, message: string, extra: Record<string, string> = {}, captcha = false): Promise<Response> =>
  answerPost({
    json: ctx.json,
    status,
    data: { errors: { form: message }, ...(captcha ? { captcha: true } : {}) },
    headers: extra,
    page: async () => {
      const login = pathForKey(await pageRoutes(ctx.payload), 'login', ctx.locale)
      return noticePage({ locale: ctx.locale, title: ctx.t('LOGIN_FAILED'), lines: [message], link: { label: ctx.t('OWNER_LOGIN'), href: login } })
    },
  })

/** Success: `{ redirect, message }` for the script; a 303 to `to` (or the message as a page) for a plain form. */
export const done = (ctx: OwnerPost, { to, message, cookie }: { to?: string; message?: string; cookie?: string }): Promise<Response> => {
  const onward: Onward = to ? { redirect: to } : { page: () => noticePage({ locale: ctx.locale, title: ctx.t('OWNER_LOGIN'), lines: [message ?? ''] }) }
  const data = { redirect: to ?? null, message: message ?? null }
  return answerPost({ json: ctx.json, status: 200, data, headers: cookie ? { 'Set-Cookie': cookie } : {}, ...onward })
}

/** One unit of the address's sign-in budget; the 429 when spent. */
export const limited = async (ctx: OwnerPost): Promise<Response | null> => {
  const decision = await consume('loginAddress', requestAddress(ctx.request.headers))
  return decision.allowed ? null : refuse(ctx, 429, ctx.t('LOGIN_TOO_MANY'), { 'Retry-After': String(decision.retryAfterSeconds) })
}

/** The post, or the answer refusing it: one from another site's page (403), or a body that is no form's (400). */
export const openOwnerPost = async (request: Request, payload: Payload): Promise<OwnerPost | Response> => {
  const origin = request.headers.get('origin')
  if (origin !== null && origin !== getSiteOrigin()) return Response.json({ errors: { form: 'Forbidden' } }, { status: 403, headers: NO_STORE })
  const body = await readFields(request)
  const locale = postLocale(body?.fields.locale)
  const t = await dictionaryOf(payload, locale)
  const post: OwnerPost = { payload, request, fields: body?.fields ?? {}, locale, json: body?.json ?? true, t }
  return body ? post : refuse(post, 400, t('FORM_REJECTED'))
}
