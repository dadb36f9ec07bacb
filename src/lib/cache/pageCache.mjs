// The bytes of public pages, kept by the site's server (scripts/server.mjs) in front of Next: a page
// Next has rendered and marked cacheable is stored once, compressed once (brotli and gzip), and later
// requests for it are answered from memory without reaching Next's router or renderer, with a validator
// that answers 304 to a revalidation. Plain JavaScript: the server script loads it without the build.
//
// What is stored is only what Next itself would serve to anyone: an answer whose Cache-Control lets a
// shared cache keep it, which sets no cookie, to a plain page request (no client-side navigation, no draft
// view). The owner portal, previews, the admin and sign-in pages are rendered per request (no-store) and
// never stored. An entry is fresh for the page's s-maxage and while none of the cache tags its render read
// (readTags.mjs; any tag when they are unknown) has been expired since its render began (the same expiry
// that clears Next's cache): a listing's save leaves the contact page as it is. Once out of date, it is
// answered while one request renders the page again (createRefreshes), so a save never sends every visitor
// to the renderer at once.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const gunzip = promisify(zlib.gunzip)
const unbrotli = promisify(zlib.brotliDecompress)

/** A page larger than this is passed through unstored. */
export const MAX_ENTRY_BYTES = 2 * 1024 * 1024
/** Statuses worth keeping: pages, and the not-found page every unknown path shows. */
const STATUSES = new Set([200, 404])
/** Headers that describe one transfer, not the page: written afresh for each answer (each names its own request). */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'x-nextjs-cache', 'x-request-id'])
/** Cookies that turn on Next's draft mode: such a request sees unpublished content. */
const DRAFT_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/
/** Paths Payload answers per request: its API and admin. */
const SYSTEM_PATH = /^\/(?:api|admin)(?:\/|$|\?)/
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/

/**
 * Whether the cache may answer this request: a GET or HEAD of a page, not Next's client-side navigation
 * (its RSC requests carry `rsc` or `next-*` headers and get another answer), not a draft view.
 * @param {string | undefined} method
 * @param {string | undefined} url
 * @param {Record<string, string | string[] | undefined>} headers
 */
export const cacheableRequest = (method, url, headers) => {
  if ((method !== 'GET' && method !== 'HEAD') || !url || SYSTEM_PATH.test(url)) return false
  for (const name of Object.keys(headers)) if (name === 'rsc' || name.startsWith('next-')) return false
  const cookie = headers.cookie
  return !(typeof cookie === 'string' && DRAFT_COOKIES.test(cookie))
}

/**
 * How long (ms) a shared cache may keep an answer with these headers, or null when it may not be kept:
 * a status other than 200 or 404, a cookie set, Cache-Control private, no-store or no-cache, no
 * lifetime for shared caches, a body that does not compress, or Next's stale copy (being refreshed).
 * @param {number} status
 * @param {Record<string, string | string[] | number | undefined>} headers lower-case names
 */
export const storableFor = (status, headers) => {
  if (!STATUSES.has(status) || headers['set-cookie'] !== undefined || headers['x-nextjs-cache'] === 'STALE') return null
  if (!COMPRESSIBLE.test(String(headers['content-type'] ?? ''))) return null
  const control = String(headers['cache-control'] ?? '').toLowerCase()
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/.test(control)) return null
  const shared = /(?:^|,)\s*s-maxage=(\d+)/.exec(control) ?? (/(?:^|,)\s*public\b/.test(control) ? /(?:^|,)\s*max-age=(\d+)/.exec(control) : null)
  const seconds = shared ? Number(shared[1]) : 0
  return seconds > 0 ? seconds * 1000 : null
}

/**
 * The encoding to answer with: brotli, else gzip, else none, as the request's Accept-Encoding allows
 * (a coding with q=0 is refused; `*` stands for any coding not named).
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | 'identity'}
 */
export const chooseEncoding = (header) => {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '')
  const weights = new Map()
  for (const part of text.toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';')
    if (!coding) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean)
    weights.set(coding.trim(), q ? Number(q[1]) : 1)
  }
  const accepts = (coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return 'identity'
}

/**
 * Whether If-None-Match names `etag` (weak comparison, as RFC 9110 asks of GET revalidations).
 * @param {string | string[] | undefined} header
 * @param {string} etag
 */
export const matchesEtag = (header, etag) => {
  if (typeof header !== 'string') return false
  if (header.trim() === '*') return true
  const bare = (tag) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => bare(tag) === bare(etag))
}

/**
 * Whether one of `tags` (any tag when null) was expired at or after `time`, in Next's record of this
 * process's expiries: tag → when it went stale or expired (ms).
 * @param {Map<string, { stale?: number, expired?: number }>} manifest
 * @param {number} time
 * @param {string[] | null} tags
 */
export const expiredInManifest = (manifest, time, tags) => {
  const since = (entry) => entry !== undefined && ((typeof entry.expired === 'number' && entry.expired >= time) || (typeof entry.stale === 'number' && entry.stale >= time))
  return tags ? tags.some((tag) => since(manifest.get(tag))) : [...manifest.values()].some(since)
}

/** The body as a Buffer, decoded from the encoding Next sent it in. */
const decode = async (body, encoding) => (encoding === 'gzip' ? gunzip(body) : encoding === 'br' ? unbrotli(body) : body)

/**
 * @typedef {Record<string, string | string[]>} Head
 * @typedef {{ status: number, head: { identity: Head, br: Head, gzip: Head }, etag: string, br: Buffer, gzip: Buffer, began: number, until: number, immutable: boolean, tags: string[] | null, bytes: number }} Entry
 */

/**
 * A page cache holding at most `maxBytes` of compressed bodies, least recently used first out.
 * `expiredSince(time, tags)` says (possibly asynchronously) whether one of `tags` (any tag when null) was
 * expired at or after `time`: an entry whose render began before such an expiry of its tags is stale.
 * Entries are kept per build (`buildId`): a page of an earlier build names scripts this one does not have.
 *
 * @param {{ buildId: string, maxBytes: number, expiredSince: (time: number, tags: string[] | null) => boolean | Promise<boolean>, now?: () => number }} options
 */
export const createPageCache = ({ buildId, maxBytes, expiredSince, now = Date.now }) => {
  /** @type {Map<string, Entry>} */
  const entries = new Map()
  let bytes = 0
  const keyOf = (url) => `${buildId}\u0000${url}`

  const drop = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  /**
   * Stores Next's answer to `url`: `body` as sent (encoded as `headers['content-encoding']` says),
   * whose render began at `began` and read under `tags` (null: unknown, any tag). The not-found page depends
   * on every tag: what it lacks may come with any save (a page or a listing published at its address). Does
   * nothing when the answer may not be kept.
   * @param {string[] | null} [tags]
   */
  const store = async (url, status, headers, body, began, tags = null) => {
    const lifetime = storableFor(status, headers)
    if (lifetime === null || body.length > MAX_ENTRY_BYTES) return false
    const plain = await decode(body, String(headers['content-encoding'] ?? 'identity'))
    // Files that never change (Next's scripts and styles) are compressed hardest, once per process;
    // pages at a level that costs a few milliseconds, as every save expires them.
    const immutable = /\bimmutable\b/.test(String(headers['cache-control'] ?? ''))
    const [br, gz] = await Promise.all([
      brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: immutable ? 11 : 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
      gzip(plain, { level: immutable ? 9 : 6 }),
    ])
    const kept = Object.fromEntries(Object.entries(headers).filter(([name, value]) => !TRANSFER_HEADERS.has(name) && value !== undefined).map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]))
    const etag = `W/"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`
    const vary = /accept-encoding/i.test(String(kept.vary ?? '')) ? kept.vary : kept.vary ? `${kept.vary}, Accept-Encoding` : 'Accept-Encoding'
    // The headers of each answer, made once: a hit only picks them.
    const identity = { ...kept, vary, etag, 'x-nextjs-cache': 'HIT' }
    const head = {
      identity,
      br: { ...identity, 'content-encoding': 'br', 'content-length': String(br.length) },
      gzip: { ...identity, 'content-encoding': 'gzip', 'content-length': String(gz.length) },
    }
    const key = keyOf(url)
    drop(key)
    /** @type {Entry} */
    const entry = { status, head, etag, br, gzip: gz, began, until: began + lifetime, immutable, tags: status === 200 ? tags : null, bytes: br.length + gz.length + url.length }
    if (entry.bytes > maxBytes) return false
    entries.set(key, entry)
    bytes += entry.bytes
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      drop(oldest)
    }
    return true
  }

  /**
   * The entry for `url`, whether it is out of date (its lifetime over, or one of its tags expired since its
   * render began), and whether a save made it so (`saved`: a tag expired), or null when there is none. An
   * out-of-date entry is kept: it is answered while one request renders the page again (see
   * createRefreshes), and replaced by what that render stores.
   * @returns {Promise<{ entry: Entry, stale: boolean, saved: boolean } | null>}
   */
  const lookup = async (url) => {
    const key = keyOf(url)
    const entry = entries.get(key)
    if (!entry) return null
    const saved = !entry.immutable && (await expiredSince(entry.began, entry.tags))
    const stale = saved || now() >= entry.until
    // Most recently used last: eviction takes the first.
    if (entries.get(key) === entry) {
      entries.delete(key)
      entries.set(key, entry)
    }
    return { entry, stale, saved }
  }

  /**
   * The answer to a request from an entry: status, headers and body (null for a HEAD or a 304). An
   * out-of-date entry says so (`x-nextjs-cache: STALE`), as Next does.
   * @param {Entry} entry
   * @param {string | undefined} method
   * @param {Record<string, string | string[] | undefined>} requestHeaders
   */
  const answer = async (entry, method, requestHeaders, stale = false) => {
    const mark = (headers) => (stale ? { ...headers, 'x-nextjs-cache': 'STALE' } : headers)
    if (matchesEtag(requestHeaders['if-none-match'], entry.etag)) return { status: 304, headers: mark(entry.head.identity), body: null }
    const encoding = chooseEncoding(requestHeaders['accept-encoding'])
    const body = encoding === 'identity' ? await gunzip(entry.gzip) : entry[encoding]
    const headers = encoding === 'identity' ? { ...entry.head.identity, 'content-length': String(body.length) } : entry.head[encoding]
    return { status: entry.status, headers: mark(headers), body: method === 'HEAD' ? null : body }
  }

  return { store, lookup, answer, forget: (url) => drop(keyOf(url)), size: () => ({ entries: entries.size, bytes }) }
}

/**
 * When an out-of-date page is rendered again, and by whom: by the request that finds it, unless that page
 * is being rendered again already, `parallel` pages are, or the budget is spent (`burst` at once, refilled
 * at `perSecond`); meanwhile every other request gets the page as it was. After a save the next visitor of
 * each page gets the new one, rendered for them; while saves keep coming (an import, an editor saving in a
 * loop), the pages are rendered again a few times a second in all, never once per save and visitor, so the
 * visitors keep the cache's speed and the pages trail the saves by a second or two. Once the new page is
 * sent (`rendered`) and until it is kept (`end`), nobody is given the old one: they wait for the new one.
 * @param {{ burst: number, perSecond: number, parallel: number, now?: () => number }} options
 */
export const createRefreshes = ({ burst, perSecond, parallel, now = Date.now }) => {
  /** @type {Map<string, boolean>} each page rendered again now, and whether its new page is sent */
  const running = new Map()
  let tokens = burst
  let filledAt = now()
  return {
    /** Whether the request for `url` renders it again now (and is counted until `end`). */
    tryStart(url) {
      const time = now()
      tokens = Math.min(burst, tokens + ((time - filledAt) / 1000) * perSecond)
      filledAt = time
      if (running.has(url) || running.size >= parallel || tokens < 1) return false
      tokens -= 1
      running.set(url, false)
      return true
    },
    /** The new page of `url` is sent, on its way into the cache. */
    rendered(url) {
      if (running.has(url)) running.set(url, true)
    },
    /** Whether the new page of `url` is sent but not kept yet: the old one must not be answered. */
    isRendered(url) {
      return running.get(url) === true
    },
    end(url) {
      running.delete(url)
    },
  }
}

/**
 * Copies what Next writes to `res` while it goes to the client unchanged, and calls
 * `done(status, headers, body)` once the answer was sent whole: not when the client went away first,
 * nor when the body outgrew MAX_ENTRY_BYTES. Headers are lower-case; the body is as sent (compressed
 * when Next compressed it: Next's compression wraps these methods and writes through them).
 * @param {import('node:http').ServerResponse} res
 * @param {(status: number, headers: Record<string, string | string[] | number | undefined>, body: Buffer) => void} done
 */
export const recordResponse = (res, done) => {
  const chunks = []
  let size = 0
  let over = false
  const given = {}
  let checked = false
  const keep = (chunk, encoding) => {
    // Once the head is known (at the first bytes), an answer that may not be kept is not copied.
    if (!checked) {
      checked = true
      over = storableFor(res.statusCode, { ...res.getHeaders(), ...given }) === null
    }
    if (over || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const copy = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)
    size += copy.length
    if (size > MAX_ENTRY_BYTES) {
      over = true
      chunks.length = 0
    } else chunks.push(copy)
  }
  const { writeHead, write, end } = res
  res.writeHead = function (status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) given[String(headers[i]).toLowerCase()] = headers[i + 1]
    else if (headers) for (const [name, value] of Object.entries(headers)) given[name.toLowerCase()] = value
    return writeHead.call(this, status, ...rest)
  }
  res.write = function (chunk, encoding, callback) {
    keep(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  }
  res.end = function (chunk, encoding, callback) {
    keep(chunk, encoding)
    return end.call(this, chunk, encoding, callback)
  }
  res.once('finish', () => {
    if (!over) done(res.statusCode, { ...res.getHeaders(), ...given }, Buffer.concat(chunks))
  })
}
