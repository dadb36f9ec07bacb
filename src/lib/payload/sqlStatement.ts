/**
 * What a SQLite statement does, judged from its text, so the site's SQLite client (sqliteClient.ts) can
 * send reads to the reading connection and everything else to the one writer. When in doubt it is a
 * write: a write sent to the reader would wait on the database's lock while holding the event loop,
 * whereas a read sent to the writer only waits its turn.
 */
export type StatementKind = 'read' | 'write' | 'pragma-read' | 'pragma-write'

/** The statement's text without the comments and blanks before its first word. */
const body = (sql: string): string => {
  let rest = sql
  for (;;) {
    const trimmed = rest.trimStart()
    if (trimmed.startsWith('--')) {
      const end = trimmed.indexOf('\n')
      rest = end === -1 ? '' : trimmed.slice(end + 1)
    } else if (trimmed.startsWith('/*')) {
      const end = trimmed.indexOf('*/')
      rest = end === -1 ? '' : trimmed.slice(end + 2)
    } else return trimmed
  }
}

/** Words that change the database wherever they stand in a statement (a `WITH` may end in one). */
const WRITE_WORDS = /\b(insert|update|delete|replace|create|drop|alter)\b/i

export const statementKind = (sql: string): StatementKind => {
  const text = body(sql)
  const first = /^[a-z]+/i.exec(text)?.[0].toLowerCase() ?? ''
  switch (first) {
    case 'select':
    case 'values':
    case 'explain':
      return 'read'
    case 'with':
      return WRITE_WORDS.test(text) ? 'write' : 'read'
    case 'pragma':
      // `PRAGMA name = value` sets a connection's setting; `PRAGMA name` and `PRAGMA table_info(t)` read.
      return text.includes('=') ? 'pragma-write' : 'pragma-read'
    case 'vacuum':
      // `VACUUM INTO 'file'` writes another file from one read transaction; a plain VACUUM rewrites this one.
      return /^vacuum\s+(\w+\s+)?into\b/i.test(text) ? 'read' : 'write'
    default:
      return 'write'
  }
}

/** Whether an error is SQLite's "database is locked" (another connection holds the write lock). */
export const isBusyError = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false
  const { code, rawCode, message } = error as { code?: unknown; rawCode?: unknown; message?: unknown }
  return (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) || rawCode === 5 || (typeof message === 'string' && /database is locked/i.test(message))
}

/**
 * The wait before the next try at the write lock: doubling from 1 ms up to 4 ms, never past the deadline.
 * Short, so a process that waits catches the moment another lets the lock go (sqliteWriteLock.ts, YIELD_MS);
 * a try that finds the lock taken costs microseconds.
 */
export const nextBackoff = (previousMs: number, leftMs: number): number => Math.max(0, Math.min(previousMs === 0 ? 1 : previousMs * 2, 4, leftMs))
