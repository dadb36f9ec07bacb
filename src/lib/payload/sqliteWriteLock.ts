/**
 * The write lock of one process's SQLite client (sqliteClient.ts): who in this process may write now.
 * In memory, first come first served, and fair to other processes writing the same file.
 */

type WriteLockOptions = {
  /** How long a write may wait for the lock before it fails. */
  lockTimeoutMs: number
  /** How long a write waits before the wait is logged. */
  warnAfterMs: number
  log: (message: string) => void
}

/**
 * How long this process passes SQLite's write lock from one of its writes to the next before it lets go of
 * it for YIELD_MS. Its next write is queued the moment the last ends, so under a crowd it would never let go,
 * and another process (the jobs runner, which tries again every few ms: nextBackoff) would wait in vain
 * until its busy timeout: a job's outcome unrecorded, its mail lost or sent twice.
 */
const TURN_MS = 100
/** Longer than another process's longest pause between tries (nextBackoff), so one that waits gets in. */
export const YIELD_MS = 10

/** The process's write lock: one holder, the others queued in order; let go for a moment after TURN_MS held hand to hand. */
export const createWriteLock = ({ lockTimeoutMs, warnAfterMs, log }: WriteLockOptions) => {
  let held = false
  let heldSince = 0
  const waiting: Array<() => void> = []
  const handOn = () => {
    const next = waiting.shift()
    if (next) next()
    else held = false
  }
  const releaser = () => {
    let released = false
    return () => {
      if (released) return
      released = true
      if (waiting.length === 0 || Date.now() - heldSince < TURN_MS) return handOn()
      // Another process's turn: nobody here begins a write until the pause is over.
      setTimeout(() => {
        heldSince = Date.now()
        handOn()
      }, YIELD_MS)
    }
  }
  return {
    acquire(what: string): Promise<() => void> {
      if (!held) {
        held = true
        heldSince = Date.now()
        return Promise.resolve(releaser())
      }
      return new Promise((resolve, reject) => {
        const grant = () => {
          clearTimeout(warn)
          clearTimeout(fail)
          resolve(releaser())
        }
        const warn = setTimeout(() => log(`sqlite: a write has waited ${warnAfterMs} ms for this process's write lock: ${what}`), warnAfterMs)
        const fail = setTimeout(() => {
          const at = waiting.indexOf(grant)
          if (at !== -1) waiting.splice(at, 1)
          reject(new Error(`sqlite: no write lock after ${lockTimeoutMs} ms (a write that does not pass its save's req?): ${what}`))
        }, lockTimeoutMs)
        warn.unref?.()
        fail.unref?.()
        waiting.push(grant)
      })
    },
  }
}
