/**
 * What the weekly mail shows of many owners' listings, read for all of them at once: their listings,
 * then the visits, the week's submissions and the viewers' feedback of all those listings, one query
 * each (a thousand owners cost a handful of queries, not a portal's worth each). Read by the site
 * (overrideAccess): the owner's own access would let them read exactly this, which the filters here
 * say (their listings, drafts too; the submissions they may read, lib/access/ownerSubmissions).
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { OWNER_VISIBLE_SUBMISSIONS } from '@/lib/access/ownerSubmissions'
import type { FeedbackSummary } from '@/lib/appointments/feedback'
import { groupByRelation } from '@/lib/payload/populated'
import { type DayCount, addDays, brusselsDay, dailySeries, splitPeriods } from '@/lib/visits/days'
import { databaseVisitStore } from '@/lib/visits/store'

import type { Communication } from './portal'
import { recentFeedback } from './portalReads'

/** A listing in the weekly mail: its name, the days of last week, its visits of all time, the week's submissions and the feedback. */
export type DigestListing = {
  id: number
  name: string
  /** The days from a week before today to today (weekFigures takes last week's). */
  series: DayCount[]
  totals: { total: number }
  communications: Pick<Communication, 'kind' | 'createdAt'>[]
  feedback: FeedbackSummary
}

/** The listings of each of `owners` (newest first, names in `locale`) with last week's figures, by owner id. */
export const digestListings = async (payload: Payload, owners: readonly number[], locale: Locale, now: Date): Promise<Map<number, DigestListing[]>> => {
  if (owners.length === 0) return new Map()
  const { docs: properties } = await payload.find({
    collection: 'properties',
    where: { owner: { in: [...owners] } },
    draft: true,
    locale,
    depth: 0,
    pagination: false,
    sort: '-publishedAt',
    select: { name: true, owner: true },
    overrideAccess: true,
  })
  if (properties.length === 0) return new Map()
  const ids = properties.map((property) => property.id)
  const today = brusselsDay(now)
  const from = addDays(today, -7)
  const [periods, submissions, feedback] = await Promise.all([
    databaseVisitStore(payload).periods(ids, from),
    payload.find({
      collection: 'form-submissions',
      // createdAt is an instant: the week's days (weekFigures reads its UTC date) from midnight UTC on.
      where: { and: [{ property: { in: ids } }, { createdAt: { greater_than_equal: `${from}T00:00:00.000Z` } }, OWNER_VISIBLE_SUBMISSIONS] },
      pagination: false,
      depth: 0,
      sort: '-createdAt',
      select: { kind: true, property: true, createdAt: true },
      overrideAccess: true,
    }),
    recentFeedback(payload, ids, now),
  ])
  const visits = groupByRelation(periods, (row) => row.property)
  const about = groupByRelation(submissions.docs, (row) => row.property)
  const listing = (property: (typeof properties)[number]): DigestListing => {
    const { days, months } = splitPeriods(visits.get(property.id) ?? [])
    return {
      id: property.id,
      name: property.name,
      series: dailySeries(days, today, 8),
      totals: { total: months.reduce((sum, month) => sum + month.visits, 0) },
      communications: (about.get(property.id) ?? []).map((row) => ({ kind: row.kind, createdAt: row.createdAt })),
      feedback: feedback(property.id),
    }
  }
  return new Map([...groupByRelation(properties, (property) => property.owner)].map(([owner, owned]) => [owner, owned.map(listing)]))
}
