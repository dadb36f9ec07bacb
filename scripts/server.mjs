// The production server: Next's own, with one request answered before Next routes it. The listing
// page's visit beacon (POST /api/visits) is the busiest request there is, and Next's routing costs
// more than the beacon's work: the site registers the beacon on globalThis at start
// (src/instrumentation.ts) and this server calls it directly. Everything else, and the beacon until the
// site has registered it, goes to Next (whose own route at /api/visits runs the same code).
//
// Public pages Next has rendered and marked cacheable are kept here too, compressed, and answered without
// Next while no cache tag has expired since (src/lib/cache/pageCache.mjs): a cached page then costs about
// what a file costs. A page whose time ran out is still answered from there while this server renders it
// again in the background (src/lib/cache/pageServer.mjs). Not in development, where pages change with the code.
//
// Before anything, every request loses the internal headers a visitor may have sent and gains the
// socket's peer address (src/lib/security/incomingHeaders.mjs): rate limits and visit counts are keyed on
// it, so no client chooses its own budget or spends another's.
//
// Saves made outside the web server (the jobs runner importing from the CRM) cannot expire Next's cache:
// they record what they expired, and this server applies the records each second through its own route
// (src/lib/cache/expiries.ts), with a secret made here at start that never leaves the process.
//
// Uploads on this machine's disk and public/'s files are sent from disk before Next (src/lib/files/files.mjs).
//
// Every request runs inside its own context (src/lib/logging/log.mjs): its answer names its id in
// X-Request-Id, and what the site logs meanwhile carries it. Requests are counted and timed by route kind
// for GET /api/metrics (src/lib/metrics/metrics.mjs).
//
// On SIGTERM (a deploy, a restart) the server takes no new connection, finishes the requests it holds and
// exits; one still running after STOP_TIMEOUT_MS is cut off.
//
// Usage: node <flags> scripts/server.mjs [--dev] [port] [hostname]   (defaults: $PORT or 3000, all
// interfaces; --dev: the development server with hot reload, `npm run dev`). Node's flags, and why, are in
// scripts/serverCommand.mjs: `npm start`, `npm run dev`, the demo, the tests and the bench start it with them.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'

import { pino } from 'pino'

import { cacheableRequest, createPageCache, createRefreshes, expiredInManifest } from '../src/lib/cache/pageCache.mjs'
import { createPageServer } from '../src/lib/cache/pageServer.mjs'
import { createFileServer, mediaDir } from '../src/lib/files/files.mjs'
import { consoleToLog, loggerOptions, pathOf, requestContext } from '../src/lib/logging/log.mjs'
import { metrics, routeKind, statusClass } from '../src/lib/metrics/metrics.mjs'
import { sanitizeIncoming } from '../src/lib/security/incomingHeaders.mjs'

const args = process.argv.slice(2)
const dev = args.includes('--dev')
const [portArg, hostArg] = args.filter((arg) => arg !== '--dev')
// As `next start` or `next dev` (set before Next loads, which reads it).
process.env.NODE_ENV = dev ? 'development' : 'production'
const log = pino(loggerOptions('server'))
// In production, what Next and libraries print is a JSON line too; in development their own words stay.
if (!dev) consoleToLog(log)
const { default: next } = await import('next')

const port = Number(portArg || process.env.PORT || 3000)
const hostname = hostArg || undefined
const BEACON = Symbol.for('site.beacon')
const REQUEST_ID = 'X-Request-Id'
const MAX_BYTES = 200
const STOP_TIMEOUT_MS = Number(process.env.STOP_TIMEOUT_MS || 25_000)
/** An answer slower than this is logged as a warning. */
const SLOW_MS = 2000
const context = requestContext()
const measured = metrics()

process.env.SITE_INTERNAL_TOKEN = randomBytes(32).toString('hex')
const app = next({ dev, webpack: dev, hostname: hostname ?? 'localhost', port })
await app.prepare()
const handle = app.getRequestHandler()

/**
 * Whether one of `tags` (any tag when null) was expired at or after `time`: from Redis when instances share
 * it (any of them may have expired it), else from Next's own record of expiries in this process.
 */
const tagExpiry = async () => {
  if (process.env.REDIS_URL) return (await import('../src/lib/cache/redisCacheHandler.mjs')).tagExpiredSince
  const { tagsManifest } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
  return (time, tags) => expiredInManifest(tagsManifest, time, tags)
}
/**
 * A render is dated this much before it began: an expiry recorded on another clock (Next's, Redis's
 * host) a little behind ours still counts as after it. The cost: a page rendered within this time
 * after a save is rendered once more.
 */
const CLOCK_MARGIN_MS = 1000
const PAGE_CACHE_MB = Number(process.env.PAGE_CACHE_MB ?? 256)
const pages =
  dev || !(PAGE_CACHE_MB > 0)
    ? null
    : createPageCache({
        buildId: fs.readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim(),
        maxBytes: PAGE_CACHE_MB * 1024 * 1024,
        expiredSince: await tagExpiry(),
      })

/** Uploads on this machine's disk (not in a bucket) and public/'s files, sent without Next (src/lib/files/files.mjs). */
const files = createFileServer({ publicDir: path.resolve('public'), mediaDir: process.env.S3_BUCKET ? null : mediaDir() })

/**
 * Out-of-date pages rendered again (pageCache.mjs): after a save, for a visitor, at most two at once, 20 in a
 * burst, then 4 a second; in the background, when their time ran out, as many again, apart.
 */
const refreshes = createRefreshes({ burst: 20, perSecond: 4, parallel: 2 })
const backgroundRefreshes = createRefreshes({ burst: 20, perSecond: 4, parallel: 2 })

/** Marks this server's own background render of a page (src/lib/cache/pageServer.mjs), with a secret made at start. */
const REFRESH_HEADER = 'x-page-refresh'
const refreshToken = randomBytes(32).toString('hex')
/** This server's own address, for the requests it makes to itself; known once it listens. */
let selfOrigin = ''

/**
 * Asks this server for `url` as its own background render; resolves to the answer's `x-nextjs-cache` once it
 * was read whole. The path is sent exactly as the visitor's was (fetch would rewrite some), so the page
 * rendered is the page the cache holds.
 */
const requestSelf = (url) =>
  new Promise((resolve, reject) => {
    const request = http.request(selfOrigin, { path: url, headers: { [REFRESH_HEADER]: refreshToken }, timeout: 60_000 }, (response) => {
      response.on('error', reject).on('end', () => resolve(response.headers['x-nextjs-cache'] ?? null))
      response.resume()
    })
    request.on('timeout', () => request.destroy(new Error('no answer within 60 s'))).on('error', reject)
    request.end()
  })

const pageServer =
  pages &&
  createPageServer({
    pages,
    refreshes,
    backgroundRefreshes,
    handle,
    accepting: () => !stopping,
    // Dated a little before it began: see CLOCK_MARGIN_MS.
    began: () => Date.now() - CLOCK_MARGIN_MS,
    count: (result) => measured.pageCache.inc({ result }),
    onError: (msg, url, err) => log.error({ msg, path: pathOf(url), err }),
    requestSelf,
  })

const refreshBytes = Buffer.from(refreshToken)

/** Whether a request is this server's own background render (the header removed either way: Next never sees it). */
const takeRefreshMark = (headers) => {
  const mark = headers[REFRESH_HEADER]
  if (mark === undefined) return false
  delete headers[REFRESH_HEADER]
  // Compared as bytes: a header's characters past ASCII are more bytes than characters.
  const given = typeof mark === 'string' ? Buffer.from(mark) : null
  return given !== null && given.length === refreshBytes.length && timingSafeEqual(given, refreshBytes)
}

/** Node's header object read as the beacon reads headers (names are lower-case in both). */
const headerReader = (raw) => ({
  get: (name) => {
    const value = raw[name.toLowerCase()]
    return typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : null
  },
  has: (name) => raw[name.toLowerCase()] !== undefined,
})

const sendBeaconAnswer = (res, answer, id) => {
  const head = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', [REQUEST_ID]: id, ...(answer.retryAfter ? { 'Retry-After': String(answer.retryAfter) } : {}) }
  if (!answer.message) return res.writeHead(answer.status, head).end()
  res.writeHead(answer.status, { ...head, 'Content-Type': 'application/json' }).end(JSON.stringify({ errors: [{ message: answer.message }] }))
}

/** A 500 without a body, for an answer that failed (the error is the site's, never the visitor's). */
const answerFailed = (res) => {
  if (!res.headersSent) res.writeHead(500, { 'Cache-Control': 'no-store' })
  res.end()
}

/**
 * Answers the beacon from its body (at most MAX_BYTES; null when larger, and the rest is not read). Read
 * with the stream's events and answered in the same turn when the site's answer needs no promise, as it
 * almost never does: at thousands of beacons a second, each promise is work of its own.
 */
const beacon = (req, res, id) => {
  const answer = (body) => {
    try {
      const result = globalThis[BEACON](req.method, headerReader(req.headers), body)
      if (result instanceof Promise) result.then((ready) => sendBeaconAnswer(res, ready, id), () => answerFailed(res))
      else sendBeaconAnswer(res, result, id)
    } catch {
      answerFailed(res)
    }
  }
  const declared = Number(req.headers['content-length'] ?? '')
  if (Number.isFinite(declared) && declared > MAX_BYTES) return answer(null)
  const chunks = []
  let size = 0
  let done = false
  req.on('data', (chunk) => {
    size += chunk.length
    if (size > MAX_BYTES && !done) {
      done = true
      answer(null)
      req.destroy()
    } else chunks.push(chunk)
  })
  req.on('end', () => {
    if (done) return
    done = true
    answer(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8'))
  })
  req.on('error', () => {
    if (done) return
    done = true
    answer(null)
  })
}

/**
 * Where a request goes: the beacon, a file, the page cache, or Next. The beacon and files log nothing while
 * they answer: only what goes on to Next runs in the request's context (src/lib/logging/log.mjs), which costs them time.
 * Every answer names its request in X-Request-Id: those written in one go here (the beacon, a file from
 * memory, a cached page) add it to the head they write, which keeps Node's quick way of writing a head
 * (a header set before it makes Node copy every header again); the rest are given it before they start.
 */
const route = (req, res, id) => {
  const refresh = takeRefreshMark(req.headers)
  if (req.method === 'POST' && req.url === '/api/visits' && typeof globalThis[BEACON] === 'function') {
    beacon(req, res, id)
    return
  }
  const file = files.find(req.method, req.url)
  if (file) {
    files.serve(req, res, file, id, () => context.run({ id }, handle, req, res.setHeader(REQUEST_ID, id)))
    return
  }
  context.run({ id }, routeInContext, req, res, refresh, id)
}

/** Pages and everything else, in the request's context. */
const routeInContext = (req, res, refresh, id) => {
  if (pageServer && cacheableRequest(req.method, req.url, req.headers)) {
    if (refresh) pageServer.serveRefresh(req, res.setHeader(REQUEST_ID, id))
    else pageServer.serve(req, res, id).catch(() => answerFailed(res))
    return
  }
  handle(req, res.setHeader(REQUEST_ID, id))
}

/** Counts and times an answer once it is over; logs it when it failed or was slow (LOG_LEVEL=debug: every answer). */
const observe = (req, res, id, began) => {
  const kind = routeKind(req.method, req.url)
  const seconds = Number(process.hrtime.bigint() - began) / 1e9
  const status = statusClass(res.statusCode, res.writableFinished)
  measured.answered.record(kind, status, seconds)
  const level = res.statusCode >= 500 ? 'error' : seconds * 1000 > SLOW_MS ? 'warn' : 'debug'
  if (log.isLevelEnabled(level)) log[level]({ msg: 'answered', requestId: id, method: req.method, path: pathOf(req.url), kind, status: res.statusCode, aborted: !res.writableFinished, ms: Math.round(seconds * 1000) })
}

/** Requests being answered, so a stop waits for them alone. */
let inFlight = 0
let stopping = false

const server = http.createServer((req, res) => {
  sanitizeIncoming(req.headers, req.socket.remoteAddress)
  const id = randomUUID()
  const began = process.hrtime.bigint()
  inFlight++
  res.once('close', () => {
    inFlight--
    observe(req, res, id, began)
    // Stopping: the connection this answer kept open closes now that it is idle.
    if (stopping) setImmediate(() => server.closeIdleConnections())
  })
  // Stopping: no more requests on a kept-alive connection.
  if (stopping) res.setHeader('Connection', 'close')
  route(req, res, id)
})

server.listen(port, hostname, () => {
  log.info({ msg: `ready on http://${hostname ?? 'localhost'}:${port}` })
  selfOrigin = originOf(server.address())
  applyExpiriesEachSecond()
})

/**
 * Stops without losing a request: no new connection, the idle ones closed, those answering closed once
 * answered; then exits. A request still running after STOP_TIMEOUT_MS is cut off.
 */
const stop = (signal) => {
  if (stopping) return
  stopping = true
  log.info({ msg: `${signal}: taking no new requests, finishing ${inFlight} in flight` })
  server.close(() => {
    log.info({ msg: 'stopped' })
    process.exit(0)
  })
  server.closeIdleConnections()
  setTimeout(() => {
    log.warn({ msg: `still ${inFlight} request(s) in flight after ${STOP_TIMEOUT_MS} ms: stopping anyway` })
    process.exit(1)
  }, STOP_TIMEOUT_MS).unref()
}
// In development, Ctrl-C stops at once (the browser's hot-reload connection would hold a graceful stop).
if (!dev) {
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

/** The origin of the address this server listens on: loopback when it listens on all. */
function originOf(address) {
  const host = !address.address || address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address.includes(':') ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}

/**
 * Asks this server's own route to apply the expiries other processes recorded, each second (one call at a
 * time; a failure is tried again the next second).
 */
function applyExpiriesEachSecond() {
  const url = `${selfOrigin}/api/cache/expiries`
  let busy = false
  setInterval(() => {
    if (busy) return
    busy = true
    fetch(url, { method: 'POST', headers: { 'x-internal-token': process.env.SITE_INTERNAL_TOKEN }, signal: AbortSignal.timeout(10_000) })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined)
      .finally(() => (busy = false))
  }, 1000).unref()
}
