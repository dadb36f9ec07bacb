import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { serverArgs } from '../../scripts/serverCommand.mjs'
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
let siteExit: Promise<number | null> = Promise.resolve(null)
let jobs: ChildProcess | null = null

const startSite = async () => {
  site = spawn('node', serverArgs(PORT, '127.0.0.1'), { env, stdio: 'ignore', detached: true })
  siteExit = new Promise((resolve) => site?.once('exit', (code) => resolve(code)))
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
  startJobs()
})

const startJobs = () => {
  const log = fs.openSync(path.join(dir, 'jobs.log'), 'a')
  jobs = spawn('npx', ['tsx', 'scripts/jobs.ts'], { env, stdio: ['ignore', log, log], detached: true })
  fs.closeSync(log)
}
/** Whether any process of a group started detached (npx, tsx, node) is still running. */
const running = (pid: number | undefined) => {
  try {
    return pid !== undefined && process.kill(-pid, 0)
  } catch {
    return false
  }
}

test.afterAll(async () => {
  killSite()
  if (jobs?.pid) process.kill(-jobs.pid, 'SIGKILL')
  await smtp?.stop()
})

const SIGN_UP_HEADERS = { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '192.0.2.10' }

/** A newsletter sign-up's body, with a captcha solved as a browser would. */
const signUpBody = async (email: string): Promise<string> => {
  const challenge = await (await fetch(`${BASE}/api/forms/challenge`)).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  return JSON.stringify({ email, consent: true, locale: 'nl', altcha })
}

/** One newsletter sign-up; the status and, on 201, the id. */
const signUp = async (email: string): Promise<{ status: number; id?: number }> => {
  const response = await fetch(`${BASE}/api/forms/sign-newsletter`, { method: 'POST', headers: SIGN_UP_HEADERS, body: await signUpBody(email) })
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

/** The jobs queue's rows of the mails to these addresses, read straight from the database file. */
const mailJobs = async (emails: string[]) => {
  const db = createClient({ url: env.DATABASE_URI as string })
  const { rows } = await db.execute('SELECT id, input, processing, total_tried, has_error, error, wait_until, completed_at, created_at, updated_at FROM payload_jobs')
  db.close()
  return rows.filter((row) => emails.some((email) => String(row.input).includes(email)))
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
  await expect
    .poll(() => smtp.mails.length, { timeout: 180_000, intervals: [2_000] })
    .toBeGreaterThanOrEqual(answered.size)
    .catch(async (error: Error) => {
      // What the queue holds for each mail that did not arrive, so a failure says where it stopped.
      const arrived = new Set(smtp.mails.map((mail) => mail.to?.[0]?.address))
      const missing = [...answered.values()].filter((email) => !arrived.has(email))
      throw new Error(`${error.message}\nmissing: ${JSON.stringify(await mailJobs(missing), null, 1)}`)
    })
  test.info().annotations.push({ type: 'measured', description: `${answered.size} sign-ups answered 201 in 30 s by 50 clients; ${smtp.mails.length} mails delivered` })
  const recipients = smtp.mails.map((mail) => mail.to?.[0]?.address ?? '')
  expect(new Set(recipients).size).toBe(recipients.length)
  expect([...answered.values()].filter((email) => !recipients.includes(email))).toEqual([])
  // The runner logged each mail the server refused, naming nobody.
  const log = fs.readFileSync(path.join(dir, 'jobs.log'), 'utf8')
  expect(log).toContain('ECONNREFUSED')
  expect([...answered.values()].filter((email) => log.includes(email))).toEqual([])
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

/** Sends `body` in two parts; `between` runs once the first part is sent and the server has had it a moment. */
const postInTwoParts = (url: string, body: string, between: () => Promise<void>): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { ...SIGN_UP_HEADERS, 'content-length': String(Buffer.byteLength(body)) }, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
    })
    request.on('error', reject)
    const half = Math.floor(body.length / 2)
    request.write(body.slice(0, half), () => {
      setTimeout(() => void between().then(() => request.end(body.slice(half)), reject), 500)
    })
  })

const refused = () => fetch(`${BASE}/api/forms/challenge`).then(() => false, () => true)

test('stopped with SIGTERM (a deploy) while a sign-up is being posted: no new connection is taken, the post is answered and stored once, then the server exits', async () => {
  const email = 'posted-during-stop@example.be'
  const body = await signUpBody(email)
  const answer = await postInTwoParts(`${BASE}/api/forms/sign-newsletter`, body, async () => {
    process.kill(-(site?.pid as number), 'SIGTERM')
    // The stopping server takes no new connection, though it has a post to finish.
    await expect.poll(refused, { timeout: 5_000, intervals: [50] }).toBe(true)
  })
  expect(answer.status, answer.body).toBe(201)
  expect(await siteExit).toBe(0)
  expect((await stored()).filter((row) => row.email === email)).toHaveLength(1)
  await startSite()
  await expect.poll(() => smtp.mails.filter((mail) => mail.to?.[0]?.address === email).length, { timeout: 60_000 }).toBe(1)
})

test('the jobs runner stopped with SIGTERM while a mail is being sent finishes it: the mail arrives once, is not sent again by the next runner, and the queue goes on', async () => {
  const email = 'mailed-during-stop@example.be'
  smtp.holdMs = 3_000
  expect((await signUp(email)).status).toBe(201)
  // The mail server has the mail and has not answered yet: the runner is in the middle of sending it.
  await expect.poll(() => smtp.holding, { timeout: 30_000, intervals: [50] }).toBeGreaterThan(0)
  const pid = jobs?.pid
  process.kill(-(pid as number), 'SIGTERM')
  await expect.poll(() => running(pid), { timeout: 30_000, intervals: [100] }).toBe(false)
  smtp.holdMs = 0
  const arrived = () => smtp.mails.filter((mail) => mail.to?.[0]?.address === email).length
  expect(arrived()).toBe(1)
  // A new runner: the mail was marked sent, so it is not sent again; a new sign-up's mail goes out.
  startJobs()
  expect((await signUp('after-runner-restart@example.be')).status).toBe(201)
  await expect.poll(() => smtp.mails.filter((mail) => mail.to?.[0]?.address === 'after-runner-restart@example.be').length, { timeout: 60_000 }).toBe(1)
  expect(arrived()).toBe(1)
})
