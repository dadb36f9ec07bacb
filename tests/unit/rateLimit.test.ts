import { describe, expect, it } from 'vitest'

import { UNKNOWN_ADDRESS, clientAddress, normalizeAddress, trustedHopsFromEnv } from '@/lib/rateLimit/clientAddress'
import { createMemoryStore } from '@/lib/rateLimit/counterStore'
import { limitFor, parseLimit } from '@/lib/rateLimit/limits'

import { twoCopies } from '../helpers/moduleCopies'

describe('createMemoryStore', () => {
  it('counts hits per key in fixed windows', async () => {
    let time = 1_000
    const store = createMemoryStore(() => time)
    expect(await store.peek('a')).toBeNull()
    expect(await store.hit('a', 100)).toEqual({ count: 1, resetAt: 1_100 })
    expect(await store.peek('a')).toEqual({ count: 1, resetAt: 1_100 })
    // Counted at once, without a promise: the visit beacon answers in the same turn.
    expect(store.hit('a', 100)).toEqual({ count: 2, resetAt: 1_100 })
    expect(await store.hit('b', 100)).toEqual({ count: 1, resetAt: 1_100 })
    time = 1_100
    expect(await store.peek('a')).toBeNull()
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
    expect(limitFor('loginAccount', {})).toEqual({ max: 10, windowMs: 3_600_000 })
    expect(limitFor('api', { RATE_LIMIT_API: '50/1' })).toEqual({ max: 50, windowMs: 1_000 })
  })

  it('reads a setting again once it changes, and its default once it is removed', () => {
    expect(limitFor('forms', { RATE_LIMIT_FORMS: '4/60' })).toEqual({ max: 4, windowMs: 60_000 })
    expect(limitFor('forms', { RATE_LIMIT_FORMS: '4/60' })).toEqual({ max: 4, windowMs: 60_000 })
    expect(limitFor('forms', { RATE_LIMIT_FORMS: '9/30' })).toEqual({ max: 9, windowMs: 30_000 })
    expect(limitFor('forms', {})).toEqual({ max: 10, windowMs: 600_000 })
  })
})

describe('clientAddress', () => {
  it('is the socket peer for a server reached directly, whatever X-Forwarded-For says', () => {
    expect(clientAddress('127.0.0.2', null, 0)).toBe('127.0.0.2')
    expect(clientAddress('127.0.0.2', '203.0.113.9', 0)).toBe('127.0.0.2')
    expect(clientAddress('::ffff:127.0.0.3', '6.6.6.6, 203.0.113.9', 0)).toBe('127.0.0.3')
  })

  it('believes X-Forwarded-For only for the hops TRUST_PROXY names, read from the right', () => {
    // One proxy (the peer) appended the client it saw: the entries before it are the client's own words.
    expect(clientAddress('10.0.0.1', '203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9')
    // Fewer entries than hops: the leftmost known address; none: the peer itself.
    expect(clientAddress('10.0.0.1', '203.0.113.9', 3)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.1', '', 1)).toBe('10.0.0.1')
    expect(clientAddress('10.0.0.1', null, 1)).toBe('10.0.0.1')
    // A malformed entry ends the chain: nobody hides behind one.
    expect(clientAddress('10.0.0.1', '203.0.113.9, not-an-address', 2)).toBe('10.0.0.1')
    expect(clientAddress('10.0.0.1', '203.0.113.9, 999.1.1.1', 1)).toBe('10.0.0.1')
  })

  it('shares one key among requests that did not come through the site server', () => {
    expect(clientAddress(null, '203.0.113.9', 1)).toBe(UNKNOWN_ADDRESS)
    expect(clientAddress('', '203.0.113.9', 0)).toBe(UNKNOWN_ADDRESS)
    expect(clientAddress('garbage', null, 0)).toBe(UNKNOWN_ADDRESS)
  })

  it('keys an IPv6 client by its /64 and a mapped IPv4 address as IPv4', () => {
    expect(normalizeAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(normalizeAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(normalizeAddress('[2001:db8::1]')).toBe('2001:db8:0:0::/64')
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64')
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1')
    expect(normalizeAddress('::ffff:192.0.2.256')).toBeNull()
    expect(normalizeAddress('::ffff:192.0.2')).toBeNull()
    expect(normalizeAddress('::ffff:c000:201')).toBe('192.0.2.1')
    expect(normalizeAddress('192.000.002.001')).toBe('192.0.2.1')
    // Every octet's boundaries, as written and with what a client may pad them with.
    for (const octet of ['0', '9', '10', '99', '100', '199', '200', '249', '250', '255']) {
      expect(normalizeAddress(`${octet}.${octet}.${octet}.${octet}`)).toBe(`${octet}.${octet}.${octet}.${octet}`)
      expect(normalizeAddress(` ${octet.padStart(3, '0')}.1.2.3 `)).toBe(`${octet}.1.2.3`)
    }
    for (const bad of ['256.1.1.1', '1.1.1.300', '1.2.3.4.', '.1.2.3.4', '1.2.3.4x', '1..2.3']) expect(normalizeAddress(bad)).toBeNull()
    for (const bad of ['', '1.2.3', '1.2.3.256', '1::2::3', '1:2:3:4:5:6:7:8:9', 'g::1', 'localhost', null]) expect(normalizeAddress(bad)).toBeNull()
  })

  it('reads TRUST_PROXY as a hop count', () => {
    expect(trustedHopsFromEnv(undefined)).toBe(0)
    expect(trustedHopsFromEnv('1')).toBe(1)
    expect(trustedHopsFromEnv('true')).toBe(1)
    expect(trustedHopsFromEnv('yes')).toBe(0)
    expect(trustedHopsFromEnv('2')).toBe(2)
  })
})

describe('consume', () => {
  it('counts in one table per process across copies of the module, as Next bundles one for the beacon the server answers and one for its routes', async () => {
    const [byServer, byRoute] = (await twoCopies(() => import('@/lib/rateLimit/rateLimit'))).map((copy) => copy.consume)
    expect(byRoute).not.toBe(byServer)
    const address = '192.0.2.77'
    const { max } = limitFor('visits')
    for (let i = 0; i < max; i++) expect(await (i % 2 ? byRoute : byServer)('visits', address), `beacon ${i + 1}`).toEqual({ allowed: true })
    expect(await byServer('visits', address)).toMatchObject({ allowed: false })
    expect(await byRoute('visits', address)).toMatchObject({ allowed: false })
  })
})
