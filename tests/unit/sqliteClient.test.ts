import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { createSiteSqliteClient } from '@/lib/payload/sqliteClient'

/**
 * Two processes write the site's file: the site and the jobs runner. Each has its own client (its own
 * writer and its own queue of writes); two clients on one file here stand for the two processes.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'sqlite-client-'))
const file = path.join(dir, 'db.sqlite')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the site’s SQLite client', () => {
  it('leaves another process its turn while it writes without a pause: the other’s writes go through within their wait', async () => {
    const site = createSiteSqliteClient(file, { busyTimeoutMs: 10_000, log: () => undefined })
    const runner = createSiteSqliteClient(file, { busyTimeoutMs: 5_000, log: () => undefined })
    await site.execute('PRAGMA journal_mode = WAL')
    await site.execute('PRAGMA synchronous = NORMAL')
    await site.execute('CREATE TABLE leads (id INTEGER PRIMARY KEY, email TEXT)')
    await site.execute('CREATE TABLE jobs (id INTEGER PRIMARY KEY, state TEXT)')

    // The site under a crowd: twenty saves always waiting for the write lock, each a transaction of three writes.
    let crowd = true
    let saves = 0
    const loops = Array.from({ length: 20 }, async (_, client) => {
      while (crowd) {
        const tx = await site.transaction('write')
        for (let i = 0; i < 3; i++) await tx.execute({ sql: 'INSERT INTO leads (email) VALUES (?)', args: [`crowd-${client}@example.be`] })
        await tx.commit()
        saves++
      }
    })

    while (saves < 50) await new Promise((resolve) => setTimeout(resolve, 5))
    const before = saves
    // Meanwhile the runner records ten jobs' outcomes, one write each, as a jobs runner does after each mail.
    const outcomes: string[] = []
    for (let i = 0; i < 10; i++) {
      outcomes.push(
        await runner.execute({ sql: 'INSERT INTO jobs (state) VALUES (?)', args: ['sent'] }).then(
          () => 'written',
          (error: Error) => error.message,
        ),
      )
    }
    crowd = false
    await Promise.all(loops)

    expect(outcomes).toEqual(Array(10).fill('written'))
    // and the site went on saving meanwhile (how much depends on the machine's load).
    expect(saves).toBeGreaterThan(before)
    expect(Number((await runner.execute('SELECT count(*) AS n FROM jobs')).rows[0].n)).toBe(10)
    site.close()
    runner.close()
  }, 90_000)
})
