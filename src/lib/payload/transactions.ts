/**
 * Saves that are whole, on SQLite as on PostgreSQL. Payload runs every save (create, update, delete,
 * sign-in, migration) in a transaction of the database adapter and hands it to the save's hooks through
 * `req`, so what the hooks write through `req` (versions, texts, relations, listing events, the search
 * index, queued mails) commits or rolls back with the save. This module adds the two pieces Payload
 * leaves out:
 * - on SQLite, transactions at all: the adapter gets the site's client (sqliteClient.ts), one writer and
 *   a reader, instead of libsql's, which loses its busy timeout after the first transaction;
 * - `afterCommit`: work that must see the save committed, and must not happen if it rolls back
 *   (expiring cached pages, telling the proxy, refreshing in-memory tables), runs once the outermost
 *   transaction has committed, or at once when there is none.
 */
import { type BaseDatabaseAdapter, type DatabaseAdapterObj, type Payload, type PayloadRequest, commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { type SiteSqliteClient, createSiteSqliteClient } from './sqliteClient'
import { sqliteFileOf } from './sqliteFile'

type Work = () => unknown
type TransactionID = number | string

/** Work waiting for each open transaction's commit. */
const waiting = new Map<TransactionID, Work[]>()

type Req = Pick<PayloadRequest, 'transactionID' | 'payload'>

/** The open transaction of `req`, if it has one the adapter still knows. */
const openTransaction = async (req: Req | undefined): Promise<TransactionID | null> => {
  const id = req?.transactionID ? await req.transactionID : undefined
  if (id === undefined || id === null) return null
  const sessions = (req?.payload.db as unknown as { sessions?: Record<string, unknown> }).sessions
  return sessions?.[String(id)] ? id : null
}

/** Runs `work` in one transaction of its own, with `context` on its `req`: what it writes through `req` commits together, or not at all. */
export const inTransaction = async <T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>, context: Record<string, unknown> = {}): Promise<T> => {
  const req = await createLocalReq({ context }, payload)
  const owns = await initTransaction(req)
  try {
    const result = await work(req)
    if (owns) await commitTransaction(req)
    return result
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}

/** Runs `work` once `req`'s transaction has committed (never if it rolls back), or now without one. */
export const afterCommit = async (req: Req | undefined, work: Work): Promise<void> => {
  const id = await openTransaction(req)
  if (id === null) {
    await work()
    return
  }
  const list = waiting.get(id)
  if (list) list.push(work)
  else waiting.set(id, [work])
}

/** The client's own transaction under an adapter session (Drizzle keeps it as its session's `tx`). */
const sqliteTransactionOf = (adapter: Adapter, id: TransactionID): { commit: () => Promise<void> } | undefined =>
  (adapter as unknown as { sessions?: Record<string, { db?: { session?: { tx?: { commit: () => Promise<void> } } } }> }).sessions?.[String(id)]?.db?.session?.tx

type Adapter = BaseDatabaseAdapter & { client?: SiteSqliteClient; busyTimeout?: number; wal?: false | { journalSizeLimit: number; synchronous: string } }

const MIGRATIONS = ['migrate', 'migrateDown', 'migrateFresh', 'migrateRefresh', 'migrateReset'] as const

/**
 * The adapter, with afterCommit's work run after each commit; on SQLite (`sqliteUrl`) also with the site's
 * client. SQLite's migrations run outside transactions, as they always have: their table rebuilds turn
 * foreign keys off around them, which SQLite ignores inside a transaction (a rebuilt table would take its
 * dependent rows with it), while their data steps through Payload need them on (its updates rely on the
 * cascades to clear a document's old rows).
 */
export const wholeSaves = <T extends DatabaseAdapterObj>(result: T, sqliteUrl?: string): T => ({
  ...result,
  init: (args) => {
    const adapter = result.init(args) as Adapter
    const { commitTransaction, rollbackTransaction } = adapter
    adapter.commitTransaction = async function (incoming) {
      const id = await incoming
      // On SQLite the client's transaction commits first, so a failed COMMIT fails the save: the adapter
      // ends its transaction in a way that would swallow the error, and the editor would be told "saved".
      if (sqliteUrl !== undefined) await sqliteTransactionOf(this, id)?.commit()
      await commitTransaction.call(this, id)
      const work = waiting.get(id)
      waiting.delete(id)
      for (const item of work ?? []) {
        try {
          await item()
        } catch (error) {
          args.payload.logger.error({ err: error, msg: 'after a commit: a follow-up failed' })
        }
      }
    }
    adapter.rollbackTransaction = async function (incoming) {
      const id = await incoming
      waiting.delete(id)
      await rollbackTransaction.call(this, id)
    }
    if (sqliteUrl === undefined) return adapter

    const { connect, destroy } = adapter
    adapter.connect = async function (options) {
      if (!this.client) {
        // The adapter's own connect sets these only on a client it makes itself.
        const file = sqliteFileOf(sqliteUrl, process.cwd())
        if (file === null) throw new Error(`DATABASE_URI "${sqliteUrl}" names no database file: the site keeps its data in a file`)
        const client = createSiteSqliteClient(file, { busyTimeoutMs: this.busyTimeout || 10_000, log: (message) => args.payload.logger.warn(message) })
        await client.execute(`PRAGMA busy_timeout = ${this.busyTimeout || 10_000}`)
        if (this.wal) {
          const { rows } = await client.execute('PRAGMA journal_mode')
          if (rows[0]?.journal_mode !== 'wal') {
            await client.execute('PRAGMA journal_mode = WAL')
            await client.execute(`PRAGMA journal_size_limit = ${this.wal.journalSizeLimit}`)
          }
          await client.execute(`PRAGMA synchronous = ${this.wal.synchronous}`)
        }
        this.client = client
      }
      return connect?.call(this, options)
    }
    adapter.destroy = async function () {
      await destroy?.call(this)
      this.client?.close()
      this.client = undefined
    }
    let migrating = 0
    const { beginTransaction } = adapter
    adapter.beginTransaction = async function (options) {
      return migrating > 0 ? null : beginTransaction.call(this, options)
    }
    for (const name of MIGRATIONS) {
      const original = adapter[name] as (...rest: unknown[]) => Promise<unknown>
      ;(adapter as unknown as Record<string, unknown>)[name] = async function (this: Adapter, ...rest: unknown[]) {
        migrating += 1
        try {
          return await original.apply(this, rest)
        } finally {
          migrating -= 1
        }
      }
    }
    return adapter
  },
})
