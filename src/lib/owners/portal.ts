/**
 * What the owner portal shows, per listing of one owner: the visit figures, the chart's 30 days, the
 * monthly history, the submissions about it, where it is online, and the funnel from view to offer.
 * Every read runs with the owner's own access (overrideAccess: false), so the access rules of the
 * collections, not this module, decide what an owner can see.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { type PageRoute } from '@/i18n/routing'
import { propertyUrl } from '@/lib/payload/propertyUrl'
import { type DayCount, type VisitTotals, brusselsDay, dailySeries, monthlyHistory, visitTotals } from '@/lib/visits/days'
import type { User } from '@/payload-types'

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
}

type Viewer = Pick<User, 'id' | 'roles'> & { collection: 'users' }

/** The portal of `user`: their listings (newest first) with everything above; `today` in Brussels time. */
export const ownerPortal = async (payload: Payload, user: Viewer, locale: Locale, pages: readonly PageRoute[], now = new Date()): Promise<PortalListing[]> => {
  const asOwner = { user, overrideAccess: false } as const
  const { docs: properties } = await payload.find({
    collection: 'properties',
    where: { owner: { equals: user.id } },
    draft: true,
    locale,
    depth: 1,
    pagination: false,
    sort: '-publishedAt',
    select: { name: true, reference: true, goal: true, slug: true, city: true, _status: true, publishedAt: true },
    populate: { cities: { slug: true } },
    ...asOwner,
  })
  if (properties.length === 0) return []
  const ids = properties.map((property) => property.id)
  const inIds = { property: { in: ids } }
  const [visits, submissions, alerts] = await Promise.all([
    payload.find({ collection: 'property-visits', where: inIds, pagination: false, depth: 0, select: { property: true, day: true, visits: true }, ...asOwner }),
    payload.find({ collection: 'form-submissions', where: inIds, pagination: false, depth: 0, sort: '-createdAt', select: { kind: true, property: true, createdAt: true, appointmentStatus: true }, ...asOwner }),
    // Alert matches hold searchers' e-mail addresses: owners get their number only.
    Promise.all(ids.map((id) => payload.count({ collection: 'alert-matches', where: { property: { equals: id } }, overrideAccess: true }).then(({ totalDocs }) => totalDocs))),
  ])
  const today = brusselsDay(now)
  const idOf = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? (value as { id: number }).id : value)
  return properties.map((property, index) => {
    const days = visits.docs.filter((row) => idOf(row.property) === property.id).map((row) => ({ day: row.day, visits: row.visits }))
    const about = submissions.docs.filter((row) => idOf(row.property) === property.id)
    const totals = visitTotals(days, today)
    const online = property._status === 'published'
    return {
      id: property.id,
      name: property.name,
      reference: property.reference ?? null,
      goal: property.goal,
      online,
      publishedAt: online ? (property.publishedAt ?? null) : null,
      url: online ? propertyUrl(pages, locale, property) : null,
      totals,
      series: dailySeries(days, today),
      history: monthlyHistory(days, today),
      communications: about.map((row) => ({ id: row.id, kind: row.kind, createdAt: row.createdAt, appointmentStatus: row.appointmentStatus ?? null })),
      funnel: funnelOf(totals.total, alerts[index], about.map((row) => row.kind)),
    }
  })
}
