import config from '@payload-config'
import { getPayload, type Migration } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { parseSearchParams } from '@/lib/domain/searchQuery'
import { databaseOf, sql } from '@/lib/payload/database'
import { refreshSearchIndex, searchProperties } from '@/lib/search'
import { migrations } from '@/migrations-postgres'

import { dropPostgresDatabase } from '../../scripts/postgres.mjs'
import { cities, cityNames, listingNames, listings, type Row } from '../helpers/migrationListings'

const all = migrations as unknown as Migration[]
let close: (() => Promise<void>) | undefined
afterAll(async () => close?.())

/** The migration that fills the search index last: the listings below are written just before it. */
const INDEX_FILL = '20261126_090000_search_changes'

/** What the index holds for them and the listing saved at the first schema: id, price, living, plot, epc, features, published_at (no row for the draft). */
const expected = [
  [1, 450000, null, null, -1, 0, ''],
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

const insert = (table: string, row: Row) =>
  sql`INSERT INTO ${sql.identifier(table)} (${sql.join(Object.keys(row).map((k) => sql.identifier(k)), sql`, `)}) VALUES (${sql.join(Object.values(row).map((v) => sql`${v}`), sql`, `)})`

describe('an existing PostgreSQL database', () => {
  it('is brought up to date by the migrations, keeping its data and indexing its listings', async () => {
    expect(all.length).toBeGreaterThan(1)
    const payload = await getPayload({ config })
    close = async () => {
      ;(payload.db as unknown as { pool: { on: (event: 'error', listener: () => void) => void } }).pool.on('error', () => undefined)
      await payload.destroy()
      await dropPostgresDatabase(process.env.TEST_POSTGRES_DATABASE ?? '')
    }
    await payload.db.migrate({ migrations: all.slice(0, 1) })
    const o = { overrideAccess: true } as const
    // Saved before the search index existed: written as rows of that schema, since Payload's own save
    // would read back fields whose tables came later (the floor plans'), and its hooks write the search
    // index, which this schema does not have yet.
    const db = databaseOf(payload)
    const city = { id: 1 }
    await db.run(sql`INSERT INTO cities (id, zip, country) VALUES (${city.id}, '3000', 'BE')`)
    await db.run(sql`INSERT INTO cities_locales (name, _locale, _parent_id) VALUES ('Leuven', 'nl', ${city.id})`)
    const type = { id: 1 }
    await db.run(sql`INSERT INTO property_types (id, web_i_d, show_order) VALUES (${type.id}, 1, 1)`)
    await db.run(sql`INSERT INTO property_types_locales (name, _locale, _parent_id) VALUES ('Huis', 'nl', ${type.id})`)
    const listing = { id: 1 }
    await db.run(sql`INSERT INTO properties (id, goal, type_id, city_id, price, _status) VALUES (${listing.id}, 'sale', ${type.id}, ${city.id}, 450000, 'published')`)
    await db.run(sql`INSERT INTO properties_locales (name, _locale, _parent_id) VALUES ('Herenhuis aan de Dijle', 'nl', ${listing.id})`)
    await db.run(sql`SELECT setval(pg_get_serial_sequence('properties', 'id'), 1)`)

    // Listings saved before the index was filled, as rows of that schema (city 1 and type 1 are those above).
    const fill = all.findIndex((m) => m.name === INDEX_FILL)
    expect(fill).toBeGreaterThan(1)
    await payload.db.migrate({ migrations: all.slice(0, fill) })
    await db.run(sql`INSERT INTO property_types (id, web_i_d, show_order) VALUES (4, 4, 4), (9, 9, 9)`)
    for (const row of cities) await db.run(insert('cities', row))
    for (const [parent, locale, name] of cityNames) await db.run(insert('cities_locales', { name, _locale: locale, _parent_id: parent }))
    await db.run(sql`INSERT INTO projects (id) VALUES (1)`)
    for (const row of listings) await db.run(insert('properties', row))
    for (const [parent, locale, name] of listingNames) await db.run(insert('properties_locales', { name, _locale: locale, _parent_id: parent }))
    for (const table of ['cities', 'property_types', 'projects', 'properties']) {
      await db.run(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`)
    }

    const before = Date.now()
    await payload.db.migrate({ migrations: all })
    const after = Date.now()
    const index = async () => ({
      rows: await db.all<Row>(sql`SELECT * FROM property_search ORDER BY id`),
      words: await db.all<Row>(sql`SELECT word, id FROM property_search_words ORDER BY word, id`),
      changes: (await db.all<{ id: number; seq: string }>(sql`SELECT id, seq FROM property_search_changes ORDER BY id`)).map((c) => ({ id: c.id, seq: Number(c.seq) })),
      version: Number((await db.all<{ version: string }>(sql`SELECT version FROM property_search_state`))[0]?.version),
    })
    const migrated = await index()

    const applied = await payload.find({ collection: 'payload-migrations', pagination: false, ...o })
    expect(applied.docs.map((m) => m.name).sort()).toEqual(all.map((m) => m.name).sort())
    expect((await payload.findByID({ collection: 'cities', id: city.id, ...o })).name).toBe('Leuven')
    const found = await searchProperties(payload, { ...parseSearchParams('sale', new URLSearchParams()), search: 'dijle' })
    expect(found.total).toBe(1)
    expect(found.ids).toEqual([listing.id])

    // The migration's own fill wrote what the index's code writes today: every column, the text and its
    // tsvector, every word's row, and one change of every row (id 0) under the count, moved on to the clock.
    const orNull = (value: unknown) => (value === null ? null : Number(value))
    expect(migrated.rows.map((r) => [r.id, orNull(r.price), r.living, r.plot, r.epc, r.features, r.published_at])).toEqual(expected)
    const words = (id: number) => migrated.words.filter((w) => w.id === id).map((w) => w.word)
    expect(words(2)).toEqual(expect.arrayContaining(['naamsestraat', 'leuven', '3000', 'leu', 'herenhuis', 'maitre', 'townhouse']))
    expect(words(3)).toEqual(expect.arrayContaining(['namur', 'namen', '5000', 'lumineux']))
    expect(words(3)).not.toContain('fer')
    expect(words(8)).toEqual([])
    expect(migrated.changes).toEqual([{ id: 0, seq: migrated.version }])
    expect(migrated.version).toBeGreaterThanOrEqual(before)
    expect(migrated.version).toBeLessThanOrEqual(after)

    await refreshSearchIndex(payload, 'all')
    const today = await index()
    expect(migrated.rows).toEqual(today.rows)
    expect(migrated.words).toEqual(today.words)
    expect(today.changes).toEqual([{ id: 0, seq: today.version }])
    expect(today.version).toBeGreaterThan(migrated.version)

    // Types written before they said what they are bought as: a plot is building land, a parking no home.
    const types = await payload.find({ collection: 'property-types', sort: 'webID', depth: 0, overrideAccess: true })
    expect(types.docs.map((t) => [t.webID, t.costUse])).toEqual([[1, 'home'], [4, 'land'], [9, 'other']])
  })
})
