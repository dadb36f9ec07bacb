/** One fixed window of a counter: how many hits it holds and when it starts afresh (epoch ms). */
export type CounterWindow = { count: number; resetAt: number }

/**
 * Where rate-limit counters live. The in-process store below serves one instance; several instances
 * behind a load balancer share theirs in Redis (redisStore.ts).
 */
export interface CounterStore {
  /** Counts a hit; the in-process store answers at once (no promise), so the visit beacon never waits on one. */
  hit(key: string, windowMs: number): CounterWindow | Promise<CounterWindow>
  /** The live window of `key` without counting a hit, or null when it has none. */
  peek(key: string): Promise<CounterWindow | null>
  /** Gives back one hit of `key`'s live window (one counted ahead that did not happen); nothing when it has none. */
  release(key: string, windowMs: number): void | Promise<void>
}

/**
 * Counters in this process's memory, bounded. The windows of one length are queued in the order they
 * started, so the expired ones are always at the front: each hit drops them from there, costing
 * nothing per live counter however many there are. (A Map alone would not do: V8 skips the holes left by
 * every deleted entry when it walks a Map from its start.)
 */
export const createMemoryStore = (now: () => number = Date.now, maxKeys = 50_000): CounterStore => {
  type Started = { key: string; window: CounterWindow }
  const lengths = new Map<number, { windows: Map<string, CounterWindow>; queue: Started[]; head: number }>()
  let size = 0
  /** Takes the oldest window of a length off its queue (and off the map, unless renewed since). */
  const shift = (length: { windows: Map<string, CounterWindow>; queue: Started[]; head: number }) => {
    const { key, window } = length.queue[length.head++]
    if (length.windows.get(key) === window) {
      length.windows.delete(key)
      size -= 1
    }
    if (length.head > 1024 && length.head * 2 > length.queue.length) {
      length.queue = length.queue.slice(length.head)
      length.head = 0
    }
  }
  return {
    hit(key, windowMs) {
      const time = now()
      let length = lengths.get(windowMs)
      if (!length) lengths.set(windowMs, (length = { windows: new Map(), queue: [], head: 0 }))
      while (length.head < length.queue.length && length.queue[length.head].window.resetAt <= time) shift(length)
      let window = length.windows.get(key)
      if (!window || window.resetAt <= time) {
        // Still full of live windows (a flood of distinct keys): forget the oldest rather than grow.
        if (!window && size >= maxKeys) {
          const from = length.windows.size > 0 ? length : [...lengths.values()].find((other) => other.windows.size > 0)
          while (from && from.head < from.queue.length && size >= maxKeys) shift(from)
        }
        if (!window) size += 1
        window = { count: 0, resetAt: time + windowMs }
        length.windows.set(key, window)
        length.queue.push({ key, window })
      }
      window.count += 1
      return { count: window.count, resetAt: window.resetAt }
    },
    async peek(key) {
      const time = now()
      for (const length of lengths.values()) {
        const window = length.windows.get(key)
        if (window && window.resetAt > time) return { count: window.count, resetAt: window.resetAt }
      }
      return null
    },
    release(key, windowMs) {
      const window = lengths.get(windowMs)?.windows.get(key)
      if (window && window.resetAt > now() && window.count > 0) window.count -= 1
    },
  }
}
