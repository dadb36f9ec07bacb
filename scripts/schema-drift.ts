/**
 * Whether the collections still match the schema snapshot of the newest committed migration of the
 * adapter DATABASE_URI selects (no database is opened). Exits 1, naming the tables that differ, when
 * a migration is missing. `payload migrate:create` cannot tell: where a change could be a rename it
 * asks, and with no one to answer it writes nothing.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

import config from '@payload-config'
import { getPayload } from 'payload'

type Snapshot = { id?: string; prevId?: string; tables: Record<string, unknown>; enums?: Record<string, unknown> }
type DrizzleAdapter = { migrationDir: string; schema: unknown; requireDrizzleKit(): { generateDrizzleJson(schema: unknown): Promise<Snapshot> | Snapshot } }

const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
const db = payload.db as unknown as DrizzleAdapter
// As the migration wrote it (JSON drops what is undefined).
const current: Snapshot = JSON.parse(JSON.stringify(await db.requireDrizzleKit().generateDrizzleJson(db.schema)))
const newest = fs.readdirSync(db.migrationDir).filter((name) => name.endsWith('.json')).sort().at(-1)
const committed: Snapshot = newest ? JSON.parse(fs.readFileSync(path.join(db.migrationDir, newest), 'utf8')) : { tables: {} }
const { id: _a, prevId: _b, ...now } = current
const { id: _c, prevId: _d, ...then } = committed
const differing = (part: 'tables' | 'enums') =>
  [...new Set([...Object.keys(now[part] ?? {}), ...Object.keys(then[part] ?? {})])].filter((key) => !isDeepStrictEqual(now[part]?.[key], then[part]?.[key]))
const changed = isDeepStrictEqual(now, then) ? [] : [...differing('tables'), ...differing('enums')]
if (changed.length || !isDeepStrictEqual(now, then)) {
  console.error(`${path.relative(process.cwd(), db.migrationDir)}: the collections differ from ${newest ?? 'no migration'} in ${changed.join(', ') || 'its settings'}`)
  process.exit(1)
}
process.exit(0)
