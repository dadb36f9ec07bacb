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

import { activateShortlistAlert, shortlistLink, watchedIds } from './shortlist'

/** A token as the links carry it: 43 base64url characters (32 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

type Common = { id: number; email: string; locale?: string | null; status: string }
/** A saved search, or a watched shortlist: both confirmed and cancelled by the same links. */
type Alert = (Common & { kind: 'search'; goal: 'sale' | 'rent'; query?: string | null }) | (Common & { kind: 'shortlist'; listings: number[] })

const COLLECTION = { search: 'search-alerts', shortlist: 'shortlist-alerts' } as const

/** The alert a link's token names, looked up by its unique column only (a search alert's, then a shortlist's). */
export const alertByToken = async (payload: Payload, token: string | null): Promise<Alert | null> => {
  if (!token || !TOKEN.test(token)) return null
  const where = { token: { equals: token } }
  const [search] = (await payload.find({ collection: 'search-alerts', where, limit: 1, depth: 0, overrideAccess: true })).docs
  if (search) return { kind: 'search', ...search }
  const [shortlist] = (await payload.find({ collection: 'shortlist-alerts', where, limit: 1, depth: 0, overrideAccess: true })).docs
  return shortlist ? { kind: 'shortlist', id: shortlist.id, email: shortlist.email, locale: shortlist.locale, status: shortlist.status, listings: watchedIds(shortlist) } : null
}

/** The texts of each kind's pages. */
const TEXTS = {
  search: { confirm: 'ALERT_CONFIRM_SUBJECT', confirmText: 'ALERT_CONFIRM_TEXT', confirmButton: 'ALERT_CONFIRM_BUTTON', confirmed: 'ALERT_CONFIRMED_TITLE', confirmedText: 'ALERT_CONFIRMED_TEXT', see: 'ALERT_SEE_RESULTS', unsubscribe: 'ALERT_UNSUBSCRIBE_TEXT', unsubscribed: 'ALERT_UNSUBSCRIBED_TEXT' },
  shortlist: {
    confirm: 'SHORTLIST_ALERT_CONFIRM_SUBJECT',
    confirmText: 'SHORTLIST_ALERT_CONFIRM_TEXT',
    confirmButton: 'SHORTLIST_ALERT_CONFIRM_BUTTON',
    confirmed: 'SHORTLIST_ALERT_CONFIRMED_TITLE',
    confirmedText: 'SHORTLIST_ALERT_CONFIRMED_TEXT',
    see: 'SHORTLIST_ALERT_OPEN',
    unsubscribe: 'SHORTLIST_ALERT_UNSUBSCRIBE_TEXT',
    unsubscribed: 'SHORTLIST_ALERT_UNSUBSCRIBED_TEXT',
  },
} as const

/** Where a confirmed alert leads: the results it watches, or the shortlist it watches (brought back into the browser). */
const seeLink = async (payload: Payload, alert: Alert, locale: Locale): Promise<string> => {
  if (alert.kind === 'shortlist') return shortlistLink(payload, locale, alert.listings)
  const results = pathForKey(await pageRoutes(payload), alert.goal === 'rent' ? 'for-rent' : 'for-sale', locale)
  return `${results}${alert.query ? `?${alert.query}` : ''}`
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
  const texts = TEXTS[alert.kind]
  return htmlResponse(
    noticePage({
      locale,
      title: t(texts.confirm),
      lines: [t(texts.confirmText)],
      button: { label: t(texts.confirmButton), action: `/api/alerts/confirm?token=${encodeURIComponent(token)}` },
    }),
  )
}

/** Activates the alert (again: harmless) and shows the results it watches. */
export const confirmAlert = async (payload: Payload, alert: Alert): Promise<Response> => {
  const locale = localeOf(alert)
  if (alert.status === 'pending') {
    if (alert.kind === 'shortlist') await activateShortlistAlert(payload, alert)
    else await payload.update({ collection: 'search-alerts', id: alert.id, data: { status: 'active', confirmedAt: new Date().toISOString() }, overrideAccess: true })
  }
  const t = await dictionaryOf(payload, locale)
  const texts = TEXTS[alert.kind]
  const active = alert.status !== 'unsubscribed'
  return htmlResponse(
    noticePage({
      locale,
      title: active ? t(texts.confirmed) : t('ALERT_UNSUBSCRIBE_TITLE'),
      lines: [active ? t(texts.confirmedText) : t(texts.unsubscribed)],
      link: { label: t(texts.see), href: await seeLink(payload, alert, locale) },
    }),
  )
}

/** The unsubscribe page: a button that posts, or the answer once it did. */
export const unsubscribePage = async (payload: Payload, alert: Alert, token: string, done: boolean): Promise<Response> => {
  const locale = localeOf(alert)
  const t = await dictionaryOf(payload, locale)
  const texts = TEXTS[alert.kind]
  if (done) return htmlResponse(noticePage({ locale, title: t('ALERT_UNSUBSCRIBE_TITLE'), lines: [t(texts.unsubscribed)], link: { label: t('BACK_TO_HOME'), href: `/${locale}/` } }))
  return htmlResponse(
    noticePage({
      locale,
      title: t('ALERT_UNSUBSCRIBE_TITLE'),
      lines: [alert.status === 'unsubscribed' ? t(texts.unsubscribed) : t(texts.unsubscribe)],
      button: alert.status === 'unsubscribed' ? undefined : { label: t('ALERT_UNSUBSCRIBE_BUTTON'), action: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}` },
    }),
  )
}

export const unsubscribe = (payload: Payload, alert: Alert) =>
  alert.status === 'unsubscribed' ? Promise.resolve() : payload.update({ collection: COLLECTION[alert.kind], id: alert.id, data: { status: 'unsubscribed' }, overrideAccess: true }).then(() => undefined)
