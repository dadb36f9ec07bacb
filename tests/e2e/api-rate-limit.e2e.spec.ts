import { expect, test } from '@playwright/test'

import { clientFrom } from '../helpers/api'

// The test server sets TRUST_PROXY=1, RATE_LIMIT_LOGIN_ADDRESS=60/600 and RATE_LIMIT_LOGIN_ACCOUNT=50/600,
// and keeps the API default of 600 requests a minute per address.

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

test('sign-in attempts are limited per account, from whatever address', async ({ request }) => {
  for (let i = 0; i < 50; i += 1) {
    const res = await request.post('/api/users/login', { data: { email: 'target@example.com', password: 'guess' }, headers: clientFrom(100 + i) })
    expect(res.status()).toBe(401)
  }
  await expectTooMany(await request.post('/api/users/login', { data: { email: 'Target@example.com', password: 'guess' }, headers: clientFrom(200) }))
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
