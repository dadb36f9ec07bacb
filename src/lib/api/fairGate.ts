/**
 * How many API requests Payload works on at once in this process, shared fairly between clients.
 *
 * Payload's REST answers are mostly CPU on the one event loop. Twenty connections reading at once all
 * advanced together, each a little at a time, and an editor's save, started among them, advanced at the
 * same crawl: p50 7.1 to 7.6 s in `npm run bench -- --saves-only`. Here at most `slots` requests are inside Payload;
 * the others wait their turn, and turns go round the clients waiting, one request each, so a client with
 * one request waits for one turn however many another has queued. A client with more than `perClient`
 * waiting is refused (null) until its queue shortens: no client holds an unbounded queue in memory.
 */
export type FairGate = {
  /**
   * A turn for `client`: resolves to the function that ends it once a slot is free, or to null when `signal`
   * aborts first (the client went: its place is given up); null at once when refused.
   */
  enter: (client: string, signal?: AbortSignal) => Promise<(() => void) | null> | null
  /** Requests inside and waiting now (the metrics read it). */
  load: () => { inside: number; waiting: number }
}

export const createFairGate = ({ slots, perClient }: { slots: number; perClient: number }): FairGate => {
  let inside = 0
  let waiting = 0
  /** Each client's waiting requests, oldest first; a client is in the map only while it waits. Map order is the round. */
  const queues = new Map<string, Array<(leave: () => void) => void>>()

  const turn = (): (() => void) => {
    inside += 1
    let left = false
    return () => {
      if (left) return
      left = true
      inside -= 1
      next()
    }
  }

  /** Gives a freed slot to the first client of the round, which then goes to the back of it. */
  const next = () => {
    const first = queues.entries().next()
    if (first.done || inside >= slots) return
    const [client, queue] = first.value
    const admit = queue.shift()
    queues.delete(client)
    if (queue.length > 0) queues.set(client, queue)
    waiting -= 1
    admit?.(turn())
  }

  return {
    enter: (client, signal) => {
      if (signal?.aborted) return Promise.resolve(null)
      if (inside < slots && queues.size === 0) return Promise.resolve(turn())
      const queue = queues.get(client) ?? []
      if (queue.length >= perClient) return null
      if (queue.length === 0) queues.set(client, queue)
      waiting += 1
      return new Promise((resolve) => {
        const giveUp = () => {
          const at = queue.indexOf(admit)
          if (at < 0) return
          queue.splice(at, 1)
          waiting -= 1
          if (queue.length === 0 && queues.get(client) === queue) queues.delete(client)
          resolve(null)
        }
        const admit = (leave: () => void) => {
          signal?.removeEventListener('abort', giveUp)
          resolve(leave)
        }
        queue.push(admit)
        signal?.addEventListener('abort', giveUp, { once: true })
      })
    },
    load: () => ({ inside, waiting }),
  }
}

const GATE = Symbol.for('site.apiGate')

/**
 * The process's gate for Payload's REST and GraphQL API (every route bundle shares it): API_CONCURRENCY requests at once
 * (4 when unset: on two cores more only interleave), API_QUEUE_PER_CLIENT waiting per client (50).
 */
export const apiGate = (): FairGate => {
  const store = globalThis as unknown as Record<symbol, FairGate | undefined>
  const positive = (value: string | undefined, fallback: number) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback)
  store[GATE] ??= createFairGate({ slots: positive(process.env.API_CONCURRENCY, 4), perClient: positive(process.env.API_QUEUE_PER_CLIENT, 50) })
  return store[GATE]
}
