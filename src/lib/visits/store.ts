/**
 * The visit tables: every line of SQL the visit counter runs (the tables are Payload collections:
 * property-visits, visit-keys, visit-salts; property_visit_months is kept from property-visits by the
 * database's triggers), written so that SQLite and PostgreSQL both run it.
 */
import type { Payload } from 'payload'

import { databaseOf, sql } from '@/lib/payload/database'

export type VisitStore = {
  /** The salt of `day`: the one stored, or `fresh` stored now (whichever instance writes first wins). */
  salt(day: string, fresh: string): Promise<string>
  /** Deletes the salts and visitor hashes of every day but `day`. */
  forgetOtherDays(day: string): Promise<void>
  /** Stores the hashes not stored yet and returns those (a hash another instance stored is not new). */
  addKeys(keys: readonly { hash: string; day: string }[]): Promise<Set<string>>
  /** Adds visits to the day counts. */
  addVisits(counts: readonly { property: number; day: string; visits: number }[]): Promise<void>
  /**
   * The visits of `properties` on each day from `from` on (`period` a day, YYYY-MM-DD), and before it per
   * calendar month (`period` YYYY-MM; the month of `from` counts its earlier days only), in one read
   * however many days there are (the caller has checked the properties are the reader's).
   */
  periods(properties: readonly number[], from: string): Promise<VisitPeriod[]>
  /** The `limit` listings with the most visits from `from` on, most first (staff's desk). */
  topSince(from: string, limit: number): Promise<{ property: number; visits: number }[]>
}

export type VisitPeriod = { property: number; period: string; visits: number }

/** Listings per statement: far below either database's limit of bound values. */
const CHUNK = 1000
/** Visitor hashes per statement of a flush. */
const KEYS_PER_STATEMENT = 100

/**
 * The text of an insert of `rows` visitor hashes, as a template of its 2 × `rows` values: one template,
 * made once per row count, instead of a fragment per row for Drizzle to walk on every flush.
 */
const insertKeys = (rows: number): TemplateStringsArray => {
  let template = insertTemplates.get(rows)
  if (!template) {
    const strings = ['INSERT INTO visit_keys (hash, day) VALUES (', ...Array.from({ length: rows * 2 - 1 }, (_, index) => (index % 2 === 0 ? ', ' : '), (')), ') ON CONFLICT (hash) DO NOTHING RETURNING hash']
    template = Object.assign(strings, { raw: strings })
    insertTemplates.set(rows, template)
  }
  return template
}
const insertTemplates = new Map<number, TemplateStringsArray>()

/**
 * Lets the server answer the requests waiting between two statements of a flush: SQLite's statements
 * hold the process while they run, so a flush of a busy second's visits in one go would hold every
 * beacon and page behind it.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve))

export const databaseVisitStore = (payload: Payload): VisitStore => {
  const db = databaseOf(payload)
  const now = () => new Date().toISOString()
  return {
    async salt(day, fresh) {
      await db.run(sql`INSERT INTO visit_salts (day, salt, updated_at, created_at) VALUES (${day}, ${fresh}, ${now()}, ${now()}) ON CONFLICT (day) DO NOTHING`)
      const [row] = await db.all<{ salt: string }>(sql`SELECT salt FROM visit_salts WHERE day = ${day}`)
      return row?.salt ?? fresh
    },
    async forgetOtherDays(day) {
      await db.run(sql`DELETE FROM visit_salts WHERE day <> ${day}`)
      await db.run(sql`DELETE FROM visit_keys WHERE day <> ${day}`)
    },
    async addKeys(keys) {
      const added = new Set<string>()
      for (let start = 0; start < keys.length; start += KEYS_PER_STATEMENT) {
        if (start > 0) await breathe()
        const chunk = keys.slice(start, start + KEYS_PER_STATEMENT)
        const rows = await db.all<{ hash: string }>(sql(insertKeys(chunk.length), ...chunk.flatMap(({ hash, day }) => [hash, day])))
        for (const row of rows) added.add(row.hash)
      }
      return added
    },
    async addVisits(counts) {
      for (const [index, { property, day, visits }] of counts.entries()) {
        if (index > 0 && index % KEYS_PER_STATEMENT === 0) await breathe()
        await db.run(
          sql`INSERT INTO property_visits (property_id, day, visits, updated_at, created_at) VALUES (${property}, ${day}, ${visits}, ${now()}, ${now()})
              ON CONFLICT (property_id, day) DO UPDATE SET visits = property_visits.visits + excluded.visits, updated_at = excluded.updated_at`,
        )
      }
    },
    async periods(properties, from) {
      const rows: VisitPeriod[] = []
      for (let start = 0; start < properties.length; start += CHUNK) {
        const ids = sql.join(properties.slice(start, start + CHUNK).map((id) => sql`${id}`), sql`, `)
        // Three ranges of the (property, day) and (property, month) keys: the days from `from` on, the earlier
        // days of its month summed, and the months before it as the database keeps them (property_visit_months,
        // following every write of a day count), so a year of history is some twelve rows per listing.
        const month = from.slice(0, 7)
        const chunk = await db.all<VisitPeriod>(
          sql`SELECT property_id AS property, day AS period, CAST(visits AS INTEGER) AS visits FROM property_visits WHERE property_id IN (${ids}) AND day >= ${from}
              UNION ALL
              SELECT property_id, CAST(${month} AS TEXT), CAST(SUM(visits) AS INTEGER) FROM property_visits WHERE property_id IN (${ids}) AND day >= ${`${month}-01`} AND day < ${from}
              GROUP BY property_id
              UNION ALL
              SELECT property_id, month, visits FROM property_visit_months WHERE property_id IN (${ids}) AND month < ${month}`,
        )
        rows.push(...chunk)
      }
      return rows
    },
    async topSince(from, limit) {
      return db.all(
        sql`SELECT property_id AS property, CAST(SUM(visits) AS INTEGER) AS visits FROM property_visits WHERE day >= ${from}
            GROUP BY property_id ORDER BY SUM(visits) DESC, property_id LIMIT ${limit}`,
      )
    },
  }
}
