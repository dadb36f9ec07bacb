/** One fixed window of a counter: how many hits it holds and when it starts afresh (epoch ms). */
export type CounterWindow = { count: number; resetAt: number }

/**
 * Where rate-limit counters live. The in-process store below serves one instance; several instances
 * behind a load balancer need a shared implementation (Redis `INCR` + `PEXPIRE` fits this shape).
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<CounterWindow>
}

/** Counters in this process's memory, with expired windows swept now and then so memory stays bounded. */
export const createMemoryStore = (now: () => number = Date.now, maxKeys = 50_000): CounterStore => {
  const windows = new Map<string, CounterWindow>()
  const sweep = (time: number) => {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key)
  }
  return {
    async hit(key, windowMs) {
      const time = now()
      let window = windows.get(key)
      if (!window || window.resetAt <= time) {
        if (windows.size >= maxKeys) sweep(time)
        // Still full of live windows (a flood of distinct keys): forget the oldest rather than grow.
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
        window = { count: 0, resetAt: time + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return { count: window.count, resetAt: window.resetAt }
    },
  }
}
