import config from '@payload-config'
import { getPayload, type Migration } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { parseSearchParams } from '@/lib/domain/searchQuery'
import { databaseOf, sql } from '@/lib/payload/database'
import { searchProperties } from '@/lib/search'
import { migrations } from '@/migrations-postgres'

import { dropPostgresDatabase } from '../../scripts/postgres.mjs'

const all = migrations as unknown as Migration[]
let close: (() => Promise<void>) | undefined
afterAll(async () => close?.())

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
    const city = await payload.create({ collection: 'cities', data: { zip: '3000', name: 'Leuven', country: 'BE' }, ...o })
    const type = await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...o })
    // Saved before the search index existed: written as rows of that schema, since Payload's own save
    // would read back fields whose tables came later (the floor plans').
    const listing = { id: 1 }
    const db = databaseOf(payload)
    await db.run(sql`INSERT INTO properties (id, goal, type_id, city_id, price, _status) VALUES (${listing.id}, 'sale', ${type.id}, ${city.id}, 450000, 'published')`)
    await db.run(sql`INSERT INTO properties_locales (name, _locale, _parent_id) VALUES ('Herenhuis aan de Dijle', 'nl', ${listing.id})`)
    await db.run(sql`SELECT setval(pg_get_serial_sequence('properties', 'id'), 1)`)

    await payload.db.migrate({ migrations: all })
    const applied = await payload.find({ collection: 'payload-migrations', pagination: false, ...o })
    expect(applied.docs.map((m) => m.name).sort()).toEqual(all.map((m) => m.name).sort())
    expect((await payload.findByID({ collection: 'cities', id: city.id, ...o })).name).toBe('Leuven')
    const found = await searchProperties(payload, { ...parseSearchParams('sale', new URLSearchParams()), search: 'dijle' })
    expect(found.total).toBe(1)
    expect(found.ids).toEqual([listing.id])
  })
})
