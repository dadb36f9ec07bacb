/**
 * Brings the database of DATABASE_URI to the committed migrations of its adapter, as `payload migrate`
 * does, then closes it (tests/helpers/migratedTemplate.ts makes the integration suite's template so).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrationsOf } from '@/lib/payload/migrations'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrationsOf(payload) })
await payload.destroy()
process.exit(0)
