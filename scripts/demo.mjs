// `npm run demo`: makes data/site.db when it is missing (migrations + demo seed), migrates an
// existing one (never recreates it), builds the site and serves it on http://localhost:3000 with its
// jobs runner (mails, search alerts).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { serverArgs } from './serverCommand.mjs'

const port = process.env.PORT || '3000'
// The site's public origin (canonical URLs, sitemap, redirects, HSTS when https): set it for a real host.
process.env.SITE_URL ||= `http://localhost:${port}`
const dbFile = path.resolve('data', 'site.db')
const usesDefaultDb = !process.env.DATABASE_URI

const run = (label, args) => {
  console.log(`\n▶ ${label}`)
  const result = spawnSync('npx', args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`✗ ${label} failed`)
    process.exit(result.status ?? 1)
  }
}

console.log(`Node ${process.version} (the project's own, from the pinned "node" devDependency); site URL ${process.env.SITE_URL}`)

const hasDatabase = fs.existsSync(dbFile) && fs.statSync(dbFile).size > 0
if (usesDefaultDb && !hasDatabase) {
  run('no database yet: creating data/site.db with the demo data', ['tsx', 'seed/index.ts'])
} else {
  run('applying pending migrations to the existing database', ['payload', 'migrate'])
}
run('building the site (about two minutes)', ['next', 'build', '--webpack'])
// Reads cached for an earlier database must not outlive it.
fs.rmSync(path.resolve(process.env.NEXT_DIST_DIR || '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

console.log(`\n▶ serving on http://localhost:${port}  (admin: http://localhost:${port}/admin)`)
console.log('  logins: admin@example.com / admin-demo · editor@example.com / editor-demo · owner@example.com / owner-demo')
console.log(process.env.SMTP_HOST ? `  mails go out through ${process.env.SMTP_HOST}` : '  mails are written to data/mail/ as .eml files (set SMTP_HOST to send them)')
const server = spawn('node', serverArgs(port), { stdio: 'inherit', env: process.env })
// The one jobs runner: sends the mails and matches the search alerts, without anyone visiting the admin.
const jobs = spawn('npx', ['tsx', 'scripts/jobs.ts'], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    jobs.kill(signal)
    server.kill(signal)
  })
server.on('exit', (code) => {
  jobs.kill('SIGTERM')
  process.exit(code ?? 0)
})
jobs.on('exit', (code) => {
  if (code) console.error(`✗ the jobs runner stopped (exit ${code}); mails wait in the queue until it runs again`)
})
