import fs from 'node:fs'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { inject } from 'vitest'

import { migrationsOf } from '@/lib/payload/migrations'

import { createPostgresDatabase, dropPostgresDatabase } from '../../scripts/postgres.mjs'

export type TestPayload = { payload: Payload; close: () => Promise<void> }

/**
 * Payload on this test file's own new database (see intEnv.ts), made by the committed migrations of its
 * adapter: a copy of the suite's migrated template (migratedTemplate.ts), where migrating finds nothing
 * left to do. `migrate: false` keeps it empty and leaves the migrations to the test: one that runs a
 * migration over older data. Call once per file: Payload caches its instance, which intEnv.ts forgets before the next file.
 */
export const startPayload = async ({ migrate = true }: { migrate?: boolean } = {}): Promise<TestPayload> => {
  if (migrate) await copyTemplate()
  const payload = await getPayload({ config })
  if (migrate) await payload.db.migrate({ migrations: migrationsOf(payload) })
  return {
    payload,
    close: async () => {
      // On PostgreSQL the adapter keeps one client of its pool checked out for good, so the pool never
      // ends: dropping the database (with FORCE) closes its connections, and their errors are expected.
      const pool = (payload.db as { pool?: { on: (event: 'error', listener: () => void) => void } }).pool
      pool?.on('error', () => undefined)
      await payload.destroy()
      if (process.env.TEST_DATA_DIR) fs.rmSync(process.env.TEST_DATA_DIR, { recursive: true, force: true })
      if (process.env.TEST_POSTGRES_DATABASE) await dropPostgresDatabase(process.env.TEST_POSTGRES_DATABASE)
    },
  }
}

/** Makes this file's database a copy of the migrated template, before anything opens it. */
const copyTemplate = async () => {
  const template = inject('migratedTemplate')
  if (process.env.TEST_POSTGRES_DATABASE) {
    await dropPostgresDatabase(process.env.TEST_POSTGRES_DATABASE)
    await createPostgresDatabase(process.env.TEST_POSTGRES_DATABASE, { template })
  } else {
    fs.copyFileSync(template, new URL(String(process.env.DATABASE_URI)).pathname, fs.constants.COPYFILE_EXCL)
  }
}
