// The site's metrics for `GET /api/metrics` (Prometheus text). Plain JavaScript: the server script
// (scripts/server.mjs) counts requests and page-cache answers, the site's code (bundled apart by Next)
// counts rate-limit refusals and reads the job queue; both reach the one set of this process, kept on
// globalThis.
import client from 'prom-client'

const KEY = Symbol.for('site.metrics')

/** Seconds: from a cached page's 1 ms to a slow render's 10 s. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * Requests answered, counted by route kind and status class and timed by route kind: `record` runs on every
 * answer, the server's busiest path, so it adds to plain numbers; they become Prometheus samples (a counter
 * and a histogram, as prom-client would write them) only when the metrics are read.
 * @param {client.Registry} registry
 */
const answeredRequests = (registry) => {
  /** @type {Map<string, Map<string, number>>} kind → status class → answers */
  const counts = new Map()
  /** @type {Map<string, { buckets: number[], sum: number, count: number }>} kind → answers per bucket (not cumulative), their sum and count */
  const times = new Map()
  const requests = { name: 'site_http_requests_total', help: 'Requests answered, by route kind and status class (aborted: the client left first).', type: 'counter' }
  const duration = { name: 'site_http_request_duration_seconds', help: 'Time from a request to the end of its answer, by route kind.', type: 'histogram' }
  registry.registerMetric({
    ...requests,
    get: async () => ({ ...requests, aggregator: 'sum', values: [...counts].flatMap(([kind, byStatus]) => [...byStatus].map(([status, value]) => ({ labels: { kind, status }, value }))) }),
  })
  registry.registerMetric({
    ...duration,
    get: async () => ({
      ...duration,
      aggregator: 'sum',
      values: [...times].flatMap(([kind, { buckets, sum, count }]) => {
        let below = 0
        return [
          ...BUCKETS.map((le, index) => ({ metricName: `${duration.name}_bucket`, labels: { le, kind }, value: (below += buckets[index]) })),
          { metricName: `${duration.name}_bucket`, labels: { le: '+Inf', kind }, value: count },
          { metricName: `${duration.name}_sum`, labels: { kind }, value: sum },
          { metricName: `${duration.name}_count`, labels: { kind }, value: count },
        ]
      }),
    }),
  })
  return {
    /** An answer of route `kind` with status class `status`, `seconds` after its request came. */
    record(kind, status, seconds) {
      let byStatus = counts.get(kind)
      if (!byStatus) counts.set(kind, (byStatus = new Map()))
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
      let time = times.get(kind)
      if (!time) times.set(kind, (time = { buckets: BUCKETS.map(() => 0), sum: 0, count: 0 }))
      const bucket = BUCKETS.findIndex((le) => seconds <= le)
      if (bucket >= 0) time.buckets[bucket]++
      time.sum += seconds
      time.count++
    },
  }
}

const create = () => {
  const registry = new client.Registry()
  const registers = [registry]
  client.collectDefaultMetrics({ register: registry, prefix: 'site_' })
  return {
    registry,
    answered: answeredRequests(registry),
    pageCache: new client.Counter({ name: 'site_page_cache_total', help: 'Cacheable page requests by how the page cache answered: hit (fresh), stale (out of date, answered while rendered again) or miss (rendered).', labelNames: ['result'], registers }),
    refusals: new client.Counter({ name: 'site_rate_limit_refusals_total', help: 'Requests refused with 429, by budget.', labelNames: ['limit'], registers }),
    jobs: new client.Gauge({ name: 'site_jobs', help: 'Jobs in the queue by state: queued (waiting or being retried) or failed (given up), by task.', labelNames: ['task', 'state'], registers }),
    mails: new client.Gauge({ name: 'site_mails', help: 'E-mails by state: sent, queued (waiting or being retried) or failed (given up).', labelNames: ['state'], registers }),
    api: new client.Gauge({
      name: 'site_api_requests',
      help: 'REST API requests by state: inside Payload, or waiting their turn (src/lib/api/fairGate.ts).',
      labelNames: ['state'],
      registers,
      collect() {
        const load = globalThis[Symbol.for('site.apiGate')]?.load() ?? { inside: 0, waiting: 0 }
        this.set({ state: 'inside' }, load.inside)
        this.set({ state: 'waiting' }, load.waiting)
      },
    }),
  }
}

/** This process's metrics, made on first use. */
export const metrics = () => (globalThis[KEY] ??= create())

/**
 * The kind of route a request is, a label with few values: `beacon`, `static` (Next's built files),
 * `image` (resized by Next), `media` (uploaded files), `form`, `admin`, `api`, `page` (a page in a
 * language) or `other` (robots.txt, sitemaps, icons).
 * @param {string | undefined} method
 * @param {string | undefined} url the request's path and query
 */
export const routeKind = (method, url) => {
  const path = (url ?? '/').split('?')[0]
  if (path === '/api/visits') return method === 'POST' ? 'beacon' : 'api'
  if (path.startsWith('/_next/static/')) return 'static'
  if (path.startsWith('/_next/image')) return 'image'
  if (path.startsWith('/api/media/file/')) return 'media'
  if (path.startsWith('/api/forms/')) return 'form'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path === '/api' || path.startsWith('/api/')) return 'api'
  if (path === '/' || /^\/[a-z]{2}(\/|$)/.test(path)) return 'page'
  return 'other'
}

/** `2xx` ... `5xx` for a status sent; `aborted` when the answer did not reach its end. */
export const statusClass = (status, finished) => (finished ? `${Math.floor(status / 100)}xx` : 'aborted')
