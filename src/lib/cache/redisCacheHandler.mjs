// Next's cache (rendered pages and cached reads) in Redis, shared by every instance of the site, so a
// save through one instance expires the pages of all. next.config.ts names this file as Next's
// `cacheHandler` when REDIS_URL is set. Next loads it apart from the site's bundles: plain JavaScript.
//
// Each entry is one Redis string (JSON, with Buffers and Maps spelled out), kept until its `expire`
// time. Tags live in one hash, tag → the time it was last expired; an entry is a miss when any of its
// tags was expired after it was written. Redis being away makes every read a miss (the page is
// rendered afresh) and every write a no-op: the site stays up, uncached, and says so in its log.
import fs from 'node:fs'
import path from 'node:path'

import { redisConnection, redisPrefix } from '../redis/connection.mjs'

const PREFIX = `${redisPrefix()}:next:`
/** Tags outlive a deployment: a save expires the pages of the build before and after it alike. */
const TAGS = `${PREFIX}tags`
/** The longest an entry is kept when Next names no expiry. */
const MAX_TTL_SECONDS = 30 * 24 * 3600

/** One connection per process, made at the handler's first use (which waits for it). */
let connection
const attempt = (command, fallback) => {
  connection ??= redisConnection(process.env.REDIS_URL, 'pages are rendered without the shared cache')
  return connection.run(command, fallback)
}

/** JSON that keeps Buffers (page HTML, RSC payloads) and Maps (segment data) as they were. */
export const encode = (value) =>
  JSON.stringify(value, function (key, item) {
    const raw = this[key]
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
    if (raw instanceof Map) return { $map: [...raw.entries()] }
    return item
  })
export const decode = (text) =>
  JSON.parse(text, (_key, item) => {
    if (item && typeof item === 'object' && typeof item.$buffer === 'string') return Buffer.from(item.$buffer, 'base64')
    if (item && typeof item === 'object' && Array.isArray(item.$map)) return new Map(item.$map)
    return item
  })

/** The tags an entry depends on: those of the read (cached reads), or those a rendered page carries. */
export const tagsOf = (value, ctx) => {
  const own = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  const header = value?.headers?.['x-next-cache-tags']
  return [...own, ...(typeof header === 'string' && header ? header.split(',') : [])]
}

/**
 * Whether any of `tags` was expired at or after `written` (times in ms), given each tag's expiry time.
 * An expiry in the very millisecond of the write counts: that render may have read the data before the
 * save, and a needless fresh render costs less than a stale page.
 */
export const expiredSince = (written, expiries, now = Date.now()) =>
  expiries.some((at) => at !== null && at !== undefined && Number(at) >= written && Number(at) <= now)

/**
 * Whether one of `tags` (any tag when null) was expired, by any instance, at or after `time`: the site's
 * page cache in front of Next (src/lib/cache/pageCache.mjs) asks before serving a page it holds. Redis
 * away counts as yes.
 * @param {number} time
 * @param {string[] | null} [tags]
 */
export const tagExpiredSince = async (time, tags = null) => {
  const expiries = await attempt((c) => (tags ? c.hmGet(TAGS, tags) : c.hVals(TAGS)), null)
  return expiries === null || expiredSince(time, expiries)
}

export default class RedisCacheHandler {
  /**
   * Entries are kept per build: a page rendered by the previous deployment names scripts the new one
   * no longer has. During `next build` the new build has no id yet (and the folder may hold the previous
   * one's): its pages go to disk only, and the instances started from it share theirs here.
   */
  constructor(options) {
    const building = process.env.NEXT_PHASE === 'phase-production-build'
    const build = options?.serverDistDir ? (building ? null : fs.readFileSync(path.join(options.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()) : 'dev'
    this.entries = build === null ? null : `${PREFIX}${build}:`
  }

  async get(key, ctx) {
    if (this.entries === null) return null
    const text = await attempt((c) => c.get(this.entries + key), null)
    if (!text) return null
    const entry = decode(text)
    const tags = [...new Set(tagsOf(entry.value, ctx))]
    if (tags.length) {
      const expiries = await attempt((c) => c.hmGet(TAGS, tags), null)
      // Unknown tag state is treated as expired: better a fresh render than a page that may be stale.
      if (!expiries || expiredSince(entry.lastModified, expiries)) return null
    }
    return entry
  }

  async set(key, data, ctx) {
    if (this.entries === null) return
    if (!data) {
      await attempt((c) => c.del(this.entries + key), null)
      return
    }
    const expire = ctx?.cacheControl?.expire
    const ttl = Math.min(MAX_TTL_SECONDS, typeof expire === 'number' && expire > 0 ? expire : MAX_TTL_SECONDS)
    await attempt((c) => c.set(this.entries + key, encode({ value: data, lastModified: Date.now() }), { EX: ttl }), null)
  }

  /**
   * Expires `tags` in every instance. With durations ({ expire: seconds }) they expire that much later
   * (the site passes 0: at once).
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (!list.length) return
    const at = Date.now() + (durations?.expire ?? 0) * 1000
    const done = await attempt((c) => c.hSet(TAGS, Object.fromEntries(list.map((tag) => [tag, String(at)]))), null)
    if (done === null) console.error(`cache: could not expire ${list.join(', ')} in Redis; other instances may serve them until they expire`)
  }

  resetRequestCache() {}
}
