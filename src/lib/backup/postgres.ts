/**
 * PostgreSQL through its own tools: `pg_dump --format=custom` and `pg_restore` (package
 * postgresql-client, of the server's major version or newer). The dump reads a snapshot this module
 * exports from a read-only transaction, and the manifest's counts are read in that same transaction,
 * so they describe exactly what the dump holds while the site goes on writing.
 */
import { execFile } from 'node:child_process'

import pg from 'pg'

import { type DatabaseFacts, inspectDatabase, quoteIdentifier, type Row } from './inspection'
import { libpqConnection } from './targets'

const run = (tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> => {
  const connection = libpqConnection(url)
  return new Promise((resolve, reject) => {
    execFile(tool, ['--dbname', connection.dbname, ...args], { env: { ...process.env, ...connection.env }, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve()
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(new Error(`${tool} is not installed: install the postgresql-client package of the server's major version (or newer).`))
      }
      reject(new Error(`${tool} failed: ${stderr.trim() || error.message}`))
    })
  })
}

const connect = async (url: string): Promise<pg.Client> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  return client
}

/** Dumps the database at `url` into `target` (custom format) and returns what the dump holds. */
export const dumpPostgres = async (url: string, target: string): Promise<DatabaseFacts> => {
  const client = await connect(url)
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
    // The transaction stays open until pg_dump is done: its snapshot lives as long as the transaction.
    const [facts] = await Promise.all([
      inspectDatabase(async (sql) => (await client.query<Row>(sql)).rows, 'postgres'),
      run('pg_dump', ['--format=custom', `--snapshot=${rows[0].id}`, `--file=${target}`], url),
    ])
    await client.query('COMMIT')
    return facts
  } finally {
    await client.end()
  }
}

/** SQLSTATE of a database that does not exist. */
const INVALID_CATALOG = '3D000'

export type PostgresState = 'missing' | 'empty' | 'populated'

/** Whether the database exists and has tables (the site's, or anyone's). */
export const postgresState = async (url: string): Promise<PostgresState> => {
  let client: pg.Client
  try {
    client = await connect(url)
  } catch (error) {
    if ((error as { code?: string }).code === INVALID_CATALOG) return 'missing'
    throw error
  }
  try {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema()`)
    return Number(rows[0].n) > 0 ? 'populated' : 'empty'
  } finally {
    await client.end()
  }
}

/** Creates the database of `url`, through the server's `postgres` database, as the same user. */
export const createPostgresDatabase = async (url: string): Promise<void> => {
  const maintenance = new URL(url)
  const name = decodeURIComponent(maintenance.pathname.slice(1))
  maintenance.pathname = '/postgres'
  const client = await connect(maintenance.toString())
  try {
    await client.query(`CREATE DATABASE ${quoteIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

/**
 * Restores a dump into the database at `url`, in one transaction, so a failure leaves it as it was.
 * `clean` first drops the objects the dump holds (a forced restore over a populated database). Owners
 * and grants are left out: the restoring user owns what it restores, on this server or another.
 */
export const restorePostgres = (dump: string, url: string, { clean }: { clean: boolean }): Promise<void> =>
  run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(clean ? ['--clean', '--if-exists'] : []), dump], url)

/** What the restored database holds, to compare with the manifest. */
export const inspectPostgres = async (url: string): Promise<DatabaseFacts> => {
  const client = await connect(url)
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const facts = await inspectDatabase(async (sql) => (await client.query<Row>(sql)).rows, 'postgres')
    await client.query('COMMIT')
    return facts
  } finally {
    await client.end()
  }
}
