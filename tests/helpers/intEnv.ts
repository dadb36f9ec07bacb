import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// Runs before each integration test file imports anything: every file gets its own empty
// database file and media folder, so no test touches data/ and files never share state.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-int-'))
process.env.TEST_DATA_DIR = dir
process.env.DATABASE_URI = `file:${path.join(dir, 'site.db')}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.PAYLOAD_SECRET = 'integration-tests-only'
