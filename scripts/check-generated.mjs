// Fails when a schema change was made without its committed artefacts: the generated types,
// the admin import map, or a migration of either adapter (SQLite, PostgreSQL). It regenerates each
// and checks that nothing changed.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const GENERATED = { 'src/payload-types.ts': 'generate:types', 'src/app/(payload)/admin/importMap.js': 'generate:importmap' }
const hash = (file) => (fs.existsSync(file) ? createHash('sha256').update(fs.readFileSync(file)).digest('hex') : '')
// Its own empty database, so it never creates or touches data/site.db.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-check-'))
const sqlite = `file:${path.join(scratch, 'check.db')}`
const withDatabase = (database) => ({ stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATABASE_URI: database, PAYLOAD_SECRET: 'schema-check-only' } })
const problems = []

for (const [file, command] of Object.entries(GENERATED)) {
  const before = hash(file)
  spawnSync('npx', ['payload', command], withDatabase(sqlite))
  if (hash(file) !== before) problems.push(`${file} was out of date: run "npm run ${command}" and commit it.`)
}

// Each adapter's newest migration snapshot against the collections (scripts/schema-drift.ts; no database is opened).
for (const [dir, database] of [
  ['src/migrations', sqlite],
  ['src/migrations-postgres', 'postgres://schema-check@127.0.0.1:1/none'],
]) {
  const check = spawnSync('npx', ['tsx', 'scripts/schema-drift.ts'], withDatabase(database))
  if (check.status !== 0) problems.push(`The collections differ from ${dir}: run "npm run migrate:create <name>" with a DATABASE_URI of that adapter, and commit the migration.`)
}

fs.rmSync(scratch, { recursive: true, force: true })
if (problems.length) {
  console.error(problems.map((p) => `✗ ${p}`).join('\n'))
  process.exit(1)
}
console.log('✓ generated types, import map and both adapters\' migrations match the collections')
