import fs from 'node:fs'

import config from '@payload-config'
import { getPayload, type Migration, type Payload } from 'payload'

import { migrations } from '@/migrations'

export type TestPayload = { payload: Payload; close: () => Promise<void> }

/**
 * Payload on this test file's own new SQLite file (see intEnv.ts), made by the committed
 * migrations. Call once per file: vitest isolates files, and Payload caches its instance.
 */
export const startPayload = async (): Promise<TestPayload> => {
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  return {
    payload,
    close: async () => {
      await payload.destroy()
      if (process.env.TEST_DATA_DIR) fs.rmSync(process.env.TEST_DATA_DIR, { recursive: true, force: true })
    },
  }
}
