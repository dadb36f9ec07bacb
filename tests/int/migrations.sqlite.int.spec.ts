import config from '@payload-config'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { getPayload, type Migration } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'

const all = migrations as unknown as Migration[]
let close: (() => Promise<void>) | undefined
afterAll(async () => close?.())

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

    await payload.db.migrate({ migrations: all })
    const applied = await payload.find({ collection: 'payload-migrations', pagination: false, overrideAccess: true })
    expect(applied.docs.map((m) => m.name).sort()).toEqual(all.map((m) => m.name).sort())
    expect((await payload.findByID({ collection: 'cities', id: city.id, overrideAccess: true })).name).toBe('Leuven')
    const types = await payload.find({ collection: 'property-types', sort: 'webID', depth: 0, overrideAccess: true })
    expect(types.docs.map((t) => [t.webID, t.needsEpc])).toEqual([[1, true], [4, false], [9, false]])
    // The newer schema works: a page draft with autosave versions.
    const page = await payload.create({ collection: 'pages', data: { _status: 'draft', title: 'Nieuw', slug: 'nieuw' }, draft: true, overrideAccess: true })
    expect(page.id).toBeGreaterThan(0)
  })
})
