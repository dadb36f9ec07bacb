/**
 * SQLite through the client the site itself uses (@libsql/client, under @payloadcms/db-sqlite).
 * The snapshot is `VACUUM INTO`: one read transaction, which in WAL mode (the site's) never blocks
 * the site's writers, copied page by page into a new compact file that needs no WAL beside it.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'

import { exists } from './files'
import { type DatabaseFacts, inspectDatabase, type Row } from './inspection'
import { asideName } from './naming'

/** How long to wait for a lock (a WAL being recovered) before failing, as long as the site waits. */
const BUSY_TIMEOUT_MS = 10_000

const open = async (file: string): Promise<Client> => {
  const client = createClient({ url: `file:${file}` })
  await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
  return client
}

const withClient = async <T>(file: string, work: (client: Client) => Promise<T>): Promise<T> => {
  const client = await open(file)
  try {
    return await work(client)
  } finally {
    client.close()
  }
}

/** Opens a database file, checks it page by page, and reads its facts. */
export const inspectSqlite = (file: string): Promise<DatabaseFacts> =>
  withClient(file, async (client) => {
    const check = await client.execute('PRAGMA quick_check')
    const verdict = check.rows.map((row) => String(row[0]))
    if (verdict.join() !== 'ok') throw new Error(`${file} is damaged: ${verdict.slice(0, 3).join('; ')}`)
    return inspectDatabase(async (sql) => (await client.execute(sql)).rows as unknown as Row[], 'sqlite')
  })

/** Writes a consistent copy of the database `file` into `target` (a new file), then checks and inspects it. */
export const snapshotSqlite = async (file: string, target: string): Promise<DatabaseFacts> => {
  if (!(await exists(file))) throw new Error(`There is no database at ${file} (DATABASE_URI).`)
  await withClient(file, (client) => client.execute({ sql: 'VACUUM INTO ?', args: [target] }))
  return inspectSqlite(target)
}

/** Whether a database is at `file`: the file, or a WAL left without it (which SQLite would apply to a new file). */
export const sqliteExists = async (file: string): Promise<boolean> =>
  (await Promise.all([file, `${file}-wal`].map(exists))).some(Boolean)

/**
 * Puts the snapshot `source` at `target`. The copy is made beside the target and renamed over it, so the
 * target is never half written. A database in the way (refused by the caller unless forced) is first
 * renamed aside together with its WAL and journal, which SQLite finds by the new name, so it stays a
 * whole database and no stale WAL is ever applied to the restored file. Returns the paths moved aside.
 */
export const restoreSqlite = async (source: string, target: string, now: Date): Promise<string[]> => {
  await fs.mkdir(path.dirname(target), { recursive: true })
  const temporary = `${target}.restoring-${process.pid}`
  try {
    await fs.copyFile(source, temporary)
    // On disk before the rename makes it the database: a crash leaves the old database (perhaps renamed aside) or the whole new one.
    const handle = await fs.open(temporary, 'r+')
    await handle.sync()
    await handle.close()
  } catch (error) {
    await fs.rm(temporary, { force: true })
    throw error
  }
  const aside = path.join(path.dirname(target), asideName(path.basename(target), now))
  const moved: string[] = []
  for (const suffix of ['', '-wal', '-journal']) {
    if (!(await exists(target + suffix))) continue
    await fs.rename(target + suffix, aside + suffix)
    moved.push(aside + suffix)
  }
  // The shared-memory index holds no data and is rebuilt from the WAL at the next open.
  await fs.rm(`${target}-shm`, { force: true })
  await fs.rename(temporary, target)
  return moved
}
