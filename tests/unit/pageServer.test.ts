import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createPageCache, createRefreshes } from '@/lib/cache/pageCache.mjs'
import { createPageServer } from '@/lib/cache/pageServer.mjs'
import { noteReadTags } from '@/lib/cache/readTags.mjs'
import { requestContext } from '@/lib/logging/log.mjs'

const PAGE = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' }
const MARK = 'x-refresh'

/**
 * The page server on a loopback port in front of a stand-in for Next: it renders `version` of each page
 * and says whose request it answered; `nextStale` answers are its own stale copy first, as Next gives
 * when a page's lifetime ran out (and renders it anew meanwhile); `redirect` makes it redirect instead.
 * Its renders read under the tag `pages`, and those of pages other than contact pages under `properties` too;
 * `expiries` are expiries of every tag, `tagged` of one.
 */
const start = async () => {
  const clock = { now: 1_000_000 }
  const expiries: number[] = []
  const tagged: { tag: string; at: number }[] = []
  const next = { version: 1, nextStale: 0, redirect: false, renders: [] as string[] }
  const pages = createPageCache({ buildId: 'b', maxBytes: 1e8, expiredSince: (time, tags) => expiries.some((at) => at >= time) || tagged.some(({ tag, at }) => at >= time && (!tags || tags.includes(tag))), now: () => clock.now })
  // Keeping a page takes `keepMs` longer (its compression, on a busy server).
  const keeping = { keepMs: 0 }
  const store = pages.store.bind(pages)
  pages.store = async (...args: Parameters<typeof store>) => {
    await new Promise((resolve) => setTimeout(resolve, keeping.keepMs))
    return store(...args)
  }
  const refreshes = createRefreshes({ burst: 20, perSecond: 4, parallel: 2, now: () => clock.now })
  const backgroundRefreshes = createRefreshes({ burst: 20, perSecond: 4, parallel: 2, now: () => clock.now })
  let origin = ''
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    next.renders.push(req.headers[MARK] ? 'refresh' : 'visitor')
    noteReadTags(req.url?.includes('contact') ? ['pages'] : ['pages', 'properties'])
    if (next.redirect) return res.writeHead(308, { location: '/elsewhere/' }).end()
    // Only a background render meets Next's stale copy: a visitor's render follows a save, which Next renders anew.
    const stale = next.nextStale > 0 && req.headers[MARK] !== undefined
    if (stale) next.nextStale--
    res.writeHead(200, { ...PAGE, 'x-nextjs-cache': stale ? 'STALE' : 'MISS' }).end(`<p>${req.url} version ${stale ? next.version - 1 : next.version}</p>`)
  }
  const pageServer = createPageServer({
    pages,
    refreshes,
    backgroundRefreshes,
    handle,
    began: () => clock.now,
    requestSelf: async (url) => {
      const response = await fetch(origin + url, { headers: { [MARK]: '1' }, redirect: 'manual' })
      await response.arrayBuffer()
      return response.headers.get('x-nextjs-cache')
    },
  })
  // Each request numbered, as the site's server names each in X-Request-Id.
  let requests = 0
  // In its own context, as the site's server answers each request.
  const server = http.createServer((req, res) =>
    requestContext().run({ id: `request-${++requests}` }, () => {
      if (req.headers[MARK]) pageServer.serveRefresh(req, res)
      else void pageServer.serve(req, res, `request-${requests}`)
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const visit = async (url = '/nl/') => {
    const response = await fetch(origin + url, { redirect: 'manual' })
    return { status: response.status, cache: response.headers.get('x-nextjs-cache'), id: response.headers.get('x-request-id'), body: await response.text() }
  }
  servers.push(server)
  /** The pages requested once and kept; Next's renders counted from here. */
  const warm = async (...urls: string[]) => {
    for (const url of urls.length ? urls : ['/nl/']) {
      expect(await visit(url)).toMatchObject({ cache: 'MISS', body: `<p>${url} version 1</p>` })
      await until(async () => (await pages.lookup(url)) !== null)
    }
    next.renders.length = 0
  }
  return { clock, expiries, tagged, keeping, next, pages, visit, warm }
}

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** Waits until `check` holds (a background render is under way). */
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let tries = 0; tries < 200; tries++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('never happened')
}

describe('the page server in front of Next', () => {
  it('renders again after a save only the pages whose renders read what it expired', async () => {
    const { clock, next, tagged, visit, warm } = await start()
    await warm('/nl/', '/nl/contact/')
    tagged.push({ tag: 'properties', at: clock.now })
    expect(await visit('/nl/contact/')).toMatchObject({ cache: 'HIT', body: '<p>/nl/contact/ version 1</p>' })
    next.version = 2
    expect(await visit('/nl/')).toMatchObject({ cache: 'MISS', body: '<p>/nl/ version 2</p>' })
    expect(next.renders).toEqual(['visitor'])
    tagged.push({ tag: 'pages', at: clock.now })
    expect(await visit('/nl/contact/')).toMatchObject({ cache: 'MISS', body: '<p>/nl/contact/ version 2</p>' })
  })

  it('keeps a page Next rendered and answers it from the cache after', async () => {
    const { next, visit, warm } = await start()
    await warm()
    expect(await visit()).toMatchObject({ cache: 'HIT', body: '<p>/nl/ version 1</p>' })
    expect(next.renders).toEqual([])
  })

  it('names in each answer the request it answers, a render’s and every answer from the cache after it', async () => {
    const { visit } = await start()
    expect(await visit()).toMatchObject({ cache: 'MISS', id: 'request-1' })
    await until(async () => (await visit()).cache === 'HIT')
    const [one, two] = [await visit(), await visit()]
    expect([one.cache, two.cache]).toEqual(['HIT', 'HIT'])
    expect(Number(two.id?.split('-')[1])).toBe(Number(one.id?.split('-')[1]) + 1)
  })

  it('answers a page whose time ran out from the cache at once, and renders it again in the background until Next has rendered it anew', async () => {
    const { clock, next, visit, warm } = await start()
    await warm()
    clock.now += 300_000
    next.version = 2
    // Next's lifetime for the page ran out too: it answers its own stale copy twice before the new page.
    next.nextStale = 2
    const first = await visit()
    expect(first).toMatchObject({ status: 200, cache: 'STALE', body: '<p>/nl/ version 1</p>' })
    await until(async () => (await visit()).body === '<p>/nl/ version 2</p>')
    expect(await visit()).toMatchObject({ cache: 'HIT', body: '<p>/nl/ version 2</p>' })
    // No visitor's request went to Next: three background requests did (two stale copies, then the new page).
    expect(next.renders).toEqual(['refresh', 'refresh', 'refresh'])
  })

  it('renders a page a save expired for the next visitor, who gets the new page', async () => {
    const { clock, expiries, next, visit, warm } = await start()
    await warm()
    next.version = 2
    expiries.push(clock.now)
    clock.now += 1
    expect(await visit()).toMatchObject({ cache: 'MISS', body: '<p>/nl/ version 2</p>' })
    expect(next.renders).toEqual(['visitor'])
  })

  it('gives the visitors who come while a saved page’s new copy is being kept that copy, from the cache, without asking Next again', async () => {
    const { clock, expiries, keeping, next, visit, warm } = await start()
    await warm()
    next.version = 2
    expiries.push(clock.now)
    clock.now += 1
    keeping.keepMs = 300
    expect(await visit()).toMatchObject({ cache: 'MISS', body: '<p>/nl/ version 2</p>' })
    // The new page is sent and not kept yet: nobody gets the old one, and Next is not asked for it again.
    const others = await Promise.all(Array.from({ length: 5 }, () => visit()))
    expect(others.map(({ status, cache, body }) => ({ status, cache, body }))).toEqual(Array.from({ length: 5 }, () => ({ status: 200, cache: 'HIT', body: '<p>/nl/ version 2</p>' })))
    // Each names its own request, not the render's, nor one another's.
    expect(new Set(others.map(({ id }) => id)).size).toBe(5)
    expect(next.renders).toEqual(['visitor'])
  })

  it('renders a saved page for its visitor while background renders are stuck on Next’s stale copies', async () => {
    const { clock, expiries, next, visit, warm } = await start()
    await warm('/a/', '/b/', '/nl/')
    clock.now += 300_000
    next.version = 2
    next.nextStale = 1000
    // Two pages whose time ran out: their background renders keep meeting Next's stale copy.
    for (const url of ['/a/', '/b/']) expect(await visit(url)).toMatchObject({ cache: 'STALE', body: `<p>${url} version 1</p>` })
    await until(() => next.renders.filter((whose) => whose === 'refresh').length >= 4)
    expiries.push(clock.now)
    clock.now += 1
    expect(await visit()).toMatchObject({ cache: 'MISS', body: '<p>/nl/ version 2</p>' })
  })

  it('forgets a page that became a redirect when rendered again in the background', async () => {
    const { clock, next, pages, visit, warm } = await start()
    await warm()
    clock.now += 300_000
    next.redirect = true
    expect(await visit()).toMatchObject({ cache: 'STALE', body: '<p>/nl/ version 1</p>' })
    await until(async () => (await pages.lookup('/nl/')) === null)
    expect(await visit()).toMatchObject({ status: 308 })
  })
})
