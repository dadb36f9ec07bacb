import { EventEmitter } from 'node:events'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { cacheableRequest, chooseEncoding, createPageCache, createRefreshes, expiredInManifest, matchesEtag, recordResponse, storableFor } from '@/lib/cache/pageCache.mjs'
import { noteReadTags, pageTags, recordReadTags } from '@/lib/cache/readTags.mjs'
import { requestContext } from '@/lib/logging/log.mjs'

const PAGE = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', vary: 'rsc, Accept-Encoding', 'x-nextjs-cache': 'MISS' }
const HTML = Buffer.from(`<!DOCTYPE html><html lang="nl"><body>${'<p>Te koop in Gent</p>'.repeat(200)}</body></html>`)

describe('which requests the page cache may answer', () => {
  it('answers GET and HEAD of pages and of Next’s files', () => {
    for (const url of ['/nl/', '/fr/a-vendre/?city=gent%7C9000', '/_next/static/chunks/app.js', '/robots.txt']) {
      expect(cacheableRequest('GET', url, {}), url).toBe(true)
      expect(cacheableRequest('HEAD', url, {}), url).toBe(true)
    }
  })

  it('leaves the API, the admin and every other method to the server', () => {
    for (const url of ['/api/properties', '/api', '/api?x=1', '/admin', '/admin/collections/properties']) expect(cacheableRequest('GET', url, {}), url).toBe(false)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', undefined]) expect(cacheableRequest(method, '/nl/', {})).toBe(false)
  })

  it('leaves client-side navigation (RSC requests) and draft views to Next', () => {
    expect(cacheableRequest('GET', '/nl/', { rsc: '1' })).toBe(false)
    expect(cacheableRequest('GET', '/nl/', { 'next-router-prefetch': '1' })).toBe(false)
    expect(cacheableRequest('GET', '/nl/', { 'next-router-state-tree': '%5B%5D' })).toBe(false)
    expect(cacheableRequest('GET', '/nl/', { cookie: 'consent=1; __prerender_bypass=abc' })).toBe(false)
    expect(cacheableRequest('GET', '/nl/', { cookie: '__next_preview_data=abc' })).toBe(false)
    // Any other cookie changes nothing Next would render for a cached page.
    expect(cacheableRequest('GET', '/nl/', { cookie: 'payload-token=abc' })).toBe(true)
  })
})

describe('which answers may be kept, and how long', () => {
  it('keeps a page for its s-maxage and a file marked public for its max-age', () => {
    expect(storableFor(200, PAGE)).toBe(300_000)
    expect(storableFor(404, PAGE)).toBe(300_000)
    expect(storableFor(200, { 'content-type': 'application/javascript; charset=UTF-8', 'cache-control': 'public, max-age=31536000, immutable' })).toBe(31_536_000_000)
  })

  it('keeps nothing personal, uncacheable, stale or incompressible', () => {
    expect(storableFor(200, { ...PAGE, 'set-cookie': ['a=1'] })).toBeNull()
    expect(storableFor(200, { ...PAGE, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toBeNull()
    expect(storableFor(200, { ...PAGE, 'cache-control': 'no-store' })).toBeNull()
    expect(storableFor(200, { ...PAGE, 'cache-control': 's-maxage=300, no-cache' })).toBeNull()
    expect(storableFor(200, { ...PAGE, 'cache-control': 'max-age=300' })).toBeNull()
    expect(storableFor(200, { ...PAGE, 'cache-control': undefined })).toBeNull()
    expect(storableFor(200, { ...PAGE, 'cache-control': 's-maxage=0' })).toBeNull()
    expect(storableFor(200, { ...PAGE, 'x-nextjs-cache': 'STALE' })).toBeNull()
    expect(storableFor(200, { ...PAGE, 'content-type': 'image/webp' })).toBeNull()
    for (const status of [201, 204, 301, 307, 308, 400, 410, 500]) expect(storableFor(status, PAGE), String(status)).toBeNull()
  })
})

describe('content negotiation', () => {
  it('prefers brotli, then gzip, then none, as Accept-Encoding allows', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip, deflate')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('identity')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
    expect(chooseEncoding('')).toBe('identity')
    expect(chooseEncoding(['gzip', 'br'])).toBe('br')
  })

  it('compares validators weakly, in lists and with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('*', 'W/"abc"')).toBe(true)
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false)
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false)
  })
})

describe('the page cache', () => {
  const make = (options: { buildId?: string; maxBytes?: number; expiredAt?: number[]; clock?: { now: number } } = {}) => {
    const clock = options.clock ?? { now: 1_000_000 }
    const expiries = options.expiredAt ?? []
    const cache = createPageCache({
      buildId: options.buildId ?? 'build-1',
      maxBytes: options.maxBytes ?? 10 * 1024 * 1024,
      expiredSince: (time: number) => expiries.some((at) => at >= time),
      now: () => clock.now,
    })
    return { cache, clock, expiries }
  }

  it('answers a kept page in brotli, gzip or plain, the same bytes each way, with Vary and a validator', async () => {
    const { cache } = make()
    expect(await cache.store('/nl/', 200, { ...PAGE, 'content-encoding': 'gzip' }, zlib.gzipSync(HTML), 1_000_000)).toBe(true)
    const found = await cache.lookup('/nl/')
    expect(found).toMatchObject({ stale: false })
    const entry = found!.entry
    const br = await cache.answer(entry, 'GET', { 'accept-encoding': 'gzip, br' })
    const gz = await cache.answer(entry, 'GET', { 'accept-encoding': 'gzip' })
    const plain = await cache.answer(entry, 'GET', {})
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.body!)).toEqual(HTML)
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body!)).toEqual(HTML)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toEqual(HTML)
    for (const answer of [br, gz, plain]) {
      expect(answer.status).toBe(200)
      expect(answer.headers['content-length']).toBe(String(answer.body!.length))
      expect(answer.headers.vary).toBe('rsc, Accept-Encoding')
      expect(answer.headers['cache-control']).toBe(PAGE['cache-control'])
      expect(answer.headers.etag).toMatch(/^W\/"[\w-]{20,}"$/)
      expect(answer.headers['x-nextjs-cache']).toBe('HIT')
    }
    expect(new Set([br, gz, plain].map((answer) => answer.headers.etag)).size).toBe(1)
  })

  it('answers 304 without a body to a request naming its validator, and a HEAD without a body', async () => {
    const { cache } = make()
    await cache.store('/nl/', 200, { ...PAGE, vary: undefined }, HTML, 1_000_000)
    const { entry } = (await cache.lookup('/nl/'))!
    const first = await cache.answer(entry, 'GET', { 'accept-encoding': 'br' })
    expect(first.headers.vary).toBe('Accept-Encoding')
    const again = await cache.answer(entry, 'GET', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) })
    expect(again).toMatchObject({ status: 304, body: null })
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.headers['content-length']).toBeUndefined()
    const other = await cache.answer(entry, 'GET', { 'accept-encoding': 'br', 'if-none-match': 'W/"something-else"' })
    expect(other.status).toBe(200)
    const head = await cache.answer(entry, 'HEAD', { 'accept-encoding': 'br' })
    expect(head).toMatchObject({ status: 200, body: null })
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
  })

  it('keeps the not-found page with its status', async () => {
    const { cache } = make()
    await cache.store('/nl/bestaat-niet/', 404, PAGE, HTML, 1_000_000)
    expect((await cache.answer((await cache.lookup('/nl/bestaat-niet/'))!.entry, 'GET', {})).status).toBe(404)
  })

  it('stores nothing that sets a cookie or may not be shared', async () => {
    const { cache } = make()
    expect(await cache.store('/nl/', 200, { ...PAGE, 'set-cookie': 'session=1' }, HTML, 1_000_000)).toBe(false)
    expect(await cache.store('/nl/eigenaar/', 200, { ...PAGE, 'cache-control': 'private, no-cache, no-store' }, HTML, 1_000_000)).toBe(false)
    expect(await cache.lookup('/nl/')).toBeNull()
    expect(await cache.lookup('/nl/eigenaar/')).toBeNull()
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 })
  })

  it('says a page is out of date once a tag expired after its render began (a save), also in the millisecond it began, and answers it as such', async () => {
    const { cache, expiries } = make()
    await cache.store('/nl/', 200, PAGE, HTML, 1_000_000)
    expiries.push(999_999)
    expect(await cache.lookup('/nl/')).toMatchObject({ stale: false })
    expiries.push(1_000_000)
    const found = await cache.lookup('/nl/')
    expect(found).toMatchObject({ stale: true, saved: true })
    expect((await cache.answer(found!.entry, 'GET', {}, true)).headers['x-nextjs-cache']).toBe('STALE')
    // Kept until the page rendered again replaces it, or the server forgets it.
    expect(cache.size().entries).toBe(1)
    cache.forget('/nl/')
    expect(await cache.lookup('/nl/')).toBeNull()
  })

  it('keeps a page until one of the tags its render read expires, and any page whose tags are unknown until any tag does', async () => {
    const manifest = new Map<string, { stale?: number; expired?: number }>()
    const cache = createPageCache({ buildId: 'b', maxBytes: 1e7, expiredSince: (time, tags) => expiredInManifest(manifest, time, tags), now: () => 1_000_000 })
    await cache.store('/nl/contact/', 200, PAGE, HTML, 1_000_000, ['pages', 'global:header'])
    await cache.store('/nl/te-koop/', 200, PAGE, HTML, 1_000_000, ['pages', 'properties'])
    await cache.store('/nl/', 200, PAGE, HTML, 1_000_000, null)
    await cache.store('/nl/bestaat-niet/', 404, PAGE, HTML, 1_000_000, ['pages'])
    // A listing saved before the renders began, then one after: only the pages that read listings, and the unknown one, are out of date.
    manifest.set('properties', { expired: 999_999 })
    expect(await cache.lookup('/nl/te-koop/')).toMatchObject({ stale: false })
    manifest.set('properties', { expired: 1_000_000 })
    expect(await cache.lookup('/nl/te-koop/')).toMatchObject({ stale: true, saved: true })
    expect(await cache.lookup('/nl/')).toMatchObject({ stale: true, saved: true })
    // What a not-found page lacks may come with any save: a listing published at its address.
    expect(await cache.lookup('/nl/bestaat-niet/')).toMatchObject({ stale: true, saved: true })
    expect(await cache.lookup('/nl/contact/')).toMatchObject({ stale: false })
    // A tag marked stale counts as well as one expired.
    manifest.set('global:header', { stale: 1_000_500 })
    expect(await cache.lookup('/nl/contact/')).toMatchObject({ stale: true, saved: true })
    expect(expiredInManifest(manifest, 1_000_501, null)).toBe(false)
  })

  it('learns the tags a render read from the request it is made for, and none outside one', async () => {
    expect(recordReadTags()).toBeNull()
    noteReadTags(['properties'])
    const read = requestContext().run({ id: 'r1' }, () => {
      const tags = recordReadTags()
      noteReadTags(['pages', 'translations'])
      noteReadTags(['pages'])
      return tags
    })
    expect(pageTags(read)).toEqual(['pages', 'translations'])
    // A request that saw no read (Next answered it from a render made for another) depends on every tag.
    expect(pageTags(requestContext().run({ id: 'r2' }, () => recordReadTags()))).toBeNull()
    expect(pageTags(null)).toBeNull()
  })

  it('keeps a page fresh for its s-maxage only, while files that never change ignore saves', async () => {
    const { cache, clock, expiries } = make()
    await cache.store('/nl/', 200, PAGE, HTML, clock.now)
    await cache.store('/_next/static/chunks/app.js', 200, { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=31536000, immutable' }, HTML, clock.now)
    clock.now += 299_999
    expect(await cache.lookup('/nl/')).toMatchObject({ stale: false })
    clock.now += 1
    expect(await cache.lookup('/nl/')).toMatchObject({ stale: true, saved: false })
    expiries.push(clock.now)
    expect(await cache.lookup('/_next/static/chunks/app.js')).toMatchObject({ stale: false })
  })

  it('never serves one build’s pages to another', async () => {
    const clock = { now: 1_000_000 }
    const old = make({ buildId: 'build-1', clock })
    await old.cache.store('/nl/', 200, PAGE, HTML, clock.now)
    expect(await old.cache.lookup('/nl/')).toMatchObject({ stale: false })
    expect(await make({ buildId: 'build-2', clock }).cache.lookup('/nl/')).toBeNull()
  })

  it('holds at most its size, the least recently used page going first', async () => {
    const probe = createPageCache({ buildId: 'b', maxBytes: 1e9, expiredSince: () => false })
    await probe.store('/a/', 200, PAGE, HTML, Date.now())
    const each = probe.size().bytes
    const { cache } = make({ maxBytes: each * 2 + 10, clock: { now: Date.now() } })
    for (const url of ['/a/', '/b/']) await cache.store(url, 200, PAGE, HTML, Date.now())
    await cache.lookup('/a/')
    await cache.store('/c/', 200, PAGE, HTML, Date.now())
    expect(await cache.lookup('/b/')).toBeNull()
    expect(await cache.lookup('/a/')).not.toBeNull()
    expect(await cache.lookup('/c/')).not.toBeNull()
    expect(cache.size().bytes).toBeLessThanOrEqual(each * 2 + 10)
  })
})

describe('pages rendered again once out of date', () => {
  it('by one request per page at a time, at most `parallel` pages at once', () => {
    const refreshes = createRefreshes({ burst: 10, perSecond: 1, parallel: 2, now: () => 0 })
    expect(refreshes.tryStart('/nl/')).toBe(true)
    // The others asking for it meanwhile get it as it was.
    expect(refreshes.tryStart('/nl/')).toBe(false)
    expect(refreshes.tryStart('/fr/')).toBe(true)
    expect(refreshes.tryStart('/en/')).toBe(false)
    refreshes.end('/nl/')
    expect(refreshes.tryStart('/en/')).toBe(true)
    expect(refreshes.tryStart('/nl/')).toBe(false)
    refreshes.end('/fr/')
    expect(refreshes.tryStart('/nl/')).toBe(true)
  })

  it('says when the new page is sent and not kept yet, so nobody is given the old one after it', () => {
    const refreshes = createRefreshes({ burst: 10, perSecond: 1, parallel: 2, now: () => 0 })
    expect(refreshes.tryStart('/nl/')).toBe(true)
    // Rendering: the others get the page as it was.
    expect(refreshes.isRendered('/nl/')).toBe(false)
    refreshes.rendered('/nl/')
    expect(refreshes.isRendered('/nl/')).toBe(true)
    expect(refreshes.tryStart('/nl/')).toBe(false)
    // A page nobody renders again is never marked.
    refreshes.rendered('/fr/')
    expect(refreshes.isRendered('/fr/')).toBe(false)
    refreshes.end('/nl/')
    expect(refreshes.isRendered('/nl/')).toBe(false)
  })

  it('a burst at once, then as many a second as the budget refills', () => {
    const clock = { now: 0 }
    const refreshes = createRefreshes({ burst: 3, perSecond: 2, parallel: 10, now: () => clock.now })
    const page = (n: number) => `/p${n}/`
    for (let n = 0; n < 3; n++) expect(refreshes.tryStart(page(n)), page(n)).toBe(true)
    expect(refreshes.tryStart(page(3))).toBe(false)
    clock.now += 499
    expect(refreshes.tryStart(page(3))).toBe(false)
    clock.now += 1
    expect(refreshes.tryStart(page(3))).toBe(true)
    // Never more than the burst, however long it rested.
    clock.now += 3_600_000
    for (let n = 4; n < 7; n++) expect(refreshes.tryStart(page(n)), page(n)).toBe(true)
    expect(refreshes.tryStart(page(7))).toBe(false)
  })
})

describe('recording what Next sends', () => {
  /** A response as Node's, reduced to what the recorder touches. */
  const fakeResponse = () => {
    const sent: Buffer[] = []
    const own: Record<string, string> = {}
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      getHeaders: () => own,
      setHeader: (name: string, value: string) => (own[name.toLowerCase()] = value),
      writeHead(status: number, _headers?: Record<string, string>) {
        res.statusCode = status
        return res
      },
      write: (chunk: Buffer | string) => sent.push(Buffer.from(chunk)) > 0,
      end(chunk?: Buffer | string) {
        if (chunk) sent.push(Buffer.from(chunk))
        res.emit('finish')
        return res
      },
    })
    return { res, sent }
  }

  it('passes every byte through and hands over the whole answer once it is sent', () => {
    const { res, sent } = fakeResponse()
    const recorded: unknown[] = []
    recordResponse(res as never, (status, headers, body) => recorded.push({ status, headers, body: body.toString() }))
    res.setHeader('Cache-Control', 's-maxage=300')
    res.writeHead(404, { 'Content-Type': 'text/html' })
    res.write('<html>')
    res.write(Buffer.from('<p>été</p>'))
    res.end('</html>')
    expect(Buffer.concat(sent).toString()).toBe('<html><p>été</p></html>')
    expect(recorded).toEqual([{ status: 404, headers: { 'cache-control': 's-maxage=300', 'content-type': 'text/html' }, body: '<html><p>été</p></html>' }])
  })

  it('copies nothing of an answer that may not be kept', () => {
    const { res, sent } = fakeResponse()
    let called = false
    recordResponse(res as never, () => (called = true))
    res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store' })
    res.end('<html>mine</html>')
    expect(Buffer.concat(sent).toString()).toBe('<html>mine</html>')
    expect(called).toBe(false)
  })

  it('hands over nothing when the client went away before the end', () => {
    const { res } = fakeResponse()
    let called = false
    recordResponse(res as never, () => (called = true))
    res.write('<html>')
    res.emit('close')
    expect(called).toBe(false)
  })
})
