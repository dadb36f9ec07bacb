/**
 * Reads of the owner portal that would be one query per listing through Payload's API, each made once
 * for all of an owner's listings: how many alert mails named each listing, and the slugs of their cities.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { databaseOf, sql } from '@/lib/payload/database'

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
