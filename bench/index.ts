/**
 * `npm run bench [-- --properties N] [--api-only] [--postgres] [--saves-only [--no-build]]`: seeds N properties (default 100,000)
 * into data/bench/ once (with --postgres: into the database `agency_bench` of the tests' PostgreSQL
 * server, TEST_POSTGRES_URL), times the reads the public site makes (the median of repeated runs),
 * then the public pages under load and in Lighthouse (bench/pages.ts; skipped with --api-only); on
 * PostgreSQL instead the pages, the beacon and the owner portal through nginx in front of two instances
 * sharing Redis (bench/scaleOut.ts). `--crm-only`: a first import from the CRM instead (bench/crm.ts); `--admin-only`: an editor
 * creating a listing in three languages with ten photos in the admin (bench/adminEditor.ts). Speed is measured here,
 * never asserted in tests.
 */
import fs from 'node:fs'
import path from 'node:path'

import { createPostgresDatabase } from '../scripts/postgres.mjs'

const args = process.argv.slice(2)
if (args.includes('--crm-only')) {
  await import('./crm')
}
if (args.includes('--admin-only')) {
  await import('./adminEditor')
}
const onPostgres = args.includes('--postgres')
const dataDir = path.resolve('data', 'bench')
fs.mkdirSync(dataDir, { recursive: true })
process.env.DATABASE_URI = onPostgres ? await createPostgresDatabase('agency_bench', { existing: true }) : `file:${path.join(dataDir, 'site.db')}`
process.env.MEDIA_DIR = path.join(dataDir, 'media')
process.env.PAYLOAD_SECRET ||= 'bench-only'

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { parseSeedArgs } = await import('../seed/args')
const { seed } = await import('../seed/seed')

const { prepareBenchOwner } = await import('./owners')
const { benchPages, benchSavesOnly } = await import('./pages')
const { benchSearch } = await import('./search')
const { benchScaleOut } = await import('./scaleOut')

const apiOnly = args.includes('--api-only')
const savesOnly = args.includes('--saves-only')
const seedArgs = args.filter((arg) => !['--api-only', '--postgres', '--saves-only', '--no-build'].includes(arg))
const wanted = seedArgs.length ? parseSeedArgs(seedArgs).properties : 100_000
const payload = await getPayload({ config })
// A bench database seeded by an earlier version gets the migrations since (a new one reseeds anyway).
const { migrationsOf } = await import('../src/lib/payload/migrations')
await payload.db.migrate({ migrations: migrationsOf(payload) })

const count = async () => {
  try {
    return (await payload.count({ collection: 'properties', overrideAccess: true })).totalDocs
  } catch {
    return -1
  }
}
if ((await count()) !== wanted) {
  const result = await seed(payload, { properties: wanted })
  console.log(`seeded ${wanted.toLocaleString('en')} properties in ${result.seconds.toFixed(1)} s`)
}

const time = async (label: string, run: () => Promise<unknown>, repeat = 7) => {
  const samples: number[] = []
  for (let i = 0; i < repeat; i++) {
    const started = performance.now()
    await run()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  console.log(`${label.padEnd(58)} median ${samples[Math.floor(samples.length / 2)].toFixed(1).padStart(8)} ms`)
}

if (savesOnly) {
  await payload.destroy()
  await benchSavesOnly(dataDir)
  process.exit(0)
}

const visitor = { overrideAccess: false } as const
console.log(`${(await count()).toLocaleString('en')} properties on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`)
await time('newest 12 for sale, French, with cards (depth 1)', () =>
  payload.find({ collection: 'properties', locale: 'fr', where: { goal: { equals: 'sale' } }, sort: '-publishedAt', limit: 12, depth: 1, ...visitor }),
)
await time('count for rent (statistics module)', () => payload.count({ collection: 'properties', where: { goal: { equals: 'rent' } }, ...visitor }))
await time('one property by id, Dutch, depth 1', () => payload.findByID({ collection: 'properties', id: 4321, locale: 'nl', depth: 1, ...visitor }))
await time('1,000 property URLs, all languages (sitemap batch)', () =>
  payload.find({ collection: 'properties', locale: 'all', depth: 1, limit: 1000, page: 37, sort: 'id', select: { goal: true, slug: true, city: true }, populate: { cities: { slug: true } }, ...visitor }),
)
await time('admin list: 10 latest versions (drafts view)', () => payload.find({ collection: 'properties', draft: true, limit: 10, overrideAccess: true }))
await time('admin list search "gent" in name, reference, street', () =>
  payload.find({
    collection: 'properties',
    draft: true,
    limit: 10,
    where: { or: [{ name: { like: 'gent' } }, { reference: { like: 'gent' } }, { street: { like: 'gent' } }] },
    overrideAccess: true,
  }),
)
await benchSearch(payload)
await prepareBenchOwner(payload)
await payload.destroy()
if (!apiOnly) await (onPostgres ? benchScaleOut(process.env.DATABASE_URI, dataDir) : benchPages(dataDir))
process.exit(0)
