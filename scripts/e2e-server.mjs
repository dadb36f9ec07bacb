// Serves the test build (NEXT_DIST_DIR) on a database and media folder of its own, seeded afresh.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { serverArgs } from './serverCommand.mjs'

const port = process.argv[2] || '3100'
const dir = path.resolve('data', `e2e-${port}`)
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })

const env = {
  ...process.env,
  DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  // Without SMTP, mails are written here as .eml files (browser tests read them).
  MAIL_DIR: path.join(dir, 'mail'),
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || randomBytes(24).toString('hex'),
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-test',
  NODE_ENV: 'production',
  // The tests play a proxy in front: each scenario names its client in X-Forwarded-For, so it has its own
  // rate-limit budget; the browsers all come from 127.0.0.1, one address with room for their sign-ins.
  TRUST_PROXY: process.env.TRUST_PROXY || '1',
  RATE_LIMIT_LOGIN_ADDRESS: process.env.RATE_LIMIT_LOGIN_ADDRESS || '60/600',
  // Canonical URLs, the sitemap and redirects use the configured origin, never the request's Host.
  SITE_URL: `http://127.0.0.1:${port}`,
  // SweepBright, played by its stand-in (scripts/crm-fake.ts) on the next port: the CRM browser test steers it.
  SWEEPBRIGHT_API_URL: `http://127.0.0.1:${Number(port) + 1}/api`,
  SWEEPBRIGHT_CLIENT_ID: 'agency-site-test',
  SWEEPBRIGHT_CLIENT_SECRET: 'sweepbright-test-secret',
}

// Cached reads of an earlier database must not leak into this run.
fs.rmSync(path.resolve(env.NEXT_DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })

const seeded = spawnSync('npx', ['tsx', 'seed/index.ts'], { stdio: 'inherit', env })
if (seeded.status !== 0) process.exit(seeded.status ?? 1)

// The helpers run in Node with tsx's loader, not through npx, which does not pass a signal on to the
// program it started: stopping them here stops them.
const tsx = (args, extra = {}) => spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: 'inherit', env: { ...env, ...extra } })
const crm = tsx(['scripts/crm-fake.ts', '--port', String(Number(port) + 1)])
const server = spawn('node', serverArgs(port, '127.0.0.1'), { stdio: 'inherit', env })
// The one jobs runner (mails, alerts), as in production.
const jobs = tsx(['scripts/jobs.ts'], { JOBS_INTERVAL_MS: process.env.JOBS_INTERVAL_MS || '500' })
const stop = () => {
  crm.kill('SIGTERM')
  jobs.kill('SIGTERM')
  server.kill('SIGTERM')
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => {
  crm.kill('SIGTERM')
  jobs.kill('SIGTERM')
  process.exit(code ?? 0)
})
