import { type APIRequestContext, expect, test } from '@playwright/test'

import { asAdmin, clientFrom } from '../helpers/api'

// A bounded, deterministic fuzz run against the real server on loopback: malformed paths, query
// strings, REST queries, bodies and content types. No answer may be a 5xx or show a stack trace or
// a file path. Each request comes from its own forwarded address, so rate limits stay out of the way.

const SEED = 0x5eed6
const REQUESTS = 2_400
const CONCURRENCY = 8

const mulberry32 = (seed: number) => () => {
  let t = (seed += 0x6d2b79f5)
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const random = mulberry32(SEED)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
const int = (max: number) => Math.floor(random() * max)

const COLLECTIONS = ['properties', 'projects', 'cities', 'property-types', 'pages', 'menus', 'translations', 'team-members', 'media', 'users', 'form-submissions', 'payload-locked-documents', 'payload-preferences', 'nope']
const FIELDS = ['id', 'name', 'slug', 'price', 'createdAt', 'updatedAt', 'goal', 'city', 'city.name', 'photos', '_status', 'publishedAt', 'owner', 'roles', 'email', 'street', 'version.name', 'x', '']
const OPERATORS = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'less_than_equal', 'like', 'contains', 'near', 'within', 'intersects', 'bogus', '']
const VALUES = ['', 'x', '1', '-1', '0.5', '1e20', 'NaN', 'true', 'null', 'notadate', '2024-13-45', '1,2,', ',', '%00', '%ff', '%E2%80%AE', "'; DROP TABLE x;--", '{"a":1}', '[1]', 'a'.repeat(300), '9'.repeat(40), '../../etc/passwd', '<script>']
const PARAMS = ['limit', 'page', 'depth', 'pagination', 'sort', 'locale', 'fallback-locale', 'draft', 'select[name]', 'populate[city]', 'joins[units][limit]', 'trash', 'where', 'data', 'q', 'search']
const PAGE_PATHS = ['/nl/%ff/', '/nl/%c0%af/', '/nl/%zz/', '/nl/te-koop/%ff%fe/', '/fr/a-vendre/%ff/', '/en/%2e%2e/%2e%2e/', '/nl/te-koop/x/y/abc/', '/nl/te-koop/x/y/99999999999999999999/', '/%ff', '/nl/?lng=%ff', '/nl/te-koop/?page=1e20', '/nl/te-koop/?price=abc-def&city=%ff', '/de/', '/xx/', '/nl/' + 'a/'.repeat(40)]
const CONTENT_TYPES = ['application/json', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/x-www-form-urlencoded', 'text/plain', 'application/xml', '', 'application/json; charset=utf-7']
const BODIES = ['', '{', 'null', '[]', '{"email":1,"password":[]}', '{"data":{"__proto__":{"x":1}}}', '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{\r\n--x--', 'a=1&b=%ff', '\u0000\u0001', JSON.stringify({ photos: [1, 'x'], goal: 'steal', price: 'NaN' })]
const ACTIONS = ['', '/login', '/logout', '/me', '/refresh-token', '/forgot-password', '/reset-password', '/unlock', '/verify/abc', '/init', '/first-register', '/versions', '/versions/abc', '/abc', '/1', '/0', '/-1', '/1e3', '/file/nonexistent.jpg', '/file/..%2f..%2fpackage.json', '/file/%00', '/count', '/%ff']

const randomWhere = (): string => {
  const field = pick(FIELDS)
  const operator = pick(OPERATORS)
  const roll = random()
  if (roll < 0.1) return `where=${encodeURIComponent(pick(VALUES))}`
  if (roll < 0.2) return `where[or][${int(3)}][${field}][${operator}]=${pick(VALUES)}`
  return `where[${field}][${operator}]=${pick(VALUES)}`
}

const randomQuery = (): string => {
  const parts = Array.from({ length: 1 + int(3) }, () => (random() < 0.4 ? randomWhere() : `${pick(PARAMS)}=${pick(VALUES)}`))
  return parts.join('&')
}

type Attempt = { method: string; path: string; contentType?: string; body?: string; auth?: boolean; graphql?: string }

const GRAPHQL = ['{ Properties { docs { id } } }', 'subscription { x }', 'fragment A on Property { ...A } { Properties { docs { ...A } } }', '{ __schema { types { name } } }', '{ Properties(limit: 100000, page: -1) { docs { id } } }', '{', '{ Properties(where: { price: { near: [1, 2] } }) { docs { id } } }', 'query { versionsProperties { docs { id } } }']

const nextAttempt = (): Attempt => {
  const roll = random()
  if (roll < 0.15) return { method: 'GET', path: pick(PAGE_PATHS) }
  if (roll < 0.2) return { method: 'POST', path: '/api/graphql', graphql: pick(GRAPHQL), auth: random() < 0.5 }
  const collection = pick(COLLECTIONS)
  const base = random() < 0.1 ? `/api/globals/${pick(['header', 'footer', 'site-settings', 'nope'])}` : `/api/${collection}`
  const path = `${base}${pick(ACTIONS)}`
  if (roll < 0.7) return { method: 'GET', path: `${path}?${randomQuery()}`, auth: random() < 0.2 }
  return { method: pick(['POST', 'PATCH', 'DELETE', 'PUT']), path: `${path}?${random() < 0.5 ? randomQuery() : ''}`, contentType: pick(CONTENT_TYPES), body: pick(BODIES) }
}

const LEAKS = [/\/work\//, /node_modules/, /\n\s+at [\w.<]/, /\bat [\w.]+ \(.*:\d+:\d+\)/]

test('a few thousand malformed requests get no 5xx and leak no stack trace or path', async ({ request }) => {
  test.setTimeout(300_000)
  const admin = await asAdmin(request)
  const failures: string[] = []
  let sent = 0
  const send = async (attempt: Attempt, api: APIRequestContext) => {
    const index = sent++
    const headers: Record<string, string> = { ...clientFrom(1_000 + (index % 20_000)) }
    if (attempt.auth) headers.Authorization = admin.Authorization
    if (attempt.contentType !== undefined) headers['content-type'] = attempt.contentType
    const data = attempt.graphql !== undefined ? JSON.stringify({ query: attempt.graphql }) : attempt.body
    if (attempt.graphql !== undefined) headers['content-type'] = 'application/json'
    const res = await api.fetch(attempt.path, { method: attempt.method, headers, data, maxRedirects: 0, timeout: 20_000, failOnStatusCode: false })
    const text = await res.text()
    const leak = LEAKS.find((pattern) => pattern.test(text))
    if (res.status() >= 500 || leak) {
      const sentBody = attempt.contentType !== undefined ? ` [${attempt.contentType}] ${JSON.stringify(data ?? '').slice(0, 60)}` : ''
      failures.push(`${res.status()} ${attempt.method} ${attempt.path}${attempt.auth ? ' (staff)' : ''}${sentBody}${leak ? ` leaks ${leak}` : ''}`)
    }
  }
  const attempts = Array.from({ length: REQUESTS }, nextAttempt)
  const started = Date.now()
  for (let i = 0; i < attempts.length && Date.now() - started < 240_000; i += CONCURRENCY) {
    await Promise.all(attempts.slice(i, i + CONCURRENCY).map((attempt) => send(attempt, request)))
  }
  expect(sent).toBeGreaterThan(1_000)
  expect([...new Set(failures)].slice(0, 80)).toEqual([])
})
