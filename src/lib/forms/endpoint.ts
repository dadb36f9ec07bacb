/**
 * POST /api/forms/{kind}: the rate limit and the body, then submitForm (submit.ts), answered as JSON
 * to the site's script, and with a redirect to the thank-you page or a page of the messages to a form
 * posted without JavaScript (answer.ts).
 */
import type { Payload } from 'payload'

import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { escapeHtml } from '@/lib/html/escape'
import { dictionaryOf } from '@/lib/payload/freshReads'
import { limitFormPost, requestAddress } from '@/lib/rateLimit/rateLimit'
import { getSiteOrigin } from '@/lib/seo/siteUrl'

import { answerPost, NO_STORE } from './answer'
import { readFormBody } from './body'
import { CAPTCHA_FIELD, type FormDef, FORMS } from './definitions'
import { isFormKind } from './kinds'
import { noticePage } from './noticePage'
import { localPagePath, postLocale } from './post'
import type { FieldErrors } from './schema'
import { submitForm } from './submit'

const STATUS_KEYS: Record<number, string> = { 400: 'FORM_REJECTED', 404: 'PAGE_NOT_FOUND', 413: 'BODY_TOO_LARGE', 415: 'FORM_REJECTED' }

/** A post refused before its body was read (or understood): always JSON, in the language of its Accept-Language. */
const unread = async (payload: Payload, request: Request, status: number): Promise<Response> => {
  const t = await dictionaryOf(payload, postLocale(undefined, request.headers))
  return Response.json({ errors: { form: t(STATUS_KEYS[status] ?? 'FORM_REJECTED') } }, { status, headers: NO_STORE })
}

/** A local path to go back to the form: the page it names, else the page the browser came from (this site only), else home. */
const backTo = (page: unknown, referer: string | null, locale: Locale): string => {
  const origin = getSiteOrigin()
  const from = referer && URL.canParse(referer) && new URL(referer).origin === origin ? new URL(referer).pathname : null
  return localPagePath(page) ?? localPagePath(from) ?? `/${locale}/`
}

/**
 * The answer to a form posted without JavaScript that the server refused: the messages by field, in
 * the visitor's language, and a way back to the form. Everything shown is escaped.
 */
export const formErrorPage = (form: FormDef, errors: FieldErrors, t: Translate, locale: Locale, back: string): string => {
  const label = (field: string) => {
    const def = form.fields.find((d) => d.name === field)
    return def ? t(def.label) : field === CAPTCHA_FIELD ? t('CAPTCHA') : ''
  }
  const lines = Object.entries(errors).map(([field, message]) => `${label(field) ? `<strong>${escapeHtml(label(field))}</strong>: ` : ''}${escapeHtml(message)}`)
  return noticePage({ locale, title: t('FORM_HAS_ERRORS'), lines, list: true, link: { label: t('BACK_TO_FORM'), href: back } })
}

/** Handles POST /api/forms/{kind} (any `kind`: an unknown one is a 404). */
export const handleFormPost = async (kind: string, request: Request, payload: Payload): Promise<Response> => {
  if (!isFormKind(kind)) return unread(payload, request, 404)
  const limited = await limitFormPost(request.headers)
  if (limited) return limited
  const form = FORMS[kind]
  const body = await readFormBody(request, form)
  if (!body.ok) return unread(payload, request, body.status)

  const result = await submitForm(payload, kind, body.fields, body.file, { client: requestAddress(request.headers) })
  const json = body.json || (request.headers.get('accept') ?? '').includes('application/json')
  if (result.status === 201) {
    return answerPost({ json, status: 201, data: { id: result.id, redirect: result.redirect }, redirect: result.redirect })
  }
  // A refusal: 400, or 429 when a budget of the form's own is spent (a send to a friend), with its message.
  const locale = postLocale(body.fields.locale)
  return answerPost({
    json,
    status: result.status,
    data: { errors: result.errors },
    headers: result.status === 429 ? { 'Retry-After': String(result.retryAfterSeconds) } : {},
    page: async () => formErrorPage(form, result.errors, await dictionaryOf(payload, locale), locale, backTo(body.fields.page, request.headers.get('referer'), locale)),
  })
}
