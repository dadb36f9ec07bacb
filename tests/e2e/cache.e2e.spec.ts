import http from 'node:http'

import { expect, test } from '@playwright/test'

import { asAdmin } from '../helpers/api'
import { logIn } from '../helpers/ownerLogin'
import { closePeople, person } from '../helpers/people'

/** Public pages are static and served from cache; staff saves show on the next request; the origin is configured. */

const cacheStatus = (headers: Record<string, string>) => headers['x-nextjs-cache']

test.afterEach(closePeople)

test('public pages without a query string are served from cache on the second request', async ({ request, baseURL }) => {
  for (const url of ['/nl/', '/fr/agence/', '/en/contact/', '/nl/te-koop/', '/nl/bestaat-niet/']) {
    const first = await request.get(url)
    expect([200, 404], url).toContain(first.status())
    const second = await request.get(url)
    expect(second.status(), url).toBe(first.status())
    expect(cacheStatus(second.headers()), url).toBe('HIT')
    expect(second.headers()['set-cookie'], url).toBeUndefined()
    expect(second.headers()['cache-control'], url).toMatch(/s-maxage=\d+/)
  }
  // The mark of the server's own background render, guessed by a visitor: the cached page all the same,
  // also when the guess has as many characters as the mark but more bytes.
  const forged = await request.get('/fr/agence/', { headers: { 'x-page-refresh': 'a'.repeat(64) } })
  expect(cacheStatus(forged.headers())).toBe('HIT')
  const accented = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(new URL('/fr/agence/', baseURL), { headers: { 'x-page-refresh': `é${'a'.repeat(63)}` }, timeout: 10_000 }, resolve).on('error', reject)
  })
  accented.resume()
  expect([accented.statusCode, accented.headers['x-nextjs-cache']]).toEqual([200, 'HIT'])
})

test('a cached page is sent compressed as the browser asks, the same page each way, and a revalidation answers 304', async ({ request }) => {
  const url = '/fr/agence/'
  // The page is kept once Next has sent it and it is compressed, a moment after the first request.
  await expect.poll(async () => (await request.get(url, { headers: { 'accept-encoding': 'br' } })).headers()['content-encoding'], { timeout: 10_000 }).toBe('br')
  const answers = await Promise.all(['br, gzip', 'gzip, deflate', 'identity'].map((encoding) => request.get(url, { headers: { 'accept-encoding': encoding } })))
  expect(answers.map((answer) => answer.headers()['content-encoding'])).toEqual(['br', 'gzip', undefined])
  const texts = await Promise.all(answers.map((answer) => answer.text()))
  expect(texts[0]).toContain('<html lang="fr"')
  expect(new Set(texts).size).toBe(1)
  const etag = answers[0].headers().etag
  for (const answer of answers) {
    expect(cacheStatus(answer.headers())).toBe('HIT')
    expect(answer.headers().vary).toMatch(/Accept-Encoding/i)
    expect(answer.headers().etag).toBe(etag)
  }
  const revalidated = await request.get(url, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } })
  expect(revalidated.status()).toBe(304)
  expect(revalidated.headers().etag).toBe(etag)
  expect((await revalidated.body()).length).toBe(0)
  expect((await request.get(url, { headers: { 'if-none-match': 'W/"another-page"' } })).status()).toBe(200)
  const head = await request.head(url, { headers: { 'accept-encoding': 'br' } })
  expect(head.status()).toBe(200)
  expect(head.headers()['content-length']).toBe(answers[0].headers()['content-length'])

  // The page's scripts too: compressed once, in brotli, kept as long as they never change.
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(texts[0])?.[1]
  expect(script).toBeTruthy()
  // (Compressing a script hardest takes a moment after its first request: until then Next sends it.)
  const file = () => request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } })
  await expect.poll(async () => (await file()).headers()['content-encoding'], { timeout: 10_000 }).toBe('br')
  expect((await file()).headers()['cache-control']).toContain('immutable')
})

test('what is personal never comes from the cache: the owner portal answers each person as they are, the sign-in page is never kept', async ({ browser, request }) => {
  const visitor = () => request.get('/nl/eigenaar/', { maxRedirects: 0, headers: { 'accept-encoding': 'br, gzip' } })
  for (let i = 0; i < 2; i++) {
    const away = await visitor()
    expect([303, 307]).toContain(away.status())
    expect(away.headers().location).toMatch(/\/nl\/login\/$/)
  }
  const owner = await person(browser)
  await logIn(owner, 'nl', 'owner@example.com', 'owner-demo')
  await expect(owner).toHaveURL(/\/nl\/eigenaar\/$/)
  for (let i = 0; i < 2; i++) {
    const portal = await owner.request.get('/nl/eigenaar/', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(portal.status()).toBe(200)
    expect(portal.headers()['cache-control']).toMatch(/private|no-store/)
    expect(cacheStatus(portal.headers())).toBeUndefined()
    expect(portal.headers().etag).toBeUndefined()
  }
  // Served to the owner twice, the portal is still nobody else's.
  const away = await visitor()
  expect([303, 307]).toContain(away.status())
  // The sign-in page is rendered for each request and kept by no cache.
  for (let i = 0; i < 2; i++) {
    const signIn = await request.get('/nl/login/', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(signIn.status()).toBe(200)
    expect(signIn.headers()['cache-control']).toMatch(/private|no-store/)
    expect(cacheStatus(signIn.headers())).toBeUndefined()
  }
})

test('a query string still answers 200 and does not break the cached page', async ({ request }) => {
  const plain = await request.get('/fr/a-vendre/')
  const query = await request.get('/fr/a-vendre/?search=gent&bedrooms=2&x[]=1')
  expect(query.status()).toBe(200)
  expect(await query.text()).toContain('<html lang="fr"')
  expect((await request.get('/fr/a-vendre/')).status()).toBe(plain.status())
})

test("a page title saved through the API shows on the next request, in that page's language only", async ({ request }) => {
  const auth = await asAdmin(request)
  const found = (await (await request.get('/api/pages?where[slug][equals]=over-ons&locale=nl&depth=0')).json()) as { docs: { id: number; title: string }[] }
  const { id, title } = found.docs[0]
  // Cache both languages first, so the change has to expire them.
  expect(await (await request.get('/nl/over-ons/')).text()).toContain(title)
  await request.get('/fr/agence/')
  expect(cacheStatus((await request.get('/nl/over-ons/')).headers())).toBe('HIT')

  const validator = (await request.get('/nl/over-ons/', { headers: { 'accept-encoding': 'br' } })).headers().etag
  expect(validator).toBeTruthy()

  const changed = `${title} ${Date.now()}`
  try {
    const saved = await request.patch(`/api/pages/${id}?locale=nl`, { data: { title: changed, _status: 'published' }, headers: auth })
    expect(saved.ok(), await saved.text()).toBe(true)
    // A browser revalidating its copy gets the new page, not a 304, in whichever encoding it takes.
    const next = await request.get('/nl/over-ons/', { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': validator } })
    expect(next.status()).toBe(200)
    expect(next.headers().etag).not.toBe(validator)
    expect(await next.text()).toContain(changed)
    expect(await (await request.get('/nl/over-ons/', { headers: { 'accept-encoding': 'gzip' } })).text()).toContain(changed)
    expect(await (await request.get('/fr/agence/')).text()).not.toContain(changed)
  } finally {
    await request.patch(`/api/pages/${id}?locale=nl`, { data: { title, _status: 'published' }, headers: auth })
  }
  expect(await (await request.get('/nl/over-ons/')).text()).not.toContain(changed)
})

test('a translation saved through the API shows on the next request of every cached page', async ({ request }) => {
  const auth = await asAdmin(request)
  const found = (await (await request.get('/api/translations?where[key][equals]=BACK_TO_TOP&locale=en&depth=0')).json()) as { docs: { id: number; value: string }[] }
  const { id, value } = found.docs[0]
  expect(await (await request.get('/en/')).text()).toContain(value)
  await request.get('/en/disclaimer/')
  const changed = `Up we go ${Date.now()}`
  try {
    const saved = await request.patch(`/api/translations/${id}?locale=en`, { data: { value: changed }, headers: auth })
    expect(saved.ok(), await saved.text()).toBe(true)
    for (const url of ['/en/', '/en/disclaimer/']) expect(await (await request.get(url)).text(), url).toContain(changed)
  } finally {
    await request.patch(`/api/translations/${id}?locale=en`, { data: { value }, headers: auth })
  }
})

test("a listing's save renders again the pages that read listings, and leaves the others in the cache", async ({ request }) => {
  const auth = await asAdmin(request)
  const { docs } = (await (await request.get('/api/properties?where[goal][equals]=sale&limit=20&depth=0&sort=-publishedAt')).json()) as { docs: { id: number; price: number | null }[] }
  const { id, price } = docs.find((doc) => typeof doc.price === 'number') as { id: number; price: number }
  const page = (url: string) => request.get(url, { headers: { 'accept-encoding': 'br' } })
  for (const url of ['/en/contact/', '/en/for-sale/']) {
    await page(url)
    await expect.poll(async () => cacheStatus((await page(url)).headers()), { timeout: 10_000 }).toBe('HIT')
  }
  const contact = (await page('/en/contact/')).headers().etag
  try {
    const saved = await request.patch(`/api/properties/${id}`, { data: { price: price + 1 }, headers: auth })
    expect(saved.ok(), await saved.text()).toBe(true)
    // The results read listings: the next visitor gets them rendered anew. The contact page reads none.
    expect(cacheStatus((await page('/en/for-sale/')).headers())).toBe('MISS')
    const after = await page('/en/contact/')
    expect([cacheStatus(after.headers()), after.headers().etag]).toEqual(['HIT', contact])
  } finally {
    await request.patch(`/api/properties/${id}`, { data: { price }, headers: auth })
  }
})

test('the origin comes from configuration: forged Host and X-Forwarded-* headers reach no redirect or link', async ({ request, baseURL }) => {
  const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript', host: 'evil.example' }
  const ownOrigin = new URL(baseURL ?? '').origin
  const targetOf = (location: string | undefined) => new URL(location ?? '', ownOrigin)

  // Absolute URLs, so that '//evil.example' is a path of this server, not a protocol-relative URL.
  for (const url of ['/', '/for-sale/?search=gent', '/property/1/', '/nl/over-ons', '//evil.example', '/\\evil.example/x']) {
    const response = await request.get(`${ownOrigin}${url}`, { headers: forged, maxRedirects: 0 })
    expect([307, 308], url).toContain(response.status())
    const location = response.headers().location
    // A path of this site at most ('/evil.example/' is one): never another host or scheme.
    expect(location, url).not.toMatch(/^(?:[a-z]+:|\/\/|\/\\)|javascript/i)
    expect(targetOf(location).origin, url).toBe(ownOrigin)
  }

  const html = await (await request.get('/en/privacy-statement/', { headers: forged })).text()
  expect(html).not.toMatch(/evil\.example|javascript:\/\//)
  expect(html).toContain(`<link rel="canonical" href="${ownOrigin}/en/privacy-statement/"`)
  expect(html).toContain(`hrefLang="fr" href="${ownOrigin}/fr/declaration-de-confidentialite/"`)

  for (const url of ['/sitemap.xml', '/robots.txt']) {
    const text = await (await request.get(url, { headers: forged })).text()
    expect(text, url).not.toMatch(/evil\.example|javascript:/)
    expect(text, url).toContain(`${ownOrigin}/`)
  }
})

test('photos and public files come straight from disk: long-lived, with an ETag (304), ranges and HEAD; a missing one is 404 and no path leaves the folder', async ({ request }) => {
  const { docs } = (await (await request.get('/api/media?limit=1&depth=0&where[mimeType][equals]=image/jpeg')).json()) as { docs: { url: string; filesize: number }[] }
  const photo = docs[0]
  const whole = await request.get(photo.url)
  expect(whole.status()).toBe(200)
  expect(whole.headers()['content-type']).toBe('image/jpeg')
  expect(whole.headers()['cache-control']).toBe('public, max-age=31536000, stale-while-revalidate=86400')
  expect(whole.headers()['x-content-type-options']).toBe('nosniff')
  expect((await whole.body()).length).toBe(photo.filesize)
  const etag = whole.headers().etag
  expect(etag).toBeTruthy()
  expect((await request.get(photo.url, { headers: { 'if-none-match': etag } })).status()).toBe(304)
  const part = await request.get(photo.url, { headers: { range: 'bytes=10-19' } })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-range']).toBe(`bytes 10-19/${photo.filesize}`)
  expect((await part.body()).equals((await whole.body()).subarray(10, 20))).toBe(true)
  const head = await request.head(photo.url)
  expect(head.status()).toBe(200)
  expect(head.headers()['content-length']).toBe(String(photo.filesize))

  expect((await request.get('/api/media/file/not-uploaded.jpg')).status()).toBe(404)
  // The visitors' attachments sit beside the photos, and the database above: out of reach.
  for (const escape of ['/api/media/file/..%2Fsite.db', '/api/media/file/%2e%2e/site.db', '/api/media/file/..%2F..%2Fpackage.json']) {
    const answer = await request.get(escape)
    expect(answer.status(), escape).toBeGreaterThanOrEqual(400)
    expect(answer.status(), escape).toBeLessThan(500)
  }

  const label = await request.get('/images/epc/flanders/a.png')
  expect(label.status()).toBe(200)
  expect(label.headers()['content-type']).toBe('image/png')
  expect((await request.get('/images/epc/flanders/a.png', { headers: { 'if-none-match': label.headers().etag } })).status()).toBe(304)
})
