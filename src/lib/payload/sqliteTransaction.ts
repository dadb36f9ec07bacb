/**
 * The transactions of the site's SQLite client (sqliteClient.ts), as Payload's adapter gets them: each
 * takes the process's write lock at its first write, not at its start, so a sign-in that checks a password
 * before writing its session, or a save that reads before it writes, holds nobody up meanwhile.
 */
import type { InStatement, ResultSet, Transaction } from '@libsql/client'

import { statementKind } from './sqlStatement'

/**
 * A turn of the event loop before each statement. SQLite answers within the call, so without it a save
 * (some forty statements and the work between them, all promises already resolved) would run as one block
 * while every visitor's request waited; with it, requests are answered between two statements.
 */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

export const sqlOf = (stmt: InStatement): string => (typeof stmt === 'string' ? stmt : stmt.sql)
/** A statement as a log line names it: its SQL on one line, cut short. */
export const describe = (stmt: InStatement) => sqlOf(stmt).replace(/\s+/g, ' ').slice(0, 120)

type Parts = {
  /** A read outside any transaction (the reader's). */
  read: (stmt: InStatement) => Promise<ResultSet>
  /** Takes the write lock and begins a transaction on the writer; the function returned ends it. */
  begin: (what: string) => Promise<(outcome: 'COMMIT' | 'ROLLBACK') => Promise<void>>
  /** A statement on the writer, inside the transaction begun. */
  write: (stmt: InStatement) => ResultSet
}

/** A transaction that begins at its first write; its reads before then go to the reader. */
export const lazyTransaction = ({ read, begin, write }: Parts): Transaction => {
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
    return write(stmt)
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
