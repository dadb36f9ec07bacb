import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { serverArgs } from '../../scripts/serverCommand.mjs'
import { dictionary } from '../../seed/data/dictionary'
import { fromAddress } from '../helpers/fromAddress'
import { startNginx } from '../helpers/nginx'

/**
 * The production build behind nginx (Debian's package) configured by deploy/nginx/ as README's "Deploy"
 * says, with TRUST_PROXY=1: only the addresses and paths of this machine put in. Clients are distinct
 * loopback source addresses (127.0.0.2, 127.0.0.3, ...), as distinct machines would be.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const SITE_PORT = 3430
const PROXY_PORT = 3431
const SITE = `http://127.0.0.1:${SITE_PORT}`
const PROXY = `http://127.0.0.1:${PROXY_PORT}`
const METRICS_TOKEN = 'metrics-token-of-the-proxy-test'
const dist = process.env.NEXT_DIST_DIR || '.next-test'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-proxy-'))
const logFile = path.join(dir, 'site.log')
let site: ChildProcess | null = null
let nginx: ChildProcess | null = null

const waitFor = async (url: string, ms: number) => {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 500))) {
    if ((await fetch(url).catch(() => null))?.ok) return
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`)
}

test.beforeAll(async () => {
  test.setTimeout(420_000)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    MAIL_DIR: path.join(dir, 'mail'),
    PAYLOAD_SECRET: 'behind-nginx',
    NEXT_DIST_DIR: dist,
    NODE_ENV: 'production',
    SITE_URL: PROXY,
    TRUST_PROXY: '1',
    METRICS_TOKEN,
    // Every answer logged, so the test can read what the log holds.
    LOG_LEVEL: 'debug',
    CAPTCHA_DIFFICULTY: '10',
    RATE_LIMIT_FORMS: '3/600',
    RATE_LIMIT_LOGIN_ADDRESS: '4/600',
    RATE_LIMIT_API: '40/60',
    RATE_LIMIT_VISITS: '12/60',
  }
  const seeded = spawnSync('npx', ['tsx', 'seed/index.ts', '--properties', '3'], { env, stdio: 'ignore' })
  expect(seeded.status).toBe(0)
  const log = fs.openSync(logFile, 'a')
  site = spawn('node', serverArgs(SITE_PORT, '127.0.0.1'), { env, stdio: ['ignore', log, log] })
  nginx = startNginx({ dir, port: PROXY_PORT, upstreams: [SITE_PORT], dist, media: path.join(dir, 'media') })
  await waitFor(`${PROXY}/api/health`, 240_000)
})

test.afterAll(() => {
  nginx?.kill('SIGQUIT')
  site?.kill('SIGTERM')
  fs.rmSync(dir, { recursive: true, force: true })
})

const json = { 'content-type': 'application/json', accept: 'application/json' }
const en = (key: string) => dictionary[key].en

test('through nginx a visitor browses, a listing counts the visit, the newsletter form signs up, and staff sign in to the admin', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: PROXY })
  const page = await context.newPage()
  const home = await page.goto('/en/')
  expect(home?.status()).toBe(200)
  expect(home?.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  // Once the page cache holds the page, each answer from it still names its own request.
  await expect.poll(async () => (await fromAddress('127.0.0.1', `${PROXY}/en/`)).headers['x-nextjs-cache']).toBe('HIT')
  const cached = [await fromAddress('127.0.0.1', `${PROXY}/en/`), await fromAddress('127.0.0.1', `${PROXY}/en/`)]
  expect(cached.map((answer) => answer.headers['x-nextjs-cache'])).toEqual(['HIT', 'HIT'])
  expect(new Set([home?.headers()['x-request-id'], ...cached.map((answer) => answer.headers['x-request-id'])]).size).toBe(3)
  await expect(page.locator('main img').first()).toBeVisible()

  const listing = (JSON.parse((await fromAddress('127.0.0.1', `${PROXY}/api/properties?limit=1&depth=0&where[_status][equals]=published`)).body) as { docs: { id: number }[] }).docs[0].id
  const beacon = page.waitForResponse((response) => response.url().endsWith('/api/visits') && response.request().method() === 'POST')
  await page.goto(`/en/for-sale/x/x/${listing}/`)
  expect((await beacon).status()).toBe(204)

  await page.goto('/en/contact/')
  const news = page.locator('#sign-newsletter form')
  await news.getByLabel(new RegExp(`^${en('EMAIL')}`)).fill('reader.behind.proxy@example.be')
  await news.getByRole('checkbox', { name: en('PRIVACY_CONSENT').slice(0, 30) }).check()
  await expect(news).toHaveAttribute('novalidate', '')
  await news.getByRole('button', { name: en('SUBMIT') }).click()
  await expect(page).toHaveURL(/\/en\/thank-you\/sign-newsletter\/$/, { timeout: 20_000 })

  await page.goto('/admin/login')
  await page.getByLabel(/e-?mail/i).fill('admin@example.com')
  await page.getByLabel(/password|wachtwoord/i).fill('admin-demo')
  await page.getByRole('button', { name: /login|inloggen|log in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await context.close()
})

test('nginx sends Next’s files and the photos from disk, compressed, cached, with ETags and ranges; an upload goes through', async () => {
  const page = await fromAddress('127.0.0.1', `${PROXY}/en/`)
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(page.body)?.[1] ?? ''
  expect(chunk).not.toBe('')
  const script = await fromAddress('127.0.0.1', `${PROXY}${chunk}`, { headers: { 'accept-encoding': 'gzip' } })
  expect(script.status).toBe(200)
  // Not the site's answer (every one of those names its request): nginx's, from disk.
  expect(script.headers['x-request-id']).toBeUndefined()
  expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(script.headers['content-encoding']).toBe('gzip')
  expect(script.headers.etag).toBeTruthy()

  const signIn = JSON.parse((await fromAddress('127.0.0.40', `${PROXY}/api/users/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'admin@example.com', password: 'admin-demo' }) })).body) as { token: string }
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer()
  const upload = new FormData()
  upload.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'behind-proxy.jpg')
  upload.append('_payload', JSON.stringify({ alt: 'Through nginx' }))
  const uploaded = await fetch(`${PROXY}/api/media`, { method: 'POST', headers: { authorization: `JWT ${signIn.token}` }, body: upload })
  expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  const { doc } = (await uploaded.json()) as { doc: { url: string; filesize: number } }
  expect(doc.url).toMatch(/^\/api\/media\/file\/behind-proxy/)

  const file = await fromAddress('127.0.0.1', `${PROXY}${doc.url}`)
  expect(file.status).toBe(200)
  expect(file.headers['x-request-id']).toBeUndefined()
  expect(file.headers['content-type']).toBe('image/jpeg')
  expect(Number(file.headers['content-length'])).toBe(doc.filesize)
  expect(file.headers['cache-control']).toBe('public, max-age=31536000, stale-while-revalidate=86400')
  const etag = String(file.headers.etag)
  expect((await fromAddress('127.0.0.1', `${PROXY}${doc.url}`, { headers: { 'if-none-match': etag } })).status).toBe(304)
  const part = await fromAddress('127.0.0.1', `${PROXY}${doc.url}`, { headers: { range: 'bytes=0-99' } })
  expect(part.status).toBe(206)
  expect(part.headers['content-range']).toBe(`bytes 0-99/${doc.filesize}`)
  // A file not on disk is the site's to answer.
  const missing = await fromAddress('127.0.0.1', `${PROXY}/api/media/file/not-there.jpg`)
  expect(missing.status).toBe(404)
  expect(missing.headers['x-request-id']).toBeTruthy()
})

/** Spends a client's budget with `send` until it is refused; how many were accepted. */
const exhaust = async (send: () => Promise<{ status: number }>, max: number): Promise<number> => {
  for (let i = 0; i <= max + 1; i++) if ((await send()).status === 429) return i
  throw new Error('never refused')
}

test('behind nginx with TRUST_PROXY=1 each client spends its own budgets, and an X-Forwarded-For sent to nginx changes nothing', async () => {
  const [A, B] = ['127.0.0.2', '127.0.0.3']
  const forged = (forwarded?: string): Record<string, string> => (forwarded ? { 'x-forwarded-for': forwarded } : {})
  const form = (source: string, forwarded?: string) =>
    fromAddress(source, `${PROXY}/api/forms/contact-me`, { method: 'POST', headers: { ...json, origin: PROXY, ...forged(forwarded) }, body: '{"locale":"nl"}' })
  expect(await exhaust(() => form(A), 3)).toBe(3)
  // A claims to be someone else: nginx writes the address it saw.
  expect((await form(A, '198.51.100.1')).status).toBe(429)
  // B is not shut out by A, even claiming to be A.
  expect((await form(B, A)).status).toBe(400)

  const signIn = (source: string, password: string, forwarded?: string) =>
    fromAddress(source, `${PROXY}/api/users/login`, { method: 'POST', headers: { ...json, ...forged(forwarded) }, body: JSON.stringify({ email: 'admin@example.com', password }) })
  expect(await exhaust(() => signIn(A, 'not-it'), 4)).toBe(4)
  expect((await signIn(A, 'not-it', '198.51.100.2')).status).toBe(429)
  expect((await signIn(B, 'admin-demo', A)).status).toBe(200)

  const beacon = (source: string, forwarded?: string) =>
    fromAddress(source, `${PROXY}/api/visits`, { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', ...forged(forwarded) }, body: '{"property":1}' })
  expect(await exhaust(() => beacon(A), 12)).toBe(12)
  expect((await beacon(A, '198.51.100.4')).status).toBe(429)
  expect((await beacon(B, A)).status).not.toBe(429)
})

/** One sample's value in Prometheus text. */
const sample = (text: string, series: string) => Number(text.split('\n').find((row) => row.startsWith(`${series} `))?.slice(series.length + 1) ?? NaN)

test('GET /api/metrics: Prometheus text for a monitor on the machine or with the token, 404 for anyone else', async () => {
  // A page asked twice: rendered once, then from the page cache.
  for (let i = 0; i < 2; i++) await fromAddress('127.0.0.1', `${SITE}/nl/te-koop/`)
  const local = await fromAddress('127.0.0.1', `${SITE}/api/metrics`)
  expect(local.status).toBe(200)
  expect(local.headers['content-type']).toContain('text/plain')
  expect(sample(local.body, 'site_page_cache_total{result="hit"}')).toBeGreaterThan(0)
  expect(sample(local.body, 'site_http_requests_total{kind="page",status="2xx"}')).toBeGreaterThan(0)
  expect(sample(local.body, 'site_http_requests_total{kind="beacon",status="2xx"}')).toBeGreaterThan(0)
  expect(sample(local.body, 'site_rate_limit_refusals_total{limit="forms"}')).toBeGreaterThan(0)
  expect(sample(local.body, 'site_mails{state="queued"}') + sample(local.body, 'site_mails{state="sent"}')).toBeGreaterThan(0)
  expect(local.body).toContain('site_http_request_duration_seconds_bucket{le="0.005",kind="page"}')

  // A client elsewhere, as nginx names it to the site: nothing here, whatever it claims.
  const remote = { 'x-forwarded-for': '203.0.113.9' }
  const stranger = await fromAddress('127.0.0.1', `${SITE}/api/metrics`, { headers: remote })
  expect(stranger.status).toBe(404)
  expect(stranger.body).not.toContain('site_')
  expect((await fromAddress('127.0.0.1', `${SITE}/api/metrics`, { headers: { ...remote, authorization: 'Bearer not-the-token' } })).status).toBe(404)
  const monitor = await fromAddress('127.0.0.1', `${SITE}/api/metrics`, { headers: { ...remote, authorization: `Bearer ${METRICS_TOKEN}` } })
  expect(monitor.status).toBe(200)
  expect(monitor.body).toContain('site_http_requests_total')
})

test('the log is one JSON line per event, names each answer’s request id, and holds none of the addresses visitors typed', async () => {
  const typed = 'log.reader@example.be'
  const client = '127.0.0.6'
  const page = await fromAddress(client, `${PROXY}/nl/?utm_source=${typed}`)
  const id = page.headers['x-request-id']
  // A form with no captcha, a wrong password: refused, with the address in the request.
  expect((await fromAddress(client, `${PROXY}/api/forms/sign-newsletter`, { method: 'POST', headers: { ...json, origin: PROXY }, body: JSON.stringify({ email: typed, consent: true, locale: 'nl' }) })).status).toBe(400)
  expect((await fromAddress(client, `${PROXY}/api/users/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: typed, password: 'wrong-password' }) })).status).toBe(401)
  type Event = { level: string; msg: string; requestId?: string; path?: string; status?: number }
  const read = () => {
    const lines = fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean)
    return { lines, events: lines.map((line) => JSON.parse(line) as Event) }
  }
  // Each answer is logged once it has gone out.
  await expect.poll(() => read().events.some((event) => event.msg === 'answered' && event.path === '/api/users/login' && event.status === 401), { timeout: 10_000 }).toBe(true)
  const { lines, events } = read()
  expect(events.find((event) => event.requestId === id && event.msg === 'answered')).toMatchObject({ path: '/nl/', status: 200, level: 'debug' })
  const log = lines.join('\n')
  // This test's and the earlier ones' (the whole file run): addresses, a password, clients' addresses.
  for (const secret of [typed, 'reader.behind.proxy@example.be', 'admin@example.com', 'admin-demo', 'wrong-password', client, '127.0.0.2']) expect(log).not.toContain(secret)
})
