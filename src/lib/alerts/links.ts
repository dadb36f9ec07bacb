/**
 * The pages an alert's mail links to: confirming it (the double opt-in) and unsubscribing (RFC 8058:
 * a POST unsubscribes at once). A GET of either only shows its button: mail scanners follow links,
 * and must neither confirm an alert for an address nor cancel one.
 */
import type { Payload } from 'payload'

import { isLocale, type Locale, defaultLocale } from '@/i18n/locales'
import { pathForKey } from '@/lib/routing/paths'
import { htmlResponse } from '@/lib/forms/answer'
import { noticePage } from '@/lib/forms/noticePage'
import { dictionaryOf, pageRoutes } from '@/lib/payload/freshReads'

/** A token as the links carry it: 43 base64url characters (32 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

type Alert = { id: number; locale?: string | null; goal: 'sale' | 'rent'; query?: string | null; status: string }

/** The alert a link's token names, looked up by its unique column only. */
export const alertByToken = async (payload: Payload, token: string | null): Promise<Alert | null> => {
  if (!token || !TOKEN.test(token)) return null
  const { docs } = await payload.find({ collection: 'search-alerts', where: { token: { equals: token } }, limit: 1, depth: 0, overrideAccess: true })
  return (docs[0] as Alert | undefined) ?? null
}

const localeOf = (alert: Alert | null): Locale => (alert && isLocale(alert.locale) ? alert.locale : defaultLocale)

/** The 404 page of a forged, mistyped or deleted link. */
export const invalidLink = async (payload: Payload): Promise<Response> => {
  const t = await dictionaryOf(payload, defaultLocale)
  return htmlResponse(noticePage({ locale: defaultLocale, title: t('ALERT_LINK_INVALID'), lines: [], link: { label: t('BACK_TO_HOME'), href: `/${defaultLocale}/` } }), 404)
}

/** The confirmation page a mail's link opens: the button that confirms (a POST), or the answer if already confirmed. */
export const confirmPage = async (payload: Payload, alert: Alert, token: string): Promise<Response> => {
  if (alert.status !== 'pending') return confirmAlert(payload, alert)
  const locale = localeOf(alert)
  const t = await dictionaryOf(payload, locale)
  return htmlResponse(
    noticePage({
      locale,
      title: t('ALERT_CONFIRM_SUBJECT'),
      lines: [t('ALERT_CONFIRM_TEXT')],
      button: { label: t('ALERT_CONFIRM_BUTTON'), action: `/api/alerts/confirm?token=${encodeURIComponent(token)}` },
    }),
  )
}

/** Activates the alert (again: harmless) and shows the results it watches. */
export const confirmAlert = async (payload: Payload, alert: Alert): Promise<Response> => {
  const locale = localeOf(alert)
  if (alert.status === 'pending') {
    await payload.update({ collection: 'search-alerts', id: alert.id, data: { status: 'active', confirmedAt: new Date().toISOString() }, overrideAccess: true })
  }
  const t = await dictionaryOf(payload, locale)
  const results = pathForKey(await pageRoutes(payload), alert.goal === 'rent' ? 'for-rent' : 'for-sale', locale)
  const active = alert.status !== 'unsubscribed'
  return htmlResponse(
    noticePage({
      locale,
      title: active ? t('ALERT_CONFIRMED_TITLE') : t('ALERT_UNSUBSCRIBE_TITLE'),
      lines: [active ? t('ALERT_CONFIRMED_TEXT') : t('ALERT_UNSUBSCRIBED_TEXT')],
      link: { label: t('ALERT_SEE_RESULTS'), href: `${results}${alert.query ? `?${alert.query}` : ''}` },
    }),
  )
}

/** The unsubscribe page: a button that posts, or the answer once it did. */
export const unsubscribePage = async (payload: Payload, alert: Alert, token: string, done: boolean): Promise<Response> => {
  const locale = localeOf(alert)
  const t = await dictionaryOf(payload, locale)
  if (done) return htmlResponse(noticePage({ locale, title: t('ALERT_UNSUBSCRIBE_TITLE'), lines: [t('ALERT_UNSUBSCRIBED_TEXT')], link: { label: t('BACK_TO_HOME'), href: `/${locale}/` } }))
  return htmlResponse(
    noticePage({
      locale,
      title: t('ALERT_UNSUBSCRIBE_TITLE'),
      lines: [alert.status === 'unsubscribed' ? t('ALERT_UNSUBSCRIBED_TEXT') : t('ALERT_UNSUBSCRIBE_TEXT')],
      button: alert.status === 'unsubscribed' ? undefined : { label: t('ALERT_UNSUBSCRIBE_BUTTON'), action: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}` },
    }),
  )
}

export const unsubscribe = (payload: Payload, alert: Alert) =>
  alert.status === 'unsubscribed' ? Promise.resolve() : payload.update({ collection: 'search-alerts', id: alert.id, data: { status: 'unsubscribed' }, overrideAccess: true }).then(() => undefined)
