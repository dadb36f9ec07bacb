// One Redis connection for a piece of the site that several instances share (the page cache, the
// rate-limit counters). Plain JavaScript: Next loads the cache handler apart from the site's bundles.
import { createClient } from 'redis'

/** A Redis command's answer is waited for this long at most: a slow Redis must not stall a request. */
export const COMMAND_TIMEOUT_MS = 1000

/** Keys begin with REDIS_PREFIX (default `agency`), so several sites can share one Redis. */
export const redisPrefix = () => process.env.REDIS_PREFIX || 'agency'

/**
 * Connects to `url` at once and again after losing it, and runs commands with a time limit.
 * `run(command, fallback)` gives `fallback` when Redis is away, slow or failing. Until the first
 * connection settles it waits for it (within the limit), so a process's first requests are not
 * counted or expired in its own memory alone; after that, an absent Redis costs a request nothing.
 * `what` names, in the one log line written when Redis goes away, what does without it meanwhile.
 *
 * @param {string} url
 * @param {string} what
 */
export const redisConnection = (url, what) => {
  const client = createClient({
    url,
    // Commands fail at once while Redis is away instead of queueing behind the reconnection.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  })
  let warned = false
  client.on('error', (error) => {
    if (!warned) console.error(`Redis unavailable (${error.message}): ${what} until it is back`)
    warned = true
  })
  client.on('ready', () => (warned = false))
  let first = client.connect().then(
    () => undefined,
    () => undefined,
  )

  /** `promise`, or `fallback` once the time limit is over. */
  const within = async (promise, fallback) => {
    let timer
    try {
      return await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(() => resolve(fallback), COMMAND_TIMEOUT_MS)))])
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * @template T
   * @param {(client: import('redis').RedisClientType) => Promise<T>} command
   * @param {T} fallback
   * @returns {Promise<T>}
   */
  const run = async (command, fallback) => {
    if (first) {
      await within(first, undefined)
      first = undefined
    }
    if (!client.isReady) return fallback
    try {
      return await within(command(client), fallback)
    } catch {
      return fallback
    }
  }
  return { run }
}
