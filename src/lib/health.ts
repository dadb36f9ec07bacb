/**
 * `GET /api/health` for monitors and load balancers: the database answers, and every migration this
 * build carries is applied. Short JSON with no secrets: which check failed, never why.
 */
import type { Payload } from 'payload'

import { databaseOf, sql } from '@/lib/payload/database'
import { migrationsOf } from '@/lib/payload/migrations'
import { consume, requestAddress, tooManyRequests } from '@/lib/rateLimit/rateLimit'

export type Health = { status: 'ok' | 'unavailable'; database: 'ok' | 'unreachable'; migrations: 'ok' | 'pending' | 'unknown' }

/** What a database that cannot be reached gives. */
export const UNREACHABLE: Health = { status: 'unavailable', database: 'unreachable', migrations: 'unknown' }

/** The checks, in one read of the (small) list of applied migrations. */
export const checkHealth = async (payload: Payload): Promise<Health> => {
  try {
    const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0, select: { name: true }, overrideAccess: true })
    const applied = new Set(docs.map((doc) => doc.name))
    const pending = migrationsOf(payload).some((migration) => !applied.has(migration.name))
    return pending ? { status: 'unavailable', database: 'ok', migrations: 'pending' } : { status: 'ok', database: 'ok', migrations: 'ok' }
  } catch {
    // No list of migrations yet (a new database), or no database at all.
    const answers = await databaseOf(payload)
      .all(sql`SELECT 1`)
      .then(() => true, () => false)
    return answers ? { status: 'unavailable', database: 'ok', migrations: 'pending' } : UNREACHABLE
  }
}

/** A monitor on the machine itself (IPv4 loopback, or ::1 whose /64 key this is): it spends no budget. */
export const isLoopbackClient = (client: string): boolean => client.startsWith('127.') || client === '0:0:0:0::/64'

/**
 * The client of a monitoring request, and the 429 to answer when it is refused: a monitor on the machine
 * spends nothing, anyone else the API's budget.
 */
export const monitorClient = async (headers: Pick<Headers, 'get'>): Promise<{ client: string; refused: Response | null }> => {
  const client = requestAddress(headers)
  if (isLoopbackClient(client)) return { client, refused: null }
  const spent = await consume('api', client)
  return { client, refused: spent.allowed ? null : tooManyRequests(spent.retryAfterSeconds) }
}
