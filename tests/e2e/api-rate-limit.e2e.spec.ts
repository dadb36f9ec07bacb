import { expect, test } from '@playwright/test'

import { asAdmin, clientFrom } from '../helpers/api'
import { fromAddress } from '../helpers/fromAddress'

// The test server sets TRUST_PROXY=1 (the tests play the proxy: each names its client in X-Forwarded-For)
// and RATE_LIMIT_LOGIN_ADDRESS=60/600, and keeps the other defaults (600 API requests a minute per
// address; 5 wrong passwords per account and address, 10 per account before strangers need the captcha).

const expectTooMany = async (res: { status(): number; headers(): Record<string, string>; json(): Promise<unknown> }) => {
  expect(res.status()).toBe(429)
  expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0)
  expect(JSON.stringify(await res.json())).toMatch(/Too many requests/)
}

test('sign-in attempts are limited per address', async ({ request }) => {
  const client = clientFrom(1)
  for (let i = 0; i < 60; i += 1) {
    const res = await request.post('/api/users/login', { data: { email: `nobody${i}@example.com`, password: 'wrong' }, headers: client })
    expect(res.status()).toBe(401)
  }
  await expectTooMany(await request.post('/api/users/login', { data: { email: 'admin@example.com', password: 'admin-demo' }, headers: client }))
  // Another address is not affected.
  expect((await request.post('/api/users/login', { data: { email: 'admin@example.com', password: 'admin-demo' }, headers: clientFrom(2) })).status()).toBe(200)
})

test('wrong passwords for one account from many addresses ask strangers for the captcha, and never lock out the account', async ({ request }) => {
  // A staff account of this test's own, signed in once from its usual address.
  const created = await request.post('/api/users', { data: { email: 'desk@example.com', password: 'desk-password', roles: ['editor'] }, headers: await asAdmin(request) })
  expect(created.status()).toBe(201)
  expect((await request.post('/api/users/login', { data: { email: 'desk@example.com', password: 'desk-password' }, headers: clientFrom(300) })).status()).toBe(200)
  for (let i = 0; i < 10; i += 1) {
    const res = await request.post('/api/users/login', { data: { email: 'desk@example.com', password: 'guess' }, headers: clientFrom(100 + i) })
    expect(res.status()).toBe(401)
  }
  // A new address, even with the right password, is sent to the sign-in page that asks for the captcha ...
  const stranger = await request.post('/api/users/login', { data: { email: 'Desk@example.com', password: 'desk-password' }, headers: clientFrom(200) })
  expect(stranger.status()).toBe(401)
  expect(JSON.stringify(await stranger.json())).toMatch(/sign-in page/)
  // ... while the usual address signs in as always.
  expect((await request.post('/api/users/login', { data: { email: 'desk@example.com', password: 'desk-password' }, headers: clientFrom(300) })).status()).toBe(200)
})

test('with TRUST_PROXY=1 the address the proxy appended counts, not what the client wrote before it', async ({ request }) => {
  const statuses: number[] = []
  for (let i = 0; i < 61; i += 1) {
    const res = await request.post('/api/users/login', { data: { email: `nobody${i}@example.com`, password: 'wrong' }, headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.200.1` } })
    statuses.push(res.status())
  }
  expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true)
  expect(statuses[60]).toBe(429)
})

test('API requests are limited per address', async ({ request }) => {
  const client = clientFrom(3)
  const statuses: number[] = []
  for (let batch = 0; batch < 60; batch += 1) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => request.get('/api/cities?limit=1&depth=0', { headers: client })))
    statuses.push(...answers.map((res) => res.status()))
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(600)
  await expectTooMany(await request.get('/api/cities?limit=1&depth=0', { headers: client }))
  expect((await request.get('/api/cities?limit=1&depth=0', { headers: clientFrom(4) })).status()).toBe(200)
})

test("a crowd of API reads from one address takes its turns: another address's read is answered among them, not after them", async ({ request, baseURL }) => {
  // Two clients as two machines would be: sockets from loopback addresses of their own, no forwarded header.
  const crowd = '127.0.0.50'
  const other = '127.0.0.51'
  const read = `${baseURL}/api/properties?limit=100&depth=1`
  const finished: string[] = []
  const crowdReads = Array.from({ length: 48 }, () =>
    fromAddress(crowd, read).then((answer) => {
      finished.push('crowd')
      return answer.status
    }),
  )
  // The server's own count of requests waiting their turn (its metrics, read from this machine).
  const waiting = async () => Number(/^site_api_requests\{state="waiting"\} (\d+)$/m.exec(await (await request.get('/api/metrics')).text())?.[1] ?? 0)
  await expect.poll(waiting, { timeout: 20_000, intervals: [20] }).toBeGreaterThanOrEqual(20)
  const answer = await fromAddress(other, read)
  finished.push('other')
  expect(answer.status).toBe(200)
  expect(await Promise.all(crowdReads)).toEqual(crowdReads.map(() => 200))
  // At least twenty of the crowd were waiting when it came: a fair turn answers it before ten of them.
  expect(finished.indexOf('other'), finished.join(' ')).toBeLessThan(finished.length - 10)
})
