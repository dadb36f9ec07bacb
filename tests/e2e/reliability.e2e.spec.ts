import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { startSmtp, type TestSmtp } from '../helpers/smtp'

/**
 * The lead pipeline under a crowd and under failures, on loopback, with its own site (the test build
 * on a database of its own), its own jobs runner and a real SMTP server:
 * - 50 clients post for 30 s: every 201 is stored exactly once;
 * - the mail server stops for part of that run: every mail arrives once it is back;
 * - the server is killed (SIGKILL) while writing and started again: every 201 is still there.
 */
const PORT = 3300
const BASE = `http://127.0.0.1:${PORT}`
const dir = path.resolve('data', `e2e-${PORT}`)
let smtp: TestSmtp
let env: NodeJS.ProcessEnv
let site: ChildProcess | null = null
let jobs: ChildProcess | null = null

const startSite = async () => {
  site = spawn('node', ['scripts/server.mjs', String(PORT), '127.0.0.1'], { env, stdio: 'ignore', detached: true })
  for (let i = 0; i < 120; i++) {
    if ((await fetch(`${BASE}/api/forms/challenge`).catch(() => null))?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the site did not start')
}
/** Kills the site's whole process group at once (`kill -9`): no shutdown, no flush. */
const killSite = () => {
  if (site?.pid) process.kill(-site.pid, 'SIGKILL')
  site = null
}

test.describe.configure({ mode: 'serial', timeout: 300_000 })

test.beforeAll(async () => {
  smtp = await startSmtp()
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  env = {
    ...process.env,
    DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-test',
    NODE_ENV: 'production',
    SITE_URL: BASE,
    TRUST_PROXY: '1',
    // Operator settings: a crowd allowed to post, and a light captcha so the clients spend their time posting.
    RATE_LIMIT_FORMS: '100000/600',
    CAPTCHA_DIFFICULTY: '10',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_IGNORE_TLS: 'true',
    JOBS_INTERVAL_MS: '200',
  }
  const seeded = spawnSync('npx', ['tsx', 'seed/index.ts', '--properties', '0'], { env, stdio: 'ignore' })
  expect(seeded.status).toBe(0)
  await startSite()
  jobs = spawn('npx', ['tsx', 'scripts/jobs.ts'], { env, stdio: 'ignore', detached: true })
})

test.afterAll(async () => {
  killSite()
  if (jobs?.pid) process.kill(-jobs.pid, 'SIGKILL')
  await smtp?.stop()
})

/** One newsletter sign-up with a captcha solved as a browser would; the status and, on 201, the id. */
const signUp = async (email: string): Promise<{ status: number; id?: number }> => {
  const challenge = await (await fetch(`${BASE}/api/forms/challenge`)).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  const response = await fetch(`${BASE}/api/forms/sign-newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '192.0.2.10' },
    body: JSON.stringify({ email, consent: true, locale: 'nl', altcha }),
  })
  const body = response.status === 201 ? ((await response.json()) as { id: number }) : null
  return { status: response.status, id: body?.id }
}

/** Submissions as stored, read straight from the database file. */
const stored = async () => {
  const db = createClient({ url: env.DATABASE_URI as string })
  const { rows } = await db.execute('SELECT id, email FROM form_submissions')
  db.close()
  return rows.map((row) => ({ id: Number(row.id), email: String(row.email) }))
}

const answered = new Map<number, string>()

test('50 clients for 30 s, with the mail server down for part of it: every 201 stored once, every mail delivered once', async () => {
  const until = Date.now() + 30_000
  let n = 0
  let mailServerDown = false
  let outageOver = false
  // The outage follows the load, not the clock: down once 200 sign-ups are in, back after 300 more.
  const accepted = (count: number) => expect.poll(() => answered.size, { timeout: 60_000, intervals: [100] }).toBeGreaterThanOrEqual(count)
  const outage = (async () => {
    await accepted(200)
    await smtp.stop()
    mailServerDown = true
    await accepted(answered.size + 300)
    mailServerDown = false
    await smtp.start()
  })().finally(() => (outageOver = true))
  const statuses: number[] = []
  let answeredWhileDown = 0
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (Date.now() < until || !outageOver) {
        const email = `crowd-${++n}@example.be`
        const { status, id } = await signUp(email)
        statuses.push(status)
        if (id) answered.set(id, email)
        if (id && mailServerDown) answeredWhileDown++
      }
    }),
  )
  await outage
  expect(statuses.filter((s) => s !== 201)).toEqual([])
  // Sign-ups went on being accepted while their mails could not leave.
  expect(answeredWhileDown).toBeGreaterThan(0)

  const rows = await stored()
  expect(rows.length).toBe(answered.size)
  expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length)
  for (const [id, email] of answered) expect(rows.find((row) => row.id === id)?.email).toBe(email)

  // Every sign-up's confirmation arrives, including those queued while the server was down; none twice.
  await expect.poll(() => smtp.mails.length, { timeout: 180_000, intervals: [2_000] }).toBeGreaterThanOrEqual(answered.size)
  test.info().annotations.push({ type: 'measured', description: `${answered.size} sign-ups answered 201 in 30 s by 50 clients; ${smtp.mails.length} mails delivered` })
  const recipients = smtp.mails.map((mail) => mail.to?.[0]?.address ?? '')
  expect(new Set(recipients).size).toBe(recipients.length)
  expect([...answered.values()].filter((email) => !recipients.includes(email))).toEqual([])
})

test('killed with SIGKILL while writing, then started again: the database opens and every 201 is there', async () => {
  const before = answered.size
  let n = 0
  let stop = false
  const writers = Array.from({ length: 20 }, async () => {
    while (!stop) {
      const email = `kill-${++n}@example.be`
      const result = await signUp(email).catch(() => ({ status: 0, id: undefined }))
      if (result.id) answered.set(result.id, email)
    }
  })
  // Killed in the middle of the writes: once 100 more sign-ups are in.
  await expect.poll(() => answered.size, { timeout: 30_000, intervals: [50] }).toBeGreaterThanOrEqual(before + 100)
  killSite()
  stop = true
  await Promise.all(writers)
  expect(answered.size).toBeGreaterThan(before)

  await startSite()
  expect((await signUp('after-restart@example.be')).status).toBe(201)
  const rows = await stored()
  const ids = new Set(rows.map((row) => row.id))
  expect([...answered.keys()].filter((id) => !ids.has(id))).toEqual([])
})
