/**
 * The site's SQLite client: what Payload's SQLite adapter gets instead of libsql's own client, so that
 * saves are whole without anyone being stalled.
 * - Two connections to the file, in WAL mode: reads outside a transaction use the reader, which sees
 *   every committed save and never waits for a writer; all writes go through the writer.
 * - One writer in the process: a transaction, or a write outside any, holds the write lock (in memory,
 *   first come first served) until it ends. Payload runs each save in a transaction and hands it on
 *   through `req`, so a hook's writes join their save; a write that does not pass `req` waits its turn.
 * - A transaction takes the lock at its first write, not at its start: a sign-in that checks a password
 *   before writing its session, or a save that reads before it writes, holds nobody up meanwhile.
 * - Another process writing the same file (the jobs runner) holds SQLite's own lock: `BEGIN IMMEDIATE`
 *   then answers "busy" at once (the writer waits for no lock inside SQLite, which would hold the event
 *   loop), and is tried again after a short pause (1 ms doubling to 4 ms) until `busyTimeoutMs`.
 *   Every write outside a transaction runs in one of its own, so "busy" only ever meets that `BEGIN`.
 * - Fair to the other process: after TURN_MS of writes handed on one to the next, the lock is let go for
 *   YIELD_MS, so a process that waits for it gets its turn within its busy timeout.
 * Transaction control goes through the connection's `exec`, which leaves no statement behind when it
 * fails: a failed statement left open would make the next COMMIT fail ("SQL statements in progress").
 * libsql's own client would open a connection per transaction and lose the busy timeout on the next one.
 */
import type { Client, InArgs, InStatement, ResultSet, Transaction, TransactionMode } from '@libsql/client'

import { openConnection } from './sqliteConnection'
import { isBusyError, nextBackoff, statementKind } from './sqlStatement'

export type SiteSqliteClient = Client

type Options = {
  /** How long a reader waits inside SQLite for a lock (WAL readers almost never do), and a write for another process's lock. */
  busyTimeoutMs?: number
  /** How long a write may wait for this process's lock before it fails; it logs once it has waited `warnAfterMs`. */
  lockTimeoutMs?: number
  warnAfterMs?: number
  log?: (message: string) => void
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A turn of the event loop before each statement. SQLite answers within the call, so without it a save
 * (some forty statements and the work between them, all promises already resolved) would run as one block
 * while every visitor's request waited; with it, requests are answered between two statements.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * How long this process passes SQLite's write lock from one of its writes to the next before it lets go of
 * it for YIELD_MS. Its next write is queued the moment the last ends, so under a crowd it would never let go,
 * and another process (the jobs runner, which tries again every few ms: nextBackoff) would wait in vain
 * until its busy timeout: a job's outcome unrecorded, its mail lost or sent twice.
 */
export const TURN_MS = 100
/** Longer than another process's longest pause between tries (nextBackoff), so one that waits gets in. */
export const YIELD_MS = 10

/** The process's write lock: one holder, the others queued in order; let go for a moment after TURN_MS held hand to hand. */
const createWriteLock = ({ lockTimeoutMs, warnAfterMs, log }: Required<Pick<Options, 'lockTimeoutMs' | 'warnAfterMs' | 'log'>>) => {
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

const asStatement = (stmt: InStatement, args?: InArgs): InStatement => (typeof stmt === 'string' ? { sql: stmt, args: args ?? [] } : stmt)
const sqlOf = (stmt: InStatement): string => (typeof stmt === 'string' ? stmt : stmt.sql)
const describe = (stmt: InStatement) => sqlOf(stmt).replace(/\s+/g, ' ').slice(0, 120)

export const createSiteSqliteClient = (file: string, options: Options = {}): SiteSqliteClient => {
  const busyTimeoutMs = options.busyTimeoutMs ?? 10_000
  const log = options.log ?? ((message: string) => console.warn(message))
  const lock = createWriteLock({ lockTimeoutMs: options.lockTimeoutMs ?? 60_000, warnAfterMs: options.warnAfterMs ?? 5_000, log })
  /** Settings applied to the reader, by name, to give a new reader the same. */
  const readerSettings = new Map<string, string>([['busy_timeout', `PRAGMA busy_timeout = ${busyTimeoutMs}`]])
  const openReader = () => {
    const opened = openConnection(file)
    for (const setting of readerSettings.values()) opened.exec(setting)
    return opened
  }
  let reader = openReader()
  // SQLite's default busy timeout, 0, stays: the writer never waits for a lock inside SQLite.
  const writer = openConnection(file)

  /** A read; a reader that met a lock (a read left open by the failure would keep its old snapshot) is replaced. */
  const read = async (stmt: InStatement): Promise<ResultSet> => {
    await turn()
    try {
      return reader.execute(stmt)
    } catch (error) {
      if (isBusyError(error)) {
        const old = reader
        reader = openReader()
        old.close()
      }
      throw error
    }
  }

  /** `BEGIN IMMEDIATE` until it gets past another process's lock, pausing between tries; fails after busyTimeoutMs. */
  const beginImmediate = async () => {
    const deadline = Date.now() + busyTimeoutMs
    let pause = 0
    for (;;) {
      try {
        writer.exec('BEGIN IMMEDIATE')
        return
      } catch (error) {
        const left = deadline - Date.now()
        if (!isBusyError(error) || left <= 0) throw error
        pause = nextBackoff(pause, left)
        await sleep(pause)
      }
    }
  }

  /** Ends the writer's transaction, if SQLite has not already (some failures roll it back themselves). */
  const rollback = () => {
    if (writer.native.inTransaction) writer.exec('ROLLBACK')
  }

  /**
   * Takes the write lock and begins a transaction on the writer; the function returned ends it. With
   * `foreignKeysOff` (libsql's `migrate`) foreign keys are off around it: SQLite ignores the setting inside
   * a transaction, and a table rebuilt under them would take its rows' dependants with it.
   */
  const begin = async (what: string, foreignKeysOff = false): Promise<(outcome: 'COMMIT' | 'ROLLBACK') => Promise<void>> => {
    const release = await lock.acquire(what)
    const finish = () => {
      try {
        if (foreignKeysOff) writer.exec('PRAGMA foreign_keys = ON')
      } finally {
        release()
      }
    }
    try {
      if (foreignKeysOff) writer.exec('PRAGMA foreign_keys = OFF')
      await beginImmediate()
    } catch (error) {
      finish()
      throw error
    }
    let ended = false
    return async (outcome) => {
      if (ended) return
      ended = true
      try {
        if (outcome === 'ROLLBACK') rollback()
        else {
          try {
            writer.exec('COMMIT')
          } catch (error) {
            rollback()
            throw error
          }
        }
      } finally {
        finish()
      }
    }
  }

  /** Statements in one transaction of their own. */
  const inOwnTransaction = async <T>(what: string, work: () => Promise<T>, foreignKeysOff = false): Promise<T> => {
    const end = await begin(what, foreignKeysOff)
    try {
      const result = await work()
      await end('COMMIT')
      return result
    } finally {
      await end('ROLLBACK')
    }
  }

  const runAll = async (stmts: InStatement[]) => {
    const results: ResultSet[] = []
    for (const stmt of stmts) {
      await turn()
      results.push(writer.execute(stmt))
    }
    return results
  }

  /** A transaction that begins at its first write; its reads before then go to the reader. */
  const transaction = (): Transaction => {
    let state: 'idle' | 'open' | 'done' = 'idle'
    let opening: Promise<void> | null = null
    let end: ((outcome: 'COMMIT' | 'ROLLBACK') => Promise<void>) | null = null
    const closedError = () => Object.assign(new Error('The transaction is closed'), { code: 'TRANSACTION_CLOSED' })
    const open = (what: string) =>
      (opening ??= begin(what).then(
        (ending) => {
          end = ending
          state = 'open'
        },
        (error) => {
          state = 'done'
          throw error
        },
      ))
    const finish = async (outcome: 'COMMIT' | 'ROLLBACK') => {
      if (opening) await opening.catch(() => undefined)
      state = 'done'
      await end?.(outcome)
    }
    const execute = async (stmt: InStatement): Promise<ResultSet> => {
      if (state === 'done') throw closedError()
      if (!opening && statementKind(sqlOf(stmt)) === 'read') return read(stmt)
      await open(describe(stmt))
      if (state !== 'open') throw closedError()
      await turn()
      return writer.execute(stmt)
    }
    return {
      execute,
      async batch(stmts) {
        const results: ResultSet[] = []
        for (const stmt of stmts) results.push(await execute(stmt))
        return results
      },
      async executeMultiple() {
        throw new Error('sqlite: executeMultiple is not available inside a transaction')
      },
      commit: () => finish('COMMIT'),
      rollback: () => finish('ROLLBACK'),
      close() {
        if (state !== 'done') void finish('ROLLBACK')
      },
      get closed() {
        return state === 'done'
      },
    }
  }

  const client = {
    protocol: 'file',
    get closed() {
      return !writer.native.open
    },
    async execute(stmtOrSql: InStatement, args?: InArgs) {
      const stmt = asStatement(stmtOrSql, args)
      const sql = sqlOf(stmt)
      switch (statementKind(sql)) {
        case 'read':
        case 'pragma-read':
          return read(stmt)
        case 'pragma-write':
          // A connection's setting, for both, except the wait for a lock: the writer never waits inside SQLite.
          if (!/^\s*pragma\s+busy_timeout\b/i.test(sql)) {
            const release = await lock.acquire(describe(stmt))
            try {
              writer.exec(sql)
            } finally {
              release()
            }
          }
          readerSettings.set(/^\s*pragma\s+([\w.]+)/i.exec(sql)?.[1].toLowerCase() ?? sql, sql)
          return read(stmt)
        default:
          return inOwnTransaction(describe(stmt), () => runAll([stmt]).then(([result]) => result))
      }
    },
    async batch(stmts: InStatement[], mode?: TransactionMode) {
      if (mode !== 'read' && !stmts.every((stmt) => statementKind(sqlOf(stmt)) === 'read')) return inOwnTransaction(`a batch of ${stmts.length}`, () => runAll(stmts))
      // Reads in one snapshot of the reader.
      await turn()
      reader.exec('BEGIN')
      try {
        return stmts.map((stmt) => reader.execute(stmt))
      } finally {
        if (reader.native.inTransaction) reader.exec('COMMIT')
      }
    },
    migrate: (stmts: InStatement[]) => inOwnTransaction(`a migration of ${stmts.length}`, () => runAll(stmts), true),
    transaction: async () => transaction(),
    // A script that manages its own transactions and settings (Payload's reset turns foreign keys off in it), in its turn.
    async executeMultiple(sql: string) {
      const release = await lock.acquire('several statements')
      try {
        writer.exec(sql)
      } finally {
        release()
      }
    },
    sync: async () => ({ frame_no: 0, frames_synced: 0 }),
    close() {
      reader.close()
      writer.close()
    },
  }
  return client as unknown as SiteSqliteClient
}
