/**
 * `npm run bench -- --crm-only [--estates N]`: a first import from SweepBright, as an agency connecting the site
 * would run it: N estates (default 1,000) of 10 photos and a plan each, fetched from the SweepBright stand-in
 * on loopback (tests/fakes/sweepbright.ts) and imported one after another as the jobs runner does, into a new
 * database of its own (data/bench-crm/). Prints the time in all, estates a minute, each import's median and
 * p95, and the time to a first import of 1,000 at that pace (target: at most 10 minutes). Then the time from a
 * webhook to the cached public page (bench/crmWebhook.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import { startSweepBrightFake, sweepBrightEstate } from '../tests/fakes/sweepbright'
import { percentile } from './stats'

const args = process.argv.slice(2)
const at = args.indexOf('--estates')
const estates = at >= 0 ? Math.max(1, Number(args[at + 1]) || 1000) : 1000
const dataDir = path.resolve('data', 'bench-crm')
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })
process.env.DATABASE_URI = `file:${path.join(dataDir, 'site.db')}`
process.env.MEDIA_DIR = path.join(dataDir, 'media')
process.env.PAYLOAD_SECRET ||= 'bench-only'

const fake = await startSweepBrightFake()
Object.assign(process.env, fake.env)

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { migrationsOf } = await import('@/lib/payload/migrations')
const { sweepBrightSettings } = await import('@/lib/crm/sweepbright/client')
const { handleSweepBrightEvent } = await import('@/lib/crm/sweepbright/sync')

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrationsOf(payload) })
const o = { overrideAccess: true } as const
await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...o })
await payload.create({ collection: 'team-members', data: { name: 'Sofie Peeters', category: 'sales', email: 'sofie@agency.example' }, ...o })
for (let i = 0; i < estates; i++) {
  const id = `bench-${String(i).padStart(5, '0')}`
  fake.estates.set(id, sweepBrightEstate(id, { photos: 10, photoSeed: i * 10, settings: { reference: `SB-B${i}` } }))
}

const settings = sweepBrightSettings()!
const samples: number[] = []
const outcomes: Record<string, number> = {}
const started = performance.now()
for (const id of fake.estates.keys()) {
  const from = performance.now()
  const { outcome } = await handleSweepBrightEvent(payload, settings, { estateId: id, event: 'estate-added', happenedAt: new Date().toISOString(), signed: true })
  samples.push(performance.now() - from)
  outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
  if (samples.length % 50 === 0) console.log(`  ${samples.length}/${estates} imported, ${((performance.now() - started) / 1000).toFixed(0)} s`)
}
const seconds = (performance.now() - started) / 1000
samples.sort((a, b) => a - b)
console.log(`first import: ${estates} estates × 10 photos + a plan in ${seconds.toFixed(0)} s (${((estates / seconds) * 60).toFixed(0)} a minute; ${Object.entries(outcomes).map(([k, n]) => `${n} ${k}`).join(', ')})`)
console.log(`one import: median ${percentile(samples, 50).toFixed(0)} ms, p95 ${percentile(samples, 95).toFixed(0)} ms, photos fetched ${fake.counts.files}`)
console.log(`1,000 estates at this pace: ${((seconds / estates) * 1000 / 60).toFixed(1)} min (target ≤ 10 min)`)
await payload.destroy()
await fake.close()

const { benchWebhookToPage } = await import('./crmWebhook')
await benchWebhookToPage()
process.exit(0)
