import { expect, test } from '@playwright/test'

import { asAdmin, asEditor, freshClient } from '../helpers/api'

type List = { docs: Array<Record<string, unknown>>; limit: number; totalDocs: number }

test('visitors get at most 100 documents per request', async ({ request }) => {
  for (const query of ['limit=0', 'pagination=false', 'limit=1000000']) {
    const res = await request.get(`/api/properties?${query}&depth=0`, { headers: freshClient() })
    expect(res.status(), query).toBe(200)
    const list = (await res.json()) as List
    expect(list.totalDocs, query).toBeGreaterThan(100)
    expect(list.docs.length, query).toBe(100)
  }
})

test('staff keep the large lists the admin asks for', async ({ request }) => {
  const editor = await asEditor(request)
  const list = (await (await request.get('/api/properties?limit=0&depth=0', { headers: editor })).json()) as List
  expect(list.docs.length).toBe(list.totalDocs)
  expect(list.totalDocs).toBeGreaterThan(100)
})

const MALFORMED = [
  '/api/properties/abc',
  '/api/properties?where=string',
  '/api/properties?where[createdAt][greater_than]=notadate',
  '/api/properties?where[id][not_in]=',
  '/api/properties?where[slug][all]=a,b',
  '/api/properties?where[price][near]=x',
  '/api/properties?limit=0.5',
  '/api/properties?page=1e20',
]

test('malformed API reads answer 4xx, never 500', async ({ request }) => {
  for (const path of MALFORMED) {
    const res = await request.get(path, { headers: freshClient() })
    expect(res.status(), path).toBeGreaterThanOrEqual(400)
    expect(res.status(), path).toBeLessThan(500)
  }
  expect((await request.get('/api/media/file/nonexistent.jpg', { headers: freshClient() })).status()).toBe(404)
  const multipart = await request.post('/api/users/login', { headers: { 'content-type': 'multipart/form-data', ...freshClient() }, data: 'x' })
  expect(multipart.status()).toBe(400)
  expect((await request.post('/api/users/verify/abc', { headers: freshClient() })).status()).toBe(404)
  const admin = await asAdmin(request)
  expect((await request.get('/api/globals/header/versions', { headers: admin })).status()).toBe(404)
})

test('a versions query naming an id that is no whole number answers 400 with the field named, for staff, on every collection with versions', async ({ request }) => {
  for (const staff of [await asAdmin(request), await asEditor(request)]) {
    for (const slug of ['properties', 'pages', 'projects']) {
      for (const query of ['where[parent][equals]=abc', 'where[parent][in]=1,abc', 'where[or][0][parent][equals]=abc']) {
        const res = await request.get(`/api/${slug}/versions?${query}`, { headers: staff })
        expect(res.status(), `${slug} ${query}`).toBe(400)
        expect(JSON.stringify(await res.json()), `${slug} ${query}`).toContain('parent: invalid value')
      }
      const latest = (await (await request.get(`/api/${slug}/versions?limit=1&depth=0`, { headers: staff })).json()) as List
      const parent = latest.docs[0]?.parent
      expect(parent, `${slug}: a version to ask about`).toBeDefined()
      const sound = await request.get(`/api/${slug}/versions?limit=1&depth=0&where[parent][equals]=${String(parent)}`, { headers: staff })
      expect(sound.status(), slug).toBe(200)
    }
    const price = await request.get('/api/properties/versions?where[version.price][equals]=cheap', { headers: staff })
    expect(price.status()).toBe(400)
    expect(JSON.stringify(await price.json())).toContain('version.price: invalid value for equals (must be a number)')
  }
})

test('a save with a missing photo is refused with the field named and changes nothing', async ({ request }) => {
  const admin = await asAdmin(request)
  const before = (await (await request.get('/api/properties/1?depth=0&draft=true', { headers: admin })).json()) as { photos: number[] }
  expect(before.photos.length).toBeGreaterThan(0)
  const res = await request.patch('/api/properties/1', { data: { photos: [before.photos[0], 987654321] }, headers: admin })
  expect(res.status()).toBe(400)
  expect(JSON.stringify(await res.json())).toContain('photos')
  const after = (await (await request.get('/api/properties/1?depth=0&draft=true', { headers: admin })).json()) as { photos: number[] }
  expect(after.photos).toEqual(before.photos)

  const header = (await (await request.get('/api/globals/header?depth=0', { headers: admin })).json()) as { banner: { images?: number[] } }
  const gallery = await request.post('/api/globals/header', { data: { banner: { ...header.banner, images: [987654321] } }, headers: admin })
  expect(gallery.status()).toBe(400)
  expect(JSON.stringify(await gallery.json())).toContain('banner.images')
  const headerAfter = (await (await request.get('/api/globals/header?depth=0', { headers: admin })).json()) as { banner: { images?: number[] } }
  expect(headerAfter.banner.images ?? []).toEqual(header.banner.images ?? [])
})

test('a draft with invalid values is refused, while a draft may leave required fields empty', async ({ request }) => {
  const admin = await asAdmin(request)
  const bad = await request.patch('/api/properties/2?draft=true', { data: { goal: 'steal' }, headers: admin })
  expect(bad.status()).toBe(400)
  expect(JSON.stringify(await bad.json())).toContain('goal')
  const stored = (await (await request.get('/api/properties/2?depth=0&draft=true', { headers: admin })).json()) as { goal: string }
  expect(stored.goal).not.toBe('steal')
  const negative = await request.patch('/api/properties/2?draft=true', { data: { price: -5 }, headers: admin })
  expect(negative.status()).toBe(400)
  // A draft may still leave required fields (city, type) empty.
  const draft = await request.post('/api/properties?draft=true', { data: { name: 'Ontwerp zonder stad', _status: 'draft' }, headers: admin })
  expect(draft.status()).toBe(201)
  const { doc } = (await draft.json()) as { doc: { id: number; city: unknown } }
  expect(doc.city).toBeNull()
  expect((await request.delete(`/api/properties/${doc.id}`, { headers: admin })).status()).toBe(200)
})

test('media files are cached for long', async ({ request }) => {
  const media = (await (await request.get('/api/media?limit=1&depth=0', { headers: freshClient() })).json()) as List
  const res = await request.get(String(media.docs[0].url), { headers: freshClient() })
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toMatch(/max-age=(\d{7,})/)
})

test('staff writes with a body Payload cannot use answer 4xx and change nothing', async ({ request }) => {
  const admin = await asAdmin(request)
  const before = await (await request.get('/api/cities/1?depth=0', { headers: admin })).json()
  const cases: Array<{ type?: string; data?: string }> = [{ type: 'text/plain', data: 'x' }, { type: 'application/xml' }, { type: 'application/json', data: 'null' }, { type: 'application/json', data: '[]' }, {}]
  for (const { type, data } of cases) {
    const res = await request.patch('/api/cities/1', { headers: { ...admin, ...(type ? { 'content-type': type } : {}) }, data })
    expect(res.status(), `${type} ${data}`).toBeGreaterThanOrEqual(400)
    expect(res.status(), `${type} ${data}`).toBeLessThan(500)
  }
  expect(await (await request.get('/api/cities/1?depth=0', { headers: admin })).json()).toEqual(before)
  expect((await request.delete('/api/payload-preferences/no-such-key', { headers: admin })).status()).toBe(404)
})

test("a read sent as a POST with Payload's method override (the admin's relationship fields) is answered and judged as the GET", async ({ request }) => {
  const read = (path: string, query: string, headers: Record<string, string>) =>
    request.post(path, { headers: { 'x-payload-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded', ...headers }, data: query })
  const visitor = await read('/api/properties', 'limit=1000000&depth=0', freshClient())
  expect(visitor.status()).toBe(200)
  expect(((await visitor.json()) as List).docs.length).toBe(100)
  expect((await read('/api/properties', 'where=string', freshClient())).status()).toBe(400)
  const admin = await asAdmin(request)
  const types = await read('/api/property-types', 'depth=0&limit=10&where[id][in][0]=2&select[name]=true', admin)
  expect(types.status()).toBe(200)
  expect(((await types.json()) as List).docs).toEqual([expect.objectContaining({ id: 2, name: expect.any(String) })])
})
