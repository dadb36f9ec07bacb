import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkHealth, isLoopbackClient } from '@/lib/health'
import { migrationsOf } from '@/lib/payload/migrations'

import { startPayload, type TestPayload } from '../helpers/payload'

let t: TestPayload

beforeAll(async () => {
  t = await startPayload({ migrate: false })
})
afterAll(async () => t?.close())

describe('the health check', () => {
  it('is unavailable until every migration is applied, then ok', async () => {
    const { payload } = t
    expect(await checkHealth(payload)).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending' })
    await payload.db.migrate({ migrations: migrationsOf(payload).slice(0, -1) })
    expect(await checkHealth(payload)).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending' })
    await payload.db.migrate({ migrations: migrationsOf(payload) })
    expect(await checkHealth(payload)).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' })
  })

  it('spares monitors on the machine itself the API budget, and no one else', () => {
    for (const client of ['127.0.0.1', '127.0.0.53', '0:0:0:0::/64']) expect(isLoopbackClient(client), client).toBe(true)
    for (const client of ['10.0.0.1', '192.168.1.127', '2001:db8:0:0::/64', 'unknown']) expect(isLoopbackClient(client), client).toBe(false)
  })
})
