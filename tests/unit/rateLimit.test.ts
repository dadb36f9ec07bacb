import { describe, expect, it } from 'vitest'

import { clientAddress, trustedHopsFromEnv } from '@/lib/rateLimit/clientAddress'
import { createMemoryStore } from '@/lib/rateLimit/counterStore'
import { limitFor, parseLimit } from '@/lib/rateLimit/limits'

describe('createMemoryStore', () => {
  it('counts hits per key in fixed windows', async () => {
    let time = 1_000
    const store = createMemoryStore(() => time)
    expect(await store.hit('a', 100)).toEqual({ count: 1, resetAt: 1_100 })
    expect(await store.hit('a', 100)).toEqual({ count: 2, resetAt: 1_100 })
    expect(await store.hit('b', 100)).toEqual({ count: 1, resetAt: 1_100 })
    time = 1_100
    expect(await store.hit('a', 100)).toEqual({ count: 1, resetAt: 1_200 })
  })

  it('stays bounded under a flood of distinct keys', async () => {
    const store = createMemoryStore(() => 0, 3)
    for (const key of ['a', 'b', 'c', 'd', 'e']) await store.hit(key, 1_000)
    expect(await store.hit('e', 1_000)).toEqual({ count: 2, resetAt: 1_000 })
    expect(await store.hit('a', 1_000)).toEqual({ count: 1, resetAt: 1_000 })
  })

  it('forgets expired windows first, each length in its own order, and keeps live counts', async () => {
    let time = 0
    const store = createMemoryStore(() => time, 3)
    await store.hit('long', 1_000)
    await store.hit('short', 10)
    time = 5
    await store.hit('short', 10)
    time = 20
    // 'short' expired: its key is dropped, so the full store need not evict 'long' to take two more.
    await store.hit('x', 10)
    await store.hit('y', 10)
    expect(await store.hit('long', 1_000)).toEqual({ count: 2, resetAt: 1_000 })
    // Full of live windows now: the oldest of the length hit ('x') is forgotten, 'y' and 'long' are kept.
    expect(await store.hit('z', 10)).toEqual({ count: 1, resetAt: 30 })
    expect(await store.hit('y', 10)).toEqual({ count: 2, resetAt: 30 })
    expect(await store.hit('long', 1_000)).toEqual({ count: 3, resetAt: 1_000 })
    expect(await store.hit('x', 10)).toEqual({ count: 1, resetAt: 30 })
  })
})

describe('limits', () => {
  it('reads max/seconds settings and falls back on anything else', () => {
    const fallback = { max: 5, windowMs: 60_000 }
    expect(parseLimit('100/10', fallback)).toEqual({ max: 100, windowMs: 10_000 })
    expect(parseLimit('7', fallback)).toEqual({ max: 7, windowMs: 60_000 })
    for (const bad of [undefined, '', 'off', '0', '-3', '5/0', '1.5']) expect(parseLimit(bad, fallback)).toEqual(fallback)
  })

  it('has sane defaults', () => {
    expect(limitFor('loginAccount', {})).toEqual({ max: 10, windowMs: 600_000 })
    expect(limitFor('api', { RATE_LIMIT_API: '50/1' })).toEqual({ max: 50, windowMs: 1_000 })
  })
})

describe('clientAddress', () => {
  it('trusts X-Forwarded-For only as far as the configured proxies', () => {
    expect(clientAddress('203.0.113.9', 0)).toBe('direct')
    expect(clientAddress('203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddress('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9')
    expect(clientAddress('203.0.113.9', 3)).toBe('203.0.113.9')
    expect(clientAddress('', 1)).toBe('direct')
    expect(clientAddress(null, 1)).toBe('direct')
  })

  it('reads TRUST_PROXY as a hop count', () => {
    expect(trustedHopsFromEnv(undefined)).toBe(0)
    expect(trustedHopsFromEnv('1')).toBe(1)
    expect(trustedHopsFromEnv('true')).toBe(1)
    expect(trustedHopsFromEnv('yes')).toBe(0)
    expect(trustedHopsFromEnv('2')).toBe(2)
  })
})
