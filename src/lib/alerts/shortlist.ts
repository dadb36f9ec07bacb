/**
 * "Mail me my shortlist" (collections/ShortlistAlerts.ts): saved pending from the shortlist page's form,
 * confirmed by the alerts' double opt-in, then one mail per save that changes a watched listing for the
 * worse or ends it (src/lib/shortlist/watch.ts says which). Every mail links back to the shortlist page
 * with the watched listings, which puts them back in whatever browser opens it.
 */
import type { Payload } from 'payload'

import { isLocale, defaultLocale, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/dictionary'
import type { ListingEvent } from '@/lib/domain/listingHistory'
import { formatPrice } from '@/lib/domain/price'
import { renderMail } from '@/lib/email/layout'
import { queueMail, type QueuedMail } from '@/lib/email/queue'
import { dictionaryOf, pageRoutes } from '@/lib/payload/freshReads'
import { relationId } from '@/lib/payload/populated'
import { propertyUrlOrHome } from '@/lib/payload/propertyUrl'
import { pathForKey } from '@/lib/routing/paths'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import { KEEP_PARAM, keepValue, type ShortlistChange, shortlistChanges } from '@/lib/shortlist/watch'
import type { ShortlistAlert } from '@/payload-types'

import { alertLink, newAlertToken, queueConfirmation } from './create'

const CONFIRMATION = { subject: 'SHORTLIST_ALERT_CONFIRM_SUBJECT', text: 'SHORTLIST_ALERT_CONFIRM_TEXT', button: 'SHORTLIST_ALERT_CONFIRM_BUTTON' }
/** How many mailed changes an alert remembers (enough for any job's retries). */
const REMEMBERED = 200
const PAGE = 500

/** The ids an alert watches. */
export const watchedIds = (alert: Pick<ShortlistAlert, 'listings'>): number[] => (alert.listings ?? []).flatMap((listing) => relationId<number>(listing) ?? [])

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join()

/** The shortlist page's address in `locale`, carrying the listings to bring back. */
export const shortlistLink = async (payload: Payload, locale: Locale, ids: readonly number[]): Promise<string> =>
  `${getSiteUrl().replace(/\/$/, '')}${pathForKey(await pageRoutes(payload), 'shortlist', locale)}?${KEEP_PARAM}=${keepValue(ids)}`

/**
 * Saves the listings to watch as pending and mails the confirmation link. The same list asked again by
 * the same address is not saved twice (an active one stays, a pending one gets its mail again).
 */
export const createShortlistAlert = async (
  payload: Payload,
  { submissionId, locale, email, listings }: { submissionId: number; locale: Locale; email: string; listings: readonly number[] },
): Promise<void> => {
  const { docs } = await payload.find({
    collection: 'shortlist-alerts',
    where: { email: { equals: email }, status: { not_equals: 'unsubscribed' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs.find((doc) => sameSet(watchedIds(doc), listings))
  if (existing?.status === 'active') return
  if (existing) return queueConfirmation(payload, existing, locale, CONFIRMATION)
  const alert = await payload.create({
    collection: 'shortlist-alerts',
    data: { email, locale, listings: [...listings], status: 'pending', submission: submissionId, token: newAlertToken() },
    overrideAccess: true,
  })
  await queueConfirmation(payload, alert, locale, CONFIRMATION)
}

/** Activates a confirmed list; the address's other active list is replaced by it (one shortlist per address). */
export const activateShortlistAlert = async (payload: Payload, alert: Pick<ShortlistAlert, 'id' | 'email'>): Promise<void> => {
  await payload.update({
    collection: 'shortlist-alerts',
    where: { email: { equals: alert.email }, status: { equals: 'active' }, id: { not_equals: alert.id } },
    data: { status: 'unsubscribed' },
    overrideAccess: true,
  })
  await payload.update({ collection: 'shortlist-alerts', id: alert.id, data: { status: 'active', confirmedAt: new Date().toISOString() }, overrideAccess: true })
}

const CHANGE_KEYS: Record<Exclude<ShortlistChange['kind'], 'priceDown'>, string> = {
  option: 'SHORTLIST_CHANGE_OPTION',
  underOffer: 'SHORTLIST_CHANGE_UNDER_OFFER',
  sold: 'SHORTLIST_CHANGE_SOLD',
  rented: 'SHORTLIST_CHANGE_RENTED',
  withdrawn: 'SHORTLIST_CHANGE_WITHDRAWN',
}

/** One line per change, in the mail's language. */
export const changeLines = (changes: readonly ShortlistChange[], t: Translate, locale: Locale): string[] =>
  changes.map((change) =>
    change.kind === 'priceDown' ? t('SHORTLIST_CHANGE_PRICE_DOWN', { from: formatPrice(change.from, locale), to: formatPrice(change.to, locale) }) : t(CHANGE_KEYS[change.kind]),
  )

/** The mail of one listing's changes to one watcher, with RFC 8058 one-click unsubscribe. */
const changeMail = async (payload: Payload, alert: ShortlistAlert, property: number, changes: readonly ShortlistChange[]): Promise<QueuedMail | null> => {
  const locale: Locale = isLocale(alert.locale) ? alert.locale : defaultLocale
  const t = await dictionaryOf(payload, locale)
  // Read as a visitor reads it, for its link; a listing taken offline is named only (its name was public).
  const online = await payload.findByID({ collection: 'properties', id: property, locale, depth: 1, overrideAccess: false, disableErrors: true })
  const name = online?.name ?? (await payload.findByID({ collection: 'properties', id: property, locale, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true } }))?.name
  if (!name) return null
  const site = getSiteUrl().replace(/\/$/, '')
  const unsubscribeUrl = alertLink('unsubscribe', alert.token)
  const mail = renderMail({
    locale,
    subject: t('SHORTLIST_ALERT_CHANGE_SUBJECT', { property: name }),
    intro: changeLines(changes, t, locale),
    rows: [[name, online ? `${site}${propertyUrlOrHome(await pageRoutes(payload), locale, online)}` : t('SHORTLIST_CHANGE_WITHDRAWN')]],
    action: { label: t('SHORTLIST_ALERT_OPEN'), url: await shortlistLink(payload, locale, watchedIds(alert)) },
    footer: [t('SHORTLIST_ALERT_UNSUBSCRIBE_NOTE', { url: unsubscribeUrl })],
  })
  return { to: alert.email, ...mail, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
}

/** Every active alert watching a listing, page by page. */
async function* watchersOf(payload: Payload, property: number) {
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'shortlist-alerts',
      where: { status: { equals: 'active' }, listings: { in: [property] } },
      limit: PAGE,
      page,
      depth: 0,
      overrideAccess: true,
    })
    yield* result.docs
    if (!result.hasNextPage) return
  }
}

/**
 * Mails every watcher of a listing the changes one save recorded (its events), once: the changes' key is
 * remembered on each alert, so a retried job skips the watchers it already mailed. Returns the mails queued.
 */
export const notifyShortlists = async (payload: Payload, property: number, events: readonly ListingEvent[]): Promise<number> => {
  const changes = shortlistChanges(events)
  if (changes.length === 0) return 0
  const key = `${property}:${events.map((event) => `${event.kind}@${event.at}`).join(',')}`
  let sent = 0
  for await (const alert of watchersOf(payload, property)) {
    const notified = Array.isArray(alert.notified) ? alert.notified.filter((item): item is string => typeof item === 'string') : []
    if (notified.includes(key)) continue
    const mail = await changeMail(payload, alert, property, changes)
    if (mail) {
      await queueMail(payload, mail)
      sent++
    }
    await payload.update({
      collection: 'shortlist-alerts',
      id: alert.id,
      data: { notified: [...notified, key].slice(-REMEMBERED), lastSentAt: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  return sent
}
