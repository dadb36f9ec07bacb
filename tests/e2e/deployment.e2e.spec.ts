import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { serverArgs } from '../../scripts/serverCommand.mjs'
import { fromAddress } from '../helpers/fromAddress'

/**
 * The test build copied to another directory and started there as README says (`node
 * scripts/server.mjs`), reached directly: no proxy and no TRUST_PROXY, with small budgets. Each client
 * is a distinct loopback source address (127.0.0.2, 127.0.0.3, ...), as distinct machines would be.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const PORT = 3400
const BASE = `http://127.0.0.1:${PORT}`
const project = process.cwd()
const dist = process.env.NEXT_DIST_DIR || '.next-test'
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-copy-'))
let site: ChildProcess | null = null

const SKIP = new Set(['node_modules', '.git', 'data', 'test-results', 'playwright-report', 'tsconfig.tsbuildinfo'])

test.beforeAll(async () => {
  test.setTimeout(420_000)
  // The project's files and the build, as a deployment copies them; the packages as installed.
  fs.cpSync(project, copy, { recursive: true, filter: (from) => {
    const top = path.relative(project, from).split(path.sep)[0]
    return !SKIP.has(top) && !(top.startsWith('.next') && top !== dist)
  } })
  fs.symlinkSync(path.join(project, 'node_modules'), path.join(copy, 'node_modules'))
  // Only what README's commands set: no database, media or mail setting, so every default applies.
  const env: NodeJS.ProcessEnv = { ...process.env, PAYLOAD_SECRET: 'copied-deployment', NEXT_DIST_DIR: dist, NODE_ENV: 'production', SITE_URL: `http://localhost:${PORT}` }
  for (const name of ['DATABASE_URI', 'MEDIA_DIR', 'MAIL_DIR', 'TRUST_PROXY', 'REDIS_URL', 'S3_BUCKET']) delete env[name]
  Object.assign(env, { RATE_LIMIT_FORMS: '3/600', RATE_LIMIT_LOGIN_ADDRESS: '4/600', RATE_LIMIT_API: '30/60', RATE_LIMIT_VISITS: '12/60' })
  const seeded = spawnSync('npx', ['tsx', 'seed/index.ts', '--properties', '3'], { cwd: copy, env, stdio: 'ignore' })
  expect(seeded.status).toBe(0)
  // A mark only this copy's database holds.
  const db = createClient({ url: `file:${path.join(copy, 'data', 'site.db')}` })
  await db.execute("UPDATE cities_locales SET name = 'Kopiestad' WHERE _locale = 'nl' AND _parent_id = (SELECT MIN(id) FROM cities)")
  db.close()
  site = spawn('node', serverArgs(PORT), { cwd: copy, env, stdio: 'ignore', detached: true })
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`${BASE}/api/forms/challenge`).catch(() => null))?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the copied site did not start')
})

test.afterAll(() => {
  if (site?.pid) process.kill(-site.pid, 'SIGTERM')
  fs.rmSync(copy, { recursive: true, force: true })
})

const A = '127.0.0.2'
const B = '127.0.0.3'

test('a copied build opens the database of the directory it runs in, and its admin shows no server path', async () => {
  const cities = JSON.parse((await fromAddress('127.0.0.9', `${BASE}/api/cities?locale=nl&limit=100&depth=0`)).body) as { docs: { name: string }[] }
  expect(cities.docs.map((city) => city.name)).toContain('Kopiestad')
  const admin = await fromAddress('127.0.0.9', `${BASE}/admin/login`)
  expect(admin.status).toBe(200)
  expect(admin.body).not.toContain(project)
  expect(admin.body).not.toContain(copy)
})

test('photos and links work under another name of the server than SITE_URL', async ({ page }) => {
  // SITE_URL says localhost; the visitor typed the address.
  await page.goto(`${BASE}/nl/`)
  const photos = page.locator('main img')
  await expect(photos.first()).toBeVisible()
  const sources = await photos.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''))
  expect(sources.length).toBeGreaterThan(0)
  for (const source of sources) expect(source).toMatch(/^\/(?!\/)/)
  // Visible means laid out; loaded is later (on a busy machine, much later).
  await expect.poll(() => photos.first().evaluate((image) => (image as HTMLImageElement).complete), { timeout: 15_000 }).toBe(true)
  const loaded = await photos.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete).map((image) => (image as HTMLImageElement).naturalWidth))
  expect(loaded.length).toBeGreaterThan(0)
  expect(loaded.every((width) => width > 0)).toBe(true)
  // Canonical links keep SITE_URL.
  expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(`http://localhost:${PORT}/nl/`)
})

test('a visitor cannot send the headers the site uses internally', async () => {
  const forged = { 'x-site-not-found': 'nl', 'x-site-not-found-kind': 'property', 'x-site-search': '/nl/_search/sale/x/', 'x-site-portal': 'nl' }
  const robots = await fromAddress('127.0.0.9', `${BASE}/robots.txt`, { headers: forged })
  expect(robots.status).toBe(200)
  expect(robots.body).toMatch(/^User-Agent/im)
  const sitemap = await fromAddress('127.0.0.9', `${BASE}/sitemap.xml`, { headers: forged })
  expect(sitemap.status).toBe(200)
  expect(sitemap.body).toContain('<urlset')
  const api = await fromAddress('127.0.0.9', `${BASE}/api/cities?limit=1&depth=0`, { headers: forged })
  expect(api.status).toBe(200)
  expect(JSON.parse(api.body)).toHaveProperty('docs')
  const home = await fromAddress('127.0.0.9', `${BASE}/nl/`, { headers: forged })
  expect(home.status).toBe(200)
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1] ?? ''
  expect(chunk).not.toBe('')
  const script = await fromAddress('127.0.0.9', `${BASE}${chunk}`, { headers: forged })
  expect(script.status).toBe(200)
  expect(script.headers['content-type']).toContain('javascript')
})

/** Spends a client's budget with `send` until it is refused; how many were accepted. */
const exhaust = async (send: () => Promise<{ status: number }>, max: number): Promise<number> => {
  for (let i = 0; i <= max + 1; i++) if ((await send()).status === 429) return i
  throw new Error('never refused')
}

const json = { 'content-type': 'application/json', accept: 'application/json' }

test('one client spends its own form, sign-in, API and beacon budgets, never another client’s, whatever X-Forwarded-For it sends', async () => {
  const form = (source: string, forwarded?: string) =>
    fromAddress(source, `${BASE}/api/forms/contact-me`, { method: 'POST', headers: { ...json, origin: `http://localhost:${PORT}`, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) }, body: '{"locale":"nl"}' })
  expect(await exhaust(() => form(A), 3)).toBe(3)
  // A forged X-Forwarded-For names another client: the server counts the socket.
  expect((await form(A, '198.51.100.1')).status).toBe(429)
  expect((await form(B)).status).toBe(400)

  const signIn = (source: string, forwarded?: string) =>
    fromAddress(source, `${BASE}/api/users/login`, { method: 'POST', headers: { ...json, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) }, body: JSON.stringify({ email: 'admin@example.com', password: 'not-it' }) })
  expect(await exhaust(() => signIn(A), 4)).toBe(4)
  expect((await signIn(A, '198.51.100.2')).status).toBe(429)
  // B still signs in: the admin is not shut out by A.
  const admin = await fromAddress(B, `${BASE}/api/users/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'admin@example.com', password: 'admin-demo' }) })
  expect(admin.status).toBe(200)

  const read = (source: string, forwarded?: string) => fromAddress(source, `${BASE}/api/cities?limit=1&depth=0`, { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} })
  // The sign-ins above were API requests of A's too.
  expect(await exhaust(() => read(A), 30)).toBeLessThanOrEqual(30)
  expect((await read(A, '198.51.100.3')).status).toBe(429)
  expect((await read(B)).status).toBe(200)

  const beacon = (source: string, forwarded?: string, path = '/api/visits') =>
    fromAddress(source, `${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) }, body: '{"property":1}' })
  expect(await exhaust(() => beacon(A), 12)).toBe(12)
  expect((await beacon(A, '198.51.100.4')).status).toBe(429)
  // The server answers the beacon itself; with a query string it goes to Next's route, which counts in the same budget.
  expect((await beacon(A, undefined, '/api/visits?via=next')).status).toBe(429)
  expect((await beacon(B)).status).not.toBe(429)

  // Forty beacons of a fresh client sent at once, half to each path: the budget of 12 holds across both, and B's is untouched.
  const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => beacon('127.0.0.4', undefined, i % 2 ? '/api/visits?via=next' : '/api/visits')))
  expect(burst.filter((answer) => answer.status !== 429)).toHaveLength(12)
  expect((await beacon(B)).status).not.toBe(429)
})

test('one address adds at most five visits to a listing a day, whatever browsers it claims to be', async () => {
  const admin = JSON.parse((await fromAddress('127.0.0.20', `${BASE}/api/users/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'admin@example.com', password: 'admin-demo' }) })).body) as { token: string }
  const staff = { authorization: `JWT ${admin.token}` }
  const listing = (JSON.parse((await fromAddress('127.0.0.20', `${BASE}/api/properties?limit=1&depth=0&where[_status][equals]=published`)).body) as { docs: { id: number }[] }).docs[0].id
  const visits = async () => {
    const days = JSON.parse((await fromAddress('127.0.0.20', `${BASE}/api/property-visits?where[property][equals]=${listing}&depth=0&limit=100`, { headers: staff })).body) as { docs: { visits: number }[] }
    return days.docs.reduce((sum, day) => sum + day.visits, 0)
  }
  const before = await visits()
  const visit = (source: string, browser: number) =>
    fromAddress(source, `${BASE}/api/visits`, { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': `Mozilla/5.0 (X11; Linux x86_64; rv:${100 + browser}.0) Gecko/20100101 Firefox/${100 + browser}.0` }, body: JSON.stringify({ property: listing }) })
  for (let browser = 0; browser < 10; browser++) expect((await visit('127.0.0.21', browser)).status).toBe(204)
  expect((await visit('127.0.0.22', 0)).status).toBe(204)
  // Batches are written in order: once a later visitor's visit is in, every earlier one is.
  expect((await visit('127.0.0.23', 0)).status).toBe(204)
  await expect.poll(visits, { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 7)
  expect(await visits()).toBe(before + 7)
})
