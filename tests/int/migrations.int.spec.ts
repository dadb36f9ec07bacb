import config from '@payload-config'
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
    const city = await payload.create({ collection: 'cities', data: { zip: '3000', name: 'Leuven', country: 'BE' }, overrideAccess: true })

    await payload.db.migrate({ migrations: all })
    const applied = await payload.find({ collection: 'payload-migrations', pagination: false, overrideAccess: true })
    expect(applied.docs.map((m) => m.name).sort()).toEqual(all.map((m) => m.name).sort())
    expect((await payload.findByID({ collection: 'cities', id: city.id, overrideAccess: true })).name).toBe('Leuven')
    // The newer schema works: a page draft with autosave versions.
    const page = await payload.create({ collection: 'pages', data: { _status: 'draft', title: 'Nieuw', slug: 'nieuw' }, draft: true, overrideAccess: true })
    expect(page.id).toBeGreaterThan(0)
  })
})
