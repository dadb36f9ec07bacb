/**
 * Visitors while staff save: public pages, searches and API reads at 20 connections, first idle, then
 * while an editor saves listings through the API at 10 saves a second (each changes a price, as a CRM
 * import would, so each expires the listings' cached pages and patches the search). Target: each p95
 * under saves at most twice its idle p95. The saves' own answers are timed too.
 */
import autocannon from 'autocannon'

import { percentile } from './stats'

const CONNECTIONS = 20
const SECONDS = 10
const SAVES_PER_SECOND = 10
const TARGET_RATIO = 2
const COMPRESSED = { 'accept-encoding': 'br, gzip' }

/** p95 and throughput of a cycle of paths at 20 connections. */
const load = async (origin: string, paths: string[]) => {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: origin, connections: CONNECTIONS, duration: SECONDS, headers: COMPRESSED, requests: paths.map((path) => ({ method: 'GET' as const, path })) },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time))
  })
  return { rps: result.requests.total / SECONDS, p95: percentile(latencies, 95), failed: result.non2xx + result.errors + result.timeouts }
}

/** Signs in as the demo admin through Payload's REST login; the Authorization header of the session. */
const staffHeaders = async (origin: string): Promise<Record<string, string>> => {
  const response = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'admin-demo' }) })
  const { token } = (await response.json()) as { token?: string }
  if (!token) throw new Error(`the bench could not sign in as staff (${response.status})`)
  return { authorization: `JWT ${token}`, 'content-type': 'application/json' }
}

/**
 * Saves listings at `perSecond` a second until stopped, each started on time whatever the others are doing
 * (as several editors or an import would; at most 10 waiting at once), and times each answer.
 */
const keepSaving = (origin: string, headers: Record<string, string>, ids: number[], perSecond: number) => {
  const times: number[] = []
  const running = new Set<Promise<void>>()
  let failed = 0
  let n = 0
  const save = async (k: number) => {
    const started = performance.now()
    // The price goes up and down by a euro: the listing stays as it was, and every save is a real change.
    const response = await fetch(`${origin}/api/properties/${ids[k % ids.length]}?depth=0`, { method: 'PATCH', headers, body: JSON.stringify({ price: 250_000 + (Math.floor(k / ids.length) % 2) }) })
    if (!response.ok) failed += 1
    await response.arrayBuffer()
    times.push(performance.now() - started)
  }
  const timer = setInterval(() => {
    if (running.size >= 10) return
    const one = save(n++).catch(() => void (failed += 1))
    running.add(one)
    void one.finally(() => running.delete(one))
  }, 1000 / perSecond)
  return {
    stop: async () => {
      clearInterval(timer)
      await Promise.all(running)
      return { saves: times.length, p50: percentile(times, 50), p95: percentile(times, 95), failed }
    },
  }
}

/**
 * The loads idle and under saves, side by side. `pages` are public pages, `searches` results pages with
 * queries, `listings` the ids the editor saves (published listings for sale on offer).
 */
export const benchUnderSaves = async (origin: string, { pages, searches, listings }: { pages: string[]; searches: string[]; listings: number[] }) => {
  // What the site's own browser code and a curious visitor ask: the newest listings, one listing, the cities.
  const api = ['/api/properties?where[goal][equals]=sale&limit=12&depth=0&sort=-publishedAt', `/api/properties/${listings[0]}?depth=1`, '/api/cities?limit=50&depth=0']
  const loads: Record<string, string[]> = { 'pages (home, office, contact, listing)': pages, 'searches (results pages)': searches, 'API reads': api }
  const headers = await staffHeaders(origin)
  console.log(`\nvisitors while staff save: ${CONNECTIONS} connections for ${SECONDS} s, idle then while ${SAVES_PER_SECOND} saves a second run (target: p95 at most ${TARGET_RATIO}× idle)`)
  for (const [name, paths] of Object.entries(loads)) {
    await load(origin, paths) // warm-up: every path rendered once and cached
    const idle = await load(origin, paths)
    const saver = keepSaving(origin, headers, listings, SAVES_PER_SECOND)
    const busy = await load(origin, paths)
    const saves = await saver.stop()
    const ratio = busy.p95 / Math.max(idle.p95, 1)
    console.log(
      `${name.padEnd(40)} idle ${idle.rps.toFixed(0).padStart(6)} req/s p95 ${idle.p95.toFixed(0).padStart(4)} ms | under saves ${busy.rps.toFixed(0).padStart(6)} req/s p95 ${busy.p95.toFixed(0).padStart(4)} ms:` +
        ` ${ratio.toFixed(1)}× (target ≤ ${TARGET_RATIO}×: ${ratio <= TARGET_RATIO ? 'ok' : 'ABOVE TARGET'})` +
        ` | ${saves.saves} saves, p50 ${saves.p50.toFixed(0)} ms p95 ${saves.p95.toFixed(0)} ms` +
        (idle.failed + busy.failed + saves.failed ? ` | ${idle.failed + busy.failed} failed reads, ${saves.failed} failed saves` : ''),
    )
  }
}
