/**
 * Fails when a schema change was made without its committed artefacts: the generated types, the admin
 * import map, or a migration of either adapter (SQLite, PostgreSQL). It regenerates the first two and
 * checks that nothing changed, and compares each adapter's newest migration snapshot with the
 * collections (no database is opened). One process loads the config once per adapter: a process for
 * each check loaded Payload four times.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

import { generateImportMap, getPayload, type SanitizedConfig } from 'payload'
import { generateTypes } from 'payload/node'

type Snapshot = { id?: string; prevId?: string; tables: Record<string, unknown>; enums?: Record<string, unknown> }
type DrizzleAdapter = { migrationDir: string; schema: unknown; requireDrizzleKit(): { generateDrizzleJson(schema: unknown): Promise<Snapshot> | Snapshot } }

process.env.PAYLOAD_SECRET ||= 'schema-check-only'

/** The config as the adapter of `database` builds it: a copy of its own, as the adapter is chosen when the config is read. */
const configFor = async (database: string, copy: string): Promise<SanitizedConfig> => {
  process.env.DATABASE_URI = database
  const module = (await import(`../payload.config.ts?adapter=${copy}`)) as { default: SanitizedConfig | Promise<SanitizedConfig> }
  return await module.default
}

/**
 * The tables (and enums) where the collections differ from the snapshot of the adapter's newest
 * migration; none when they match. `payload migrate:create` cannot tell: where a change could be a
 * rename it asks, and with no one to answer it writes nothing.
 */
const drift = async (config: SanitizedConfig, key: string): Promise<string | null> => {
  const payload = await getPayload({ config, key, disableDBConnect: true, disableOnInit: true })
  const db = payload.db as unknown as DrizzleAdapter
  // As the migration wrote it (JSON drops what is undefined).
  const current: Snapshot = JSON.parse(JSON.stringify(await db.requireDrizzleKit().generateDrizzleJson(db.schema)))
  const newest = fs.readdirSync(db.migrationDir).filter((name) => name.endsWith('.json')).sort().at(-1)
  const committed: Snapshot = newest ? JSON.parse(fs.readFileSync(path.join(db.migrationDir, newest), 'utf8')) : { tables: {} }
  const { id: _a, prevId: _b, ...now } = current
  const { id: _c, prevId: _d, ...then } = committed
  if (isDeepStrictEqual(now, then)) return null
  const differing = (part: 'tables' | 'enums') =>
    [...new Set([...Object.keys(now[part] ?? {}), ...Object.keys(then[part] ?? {})])].filter((name) => !isDeepStrictEqual(now[part]?.[name], then[part]?.[name]))
  const where = [...differing('tables'), ...differing('enums')].join(', ') || 'its settings'
  return `The collections differ from ${path.relative(process.cwd(), db.migrationDir)}/${newest ?? ''} in ${where}: run "npm run migrate:create <name>" with a DATABASE_URI of that adapter, and commit the migration.`
}

const hash = (file: string) => (fs.existsSync(file) ? createHash('sha256').update(fs.readFileSync(file)).digest('hex') : '')
const problems: string[] = []

// SQLite in memory: nothing is written to data/.
const sqlite = await configFor('file::memory:', 'sqlite')
for (const [file, command, generate] of [
  ['src/payload-types.ts', 'generate:types', () => generateTypes(sqlite, { log: false })],
  ['src/app/(payload)/admin/importMap.js', 'generate:importmap', () => generateImportMap(sqlite, { log: false })],
] as const) {
  const before = hash(file)
  await generate()
  if (hash(file) !== before) problems.push(`${file} was out of date: run "npm run ${command}" and commit it.`)
}
problems.push(...[await drift(sqlite, 'sqlite')].filter((problem) => problem !== null))
// An address nothing answers on: the adapter is built, never connected.
const postgres = await configFor('postgres://schema-check@127.0.0.1:1/none', 'postgres')
problems.push(...[await drift(postgres, 'postgres')].filter((problem) => problem !== null))

if (problems.length) {
  console.error(problems.map((problem) => `✗ ${problem}`).join('\n'))
  process.exit(1)
}
console.log("✓ generated types, import map and both adapters' migrations match the collections")
process.exit(0)
