// Fails when a schema change was made without its committed artefacts: the generated types,
// the admin import map, or a migration. It regenerates each and checks that nothing changed.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const GENERATED = { 'src/payload-types.ts': 'generate:types', 'src/app/(payload)/admin/importMap.js': 'generate:importmap' }
const MIGRATIONS = 'src/migrations'
const hash = (file) => (fs.existsSync(file) ? createHash('sha256').update(fs.readFileSync(file)).digest('hex') : '')
// Its own empty database, so it never creates or touches data/site.db.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-check-'))
const env = { ...process.env, DATABASE_URI: `file:${path.join(scratch, 'check.db')}`, PAYLOAD_SECRET: 'schema-check-only' }
const payload = (...args) => spawnSync('npx', ['payload', ...args], { stdio: ['ignore', 'ignore', 'inherit'], env })
const problems = []

for (const [file, command] of Object.entries(GENERATED)) {
  const before = hash(file)
  payload(command)
  if (hash(file) !== before) problems.push(`${file} was out of date: run "npm run ${command}" and commit it.`)
}

const migrationFiles = () => new Set(fs.readdirSync(MIGRATIONS))
const before = migrationFiles()
payload('migrate:create', 'schema-drift-check', '--skip-empty')
const added = [...migrationFiles()].filter((name) => !before.has(name))
if (added.length) {
  for (const name of added) fs.rmSync(path.join(MIGRATIONS, name))
  spawnSync('git', ['checkout', '--', path.join(MIGRATIONS, 'index.ts')], { stdio: 'ignore' })
  problems.push('The collections differ from the migrations: run "npm run migrate:create <name>" and commit the migration.')
}

fs.rmSync(scratch, { recursive: true, force: true })
if (problems.length) {
  console.error(problems.map((p) => `✗ ${p}`).join('\n'))
  process.exit(1)
}
console.log('✓ generated types, import map and migrations match the collections')
