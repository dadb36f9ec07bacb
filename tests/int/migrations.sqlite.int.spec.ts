import config from '@payload-config'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { getPayload, type Migration } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { databaseOf } from '@/lib/payload/database'
import { refreshSearchIndex } from '@/lib/search'
import { migrations } from '@/migrations'

import { cities, cityNames, listingNames, listings, type Row } from '../helpers/migrationListings'

const all = migrations as unknown as Migration[]
let close: (() => Promise<void>) | undefined
afterAll(async () => close?.())

/** The migration that fills the search index last: the listings below are written just before it. */
const INDEX_FILL = '20261126_090000_search_changes'

/** What the index holds for them: id, price, living, plot, epc, features, published_at (no row for the draft). */
const expected = [
  [2, 450000, 220.5, 310, 1, 5, '2026-11-20T10:15:30.123Z'],
  [3, null, 95, null, 0, 43, '2026-11-18T08:00:00.000Z'],
  [4, null, 35, null, 2, 54, '2026-11-21T22:30:00.000Z'],
  [5, 890000, null, 1200, 2, 4, '2026-11-22T12:00:00.000Z'],
  [6, 275000, null, null, 2, 0, '2026-11-19T09:00:00.000Z'],
  [7, null, null, 800, 4, 0, ''],
  [9, 150000, null, null, -1, 0, '2026-11-17T07:45:00.000Z'],
  [10, null, null, null, 3, 0, '2026-11-16T00:00:00.000Z'],
  [11, 320000, 140, null, -1, 4, '2026-11-15T00:00:00.000Z'],
  [12, 2000, null, null, 6, 8, '2026-11-14T00:00:00.000Z'],
]

const insert = (table: string, row: Row) => {
  const values = Object.values(row).map((v) => (typeof v === 'boolean' ? Number(v) : v))
  return sql`INSERT INTO ${sql.identifier(table)} (${sql.join(Object.keys(row).map((k) => sql.identifier(k)), sql`, `)}) VALUES (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`
}

describe('an existing database', () => {
  it('is brought up to date by the migrations, keeping its data', async () => {
    expect(all.length).toBeGreaterThan(1)
    const payload = await getPayload({ config })
    close = () => payload.destroy()
    await payload.db.migrate({ migrations: all.slice(0, 1) })
    // Data as that first schema held it, in raw SQL: today's code (its hooks write the search index) needs today's schema.
    // A city's name lives in a row that the city's deletion would cascade to: the migrations rebuild tables, never delete.
    const { drizzle } = payload.db as unknown as { drizzle: { run: (query: ReturnType<typeof sql>) => Promise<unknown> } }
    await drizzle.run(sql`INSERT INTO cities (id, zip, country) VALUES (1, '3000', 'BE')`)
    await drizzle.run(sql`INSERT INTO cities_locales (name, _locale, _parent_id) VALUES ('Leuven', 'nl', 1)`)
    const city = { id: 1 }
    // Types written before they said whether they need an EPC.
    await drizzle.run(sql`INSERT INTO property_types (id, web_i_d, show_order) VALUES (1, 1, 1), (4, 4, 4), (9, 9, 9)`)

    // Listings saved before the index was filled, as rows of that schema.
    const fill = all.findIndex((m) => m.name === INDEX_FILL)
    expect(fill).toBeGreaterThan(1)
    await payload.db.migrate({ migrations: all.slice(0, fill) })
    for (const row of cities) await drizzle.run(insert('cities', row))
    for (const [parent, locale, name] of cityNames) await drizzle.run(insert('cities_locales', { name, _locale: locale, _parent_id: parent }))
    await drizzle.run(sql`INSERT INTO projects (id) VALUES (1)`)
    for (const row of listings) await drizzle.run(insert('properties', row))
    for (const [parent, locale, name] of listingNames) await drizzle.run(insert('properties_locales', { name, _locale: locale, _parent_id: parent }))

    const before = Date.now()
    await payload.db.migrate({ migrations: all })
    const after = Date.now()
    const db = databaseOf(payload)
    // The index's words as the full-text index holds them: each term at its place, and each row's token counts.
    await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS property_search_text_terms USING fts5vocab('property_search_text', 'instance')`)
    const index = async () => ({
      rows: await db.all<Row>(sql`SELECT * FROM property_search ORDER BY id`),
      terms: await db.all<Row>(sql`SELECT term, doc, col, "offset" FROM property_search_text_terms ORDER BY doc, "offset", term`),
      sizes: await db.all<Row>(sql`SELECT id, hex(sz) AS sz FROM property_search_text_docsize ORDER BY id`),
      changes: await db.all<{ id: number; seq: number }>(sql`SELECT id, seq FROM property_search_changes ORDER BY id`),
    })
    const migrated = await index()

    // The migration's own fill wrote what the index's code writes today: every column, every word, and
    // one change of every row (id 0) numbered by the clock.
    expect(migrated.rows.map((r) => [r.id, r.price, r.living, r.plot, r.epc, r.features, r.published_at])).toEqual(expected)
    const words = (id: number) => migrated.terms.filter((t) => t.doc === id).map((t) => t.term)
    expect(words(2)).toEqual(expect.arrayContaining(['naamsestraat', 'leuven', '3000', 'leu', 'herenhuis', 'maitre', 'townhouse']))
    expect(words(3)).toEqual(expect.arrayContaining(['namur', 'namen', '5000', 'lumineux']))
    expect(words(3)).not.toContain('fer')
    expect(words(8)).toEqual([])
    expect(migrated.sizes.map((s) => s.id)).toEqual(expected.map((e) => e[0]))
    expect(migrated.changes.map((c) => c.id)).toEqual([0])
    expect(migrated.changes[0].seq).toBeGreaterThanOrEqual(before)
    expect(migrated.changes[0].seq).toBeLessThanOrEqual(after)

    await refreshSearchIndex(payload, 'all')
    const today = await index()
    expect(migrated.rows).toEqual(today.rows)
    expect(migrated.terms).toEqual(today.terms)
    expect(migrated.sizes).toEqual(today.sizes)
    expect(today.changes.map((c) => c.id)).toEqual([0])
    expect(today.changes[0].seq).toBeGreaterThan(migrated.changes[0].seq)
    await db.run(sql`DROP TABLE property_search_text_terms`)

    const applied = await payload.find({ collection: 'payload-migrations', pagination: false, overrideAccess: true })
    expect(applied.docs.map((m) => m.name).sort()).toEqual(all.map((m) => m.name).sort())
    expect((await payload.findByID({ collection: 'cities', id: city.id, overrideAccess: true })).name).toBe('Leuven')
    const types = await payload.find({ collection: 'property-types', sort: 'webID', depth: 0, overrideAccess: true })
    expect(types.docs.map((t) => [t.webID, t.needsEpc, t.costUse])).toEqual([[1, true, 'home'], [4, false, 'land'], [9, false, 'other']])

    // The newer schema works: a page draft with autosave versions.
    const page = await payload.create({ collection: 'pages', data: { _status: 'draft', title: 'Nieuw', slug: 'nieuw' }, draft: true, overrideAccess: true })
    expect(page.id).toBeGreaterThan(0)
  })
})
