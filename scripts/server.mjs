// The production server: Next's own, with one request answered before Next routes it. The listing
// page's visit beacon (POST /api/visits) is the busiest request there is, and Next's routing costs
// more than the beacon's work: the site registers the beacon on globalThis at start
// (src/instrumentation.ts) and this server calls it directly. Everything else, and the beacon until the
// site has registered it, goes to Next (whose own route at /api/visits runs the same code).
//
// Before anything, every request loses the internal headers a visitor may have sent and gains the
// socket's peer address (src/lib/security/incomingHeaders.mjs): rate limits and visit counts are keyed on
// it, so no client chooses its own budget or spends another's.
//
// Usage: node scripts/server.mjs [--dev] [port] [hostname]   (defaults: $PORT or 3000, all interfaces;
// --dev: the development server with hot reload, `npm run dev`)
import http from 'node:http'

import { sanitizeIncoming } from '../src/lib/security/incomingHeaders.mjs'

const args = process.argv.slice(2)
const dev = args.includes('--dev')
const [portArg, hostArg] = args.filter((arg) => arg !== '--dev')
// As `next start` or `next dev` (set before Next loads, which reads it).
process.env.NODE_ENV = dev ? 'development' : 'production'
const { default: next } = await import('next')

const port = Number(portArg || process.env.PORT || 3000)
const hostname = hostArg || undefined
const BEACON = Symbol.for('site.beacon')
const MAX_BYTES = 200

const app = next({ dev, webpack: dev, hostname: hostname ?? 'localhost', port })
await app.prepare()
const handle = app.getRequestHandler()

/** Reads at most MAX_BYTES of the body; null when there is more (the rest is not read). */
const readBody = (req) =>
  new Promise((resolve) => {
    const chunks = []
    let size = 0
    req.on('data', (chunk) => {
      size += chunk.length
      if (size > MAX_BYTES) {
        resolve(null)
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', () => resolve(null))
  })

const beacon = async (req, res) => {
  // Node's header object read as the beacon reads headers (names are lower-case in both).
  const raw = req.headers
  const headers = {
    get: (name) => {
      const value = raw[name.toLowerCase()]
      return typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : null
    },
    has: (name) => raw[name.toLowerCase()] !== undefined,
  }
  const declared = Number(req.headers['content-length'] ?? '')
  const body = Number.isFinite(declared) && declared > MAX_BYTES ? null : await readBody(req)
  const answer = await globalThis[BEACON](req.method, headers, body)
  const head = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...(answer.retryAfter ? { 'Retry-After': String(answer.retryAfter) } : {}) }
  if (!answer.message) return res.writeHead(answer.status, head).end()
  res.writeHead(answer.status, { ...head, 'Content-Type': 'application/json' }).end(JSON.stringify({ errors: [{ message: answer.message }] }))
}

http
  .createServer((req, res) => {
    sanitizeIncoming(req.headers, req.socket.remoteAddress)
    if (req.method === 'POST' && req.url === '/api/visits' && typeof globalThis[BEACON] === 'function') {
      beacon(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'Cache-Control': 'no-store' })
        res.end()
      })
      return
    }
    handle(req, res)
  })
  .listen(port, hostname, () => console.log(`▲ ready on http://${hostname ?? 'localhost'}:${port}`))
