/**
 * What the owner portal shows, per listing of one owner: the visit figures, the chart's 30 days, the
 * monthly history, the submissions about it, where it is online, and the funnel from view to offer.
 * Read by the site (overrideAccess), as the weekly mail reads them: the filters say exactly what the
 * owner's own access would let them read (their listings, drafts too; the submissions they may read,
 * lib/access/ownerSubmissions), without judging each row and field by the rules again on every page.
 * The visit counts of those listings are summed in the database (a year of days for ten listings is
 * thousands of rows). One read of the listings, then the rest at once, each a query for all of them
 * (some seven queries, whatever the number of listings).
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { OWNER_VISIBLE_SUBMISSIONS } from '@/lib/access/ownerSubmissions'
import { type FeedbackSummary, summariseFeedback } from '@/lib/appointments/feedback'
import { shownPrice } from '@/lib/domain/priceDisplay'
import { type ApplicationStatus, OWNER_STATUSES } from '@/lib/domain/rentalApplication'
import { canonicalPropertyPath } from '@/lib/routing/listingDecision'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { readPropertyRoutes } from '@/lib/routing/propertyRoutes'
import { groupByRelation, relationId } from '@/lib/payload/populated'
import { propertyUrl } from '@/lib/payload/propertyUrl'
import { type DayCount, type VisitTotals, addDays, brusselsDay, dailySeries, monthStart, monthlyHistory, splitPeriods, visitTotals } from '@/lib/visits/days'
import { databaseVisitStore } from '@/lib/visits/store'
import type { User } from '@/payload-types'

import { type Demand, demandFor } from './demand'
import { alertMatchCounts, citySlugs } from './portalReads'

/** The submission kinds of each funnel step. */
export const FUNNEL_KINDS = {
  enquiries: ['contact-me', 'contact-construction', 'documents-request'],
  visitRequests: ['contact-appointment'],
  offers: ['purchase-offer', 'rent-application'],
} as const

export type Funnel = { views: number; alerts: number; enquiries: number; visitRequests: number; offers: number }

/** The funnel's steps from the site's own data: every count of the listing's lifetime. */
export const funnelOf = (views: number, alerts: number, kinds: readonly string[]): Funnel => {
  const count = (list: readonly string[]) => kinds.filter((kind) => list.includes(kind)).length
  return { views, alerts, enquiries: count(FUNNEL_KINDS.enquiries), visitRequests: count(FUNNEL_KINDS.visitRequests), offers: count(FUNNEL_KINDS.offers) }
}

export type Communication = { id: number; kind: string; createdAt: string; appointmentStatus: string | null }

export type PortalListing = {
  id: number
  name: string
  reference: string | null
  goal: 'sale' | 'rent'
  online: boolean
  publishedAt: string | null
  url: string | null
  totals: VisitTotals
  series: DayCount[]
  history: { month: string; visits: number }[]
  communications: Communication[]
  funnel: Funnel
  /** What viewers answered after their visit, anonymised (lib/appointments/feedback.ts). */
  feedback: FeedbackSummary
  /** The searchers whose alerts match it now and at lower prices, and those prices; null when it is not on offer. */
  demand: (Demand & { price: number | null; goal: 'sale' | 'rent' }) | null
  /** The rent candidates staff proposed, oldest first, without anything that names them. */
  candidates: Candidate[]
}

export type Candidate = {
  id: number
  status: string
  persons: number | null
  incomeRatio: number | null
  movingDate: string | null
  remark: string | null
  decision: 'chosen' | 'moreInfo' | null
  decidedAt: string | null
}

type SubmissionRow = { id: number; kind: string; createdAt: string; application?: { status?: string | null; incomeRatio?: number | null; persons?: number | null; movingDate?: string | null; staffRemark?: string | null; ownerDecision?: string | null; ownerDecidedAt?: string | null } | null }

/** The proposed candidates among a listing's submissions (lib/domain/rentalApplication.ts OWNER_STATUSES). */
export const candidatesOf = (rows: readonly SubmissionRow[]): Candidate[] =>
  rows
    .filter((row) => row.kind === 'rent-application' && OWNER_STATUSES.includes(row.application?.status as ApplicationStatus))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map(({ id, application: a }) => ({
      id,
      status: a?.status ?? 'proposed',
      persons: a?.persons ?? null,
      incomeRatio: a?.incomeRatio ?? null,
      movingDate: a?.movingDate ?? null,
      remark: a?.staffRemark ?? null,
      decision: a?.ownerDecision === 'chosen' || a?.ownerDecision === 'moreInfo' ? a.ownerDecision : null,
      decidedAt: a?.ownerDecidedAt ?? null,
    }))

/** Published and not sold or rented: what searchers can still find. */
const onOffer = (property: { _status?: string | null; marquee?: string | null }): boolean => property._status === 'published' && property.marquee !== 'sold' && property.marquee !== 'rented'

type Viewer = Pick<User, 'id' | 'roles'> & { collection: 'users' }

/** The portal of `user`: their listings (newest first) with everything above; `today` in Brussels time. */
export const ownerPortal = async (payload: Payload, user: Viewer, locale: Locale, pages: readonly PageRoute[], now = new Date()): Promise<PortalListing[]> => {
  const { docs: properties } = await payload.find({
    collection: 'properties',
    where: { owner: { equals: user.id } },
    // As visitors see them: a listing online with staff's unpublished edits pending is online, at its
    // published address (the latest draft would say neither); one never published is read as saved.
    locale,
    depth: 0,
    pagination: false,
    sort: '-publishedAt',
    // The price too when it is hidden: the display rules let a listing's owner read it.
    select: { name: true, reference: true, goal: true, slug: true, city: true, _status: true, publishedAt: true, price: true, publishPrice: true, marquee: true },
    overrideAccess: true,
  })
  if (properties.length === 0) return []
  const ids = properties.map((property) => property.id)
  const today = brusselsDay(now)
  // The days the figures need: this month, this week and the chart's 30 days; months before them.
  const from = [monthStart(today), addDays(today, -29), addDays(today, -6)].sort()[0]
  const cityOf = (property: (typeof properties)[number]) => {
    const city = relationId(property.city)
    return typeof city === 'number' ? city : null
  }
  // Listing URLs from the server's table of published listings; the cities' slugs read only for those it
  // lacks (none, once it is read; all of them where there is no table: scripts, the jobs runner).
  const routes = readPropertyRoutes()
  const urlOf = (property: (typeof properties)[number], slugs: ReadonlyMap<number, string>) => {
    const route = routes?.get(property.id)
    if (route) return canonicalPropertyPath(pages, locale, property.id, route)
    const city = cityOf(property)
    return propertyUrl(pages, locale, { ...property, city: city === null ? null : { slug: slugs.get(city) ?? null } })
  }
  const cities = [...new Set(properties.flatMap((property) => (property._status === 'published' && !routes?.has(property.id) ? (cityOf(property) ?? []) : [])))]
  const [periods, slugs, submissions, alerts, demand] = await Promise.all([
    databaseVisitStore(payload).periods(ids, from),
    citySlugs(payload, cities, locale, user),
    payload.find({
      collection: 'form-submissions',
      where: { and: [{ property: { in: ids } }, OWNER_VISIBLE_SUBMISSIONS] },
      pagination: false,
      depth: 0,
      sort: '-createdAt',
      // The viewers' answers too: the feedback of the last weeks is summed from the same rows.
      select: { kind: true, property: true, createdAt: true, appointmentStatus: true, visit: { feedback: true }, application: { status: true, incomeRatio: true, persons: true, movingDate: true, staffRemark: true, ownerDecision: true, ownerDecidedAt: true } },
      overrideAccess: true,
    }),
    // Alert matches hold searchers' e-mail addresses: owners get their number only.
    alertMatchCounts(payload, ids),
    demandFor(
      payload,
      properties.filter(onOffer).map((property) => ({ id: property.id, goal: property.goal, price: shownPrice(property), city: cityOf(property) })),
    ),
  ])
  const visits = groupByRelation(periods, (row) => row.property)
  const about = groupByRelation(submissions.docs, (row) => row.property)
  return properties.map((property) => {
    const { days: recent, months } = splitPeriods(visits.get(property.id) ?? [])
    const monthly = months.map(({ month, visits: count }) => ({ day: `${month}-01`, visits: count }))
    const mine = about.get(property.id) ?? []
    const totals = { ...visitTotals(recent, today), total: monthly.reduce((sum, row) => sum + row.visits, 0) }
    const online = property._status === 'published'
    return {
      id: property.id,
      name: property.name,
      reference: property.reference ?? null,
      goal: property.goal,
      online,
      publishedAt: online ? (property.publishedAt ?? null) : null,
      url: online ? urlOf(property, slugs) : null,
      totals,
      series: dailySeries(recent, today),
      history: monthlyHistory(monthly, today),
      communications: mine.map((row) => ({ id: row.id, kind: row.kind, createdAt: row.createdAt, appointmentStatus: row.appointmentStatus ?? null })),
      funnel: funnelOf(totals.total, alerts.get(property.id) ?? 0, mine.map((row) => row.kind)),
      feedback: summariseFeedback(mine.flatMap((row) => (row.visit?.feedback ? [row.visit.feedback] : [])), now),
      demand: demand.has(property.id) ? { ...demand.get(property.id)!, price: shownPrice(property), goal: property.goal } : null,
      candidates: candidatesOf(mine),
    }
  })
}
