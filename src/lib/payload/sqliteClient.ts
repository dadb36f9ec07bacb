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
 * - Fair to the other process: after a run of writes handed on one to the next, the lock is let go for a
 *   moment, so a process that waits for it gets its turn within its busy timeout (sqliteWriteLock.ts).
 * Transaction control goes through the connection's `exec`, which leaves no statement behind when it
 * fails: a failed statement left open would make the next COMMIT fail ("SQL statements in progress").
 * libsql's own client would open a connection per transaction and lose the busy timeout on the next one.
 */
import type { Client, InArgs, InStatement, ResultSet, TransactionMode } from '@libsql/client'

import { openConnection } from './sqliteConnection'
import { createWriteLock } from './sqliteWriteLock'
import { isBusyError, nextBackoff, statementKind } from './sqlStatement'
import { describe, lazyTransaction, sqlOf, turn } from './sqliteTransaction'

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

const asStatement = (stmt: InStatement, args?: InArgs): InStatement => (typeof stmt === 'string' ? { sql: stmt, args: args ?? [] } : stmt)

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
    transaction: async () => lazyTransaction({ read, begin, write: (stmt) => writer.execute(stmt) }),
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
