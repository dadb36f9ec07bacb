/**
 * The public pages under load: a production build served by the site's server on the bench database.
 * Each page is requested compressed (`Accept-Encoding: br, gzip`, as browsers ask) at 20 and 50
 * connections beside a bare Node server sending the same bytes (bench/bareServer.mjs: target at least
 * 70% of its throughput, p95 under 20 ms at 20 connections) and a static file of the same size from
 * the site's server; then the HTML and first-load JavaScript of each page type, results pages with a
 * query string (target p95 under 100 ms), the owner side, and Lighthouse's mobile performance score
 * (median of 5 runs, target at least 95).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { chromium } from '@playwright/test'
import autocannon from 'autocannon'

import { serverArgs } from '../scripts/serverCommand.mjs'

import { type BareAnswer, startBareServer, stopGroup } from './bare'
import { benchOwners, benchSignInTimes } from './owners'
import { benchUnderSaves } from './saves'
import { median, percentile, verdict } from './stats'

const PORT = 3900
const BARE_PORT = 3901
const ORIGIN = `http://127.0.0.1:${PORT}`
export const DIST = '.next-bench'
export const STATIC_DIR = path.resolve('public', 'bench')
const CONNECTIONS = [20, 50]
const SECONDS = 10
/** Of a bare Node server's throughput sending the same bytes. */
const BARE_TARGET = 0.7
const P95_TARGET_MS = 20
const LIGHTHOUSE_TARGET = 97
/** Largest Contentful Paint under Lighthouse's mobile throttling, median of the same runs. */
const LCP_TARGET_MS = 2000
const LIGHTHOUSE_RUNS = 5
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
/** What browsers send. */
const COMPRESSED = { 'accept-encoding': 'br, gzip' }

export const LOAD_PAGES: Record<string, string> = { home: '/fr/', office: '/fr/agence/', contact: '/fr/contact/' }
const JS_TARGET_KB = 150
const HTML_TARGET_KB = 100
/** Searches a visitor makes, each connection going through them in turn. */
const RESULT_QUERIES = [
  '/nl/te-koop/?city=gent%7C9000',
  '/nl/te-koop/?city=gent%7C9000&type=1&bedrooms=2&price=0-400000',
  '/fr/a-vendre/?type=2&sort=price-asc',
  '/fr/a-louer/?price=700-1200&bedrooms=1',
  '/en/for-sale/?search=villa',
  '/en/for-rent/?city=antwerp%7C2000&page=2',
  '/nl/te-huur/?type=2&toilets=1&sort=price-desc',
  '/nl/te-koop/?bedrooms=3&bathrooms=2&page=40',
  '/fr/a-vendre/?search=liege&sort=price-desc',
  '/en/for-sale/?price=250000-500000&type=1&page=3',
]
const RESULTS_TARGET_MS = 100

export const env = (dataDir: string, overrides: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  NEXT_DIST_DIR: DIST,
  DATABASE_URI: `file:${path.join(dataDir, 'site.db')}`,
  MEDIA_DIR: path.join(dataDir, 'media'),
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-only',
  SITE_URL: ORIGIN,
  // The beacon's load comes from many addresses (X-Forwarded-For), each within a visitor's budget.
  TRUST_PROXY: '1',
  // The sign-in timing sends 30 wrong passwords for one account: timed, not asked for the captcha.
  RATE_LIMIT_LOGIN_ACCOUNT: '1000/3600',
  // The API's load comes from one address: its budget is the operator's to raise.
  RATE_LIMIT_API: '100000000/60',
  ...overrides,
})

export const build = (dataDir: string, overrides: Record<string, string> = {}) => {
  console.log('\nbuilding the site for the page bench (about two minutes)…')
  const result = spawnSync('npx', ['next', 'build', '--webpack'], { stdio: ['ignore', 'ignore', 'inherit'], env: env(dataDir, overrides) })
  if (result.status !== 0) throw new Error('next build failed')
}

const answers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

const start = async (dataDir: string): Promise<ChildProcess> => {
  if (await answers(`${ORIGIN}/nl/`)) throw new Error(`port ${PORT} is taken by another server: stop it first`)
  const server = spawn('node', serverArgs(PORT, '127.0.0.1'), { stdio: 'ignore', env: env(dataDir), detached: true })
  for (let i = 0; i < 120 && server.exitCode === null; i++) {
    if (await answers(`${ORIGIN}/nl/`)) return server
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stopGroup(server)
  throw new Error('the bench server did not start')
}

/** Requests per second and the 95th-percentile latency of one URL (or a cycle of paths) at `connections` connections. */
const load = async (url: string, options: { paths?: string[]; connections?: number; headers?: Record<string, string> } = {}) => {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const requests = options.paths?.map((path) => ({ method: 'GET' as const, path }))
    const instance = autocannon({ url, connections: options.connections ?? CONNECTIONS[0], duration: SECONDS, requests, headers: options.headers }, (error, done) =>
      error ? reject(error) : resolve(done),
    )
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time))
  })
  const failed = result.non2xx + result.errors + result.timeouts
  return { rps: result.requests.total / SECONDS, p95: percentile(latencies, 95), failed }
}

/** One answer as it came over the wire: status, headers and the body still encoded. */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })

/** Starts bench/bareServer.mjs with the site's own answer (bytes and headers, as sent compressed) to each of `paths`. */
const startBare = async (paths: string[], origin: string): Promise<ChildProcess> => {
  const answers: Record<string, BareAnswer> = {}
  for (const url of paths) {
    const answer = await rawGet(origin + url, COMPRESSED)
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)).map(([name, value]) => [name, String(value)]))
    answers[url] = { headers: { ...headers, 'content-length': String(answer.body.length) }, body: answer.body.toString('base64') }
  }
  return startBareServer(answers, path.join(STATIC_DIR, 'bare-answers.json'), BARE_PORT)
}

/**
 * Lighthouse's mobile performance score of one URL (mobile emulation and throttling are its
 * defaults) and its Largest Contentful Paint in ms; null when the run fails (on two loaded cores
 * Chromium's trace sometimes misses its start).
 */
const lighthouseRun = (url: string): { score: number; lcp: number } | null => {
  const run = spawnSync(
    'npx',
    ['lighthouse', url, '--only-categories=performance', '--output=json', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run'],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  )
  if (run.status !== 0) return null
  const report = JSON.parse(run.stdout) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number }> }
  return { score: Math.round(report.categories.performance.score * 100), lcp: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) }
}

/** `runs` successful Lighthouse runs, trying at most twice as often. */
const lighthouseRuns = (url: string, runs: number) => {
  const done: { score: number; lcp: number }[] = []
  for (let attempt = 0; attempt < runs * 2 && done.length < runs; attempt++) {
    const run = lighthouseRun(url)
    if (run !== null) done.push(run)
  }
  return done
}

/** The canonical French URL of the newest published listing for sale still on offer (the proxy redirects any path with its id there). */
export const detailPath = async (origin = ORIGIN): Promise<string> => {
  const list = (await (await fetch(`${origin}/api/properties?where[goal][equals]=sale&where[marquee][equals]=none&limit=1&depth=0&sort=-publishedAt`)).json()) as { docs: { id: number }[] }
  const id = list.docs[0]?.id
  if (!id) throw new Error('no listing for sale in the bench database')
  return canonicalPath(`/fr/a-vendre/x/x/${id}/`, origin)
}

/** Where the proxy sends a listing path with the right id and any city and slug: the listing's own path. */
const canonicalPath = async (url: string, origin = ORIGIN): Promise<string> => {
  const response = await fetch(origin + url, { redirect: 'manual' })
  return new URL(response.headers.get('location') ?? '', origin).pathname
}

/**
 * The HTML and the first-load JavaScript of each page type, as Lighthouse counts scripts: every script
 * the HTML names (<script src>, preloads; not `noModule` ones, which browsers with modules never fetch)
 * and every script Chromium fetched until the page was idle,
 * each counted at its size as sent: gzip, and brotli (what browsers get from this server).
 */
const pageWeights = async (paths: Record<string, string>) => {
  if (!fs.existsSync(CHROMIUM)) return console.log(`\npage weights skipped: no Chromium at ${CHROMIUM}`)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] })
  const sizeAs = async (url: string, encoding: string) => (await rawGet(url, { 'accept-encoding': encoding })).body.length
  try {
    console.log(`\npage weight per type: HTML before compression (target on the listing: at most ${HTML_TARGET_KB} KB), first-load JavaScript (target at most ${JS_TARGET_KB} KB)`)
    for (const [name, url] of Object.entries(paths)) {
      const html = (await rawGet(ORIGIN + url)).body.toString('utf8')
      // A `noModule` script (Next's polyfills for browsers without modules) is never fetched by a browser that has them, so Lighthouse never counts it.
      const named = [...html.matchAll(/<(?:script|link[^>]*rel="(?:preload|modulepreload)")[^>]*>/g)]
        .filter(([tag]) => !/\snomodule\b/i.test(tag))
        .flatMap(([tag]) => /\s(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1] ?? [])
      const page = await browser.newPage()
      const fetched: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') fetched.push(request.url())
      })
      await page.goto(ORIGIN + url, { waitUntil: 'networkidle' })
      await page.close()
      const scripts = [...new Set([...named.map((src) => new URL(src, ORIGIN).href), ...fetched].filter((src) => src.startsWith(ORIGIN)))]
      const gzip = (await Promise.all(scripts.map((src) => sizeAs(src, 'gzip')))).reduce((a, b) => a + b, 0) / 1024
      const br = (await Promise.all(scripts.map((src) => sizeAs(src, 'br, gzip')))).reduce((a, b) => a + b, 0) / 1024
      const htmlKb = Buffer.byteLength(html) / 1024
      console.log(
        `${`${name} ${url}`.padEnd(60)} HTML ${htmlKb.toFixed(0).padStart(4)} KB${name === 'listing' ? ` (${htmlKb <= HTML_TARGET_KB ? 'ok' : 'ABOVE TARGET'})` : ''}` +
          ` | JS ${scripts.length} scripts, gzip ${gzip.toFixed(0).padStart(4)} KB (${gzip <= JS_TARGET_KB ? 'ok' : 'ABOVE TARGET'}), brotli as sent ${br.toFixed(0).padStart(4)} KB (${br <= JS_TARGET_KB ? 'ok' : 'ABOVE TARGET'})`,
      )
    }
  } finally {
    await browser.close()
  }
}

/** The largest photo a listing page names (from the site's own server, not Next: src/lib/files/files.mjs). */
const photoPath = async (listing: string, origin: string): Promise<string> => {
  const html = await (await fetch(origin + listing)).text()
  const photo = /\/api\/media\/file\/[^"'?\s]+-1360x\d+\.jpe?g/.exec(html)?.[0]
  if (!photo) throw new Error(`no photo on ${listing}`)
  return photo
}

/**
 * Each page at each load, beside the bare server sending its bytes and a static file of its size; then a
 * photo and an empty file. From the bench's server, or from `origin` (nginx in front of the scale-out's two).
 */
export const pageThroughput = async (sizes: Record<string, number>, origin = ORIGIN, pages = LOAD_PAGES) => {
  const files = { photo: await photoPath(pages.listing, origin), 'empty file': '/bench/empty.txt' }
  const bare = await startBare([...Object.values(pages), ...Object.values(files)], origin)
  try {
    for (const connections of CONNECTIONS) {
      console.log(`\nthroughput at ${connections} connections for ${SECONDS} s each, compressed (page | bare Node server, same bytes | static file of its size, through ${origin === ORIGIN ? "the site's server" : origin})`)
      for (const [name, url] of Object.entries(pages)) {
        await load(origin + url, { connections, headers: COMPRESSED }) // warm-up: the first requests fill the cache
        const page = await load(origin + url, { connections, headers: COMPRESSED })
        const limit = await load(`http://127.0.0.1:${BARE_PORT}${url}`, { connections, headers: COMPRESSED })
        const file = await load(`${origin}/bench/${name}.html`, { connections, headers: COMPRESSED })
        const ratio = page.rps / limit.rps
        const p95 = connections === CONNECTIONS[0] ? ` (target < ${P95_TARGET_MS} ms: ${page.p95 < P95_TARGET_MS ? 'ok' : 'ABOVE TARGET'})` : ''
        console.log(
          `${`${name} (${(sizes[name] / 1024).toFixed(0)} KB)`.padEnd(16)} ${page.rps.toFixed(0).padStart(6)} req/s p95 ${page.p95.toFixed(0).padStart(3)} ms${p95}` +
            ` | bare ${limit.rps.toFixed(0).padStart(6)} req/s: ${(ratio * 100).toFixed(0)}% (target ${BARE_TARGET * 100}%: ${verdict(ratio, BARE_TARGET)})` +
            ` | file ${file.rps.toFixed(0).padStart(6)} req/s: ${((page.rps / file.rps) * 100).toFixed(0)}%` +
            (page.failed + limit.failed + file.failed ? ` | ${page.failed + limit.failed + file.failed} failed answers` : ''),
        )
      }
      for (const [name, url] of Object.entries(files)) {
        const served = await load(origin + url, { connections })
        const limit = await load(`http://127.0.0.1:${BARE_PORT}${url}`, { connections })
        const ratio = served.rps / limit.rps
        console.log(
          `${name.padEnd(16)} ${served.rps.toFixed(0).padStart(6)} req/s p95 ${served.p95.toFixed(0).padStart(3)} ms` +
            ` | bare ${limit.rps.toFixed(0).padStart(6)} req/s: ${(ratio * 100).toFixed(0)}% (target ${BARE_TARGET * 100}%: ${verdict(ratio, BARE_TARGET)})` +
            (served.failed + limit.failed ? ` | ${served.failed + limit.failed} failed answers` : ''),
        )
      }
    }
  } finally {
    stopGroup(bare)
  }
}

/** Published listings for sale on offer, newest first: the ones the editor of the saves bench saves. */
const listingIds = async (count: number): Promise<number[]> => {
  const list = (await (await fetch(`${ORIGIN}/api/properties?where[goal][equals]=sale&where[marquee][equals]=none&limit=${count}&depth=0&sort=-publishedAt`)).json()) as { docs: { id: number }[] }
  return list.docs.map((doc) => doc.id)
}

const underSaves = async (listing: string) =>
  benchUnderSaves(ORIGIN, { pages: [...Object.values(LOAD_PAGES).filter((url) => url !== listing), listing], searches: RESULT_QUERIES, listings: await listingIds(50) })

/** `npm run bench -- --saves-only`: the build, then only the visitors-while-staff-save figures. */
export const benchSavesOnly = async (dataDir: string) => {
  if (!process.argv.includes('--no-build')) build(dataDir)
  const server = await start(dataDir)
  try {
    await underSaves(await detailPath())
  } finally {
    stopGroup(server)
  }
}

export const benchPages = async (dataDir: string) => {
  build(dataDir)
  // A static file of each page's size, written before the server starts (it lists public/ then).
  fs.rmSync(STATIC_DIR, { recursive: true, force: true })
  fs.mkdirSync(STATIC_DIR, { recursive: true })
  let server = await start(dataDir)
  const listing = await detailPath()
  LOAD_PAGES.listing = listing
  const sizes: Record<string, number> = {}
  for (const [name, url] of Object.entries(LOAD_PAGES)) sizes[name] = (await (await fetch(ORIGIN + url)).arrayBuffer()).byteLength
  stopGroup(server)
  for (const [name, size] of Object.entries(sizes)) fs.writeFileSync(path.join(STATIC_DIR, `${name}.html`), 'x'.repeat(size))
  fs.writeFileSync(path.join(STATIC_DIR, 'empty.txt'), '')

  server = await start(dataDir)
  try {
    await pageThroughput(sizes)
    await underSaves(listing)
    const english = await canonicalPath(`/en/for-sale/x/x/${listing.split('/').filter(Boolean).at(-1)}/`)
    await pageWeights({ home: '/fr/', results: '/fr/a-vendre/', listing, 'listing, English': english, print: `${listing}print/`, office: '/fr/agence/', projects: '/fr/projets/', contact: '/fr/contact/' })
    await load(ORIGIN, { paths: RESULT_QUERIES }) // warm-up: each search is rendered once, then served from cache
    const results = await load(ORIGIN, { paths: RESULT_QUERIES })
    console.log(
      `\n${`results pages, ${RESULT_QUERIES.length} searches in turn`.padEnd(34)} ${results.rps.toFixed(0).padStart(6)} req/s p95 ${results.p95.toFixed(0).padStart(4)} ms` +
        ` (target p95 < ${RESULTS_TARGET_MS} ms: ${results.p95 < RESULTS_TARGET_MS ? 'ok' : 'ABOVE TARGET'})${results.failed ? ` | ${results.failed} failed answers` : ''}`,
    )
    await benchOwners(ORIGIN, Number(listing.split('/').filter(Boolean).at(-1)), '/bench/empty.txt', { file: path.join(STATIC_DIR, 'bare-beacon.json'), port: BARE_PORT })
    await benchSignInTimes(ORIGIN)
    if (!fs.existsSync(CHROMIUM)) {
      console.log(`\nLighthouse skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium)`)
      return
    }
    console.log(`\nLighthouse mobile performance and LCP, median of ${LIGHTHOUSE_RUNS} runs (targets ${LIGHTHOUSE_TARGET} and ${LCP_TARGET_MS} ms)`)
    for (const [name, url] of Object.entries({ home: '/nl/', results: '/nl/te-koop/', listing, office: '/nl/over-ons/' })) {
      const runs = lighthouseRuns(ORIGIN + url, LIGHTHOUSE_RUNS)
      const score = median(runs.map((run) => run.score))
      const lcp = median(runs.map((run) => run.lcp))
      const line = runs.length
        ? `${String(score).padStart(4)}  ${verdict(score, LIGHTHOUSE_TARGET)}  LCP ${String(lcp).padStart(5)} ms  ${lcp < LCP_TARGET_MS ? 'ok' : 'ABOVE TARGET'}  (runs: ${runs.map((run) => `${run.score}/${run.lcp}`).join(', ')})`
        : 'every run failed'
      console.log(`${`${name} ${url}`.padEnd(60)} ${line}`)
    }
  } finally {
    stopGroup(server)
    fs.rmSync(STATIC_DIR, { recursive: true, force: true })
  }
}
