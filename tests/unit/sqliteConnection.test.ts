import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type InStatement, LibsqlError } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'

import { openConnection } from '@/lib/payload/sqliteConnection'

/**
 * The site's connection answers as libsql's own client does on the same file (Payload's adapter was
 * written against that client): the same values and rows back, the same errors, and a kept statement
 * that still answers after the table it reads has changed.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'sqlite-connection-'))
const file = path.join(dir, 'db.sqlite')
const connection = openConnection(file)
const reference = createClient({ url: `file:${file}` })
afterAll(() => {
  connection.close()
  reference.close()
  rmSync(dir, { recursive: true, force: true })
})

const plain = (rows: unknown[]) => rows.map((row) => ({ ...(row as object), values: Array.from(row as ArrayLike<unknown>) }))

describe('the SQLite connection', () => {
  it('stores and reads every kind of value as libsql does', async () => {
    connection.execute('create table things (id integer primary key, n integer, r real, t text, b blob, flag integer)')
    const rows: InStatement[] = [
      { sql: 'insert into things (n, r, t, b, flag) values (?, ?, ?, ?, ?)', args: [42, 1.5, 'Maison à vendre', new Uint8Array([1, 2, 3]).buffer, true] },
      { sql: 'insert into things (n, r, t, b, flag) values (:n, :r, :t, :b, :flag)', args: { n: 9007199254740991n, r: -0.25, t: '', b: null, flag: false } },
      { sql: 'insert into things (n, r, t, b, flag) values ($n, @r, :t, null, 0)', args: { $n: -7, '@r': 0, t: 'x' } },
    ]
    const ours = connection.execute(rows[0])
    expect(ours.rowsAffected).toBe(1)
    expect(ours.lastInsertRowid).toBe(1n)
    connection.execute(rows[1])
    connection.execute(rows[2])
    const read = 'select id, n, r, t, b, flag, length(t) as letters from things order by id'
    expect(plain(connection.execute(read).rows)).toEqual(plain((await reference.execute(read)).rows))
    expect(connection.execute(read).columns).toEqual((await reference.execute(read)).columns)
    const first = connection.execute(read).rows[0]
    expect(Buffer.from(first.b as ArrayBuffer).subarray(0, 3)).toEqual(Buffer.from([1, 2, 3]))
    expect(first.flag).toBe(1)
  })

  it('refuses what libsql refuses, with its error', async () => {
    expect(() => connection.execute({ sql: 'select ?', args: [Number.NaN] })).toThrow(RangeError)
    expect(() => connection.execute({ sql: 'select ?', args: [undefined as never] })).toThrow(TypeError)
    expect(() => connection.execute('select n * 1024 from things where n > 1000')).toThrow(RangeError)
    const ours = (() => {
      try {
        connection.execute('insert into nowhere values (1)')
      } catch (error) {
        return error
      }
    })()
    expect(ours).toBeInstanceOf(LibsqlError)
    await expect(reference.execute('insert into nowhere values (1)')).rejects.toMatchObject({ code: (ours as LibsqlError).code, rawCode: (ours as LibsqlError).rawCode })
  })

  it('gives rows the shape of libsql’s: indexes and length not enumerated, names enumerated, the first of a repeated name winning', async () => {
    const shape = (row: object) => ({
      keys: Object.keys(row),
      own: Object.fromEntries(Object.entries(row)),
      spread: { ...row },
      json: JSON.stringify(row),
      byIndex: Array.from(row as ArrayLike<unknown>),
      sliced: Array.prototype.slice.call(row),
      length: (row as ArrayLike<unknown>).length,
      enumerable: [0, 'length'].map((key) => Object.prototype.propertyIsEnumerable.call(row, key)),
    })
    // A join naming `id` twice (Drizzle reads such rows by index), a column named like an index, one named `length`.
    for (const read of [
      'select a.id, a.t, b.id, b.n from things a join things b on b.id = a.id + 1 order by a.id',
      'select 7 as "1", 8 as n',
      'select 3 as length, id from things where id = 1',
      'select id, t from things where id > 99',
    ]) {
      const ours = connection.execute(read).rows
      const theirs = (await reference.execute(read)).rows
      expect(ours.map(shape), read).toEqual(theirs.map(shape))
    }
    const [joined] = connection.execute('select a.id, b.id from things a join things b on b.id = a.id + 1 order by a.id').rows
    expect([joined.id, joined[0], joined[1]]).toEqual([1, 1, 2])
  })

  it('answers a kept statement again after the table it reads has changed', () => {
    const read = 'select * from things where id = 1'
    expect(Object.keys(connection.execute(read).rows[0])).not.toContain('added')
    connection.execute('alter table things add column added text default \'yes\'')
    expect(connection.execute(read).rows[0].added).toBe('yes')
  })
})
