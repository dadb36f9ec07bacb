/**
 * Search alerts at work: which active alerts a listing matches (through the search module, as the
 * results pages would find it), recorded once, mailed at once or gathered into the daily digest.
 */
import type { Payload, Where } from 'payload'

import { isLocale, defaultLocale, type Locale } from '@/i18n/locales'
import { addressText, priceText } from '@/lib/domain/listingText'
import { renderMail } from '@/lib/email/layout'
import { queueMail, type QueuedMail } from '@/lib/email/queue'
import { dictionaryOf, pageRoutes } from '@/lib/payload/freshReads'
import { populated, relationId } from '@/lib/payload/populated'
import { propertyUrlOrHome } from '@/lib/payload/propertyUrl'
import { searchProperties } from '@/lib/search'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import type { SearchAlert } from '@/payload-types'

import { alertLink } from './create'
import { alertFilters } from './query'

/** Why a listing may interest alerts: put online, or a reduction (alertReason in src/lib/domain/listingBadges.ts). */
export type MatchReason = 'published' | 'priceDrop'

const PAGE = 500

/** Every active alert of a goal, page by page. */
async function* activeAlerts(payload: Payload, goal: 'sale' | 'rent') {
  for (let page = 1; ; page++) {
    const result = await payload.find({ collection: 'search-alerts', where: { status: { equals: 'active' }, goal: { equals: goal } }, limit: PAGE, page, depth: 0, overrideAccess: true })
    yield* result.docs
    if (!result.hasNextPage) return
  }
}

type Item = { property: number; reason: MatchReason }

/** The mail of one or more matches for an alert, in its language, with RFC 8058 one-click unsubscribe. */
export const alertMail = async (payload: Payload, alert: SearchAlert, items: readonly Item[]): Promise<QueuedMail | null> => {
  const locale: Locale = isLocale(alert.locale) ? alert.locale : defaultLocale
  const t = await dictionaryOf(payload, locale)
  const pages = await pageRoutes(payload)
  const site = getSiteUrl().replace(/\/$/, '')
  const rows: [string, string][] = []
  let first = ''
  for (const item of items) {
    // Read as a visitor reads it: a hidden price or street stays hidden in the mail too.
    const p = await payload.findByID({ collection: 'properties', id: item.property, locale, depth: 1, overrideAccess: false, disableErrors: true })
    if (!p) continue
    first ||= p.name
    const city = populated(p.city)
    rows.push([p.name, `${priceText(p, t, locale)} · ${addressText(p, city)}${item.reason === 'priceDrop' ? ` (${t('ALERT_PRICE_DROP_TEXT')})` : ''}\n${site}${propertyUrlOrHome(pages, locale, p)}`])
  }
  if (rows.length === 0) return null
  const unsubscribeUrl = alertLink('unsubscribe', alert.token)
  const single = items.length === 1
  const mail = renderMail({
    locale,
    subject: single ? t(items[0].reason === 'priceDrop' ? 'ALERT_PRICE_DROP_SUBJECT' : 'ALERT_MATCH_SUBJECT', { property: first }) : t('ALERT_DIGEST_SUBJECT', { count: rows.length }),
    intro: [single ? t(items[0].reason === 'priceDrop' ? 'ALERT_PRICE_DROP_TEXT' : 'ALERT_MATCH_TEXT') : t('ALERT_DIGEST_TEXT')],
    rows,
    footer: [t('ALERT_UNSUBSCRIBE_NOTE', { url: unsubscribeUrl })],
  })
  return { to: alert.email, ...mail, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
}

const markSent = async (payload: Payload, matchIds: number[], alertId: number) => {
  const now = new Date().toISOString()
  await payload.update({ collection: 'alert-matches', where: { id: { in: matchIds } }, data: { sentAt: now }, overrideAccess: true })
  await payload.update({ collection: 'search-alerts', id: alertId, data: { lastSentAt: now }, overrideAccess: true })
}

/**
 * Checks a listing against every active alert of its goal. A match is recorded once per alert and
 * listing for a publication, and once per unsent price drop; instant alerts are mailed at once.
 */
export const matchListing = async (payload: Payload, propertyId: number, reason: MatchReason): Promise<number> => {
  const property = await payload.findByID({ collection: 'properties', id: propertyId, depth: 0, overrideAccess: false, disableErrors: true, select: { goal: true } })
  if (!property) return 0
  let matched = 0
  for await (const alert of activeAlerts(payload, property.goal)) {
    const found = await searchProperties(payload, { ...alertFilters(alert.goal, alert.query ?? ''), only: [propertyId] })
    if (!found.ids.includes(propertyId)) continue
    const where: Where =
      reason === 'published'
        ? { alert: { equals: alert.id }, property: { equals: propertyId }, reason: { equals: reason } }
        : { alert: { equals: alert.id }, property: { equals: propertyId }, reason: { equals: reason }, sentAt: { exists: false } }
    if ((await payload.count({ collection: 'alert-matches', where, overrideAccess: true })).totalDocs > 0) continue
    const match = await payload.create({ collection: 'alert-matches', data: { alert: alert.id, property: propertyId, reason }, overrideAccess: true })
    matched++
    if (alert.frequency !== 'instant') continue
    const mail = await alertMail(payload, alert, [{ property: propertyId, reason }])
    if (mail) await queueMail(payload, mail)
    await markSent(payload, [match.id], alert.id)
  }
  return matched
}

/** Mails each daily alert the matches it has not been sent yet, in one digest. Returns the mails queued. */
export const sendDigests = async (payload: Payload): Promise<number> => {
  const pending = await payload.find({ collection: 'alert-matches', where: { sentAt: { exists: false } }, pagination: false, depth: 0, overrideAccess: true, sort: 'createdAt' })
  const byAlert = new Map<number, { ids: number[]; items: Item[] }>()
  for (const match of pending.docs) {
    const alertId = relationId(match.alert)
    const property = relationId(match.property)
    // Both are required fields: a stored match always names them.
    if (alertId === null || property === null) continue
    const entry = byAlert.get(alertId) ?? { ids: [], items: [] }
    entry.ids.push(match.id)
    entry.items.push({ property, reason: match.reason })
    byAlert.set(alertId, entry)
  }
  let sent = 0
  for (const [alertId, { ids, items }] of byAlert) {
    const alert = await payload.findByID({ collection: 'search-alerts', id: alertId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!alert || alert.status !== 'active') continue
    const mail = await alertMail(payload, alert, items)
    if (mail) {
      await queueMail(payload, mail)
      sent++
    }
    await markSent(payload, ids, alert.id)
  }
  return sent
}

