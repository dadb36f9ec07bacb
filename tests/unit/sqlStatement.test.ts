import { describe, expect, it } from 'vitest'

import { YIELD_MS } from '@/lib/payload/sqliteWriteLock'
import { isBusyError, nextBackoff, statementKind } from '@/lib/payload/sqlStatement'

describe('statementKind', () => {
  it('sends reads to the reader', () => {
    for (const sql of ['select 1', '  SELECT * FROM t', 'with x as (select 1) select * from x', 'VALUES (1)', 'explain select 1', '-- a note\nselect 1', '/* a note */ select 1', "VACUUM INTO '/tmp/copy.db'"]) {
      expect(statementKind(sql), sql).toBe('read')
    }
  })

  it('sends everything else to the writer, a WITH that ends in a write and anything unknown included', () => {
    for (const sql of ['insert into t values (1)', 'UPDATE t SET x = 1', 'delete from t', 'REPLACE INTO t VALUES (1)', 'with x as (select 1) insert into t select * from x', 'create table t (x)', 'DROP TABLE t', 'VACUUM', 'savepoint a', 'BEGIN', '', 'analyze']) {
      expect(statementKind(sql), sql).toBe('write')
    }
  })

  it('tells a pragma that sets from one that reads', () => {
    expect(statementKind('PRAGMA journal_mode = WAL;')).toBe('pragma-write')
    expect(statementKind('pragma busy_timeout=10000')).toBe('pragma-write')
    expect(statementKind('PRAGMA journal_mode')).toBe('pragma-read')
    expect(statementKind('PRAGMA table_info(properties)')).toBe('pragma-read')
  })
})

describe('isBusyError', () => {
  it('knows SQLite’s "database is locked" in each of the shapes libsql gives it', () => {
    expect(isBusyError({ code: 'SQLITE_BUSY', rawCode: 5 })).toBe(true)
    expect(isBusyError({ code: 'SQLITE_BUSY_SNAPSHOT' })).toBe(true)
    expect(isBusyError({ rawCode: 5 })).toBe(true)
    expect(isBusyError(new Error('SQLITE_BUSY: database is locked'))).toBe(true)
    expect(isBusyError(new Error('no such table: t'))).toBe(false)
    expect(isBusyError({ code: 'SQLITE_CONSTRAINT' })).toBe(false)
    expect(isBusyError(null)).toBe(false)
  })
})

describe('nextBackoff', () => {
  it('doubles from 1 ms to at most 4 ms, shorter than the pause another process leaves, and never past the deadline', () => {
    const pauses: number[] = []
    let pause = 0
    for (let i = 0; i < 5; i++) pauses.push((pause = nextBackoff(pause, 10_000)))
    expect(pauses).toEqual([1, 2, 4, 4, 4])
    expect(Math.max(...pauses)).toBeLessThan(YIELD_MS / 2)
    expect(nextBackoff(4, 3)).toBe(3)
    expect(nextBackoff(2, 0)).toBe(0)
  })
})
