import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { vi } from 'vitest'

import { createPostgresDatabase } from '../../scripts/postgres.mjs'

// Runs before each integration test file imports anything. Files run one after another in a worker
// process (vitest.config.ts): the packages (Payload, its database adapters, the editor) stay loaded,
// and everything else starts afresh for each file, as in a process of its own.

// The site's own modules, the config among them, are read again: they take this file's environment.
vi.resetModules()

// What the site keeps for the life of its process, on globalThis (rate-limit counters, route tables, the
// visit counter, sign-in queues), is dropped; the metrics stay, one registry per process, read as differences.
for (const key of Object.getOwnPropertySymbols(globalThis)) {
  if (key.description?.startsWith('site.') && key.description !== 'site.metrics') delete (globalThis as Record<symbol, unknown>)[key]
}
// Payload keeps its instances, and the GraphQL schema of the last config, on globalThis too.
const payloadGlobals = globalThis as { _payload?: Map<string, unknown>; _payload_graphql?: { graphql: unknown; promise: unknown } }
payloadGlobals._payload?.clear()
if (payloadGlobals._payload_graphql) Object.assign(payloadGlobals._payload_graphql, { graphql: null, promise: null })

// What a file set in the environment (an SMTP port, a CRM's address) ends with it: each file starts from
// the worker's first environment, even when the last one failed before it could put its own back.
const FIRST_ENVIRONMENT = Symbol.for('tests.firstEnvironment')
const first = ((globalThis as { [FIRST_ENVIRONMENT]?: NodeJS.ProcessEnv })[FIRST_ENVIRONMENT] ??= { ...process.env })
for (const name of Object.keys(process.env)) if (!(name in first)) delete process.env[name]
Object.assign(process.env, first)

// Every file gets its own database (a SQLite file, or with TEST_DATABASE=postgres a new database on the
// PostgreSQL server), empty until startPayload makes it a copy of the migrated template, and media
// folder, so no test touches data/ and files never share state.
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
