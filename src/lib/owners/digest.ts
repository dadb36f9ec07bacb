/**
 * The weekly mail to each owner: last week's figures of each of their listings, in their language,
 * with a one-click opt-out (RFC 8058). Sent by the jobs queue on Monday morning.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'

import { formatDay } from '@/lib/domain/dates'
import { pathForKey } from '@/lib/routing/paths'
import { renderMail } from '@/lib/email/layout'
import { queueMail } from '@/lib/email/queue'
import { htmlResponse } from '@/lib/forms/answer'
import { noticePage } from '@/lib/forms/noticePage'
import { dictionaryOf, pageRoutes } from '@/lib/payload/freshReads'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import { addDays, brusselsDay } from '@/lib/visits/days'

import { type DigestListing, digestListings } from './digestReads'
import { accountLocale } from './loginNotice'
import { FUNNEL_KINDS, type PortalListing } from './portal'

/** The opt-out link's signature of an account: only the server, holding the secret, can make one. */
export const digestSignature = (secret: string, userId: number): string => createHmac('sha256', secret).update(`weekly-digest:${userId}`).digest('base64url')

export const digestSignatureValid = (secret: string, userId: number, signature: string): boolean => {
  const expected = Buffer.from(digestSignature(secret, userId))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const digestStopUrl = (secret: string, userId: number): string => `${getSiteUrl()}/api/owner/digest?user=${userId}&sig=${digestSignature(secret, userId)}`

/** What the week's figures are made of: the portal's listing has it, and the digest's (digestReads.ts). */
type WeekSource = Pick<PortalListing | DigestListing, 'series' | 'totals' | 'communications'>

/** A listing's figures for the week `from`..`to` (days, inclusive). */
export const weekFigures = (listing: WeekSource, from: string, to: string) => {
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
export const feedbackLines = (listing: Pick<PortalListing | DigestListing, 'feedback'>, t: Translate): string[] => {
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

/** Owners whose listings are read at once: each read names this many in a list. */
const OWNERS_AT_ONCE = 250

/**
 * Queues the weekly mail of every owner who has listings and has not opted out; returns how many. The
 * owners are taken by language, OWNERS_AT_ONCE at a time, their listings' figures read together.
 */
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
    // Without the `properties` join: digestListings reads the listings of all of them at once.
    select: { email: true, roles: true, preferredLocale: true },
  })
  const [pages, settings] = await Promise.all([pageRoutes(payload), payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })])
  const byLocale = new Map<Locale, typeof owners>()
  for (const owner of owners) {
    const speakers = byLocale.get(accountLocale(owner))
    if (speakers) speakers.push(owner)
    else byLocale.set(accountLocale(owner), [owner])
  }
  let sent = 0
  for (const [locale, speakers] of byLocale) {
    const t = await dictionaryOf(payload, locale)
    for (let start = 0; start < speakers.length; start += OWNERS_AT_ONCE) {
      const batch = speakers.slice(start, start + OWNERS_AT_ONCE)
      const listingsOf = await digestListings(payload, batch.map((owner) => owner.id), locale, now)
      for (const owner of batch) {
        const listings = listingsOf.get(owner.id) ?? []
        if (listings.length === 0) continue
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
    }
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
