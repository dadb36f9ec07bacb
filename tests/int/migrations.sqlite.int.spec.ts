import config from '@payload-config'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { getPayload, type Migration } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { databaseOf } from '@/lib/payload/database'
import { refreshSearchIndex } from '@/lib/search'
import { migrations } from '@/migrations'

const all = migrations as unknown as Migration[]
let close: (() => Promise<void>) | undefined
afterAll(async () => close?.())

/** The migration that fills the search index last: the listings below are written just before it. */
const INDEX_FILL = '20261126_090000_search_changes'

type Row = Record<string, string | number | boolean | null>
const cities: Row[] = [
  { id: 2, zip: '5000', country: 'BE' },
  { id: 3, zip: '1000', country: 'BE' },
  { id: 4, zip: '4001', country: 'LU' },
  { id: 5, zip: '9000', country: 'BE' },
]
const cityNames: [number, string, string][] = [
  [2, 'nl', 'Namen'],
  [2, 'fr', 'Namur'],
  [3, 'nl', 'Brussel'],
  [3, 'fr', 'Bruxelles'],
  [3, 'en', 'Brussels'],
  [4, 'fr', 'Esch-sur-Alzette'],
  [4, 'de', 'Esch an der Alzette'],
  [5, 'nl', 'Gent'],
  [5, 'fr', 'Gand'],
]
/**
 * Listings covering what the index computes: shown and hidden prices, the EPC from a score or a label
 * text on each region's scale (and labels a region does not have), every feature from a flag or a
 * figure, areas, a published and a hidden street, a draft, a listing without city or type.
 */
const listings: Row[] = [
  // Flanders, score 150 (B), garden by flag, parking by a garage count, a published street.
  { id: 2, goal: 'sale', city_id: 1, type_id: 1, price: 450000, publish_address: true, street: 'Naamsestraat', reference: 'LEU-2', rooms_bedrooms: 4, rooms_bathrooms: 2, rooms_shower_rooms: 1, rooms_toilets: 3, rooms_garages: 1, surfaces_living: 220.5, surfaces_ground: 310, energy_energy_performance: 150, has_garden: true, published_at: '2026-11-20T10:15:30.123Z', _status: 'published' },
  // Wallonia, sold (price hidden), label text ' a+ ', garden by its area, terrace, lift, new-build by VAT, a hidden street.
  { id: 3, goal: 'sale', city_id: 2, type_id: 4, price: 300000, marquee: 'sold', publish_address: false, street: 'Rue de Fer', reference: 'NAM-3', surfaces_living: 95, surfaces_ground: 0, energy_epc_label_text: ' a+ ', surfaces_garden: 50, has_terrace: true, has_lift: true, financial_vat: 21, published_at: '2026-11-18T08:00:00.000Z', _status: 'published' },
  // Brussels rent, price not published, score 140 (C-) over a label G, parking spaces, furnished, terrace by area, a project's unit.
  { id: 4, goal: 'rent', city_id: 3, type_id: 1, price: 1250, publish_price: false, publish_address: true, street: 'Rue du Marché-aux-Herbes', rooms_parkings: 2, has_furnished: true, surfaces_terrace: 12, project_id: 1, surfaces_living: 35, energy_energy_performance: 140, energy_epc_label_text: 'G', published_at: '2026-11-21T23:30:00.000+01:00', _status: 'published' },
  // Luxembourg, label text C (the score is not read there), garage flag, cents in the price.
  { id: 5, goal: 'sale', city_id: 4, type_id: 9, price: 890000.75, reference: 'LUX-5', energy_energy_performance: 50, energy_epc_label_text: 'C', has_garage: true, surfaces_living: 0, surfaces_ground: 1200, published_at: '2026-11-22T12:00:00.000Z', _status: 'published' },
  // Brussels, label text with a typographic minus (C-), marquee new.
  { id: 6, goal: 'sale', city_id: 3, type_id: 1, price: 275000, marquee: 'new', energy_epc_label_text: 'C\u2212', published_at: '2026-11-19T09:00:00.000Z', _status: 'published' },
  // Flanders, label E, price 0 (hidden), plot only, no publication date.
  { id: 7, goal: 'sale', city_id: 5, type_id: 9, price: 0, energy_epc_label_text: 'E', surfaces_ground: 800, _status: 'published' },
  // A draft: no index row.
  { id: 8, goal: 'sale', city_id: 5, type_id: 1, price: 199000, has_garden: true, published_at: '2026-11-10T00:00:00.000Z', _status: 'draft' },
  // Neither city nor type.
  { id: 9, goal: 'sale', city_id: null, type_id: null, price: 150000, reference: 'X-9', energy_epc_label_text: 'B', published_at: '2026-11-17T07:45:00.000Z', _status: 'published' },
  // Wallonia rented (price hidden), score 0 so the label text d counts; zeros that are no features.
  { id: 10, goal: 'rent', city_id: 2, type_id: 4, price: 900, marquee: 'rented', energy_energy_performance: 0, energy_epc_label_text: 'd', surfaces_garden: 0, rooms_garages: 0, rooms_parkings: 0, financial_vat: 0, published_at: '2026-11-16T00:00:00.000Z', _status: 'published' },
  // Flanders, A++ (not on its scale) under a negative score, parking by two garages.
  { id: 11, goal: 'sale', city_id: 5, type_id: 1, price: 320000, energy_energy_performance: -5, energy_epc_label_text: 'A++', rooms_garages: 2, surfaces_living: 140, published_at: '2026-11-15T00:00:00.000Z', _status: 'published' },
  // Brussels, score 400 (G), lift.
  { id: 12, goal: 'rent', city_id: 3, type_id: 1, price: 2000, energy_energy_performance: 400, has_lift: true, published_at: '2026-11-14T00:00:00.000Z', _status: 'published' },
]
const listingNames: [number, string, string][] = [
  [2, 'nl', 'Herenhuis aan de Vaartkom'],
  [2, 'fr', 'Maison de maître au Vaartkom'],
  [2, 'en', 'Townhouse by the canal'],
  [3, 'fr', 'Appartement lumineux à Namur'],
  [3, 'nl', 'Lichtrijk appartement in Namen'],
  [4, 'nl', 'Studio aan de Grote Markt'],
  [4, 'fr', 'Studio Grand-Place'],
  [4, 'de', 'Studio am Großen Markt'],
  [5, 'fr', 'Maison avec jardin d’hiver'],
  [5, 'de', 'Haus mit Wintergarten'],
  [6, 'nl', 'Appartement met zicht'],
  [6, 'en', 'Flat with a view'],
  [7, 'nl', 'Bouwgrond'],
  [7, 'fr', 'Terrain à bâtir'],
  [8, 'nl', 'Ontwerp woning'],
  [9, 'en', 'Unlisted place'],
  [10, 'fr', 'Kot étudiant'],
  [11, 'nl', 'Gezinswoning'],
  [12, 'en', 'Penthouse'],
]
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
