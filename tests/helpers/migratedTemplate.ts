import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { TestProject } from 'vitest/node'

import { createPostgresDatabase, dropPostgresDatabase } from '../../scripts/postgres.mjs'
import { bundleScript } from './bundle'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database the committed migrations made: a SQLite file to copy, or a PostgreSQL database to make new ones from. */
    migratedTemplate: string
  }
}

/**
 * The integration suite's global setup: the committed migrations run once per run and database kind, into
 * a template every test file's database starts as a copy of (tests/helpers/payload.ts), instead of once
 * in each of sixty files. What the migrations themselves do to older data stays tested where a file
 * starts without them (`startPayload({ migrate: false })`).
 */
export default async function setup(project: TestProject) {
  const onPostgres = project.config.env.TEST_DATABASE === 'postgres'
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-template-'))
  const postgresName = `agency_template_${process.pid}_${path.basename(dir).replace(/\W/g, '_').toLowerCase()}`
  const database = onPostgres ? await createPostgresDatabase(postgresName) : `file:${path.join(dir, 'site.db')}`
  const script = await bundleScript('tests/helpers/migrateDatabase.ts', `migrate-${onPostgres ? 'postgres' : 'sqlite'}`)
  try {
    await promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, DATABASE_URI: database, MEDIA_DIR: path.join(dir, 'media'), PAYLOAD_SECRET: 'integration-tests-only' },
    })
  } finally {
    fs.rmSync(script, { force: true })
  }
  project.provide('migratedTemplate', onPostgres ? postgresName : path.join(dir, 'site.db'))
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true })
    if (onPostgres) await dropPostgresDatabase(postgresName)
  }
}
