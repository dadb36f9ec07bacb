import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { describe, expect, it, vi } from 'vitest'

import { createRedisStore } from '@/lib/rateLimit/redisStore'

/**
 * What several instances share through a real Redis server (TEST_REDIS_URL, the machine's own by
 * default): rate-limit counters and Next's cache. Every key is new to this run, so runs never meet.
 */
const REDIS = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const DEAD = 'redis://127.0.0.1:1'
const fresh = () => randomUUID()

describe('rate-limit counters in Redis', () => {
  it('counts the hits of two instances together, in one window that then starts afresh', async () => {
    const a = createRedisStore(REDIS)
    const b = createRedisStore(REDIS)
    // Both connected: a hit through one is seen by the other.
    const probe = fresh()
    await vi.waitFor(async () => {
      const first = (await a.hit(probe, 60_000)).count
      expect((await b.hit(probe, 60_000)).count).toBe(first + 1)
    })
    const key = fresh()
    expect((await a.hit(key, 400)).count).toBe(1)
    expect((await b.hit(key, 400)).count).toBe(2)
    const third = await a.hit(key, 400)
    expect(third.count).toBe(3)
    expect(third.resetAt - Date.now()).toBeGreaterThan(0)
    expect(third.resetAt - Date.now()).toBeLessThanOrEqual(400)
    // The window ends in Redis for both instances: the next hit starts a new one. Waited for by the
    // clock, since a peek slower than the command limit on a loaded machine answers from the
    // instance's own (empty) counters and says nothing of Redis.
    await sleep(Math.max(0, third.resetAt - Date.now()) + 20)
    expect(await b.peek(key)).toBeNull()
    expect((await b.hit(key, 400)).count).toBe(1)
  })

  it('counts a crowd of hits from two instances at once one by one, and gives one back on request', async () => {
    const a = createRedisStore(REDIS)
    const b = createRedisStore(REDIS)
    await vi.waitFor(async () => expect(await a.hit(fresh(), 1_000)).toMatchObject({ count: 1 }))
    const key = fresh()
    // Each hit gets its own count: no two are told the same, so a cap holds under concurrency.
    const counts = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).hit(key, 60_000))).then((all) => all.map((hit) => hit.count))
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1))
    await Promise.all([a.release(key, 60_000), b.release(key, 60_000)])
    expect((await a.peek(key))?.count).toBe(198)
    // Never below nothing.
    const once = fresh()
    await a.release(once, 60_000)
    expect(await a.peek(once)).toBeNull()
  })

  it('counts in the process while Redis cannot be reached, without failing or waiting', async () => {
    const store = createRedisStore(DEAD)
    const key = fresh()
    expect((await store.hit(key, 60_000)).count).toBe(1)
    expect((await store.hit(key, 60_000)).count).toBe(2)
  })
})

type Handler = {
  get(key: string, ctx: object): Promise<{ value: Record<string, unknown>; lastModified: number } | null>
  set(key: string, data: object | null, ctx: object): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}

/** A build's server folder, as Next hands it to the handler: its BUILD_ID sits in the folder above. */
const buildDir = (id: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-build-'))
  fs.writeFileSync(path.join(dir, 'BUILD_ID'), id)
  fs.mkdirSync(path.join(dir, 'server'))
  return path.join(dir, 'server')
}
const BUILD = buildDir(fresh())

/** A new copy of the handler module (as each instance loads it), on `url`, for a build and a site. */
const handlerOn = async (url: string, { serverDistDir = BUILD, prefix = 'agency-test' } = {}): Promise<Handler> => {
  vi.resetModules()
  process.env.REDIS_URL = url
  process.env.REDIS_PREFIX = prefix
  const { default: RedisCacheHandler } = await import('@/lib/cache/redisCacheHandler.mjs')
  return new RedisCacheHandler({ serverDistDir }) as Handler
}

/** The handler, once connected: it reads back what it wrote (it connects at its first use). */
const connected = async (url: string, options?: Parameters<typeof handlerOn>[1]) => {
  const handler = await handlerOn(url, options)
  const probe = `/probe/${fresh()}`
  await vi.waitFor(async () => {
    await handler.set(probe, page(`probe-${fresh()}`), {})
    expect(await handler.get(probe, { kind: 'APP_PAGE' })).not.toBeNull()
  })
  return handler
}

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: 'Villa in Gent',
  rscData: Buffer.from('rsc payload'),
  segmentData: new Map([['/_index', Buffer.from('segment')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
})

describe("Next's cache in Redis", () => {
  it('serves one instance the page another rendered, Buffers and Maps intact', async () => {
    const a = await connected(REDIS)
    const b = await connected(REDIS)
    const key = `/nl/${fresh()}`
    await a.set(key, page(`listing-${fresh()}`), { cacheControl: { revalidate: 300, expire: 3600 } })
    const entry = await b.get(key, { kind: 'APP_PAGE' })
    expect(entry?.value.html).toBe('Villa in Gent')
    expect(Buffer.isBuffer(entry?.value.rscData) && entry.value.rscData.toString()).toBe('rsc payload')
    expect((entry?.value.segmentData as Map<string, Buffer>).get('/_index')?.toString()).toBe('segment')
  })

  it('misses everywhere once a tag of the entry expired through any instance, and serves what was written after', async () => {
    const a = await connected(REDIS)
    const b = await connected(REDIS)
    const tag = `listing-${fresh()}`
    const pageKey = `/nl/${fresh()}`
    const readKey = fresh()
    await a.set(pageKey, page(`_N_T_/layout,${tag}`), {})
    expect(await b.get(pageKey, { kind: 'APP_PAGE' })).not.toBeNull()
    await a.set(readKey, { kind: 'FETCH', data: { body: '{}', headers: {}, url: '' }, revalidate: 300 }, { tags: [tag] })
    expect(await b.get(readKey, { kind: 'FETCH', tags: [tag] })).not.toBeNull()

    await b.revalidateTag(tag, { expire: 0 })
    // The write below must come in a later millisecond than the expiry: one in the same counts as expired.
    const expiredAt = Date.now()
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(expiredAt), { interval: 1 })
    expect(await a.get(pageKey, { kind: 'APP_PAGE' })).toBeNull()
    expect(await a.get(readKey, { kind: 'FETCH', tags: [tag] })).toBeNull()

    await a.set(pageKey, page(tag), {})
    expect((await b.get(pageKey, { kind: 'APP_PAGE' }))?.value.html).toBe('Villa in Gent')
  })

  it("tells the page cache whether one of a page's tags expired through any instance, or any tag when the page's are unknown", async () => {
    const a = await connected(REDIS)
    await connected(REDIS)
    const { tagExpiredSince } = (await import('@/lib/cache/redisCacheHandler.mjs')) as { tagExpiredSince: (time: number, tags?: string[] | null) => Promise<boolean> }
    const [listings, texts] = [`properties-${fresh()}`, `pages-${fresh()}`]
    const before = Date.now()
    expect(await tagExpiredSince(before, [listings, texts])).toBe(false)
    await a.revalidateTag(listings, { expire: 0 })
    expect(await tagExpiredSince(before, [texts])).toBe(false)
    expect(await tagExpiredSince(before, [texts, listings])).toBe(true)
    expect(await tagExpiredSince(before, null)).toBe(true)
    expect(await tagExpiredSince(Date.now() + 1000, [listings])).toBe(false)
  })

  it("keeps each deployment's pages and each site's to itself", async () => {
    const key = `/nl/${fresh()}`
    await (await connected(REDIS)).set(key, page(`listing-${fresh()}`), {})
    expect(await (await connected(REDIS)).get(key, { kind: 'APP_PAGE' })).not.toBeNull()
    // The next deployment's build names other scripts: it renders the page afresh.
    expect(await (await connected(REDIS, { serverDistDir: buildDir(fresh()) })).get(key, { kind: 'APP_PAGE' })).toBeNull()
    // Another agency's site on the same Redis.
    expect(await (await connected(REDIS, { prefix: 'another-agency' })).get(key, { kind: 'APP_PAGE' })).toBeNull()
  })

  it('shares nothing while `next build` runs, even in the folder of a previous build, and needs no build id then', async () => {
    const key = `/nl/${fresh()}`
    const running = await connected(REDIS)
    await running.set(key, page(`listing-${fresh()}`), {})
    const noId = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agency-build-')), 'server')
    process.env.NEXT_PHASE = 'phase-production-build'
    try {
      // The new build's pages name its own scripts: the running deployment never gets them, nor they its pages.
      for (const serverDistDir of [BUILD, noId]) {
        const building = await handlerOn(REDIS, { serverDistDir })
        expect(await building.get(key, { kind: 'APP_PAGE' })).toBeNull()
        await building.set(`${key}built`, page('x'), {})
      }
    } finally {
      delete process.env.NEXT_PHASE
    }
    expect(await running.get(`${key}built`, { kind: 'APP_PAGE' })).toBeNull()
    expect(await running.get(key, { kind: 'APP_PAGE' })).not.toBeNull()
  })

  it('renders afresh, without failing, while Redis cannot be reached', async () => {
    const handler = await handlerOn(DEAD)
    await expect(handler.set('/nl/', page('x'), {})).resolves.toBeUndefined()
    expect(await handler.get('/nl/', { kind: 'APP_PAGE' })).toBeNull()
    await expect(handler.revalidateTag('x')).resolves.toBeUndefined()
  })
})
