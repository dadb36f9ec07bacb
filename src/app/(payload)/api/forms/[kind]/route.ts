import { revalidateTag } from 'next/cache'

import { contentLocales, defaultLocale, type Locale } from '@/i18n/locales'
import { readFormBody } from '@/lib/forms/body'
import { FORMS } from '@/lib/forms/definitions'
import { formErrorPage } from '@/lib/forms/errorPage'
import { isFormKind } from '@/lib/forms/kinds'
import { localPagePath, postLocale, submitForm } from '@/lib/forms/submit'
import { dictionaryOf } from '@/lib/payload/freshReads'
import { payloadClient } from '@/lib/payload/client'
import { TAGS } from '@/lib/payload/tags'
import { limitFormPost, requestAddress } from '@/lib/rateLimit/rateLimit'
import { getSiteOrigin } from '@/lib/seo/siteUrl'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }
const STATUS_KEYS: Record<number, string> = { 400: 'FORM_REJECTED', 404: 'PAGE_NOT_FOUND', 413: 'BODY_TOO_LARGE', 415: 'FORM_REJECTED' }

/** The language of a post whose body was not read: the first of Accept-Language the site speaks. */
const headerLocale = (request: Request): Locale => {
  const wanted = (request.headers.get('accept-language') ?? '').toLowerCase().match(/[a-z]{2}/g) ?? []
  return (wanted.find((code) => (contentLocales as readonly string[]).includes(code)) as Locale | undefined) ?? defaultLocale
}

const refusal = async (request: Request, status: number): Promise<Response> => {
  const t = await dictionaryOf(await payloadClient(), headerLocale(request))
  return Response.json({ errors: { form: t(STATUS_KEYS[status] ?? 'FORM_REJECTED') } }, { status, headers: NO_STORE })
}

/** A local path to go back to the form: the page it names, else the page the browser came from (this site only), else home. */
const backTo = (page: unknown, referer: string | null, locale: Locale): string => {
  const origin = getSiteOrigin()
  const from = referer && URL.canParse(referer) && new URL(referer).origin === origin ? new URL(referer).pathname : null
  return localPagePath(page) ?? localPagePath(from) ?? `/${locale}/`
}

/** POST /api/forms/{kind}: see lib/forms/submit.ts. JSON for the site's script, a page or a redirect for a plain form. */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }): Promise<Response> {
  const { kind } = await params
  if (!isFormKind(kind)) return refusal(request, 404)
  const limited = await limitFormPost(request.headers)
  if (limited) return limited
  const body = await readFormBody(request, FORMS[kind])
  if (!body.ok) return refusal(request, body.status)

  const result = await submitForm(await payloadClient(), kind, body.fields, body.file, { client: requestAddress(request.headers) })
  const json = body.json || (request.headers.get('accept') ?? '').includes('application/json')
  if (result.status === 201) {
    if (kind === 'contact-appointment') revalidateTag(TAGS.slots, { expire: 0 })
    if (json) return Response.json({ id: result.id, redirect: result.redirect }, { status: 201, headers: NO_STORE })
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: new URL(result.redirect, getSiteOrigin()).toString() } })
  }
  // A refusal: 400, or 429 when a budget of the form's own is spent (a send to a friend), with its message.
  const headers = result.status === 429 ? { ...NO_STORE, 'Retry-After': String(result.retryAfterSeconds) } : NO_STORE
  if (json) return Response.json({ errors: result.errors }, { status: result.status, headers })
  const locale = postLocale(body.fields.locale)
  const t = await dictionaryOf(await payloadClient(), locale)
  return new Response(formErrorPage(FORMS[kind], result.errors, t, locale, backTo(body.fields.page, request.headers.get('referer'), locale)), {
    status: result.status,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  })
}
