// The PostgreSQL server the tests and the generated-files check make their scratch databases on.
import pg from 'pg'

/** An administrator's URL on that server (`TEST_POSTGRES_URL`; the machine's own by default), on a database that exists. */
export const postgresAdminUrl = () => process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

/** @param {string} statement run on its own connection as the administrator */
const asAdmin = async (statement) => {
  const client = new pg.Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Whether the server answers. */
export const postgresAnswers = () =>
  asAdmin('SELECT 1').then(
    () => true,
    () => false,
  )

/**
 * Makes a new database, empty or a copy of another, and returns its URL.
 * @param {string} name letters, digits and underscores
 * @param {{ existing?: boolean, template?: string }} [options] existing: an existing database of that name will do;
 *   template: the database (no one connected to it) the new one is a copy of
 */
export const createPostgresDatabase = async (name, { existing = false, template } = {}) => {
  // 42P04: the database exists.
  await asAdmin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`).catch((error) => {
    if (!existing || error?.code !== '42P04') throw error
  })
  const url = new URL(postgresAdminUrl())
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Drops a database made by createPostgresDatabase, closing its connections first.
 * @param {string} name
 */
export const dropPostgresDatabase = (name) => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
