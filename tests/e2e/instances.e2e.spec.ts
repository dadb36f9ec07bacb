import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from '@20minutes/s3rver'
import { type APIRequestContext, expect, request as requests, test } from '@playwright/test'
import sharp from 'sharp'

import { createPostgresDatabase, dropPostgresDatabase } from '../../scripts/postgres.mjs'
import { serverArgs } from '../../scripts/serverCommand.mjs'

/**
 * Two instances of the site (the test build) on two ports, sharing what README's "Running several
 * instances" names: one PostgreSQL database, one Redis, one S3-compatible bucket (a local S3 server).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const PORTS = [3201, 3202] as const
const DATABASE = `agency_e2e_instances_${process.pid}`
const BUCKET = 'agency-media'
const S3_PORT = 4599
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-instances-'))
let s3: S3rver
const servers: ChildProcess[] = []
const instances: APIRequestContext[] = []

const waitFor = async (url: string, ms: number) => {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const ok = await fetch(url).then((res) => res.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`)
}

test.beforeAll(async () => {
  test.setTimeout(420_000)
  s3 = new S3rver({ address: '127.0.0.1', port: S3_PORT, silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] })
  await s3.run()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URI: await createPostgresDatabase(DATABASE),
    REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    // This run's keys apart from any other site's or run's on the same Redis.
    REDIS_PREFIX: DATABASE,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_DIR: path.join(dir, 'media'),
    MAIL_DIR: path.join(dir, 'mail'),
    PAYLOAD_SECRET: 'two-instances-test',
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-test',
    NODE_ENV: 'production' as const,
    TRUST_PROXY: '1',
    RATE_LIMIT_LOGIN_ADDRESS: '4/600',
    SITE_URL: `http://127.0.0.1:${PORTS[0]}`,
  }
  // Not spawnSync: the S3 server runs in this process and must answer the seed's uploads meanwhile.
  const seed = spawn('npx', ['tsx', 'seed/index.ts', '--properties', '6'], { env, stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  seed.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  expect(await new Promise((resolve) => seed.on('exit', resolve)), errors).toBe(0)
  for (const port of PORTS) {
    servers.push(spawn('node', serverArgs(port, '127.0.0.1'), { env, stdio: 'ignore' }))
  }
  for (const port of PORTS) {
    await waitFor(`http://127.0.0.1:${port}/nl/`, 180_000)
    instances.push(await requests.newContext({ baseURL: `http://127.0.0.1:${port}` }))
  }
})

test.afterAll(async () => {
  for (const instance of instances) await instance.dispose()
  for (const server of servers) server.kill('SIGTERM')
  await s3?.close()
  await dropPostgresDatabase(DATABASE).catch(() => undefined)
  fs.rmSync(dir, { recursive: true, force: true })
})

const [a, b] = [() => instances[0], () => instances[1]]

const signIn = async (instance: APIRequestContext) => {
  const res = await instance.post('/api/users/login', { data: { email: 'admin@example.com', password: 'admin-demo' }, headers: { 'x-forwarded-for': '192.0.2.200' } })
  expect(res.ok(), await res.text()).toBe(true)
  return { Authorization: `JWT ${((await res.json()) as { token: string }).token}` }
}

test('a page title saved through one instance shows on the other at once, though it had the page cached', async () => {
  const found = (await (await a().get('/api/pages?where[slug][equals]=over-ons&locale=nl&depth=0')).json()) as { docs: { id: number; title: string }[] }
  const { id, title } = found.docs[0]
  expect(await (await b().get('/nl/over-ons/')).text()).toContain(title)
  expect((await b().get('/nl/over-ons/')).headers()['x-nextjs-cache']).toBe('HIT')
  // The second instance holds the page's bytes in its own memory: it answers brotli, which Next never sends.
  const compressed = { 'accept-encoding': 'br' }
  await expect.poll(async () => (await b().get('/nl/over-ons/', { headers: compressed })).headers()['content-encoding']).toBe('br')

  const changed = `${title} ${Date.now()}`
  const saved = await a().patch(`/api/pages/${id}?locale=nl`, { data: { title: changed, _status: 'published' }, headers: await signIn(a()) })
  expect(saved.ok(), await saved.text()).toBe(true)
  expect(await (await b().get('/nl/over-ons/', { headers: compressed })).text()).toContain(changed)
  // The first instance renders it afresh from the same database too.
  expect(await (await a().get('/nl/over-ons/')).text()).toContain(changed)
})

test('sign-in attempts from one address are counted across both instances', async () => {
  const from = { 'x-forwarded-for': '203.0.113.77' }
  const attempt = (instance: APIRequestContext) => instance.post('/api/users/login', { data: { email: 'nobody@example.com', password: 'wrong' }, headers: from })
  // A budget of four (RATE_LIMIT_LOGIN_ADDRESS above): two on each instance spend it.
  for (const instance of [a(), b(), a(), b()]) expect((await attempt(instance)).status()).toBe(401)
  expect((await attempt(a())).status()).toBe(429)
  expect((await attempt(b())).status()).toBe(429)
  // Another address is not affected.
  expect((await b().post('/api/users/login', { data: { email: 'nobody@example.com', password: 'wrong' }, headers: { 'x-forwarded-for': '203.0.113.78' } })).status()).toBe(401)
})

test('a photo uploaded through one instance is served, resized, by the other', async () => {
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer()
  const uploaded = await a().post('/api/media', {
    headers: await signIn(a()),
    multipart: { file: { name: 'shared-photo.jpg', mimeType: 'image/jpeg', buffer: photo }, _payload: JSON.stringify({ alt: 'Gedeelde foto' }) },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const { doc } = (await uploaded.json()) as { doc: { url: string; filename: string; sizes: { w400: { url: string; width: number } } } }
  // The same URL as a photo on the local disk gets: the site's own path, not the bucket's.
  expect(doc.url).toBe(`/api/media/file/${doc.filename}`)

  const original = await b().get(doc.url)
  expect(original.status()).toBe(200)
  expect(original.headers()['content-type']).toBe('image/jpeg')
  expect(Buffer.compare(await original.body(), photo)).toBe(0)
  const small = await b().get(doc.sizes.w400.url)
  expect(small.status()).toBe(200)
  expect((await sharp(await small.body()).metadata()).width).toBe(400)
  // Nothing was written to either instance's disk: the file lives in the bucket.
  expect(fs.existsSync(path.join(dir, 'media', doc.filename))).toBe(false)
  expect((await b().get('/api/media/file/no-such-photo.jpg')).status()).toBe(404)
})
