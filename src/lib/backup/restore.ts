/**
 * `npm run restore`: puts a backup's database and uploads back, into the configured places or the
 * ones given. Everything that could refuse is checked before anything changes, so a refused restore
 * leaves the database and the uploads as they were; a forced one keeps what it replaces.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { exists } from './files'
import { countDifferences, type DatabaseFacts } from './inspection'
import { describeManifest, formatBytes, type Manifest, parseManifest } from './manifest'
import { mediaInTheWay, mediaMismatch, restoreMedia } from './media'
import { BACKUP_FILES, backupFolderName, isBackupFolderName } from './naming'
import { createPostgresDatabase, dumpPostgres, inspectPostgres, postgresState, restorePostgres } from './postgres'
import { inspectSqlite, restoreSqlite, sqliteExists } from './sqlite'
import { configuredDatabase, configuredMedia, databaseArgument, type DatabaseTarget, defaultBackupsDir, type Env, mediaDirectories, redactedUrl } from './targets'

export type RestoreRequest = { cwd: string; env: Env; from: string; database?: string; media?: string; force: boolean; now?: Date }
export type RestoreResult = { manifest: Manifest; lines: string[] }

/** A restore that would replace something, or cannot be done; nothing has changed when it is thrown. */
export class RestoreRefused extends Error {}

export const readBackup = async (folder: string): Promise<Manifest> => {
  const file = path.join(folder, BACKUP_FILES.manifest)
  if (!(await exists(file))) {
    throw new RestoreRefused(`${folder} holds no ${BACKUP_FILES.manifest}: it is not a backup, or one that did not finish.`)
  }
  return parseManifest(await fs.readFile(file, 'utf8'))
}

const describeDatabase = (target: DatabaseTarget): string => (target.kind === 'sqlite' ? target.file : redactedUrl(target.url))

/** The database at `target`, when one is there: a SQLite file (or its WAL), or a PostgreSQL database with tables. */
const databaseInTheWay = async (target: DatabaseTarget): Promise<string[]> => {
  const populated = target.kind === 'sqlite' ? await sqliteExists(target.file) : (await postgresState(target.url)) === 'populated'
  return populated ? [`a database exists at ${describeDatabase(target)}`] : []
}

/** Restores the database and says what it did; the restored database is read again and compared with the manifest. */
const restoreDatabase = async (folder: string, manifest: Manifest, target: DatabaseTarget, cwd: string, now: Date): Promise<string[]> => {
  const source = path.join(folder, manifest.database.file)
  const lines: string[] = []
  let facts: DatabaseFacts
  if (target.kind === 'sqlite') {
    const aside = await restoreSqlite(source, target.file, now)
    if (aside.length > 0) lines.push(`Moved the database that was there to ${aside.join(', ')}.`)
    facts = await inspectSqlite(target.file)
  } else {
    const state = await postgresState(target.url)
    if (state === 'missing') {
      await createPostgresDatabase(target.url)
      lines.push(`Created the database ${redactedUrl(target.url)}.`)
    }
    if (state === 'populated') {
      // pg_restore --clean replaces the tables the dump holds: the database as it was is dumped first.
      const safety = path.join(defaultBackupsDir(cwd), `${backupFolderName(now)}-before-restore.dump`)
      await fs.mkdir(path.dirname(safety), { recursive: true })
      await dumpPostgres(target.url, safety)
      lines.push(`Dumped the database that was there to ${safety} (pg_restore --dbname ... restores it).`)
    }
    await restorePostgres(source, target.url, { clean: state === 'populated' })
    facts = await inspectPostgres(target.url)
  }
  const differences = countDifferences(manifest.database.documents, facts.documents)
  if (differences.length > 0) throw new Error(`The restored database does not hold what the backup recorded: ${differences.slice(0, 5).join('; ')}`)
  lines.unshift(`Restored the database (${formatBytes(manifest.database.bytes)}) into ${describeDatabase(target)}; its document counts match the backup's.`)
  return lines
}

export const runRestore = async ({ cwd, env, from, database, media, force, now = new Date() }: RestoreRequest): Promise<RestoreResult> => {
  const folder = path.resolve(cwd, from)
  const manifest = await readBackup(folder)
  const databaseTarget = database ? databaseArgument(database, cwd) : configuredDatabase(env, cwd)
  const mediaTarget = media ? mediaDirectories(media, cwd) : configuredMedia(env, cwd)

  if (manifest.database.kind !== databaseTarget.kind) {
    throw new RestoreRefused(`This backup holds a ${manifest.database.kind} database, and ${describeDatabase(databaseTarget)} is ${databaseTarget.kind}.`)
  }
  const mismatch = mediaMismatch(manifest, mediaTarget)
  if (mismatch) throw new RestoreRefused(mismatch)
  const inTheWay = force ? [] : [...(await databaseInTheWay(databaseTarget)), ...(await mediaInTheWay(mediaTarget))]
  if (inTheWay.length > 0) {
    throw new RestoreRefused(
      `Nothing was restored: ${inTheWay.join('; ')}. Pass --force to replace them (what is there is kept beside), or name other targets with --database and --media.`,
    )
  }

  const lines = [
    `From the backup ${folder}:`,
    ...describeManifest(manifest).map((line) => `  ${line}`),
    ...(await restoreDatabase(folder, manifest, databaseTarget, cwd, now)),
    ...(await restoreMedia(folder, mediaTarget, now)),
  ]
  if (manifest.site.migration) lines.push(`The database is at migration ${manifest.site.migration}: run \`npm run migrate\` if this code is newer.`)
  return { manifest, lines }
}

/** The finished backups in data/backups, newest first (to suggest one when none is named). */
export const availableBackups = async (cwd: string): Promise<string[]> => {
  const dir = defaultBackupsDir(cwd)
  const names = await fs.readdir(dir).catch(() => [])
  const finished = await Promise.all(names.filter(isBackupFolderName).map(async (name) => ((await exists(path.join(dir, name, BACKUP_FILES.manifest))) ? name : null)))
  return finished.filter((name): name is string => name !== null).sort().reverse().map((name) => path.join(dir, name))
}
