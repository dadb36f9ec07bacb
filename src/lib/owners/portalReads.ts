/**
 * Reads of the owner portal (and the weekly digest) that would be one query per listing through
 * Payload's API, each made once for all the listings: how many alert mails named each listing, the slugs
 * of their cities, and their viewers' recent feedback.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { FEEDBACK_WINDOW_DAYS, type FeedbackSummary, summariseFeedback } from '@/lib/appointments/feedback'
import { databaseOf, sql } from '@/lib/payload/database'
import { groupByRelation } from '@/lib/payload/populated'

/** How many alert matches name each of `properties` (searchers' addresses never leave the database), by id. */
export const alertMatchCounts = async (payload: Payload, properties: readonly number[]): Promise<Map<number, number>> => {
  if (properties.length === 0) return new Map()
  const rows = await databaseOf(payload).all<{ property: number; matches: number }>(
    sql`SELECT property_id AS property, CAST(COUNT(*) AS INTEGER) AS matches FROM alert_matches
        WHERE property_id IN (${sql.join(properties.map((id) => sql`${id}`), sql`, `)}) GROUP BY property_id`,
  )
  return new Map(rows.map((row) => [Number(row.property), Number(row.matches)]))
}

type Reader = NonNullable<Parameters<Payload['find']>[0]['user']>

/** The slug in `locale` of each of `cities`, by id, read as `user` may read them (cities are public). */
export const citySlugs = async (payload: Payload, cities: readonly number[], locale: Locale, user: Reader): Promise<Map<number, string>> => {
  if (cities.length === 0) return new Map()
  const { docs } = await payload.find({ collection: 'cities', where: { id: { in: [...cities] } }, locale, depth: 0, pagination: false, select: { slug: true }, user, overrideAccess: false })
  return new Map(docs.flatMap((city) => (city.slug ? [[city.id, city.slug] as const] : [])))
}

/**
 * The summary of what viewers answered after visiting each of `properties` in the last
 * FEEDBACK_WINDOW_DAYS, by id. Read by the site: only the anonymised summary reaches the owner.
 */
export const recentFeedback = async (payload: Payload, properties: readonly number[], now: Date): Promise<(id: number) => FeedbackSummary> => {
  const since = new Date(now.getTime() - FEEDBACK_WINDOW_DAYS * 86_400_000).toISOString()
  const { docs } = properties.length
    ? await payload.find({
        collection: 'form-submissions',
        where: { and: [{ property: { in: [...properties] } }, { 'visit.feedback.answeredAt': { greater_than_equal: since } }] },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { property: true, visit: { feedback: true } },
      })
    : { docs: [] }
  const byListing = groupByRelation(docs, (row) => row.property)
  return (id) => summariseFeedback((byListing.get(id) ?? []).flatMap((row) => (row.visit?.feedback ? [row.visit.feedback] : [])), now)
}
