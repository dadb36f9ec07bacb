import config from '@payload-config'
import { getPayload, type Migration } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { parseSearchParams } from '@/lib/domain/searchQuery'
import { searchProperties } from '@/lib/search'
import { migrations } from '@/migrations-postgres'

import { ALL_MENTIONS } from '../helpers/mentions'
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
    // Saved before the search index existed (its hook logs that it could not write the row).
    const listing = await payload.create({
      collection: 'properties',
      data: { ...ALL_MENTIONS, name: 'Herenhuis aan de Dijle', goal: 'sale', type: type.id, city: city.id, price: 450_000, _status: 'published' } as never,
      ...o,
    })

    await payload.db.migrate({ migrations: all })
    const applied = await payload.find({ collection: 'payload-migrations', pagination: false, ...o })
    expect(applied.docs.map((m) => m.name).sort()).toEqual(all.map((m) => m.name).sort())
    expect((await payload.findByID({ collection: 'cities', id: city.id, ...o })).name).toBe('Leuven')
    const found = await searchProperties(payload, { ...parseSearchParams('sale', new URLSearchParams()), search: 'dijle' })
    expect(found.total).toBe(1)
    expect(found.ids).toEqual([listing.id])
  })
})
