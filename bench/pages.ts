/**
 * The public pages under load: a production build served by `next start` on the bench database,
 * each page beside a static file of the same size from the same server (the target is at least 80%
 * of that file's throughput), results pages with a query string (target p95 under 100 ms), then
 * Lighthouse's mobile performance score (target at least 95).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'
import autocannon from 'autocannon'

import { benchOwners, benchSignInTimes } from './owners'
import { median, percentile, verdict } from './stats'

const PORT = 3900
const ORIGIN = `http://127.0.0.1:${PORT}`
const DIST = '.next-bench'
const STATIC_DIR = path.resolve('public', 'bench')
const CONNECTIONS = 20
const SECONDS = 10
const THROUGHPUT_TARGET = 0.8
const LIGHTHOUSE_TARGET = 95
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const LOAD_PAGES: Record<string, string> = { home: '/fr/', office: '/fr/agence/', contact: '/fr/contact/' }
const JS_TARGET_KB = 150
const LIGHTHOUSE_PAGES = { home: '/nl/', results: '/nl/te-koop/', office: '/nl/over-ons/' }
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

const env = (dataDir: string): NodeJS.ProcessEnv => ({
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
})

const build = (dataDir: string) => {
  console.log('\nbuilding the site for the page bench (about two minutes)…')
  const result = spawnSync('npx', ['next', 'build', '--webpack'], { stdio: ['ignore', 'ignore', 'inherit'], env: env(dataDir) })
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
  const server = spawn('node', ['scripts/server.mjs', String(PORT), '127.0.0.1'], { stdio: 'ignore', env: env(dataDir), detached: true })
  for (let i = 0; i < 120 && server.exitCode === null; i++) {
    if (await answers(`${ORIGIN}/nl/`)) return server
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stop(server)
  throw new Error('the bench server did not start')
}

/** Stops the server's whole process group (npx and the next-server it starts). */
const stop = (server: ChildProcess) => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

/** Requests per second and the 95th-percentile latency of one URL (or a cycle of paths) at CONNECTIONS connections. */
const load = async (url: string, paths?: string[]) => {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const requests = paths?.map((path) => ({ method: 'GET' as const, path }))
    const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests }, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time))
  })
  const failed = result.non2xx + result.errors + result.timeouts
  return { rps: result.requests.total / SECONDS, p95: percentile(latencies, 95), failed }
}

/**
 * Lighthouse's mobile performance score of one URL (mobile emulation and throttling are its
 * defaults); null when the run fails (on two loaded cores Chromium's trace sometimes misses its start).
 */
const lighthouseScore = (url: string): number | null => {
  const run = spawnSync(
    'npx',
    ['lighthouse', url, '--only-categories=performance', '--output=json', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run'],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  )
  if (run.status !== 0) return null
  const report = JSON.parse(run.stdout) as { categories: { performance: { score: number } } }
  return Math.round(report.categories.performance.score * 100)
}

/** The scores of `runs` successful Lighthouse runs, trying at most twice as often. */
const lighthouseScores = (url: string, runs: number): number[] => {
  const scores: number[] = []
  for (let attempt = 0; attempt < runs * 2 && scores.length < runs; attempt++) {
    const score = lighthouseScore(url)
    if (score !== null) scores.push(score)
  }
  return scores
}

/** The canonical French URL of the newest published listing for sale still on offer (the proxy redirects any path with its id there). */
const detailPath = async (): Promise<string> => {
  const list = (await (await fetch(`${ORIGIN}/api/properties?where[goal][equals]=sale&where[marquee][equals]=none&limit=1&depth=0&sort=-publishedAt`)).json()) as { docs: { id: number }[] }
  const id = list.docs[0]?.id
  if (!id) throw new Error('no listing for sale in the bench database')
  const response = await fetch(`${ORIGIN}/fr/a-vendre/x/x/${id}/`, { redirect: 'manual' })
  return new URL(response.headers.get('location') ?? '', ORIGIN).pathname
}

/**
 * The JavaScript a first visit downloads (compressed, as sent), per route: what Chromium fetched as
 * scripts until the page was idle, without any click (the lightbox and Google's map load later).
 */
const firstLoadJs = async (paths: Record<string, string>) => {
  if (!fs.existsSync(CHROMIUM)) return console.log(`
first-load JavaScript skipped: no Chromium at ${CHROMIUM}`)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] })
  try {
    console.log(`
first-load JavaScript per route, gzip as sent (target on the detail page: under ${JS_TARGET_KB} KB)`)
    for (const [name, url] of Object.entries(paths)) {
      const page = await browser.newPage()
      await page.goto(ORIGIN + url, { waitUntil: 'networkidle' })
      const bytes = await page.evaluate(() =>
        // Scripts and the chunks Next preloads for lazily loaded components (fetched by <link rel="preload">).
        performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('.js')).reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0),
      )
      await page.close()
      const kb = bytes / 1024
      console.log(`${`${name} ${url}`.padEnd(60)} ${kb.toFixed(0).padStart(5)} KB${name === 'detail' ? ` (${kb < JS_TARGET_KB ? 'ok' : 'ABOVE TARGET'})` : ''}`)
    }
  } finally {
    await browser.close()
  }
}

export const benchPages = async (dataDir: string) => {
  build(dataDir)
  // A static file of each page's size, written before the server starts (it lists public/ then).
  fs.rmSync(STATIC_DIR, { recursive: true, force: true })
  fs.mkdirSync(STATIC_DIR, { recursive: true })
  let server = await start(dataDir)
  const detail = await detailPath()
  LOAD_PAGES.detail = detail
  const sizes: Record<string, number> = {}
  for (const [name, url] of Object.entries(LOAD_PAGES)) sizes[name] = (await (await fetch(ORIGIN + url)).arrayBuffer()).byteLength
  stop(server)
  for (const [name, size] of Object.entries(sizes)) fs.writeFileSync(path.join(STATIC_DIR, `${name}.html`), 'x'.repeat(size))
  fs.writeFileSync(path.join(STATIC_DIR, 'empty.txt'), '')

  server = await start(dataDir)
  try {
    console.log(`\nthroughput at ${CONNECTIONS} connections for ${SECONDS} s each (page, then a static file of its size)`)
    for (const [name, url] of Object.entries(LOAD_PAGES)) {
      await load(ORIGIN + url) // warm-up: the first requests fill the cache
      const page = await load(ORIGIN + url)
      const file = await load(`${ORIGIN}/bench/${name}.html`)
      const ratio = page.rps / file.rps
      console.log(
        `${`${name} ${url} (${(sizes[name] / 1024).toFixed(0)} KB)`.padEnd(34)} ${page.rps.toFixed(0).padStart(6)} req/s p95 ${page.p95.toFixed(0).padStart(4)} ms` +
          ` | file ${file.rps.toFixed(0).padStart(6)} req/s p95 ${file.p95.toFixed(0).padStart(4)} ms | ${(ratio * 100).toFixed(0)}% (target ${THROUGHPUT_TARGET * 100}%: ${verdict(ratio, THROUGHPUT_TARGET)})` +
          (page.failed || file.failed ? ` | ${page.failed + file.failed} failed answers` : ''),
      )
    }
    await firstLoadJs({ home: '/fr/', results: '/fr/a-vendre/', detail, print: `${detail}print/`, projects: '/fr/projets/' })
    await load(ORIGIN, RESULT_QUERIES) // warm-up: each search is rendered once, then served from cache
    const results = await load(ORIGIN, RESULT_QUERIES)
    console.log(
      `${`results pages, ${RESULT_QUERIES.length} searches in turn`.padEnd(34)} ${results.rps.toFixed(0).padStart(6)} req/s p95 ${results.p95.toFixed(0).padStart(4)} ms` +
        ` (target p95 < ${RESULTS_TARGET_MS} ms: ${results.p95 < RESULTS_TARGET_MS ? 'ok' : 'ABOVE TARGET'})${results.failed ? ` | ${results.failed} failed answers` : ''}`,
    )
    await benchOwners(ORIGIN, Number(detail.split('/').filter(Boolean).at(-1)), '/bench/empty.txt')
    await benchSignInTimes(ORIGIN)
    if (!fs.existsSync(CHROMIUM)) {
      console.log(`\nLighthouse skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium)`)
      return
    }
    console.log(`\nLighthouse mobile performance, median of 3 runs (target ${LIGHTHOUSE_TARGET})`)
    for (const [name, url] of Object.entries(LIGHTHOUSE_PAGES)) {
      const scores = lighthouseScores(ORIGIN + url, 3)
      const score = median(scores)
      const line = scores.length ? `${String(score).padStart(4)}  ${verdict(score, LIGHTHOUSE_TARGET)}  (runs: ${scores.join(', ')})` : 'every run failed'
      console.log(`${`${name} ${url}`.padEnd(34)} ${line}`)
    }
  } finally {
    stop(server)
    fs.rmSync(STATIC_DIR, { recursive: true, force: true })
  }
}
