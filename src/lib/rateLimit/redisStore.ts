import { redisConnection, redisPrefix } from '../redis/connection.mjs'

import { type CounterStore, createMemoryStore } from './counterStore'

/** One atomic step: count the hit, start the window at the first, answer the count and the window's time left. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return { count, left }`

/** The count and time left of a key, without counting. */
const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return { tonumber(count), redis.call('PTTL', KEYS[1]) }`

/** Gives back one hit of a live window, never below nothing. */
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`

/**
 * Counters shared by every instance, in Redis (`url`): one key per counter, expiring with its window.
 * While Redis is away or slow the counters of this process (`fallback`) decide, so a limit still holds
 * per instance and no request waits on Redis.
 */
export const createRedisStore = (
  url: string,
  { prefix = redisPrefix(), fallback = createMemoryStore(), now = Date.now }: { prefix?: string; fallback?: CounterStore; now?: () => number } = {},
): CounterStore => {
  const redis = redisConnection(url, 'each instance counts rate limits on its own')
  return {
    async hit(key, windowMs) {
      const answer = await redis.run((client) => client.eval(HIT, { keys: [`${prefix}:rate:${key}`], arguments: [String(windowMs)] }) as Promise<[number, number]>, null)
      if (!answer) return fallback.hit(key, windowMs)
      const [count, left] = answer
      return { count: Number(count), resetAt: now() + Number(left) }
    },
    async peek(key) {
      const answer = await redis.run<[number, number] | null | undefined>((client) => client.eval(PEEK, { keys: [`${prefix}:rate:${key}`] }) as Promise<[number, number] | null>, undefined)
      if (answer === undefined) return fallback.peek(key)
      if (!answer || Number(answer[1]) <= 0) return null
      return { count: Number(answer[0]), resetAt: now() + Number(answer[1]) }
    },
    async release(key, windowMs) {
      const done = await redis.run((client) => client.eval(RELEASE, { keys: [`${prefix}:rate:${key}`] }) as Promise<number>, null)
      if (done === null) await fallback.release(key, windowMs)
    },
  }
}
