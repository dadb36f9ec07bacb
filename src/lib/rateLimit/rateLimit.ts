import { metrics } from '@/lib/metrics/metrics.mjs'
import { whenReady } from '@/lib/whenReady'

import { PEER_HEADER, clientAddress, trustedHopsFromEnv } from './clientAddress'
import { type CounterStore, createMemoryStore } from './counterStore'
import { type LimitName, limitFor } from './limits'
import { createRedisStore } from './redisStore'

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const STORE = Symbol.for('site.rateLimitStore')

/**
 * Shared by every instance through Redis when REDIS_URL is set; this process's own otherwise. One per
 * process, kept on globalThis: Next bundles this module more than once (the beacon the server answers
 * itself is registered from the instrumentation's bundle, its Next route is another), and each copy with
 * counters of its own would give a client one budget per copy.
 */
const store: CounterStore = ((globalThis as { [STORE]?: CounterStore })[STORE] ??= process.env.REDIS_URL ? createRedisStore(process.env.REDIS_URL) : createMemoryStore())

/** The counters themselves, for budgets that are not one hit per request (lib/owners/signInGuard.ts). */
export const counterStore = (): CounterStore => store

/**
 * Counts one hit of `key` against the limit named; refuses once the window's budget is spent. Answers at
 * once with the in-process counters, through a promise with Redis's.
 */
export const consume = (name: LimitName, key: string, now: () => number = Date.now): RateDecision | Promise<RateDecision> => {
  const limit = limitFor(name)
  return whenReady(store.hit(`${name}:${key}`, limit.windowMs), ({ count, resetAt }): RateDecision => {
    if (count <= limit.max) return { allowed: true }
    metrics().refusals.inc({ limit: name })
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)) }
  })
}

/** The rate-limit key of a request's client (see clientAddress for what is trusted). */
export const requestAddress = (headers: Pick<Headers, 'get'>): string =>
  clientAddress(headers.get(PEER_HEADER), headers.get('x-forwarded-for'), trustedHopsFromEnv(process.env.TRUST_PROXY))

/** The 429 answer: a JSON error in Payload's shape and a Retry-After header. */
export const tooManyRequests = (retryAfterSeconds: number): Response =>
  Response.json(
    { errors: [{ message: 'Too many requests. Please try again later.' }] },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } },
  )

/**
 * For form endpoints (`POST /api/forms/{kind}`): null when the address may post, otherwise the 429
 * response to send back.
 */
export const limitFormPost = async (headers: Headers): Promise<Response | null> => {
  const decision = await consume('forms', requestAddress(headers))
  return decision.allowed ? null : tooManyRequests(decision.retryAfterSeconds)
}
