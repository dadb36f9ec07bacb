/**
 * The weekly mail to each owner: last week's figures of each of their listings, in their language,
 * with a one-click opt-out (RFC 8058). Sent by the jobs queue on Monday morning.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { Translate } from '@/i18n/dictionary'

import { formatDay } from '@/lib/domain/dates'
import { pathForKey } from '@/lib/routing/paths'
import { renderMail } from '@/lib/email/layout'
import { queueMail } from '@/lib/email/queue'
import { htmlResponse } from '@/lib/forms/answer'
import { noticePage } from '@/lib/forms/noticePage'
import { dictionaryOf, pageRoutes } from '@/lib/payload/freshReads'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import { addDays, brusselsDay } from '@/lib/visits/days'

import { accountLocale } from './loginNotice'
import { FUNNEL_KINDS, type PortalListing, ownerPortal } from './portal'

/** The opt-out link's signature of an account: only the server, holding the secret, can make one. */
export const digestSignature = (secret: string, userId: number): string => createHmac('sha256', secret).update(`weekly-digest:${userId}`).digest('base64url')

export const digestSignatureValid = (secret: string, userId: number, signature: string): boolean => {
  const expected = Buffer.from(digestSignature(secret, userId))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const digestStopUrl = (secret: string, userId: number): string => `${getSiteUrl()}/api/owner/digest?user=${userId}&sig=${digestSignature(secret, userId)}`

/** A listing's figures for the week `from`..`to` (days, inclusive). */
export const weekFigures = (listing: PortalListing, from: string, to: string) => {
  const inWeek = (day: string) => day >= from && day <= to
  const kinds = listing.communications.filter((row) => inWeek(row.createdAt.slice(0, 10))).map((row) => row.kind)
  const count = (list: readonly string[]) => kinds.filter((kind) => list.includes(kind)).length
  return {
    visits: listing.series.filter((day) => inWeek(day.day)).reduce((sum, day) => sum + day.visits, 0),
    total: listing.totals.total,
    enquiries: count(FUNNEL_KINDS.enquiries),
    viewings: count(FUNNEL_KINDS.visitRequests),
    offers: count(FUNNEL_KINDS.offers),
  }
}

/** The viewers' feedback of the last 30 days in a digest: the counts that matter, and the approved remarks. */
export const feedbackLines = (listing: PortalListing, t: Translate): string[] => {
  const { feedback } = listing
  if (feedback.answers === 0) return []
  const line = t('DIGEST_FEEDBACK_LINE', {
    answers: feedback.answers,
    positive: feedback.impression['very-good'] + feedback.impression.good,
    tooHigh: feedback.price['too-high'],
    offers: feedback.offer.yes,
  })
  return [line, ...feedback.remarks.slice(0, 3).map((remark) => `“${remark.text}”`)]
}

/** Queues the weekly mail of every owner who has listings and has not opted out; returns how many. */
export const sendOwnerDigests = async (payload: Payload, now = new Date()): Promise<number> => {
  const today = brusselsDay(now)
  const from = addDays(today, -7)
  const to = addDays(today, -1)
  const { docs: owners } = await payload.find({
    collection: 'users',
    where: { and: [{ roles: { contains: 'owner' } }, { weeklyDigest: { not_equals: false } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const [pages, settings] = await Promise.all([pageRoutes(payload), payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })])
  let sent = 0
  for (const owner of owners) {
    const locale = accountLocale(owner)
    const listings = await ownerPortal(payload, { id: owner.id, roles: owner.roles, collection: 'users' }, locale, pages, now, { demand: false })
    if (listings.length === 0) continue
    const t = await dictionaryOf(payload, locale)
    const figures = listings.map((listing) => ({ listing, week: weekFigures(listing, from, to) }))
    const visits = figures.reduce((sum, { week }) => sum + week.visits, 0)
    const stop = digestStopUrl(payload.secret, owner.id)
    const mail = renderMail({
      locale,
      subject: t('DIGEST_SUBJECT', { agency: settings.agency?.name ?? '', visits }),
      intro: [t('DIGEST_INTRO', { from: formatDay(from, locale, 'long'), to: formatDay(to, locale, 'long') })],
      rows: figures.map(({ listing, week }) => [listing.name, [t('DIGEST_PROPERTY_LINE', week), ...feedbackLines(listing, t)].join('\n')] as const),
      action: { label: t('OPEN_PORTAL'), url: `${getSiteUrl()}${pathForKey(pages, 'owner', locale)}` },
      footer: [t('DIGEST_OPT_OUT', { url: stop })],
    })
    await queueMail(payload, { to: owner.email, ...mail, headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } })
    sent++
  }
  return sent
}

/**
 * `/api/owner/digest?user=…&sig=…`: a GET shows the button (mail scanners follow links and must stop
 * nothing); a POST (the button, or a mail client's one-click unsubscribe) stops the weekly mail.
 */
export const digestStop = async (payload: Payload, request: Request): Promise<Response> => {
  const url = new URL(request.url)
  const userId = Number(url.searchParams.get('user'))
  const signature = url.searchParams.get('sig') ?? ''
  const valid = Number.isSafeInteger(userId) && userId > 0 && digestSignatureValid(payload.secret, userId, signature)
  const user = valid ? await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  if (!user) {
    const t = await dictionaryOf(payload, 'nl')
    return htmlResponse(noticePage({ locale: 'nl', title: t('ALERT_LINK_INVALID'), lines: [], link: { label: t('BACK_TO_HOME'), href: '/nl/' } }), 404)
  }
  const locale = accountLocale(user)
  const t = await dictionaryOf(payload, locale)
  if (request.method === 'POST') {
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { weeklyDigest: false }, returning: false })
    return htmlResponse(noticePage({ locale, title: t('DIGEST_STOP_TITLE'), lines: [t('DIGEST_STOPPED')], link: { label: t('BACK_TO_HOME'), href: `/${locale}/` } }))
  }
  return htmlResponse(
    noticePage({ locale, title: t('DIGEST_STOP_TITLE'), lines: [t('DIGEST_STOP_TEXT')], button: { label: t('DIGEST_STOP_TITLE'), action: `/api/owner/digest?user=${user.id}&sig=${encodeURIComponent(signature)}` } }),
  )
}
