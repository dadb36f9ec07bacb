import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createPostgresDatabase } from '../../scripts/postgres.mjs'

// Runs before each integration test file imports anything: every file gets its own database (a
// SQLite file, or with TEST_DATABASE=postgres a new database on the PostgreSQL server), empty until
// startPayload makes it a copy of the migrated template, and media folder, so no test touches data/
// and files never share state.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-int-'))
process.env.TEST_DATA_DIR = dir
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.PAYLOAD_SECRET = 'integration-tests-only'

if (process.env.TEST_DATABASE === 'postgres') {
  const name = path.basename(dir).replace(/\W/g, '_').toLowerCase()
  process.env.DATABASE_URI = await createPostgresDatabase(name)
  process.env.TEST_POSTGRES_DATABASE = name
} else {
  process.env.DATABASE_URI = `file:${path.join(dir, 'site.db')}`
}
