/**
 * Our own SQL through the database Payload runs on, SQLite or PostgreSQL: the rows a query returns,
 * or a statement run. Both adapters are Drizzle underneath, so one `sql` template serves both; SQL
 * that differs between them says so through `dialect`.
 */
import { type SQL, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

export { type SQL, sql }

export type Dialect = 'sqlite' | 'postgres'

export type Database = {
  dialect: Dialect
  all<T>(query: SQL): Promise<T[]>
  run(query: SQL): Promise<void>
}

type SqliteDrizzle = { all<T>(query: SQL): Promise<T[]>; run(query: SQL): Promise<unknown> }
type PostgresDrizzle = { execute<T>(query: SQL): Promise<{ rows: T[] }> }

/** The dialect of the adapter Payload was configured with. */
export const dialectOf = (payload: Payload): Dialect => (payload.db.name === 'postgres' ? 'postgres' : 'sqlite')

const databases = new WeakMap<object, Database>()

const wrap = (dialect: Dialect, drizzle: SqliteDrizzle & PostgresDrizzle): Database => {
  let database = databases.get(drizzle)
  if (!database) {
    database =
      dialect === 'postgres'
        ? { dialect, all: async <T>(query: SQL) => (await drizzle.execute<T>(query)).rows, run: async (query) => void (await drizzle.execute(query)) }
        : { dialect, all: (query) => drizzle.all(query), run: async (query) => void (await drizzle.run(query)) }
    databases.set(drizzle, database)
  }
  return database
}

type Adapter = { drizzle: SqliteDrizzle & PostgresDrizzle; sessions?: Record<string, { db: SqliteDrizzle & PostgresDrizzle } | undefined> }

/** Payload's database connection (its pool on PostgreSQL), outside any request's transaction. */
export const databaseOf = (payload: Payload): Database => wrap(dialectOf(payload), (payload.db as unknown as Adapter).drizzle)

type Req = Pick<PayloadRequest, 'transactionID'>

const sessionOf = async (payload: Payload, req?: Req) => {
  const id = req?.transactionID ? await req.transactionID : undefined
  return id === undefined ? undefined : (payload.db as unknown as Adapter).sessions?.[String(id)]
}

/**
 * The connection of `req`'s transaction when it has one (PostgreSQL runs each save in a transaction:
 * a hook that reads through another connection would not see the save), else databaseOf's.
 */
export const databaseIn = async (payload: Payload, req?: Req): Promise<Database> => {
  const session = await sessionOf(payload, req)
  return session ? wrap(dialectOf(payload), session.db) : databaseOf(payload)
}

/**
 * Runs `work` so that its failure leaves `req`'s transaction as it was, and usable: on PostgreSQL a
 * failed statement aborts the whole transaction, so the work runs inside a savepoint.
 */
export const isolated = async <T>(payload: Payload, req: Req | undefined, work: () => Promise<T>): Promise<T> => {
  const session = await sessionOf(payload, req)
  if (!session || dialectOf(payload) !== 'postgres') return work()
  const db = wrap('postgres', session.db)
  await db.run(sql`SAVEPOINT isolated_work`)
  try {
    const result = await work()
    await db.run(sql`RELEASE SAVEPOINT isolated_work`)
    return result
  } catch (error) {
    await db.run(sql`ROLLBACK TO SAVEPOINT isolated_work`)
    throw error
  }
}
