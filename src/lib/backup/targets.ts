/**
 * Where the site keeps its data, read from the same settings the site reads (DATABASE_URI, MEDIA_DIR,
 * S3_*), with relative paths resolved against the working directory, as the site resolves them when
 * npm starts it from the project folder. Pure: the caller passes the environment and the directory.
 */
import path from 'node:path'

import { sqliteFileOf } from '@/lib/payload/sqliteFile'

import { BACKUP_FILES } from './naming'

export type Env = Readonly<Record<string, string | undefined>>

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string }

/** Plain settings for an S3 client, the ones payload.config.ts gives the storage plugin. */
export type S3Settings = {
  endpoint?: string
  region: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export type MediaTarget = { kind: 'directory'; media: string; formFiles: string } | { kind: 's3'; bucket: string; s3: S3Settings }

export const DEFAULT_DATABASE_URI = 'file:data/site.db'
export const DEFAULT_MEDIA_DIR = path.join('data', 'media')

export class TargetError extends Error {}

/** The test payload.config.ts applies: a postgres:// or postgresql:// URL is PostgreSQL, anything else libsql. */
export const isPostgresUri = (uri: string): boolean => /^postgres(ql)?:\/\//.test(uri)

const sqliteFile = (uri: string, cwd: string): string => {
  const file = sqliteFileOf(uri, cwd)
  if (file === null) throw new TargetError(`DATABASE_URI "${uri}" names no database file.`)
  return file
}

/** The database a DATABASE_URI points at. Remote libsql servers (libsql://, http://) are backed up by their host. */
export const databaseTargetOf = (uri: string, cwd: string): DatabaseTarget => {
  if (isPostgresUri(uri)) return { kind: 'postgres', url: uri }
  if (uri.startsWith('file:')) return { kind: 'sqlite', file: sqliteFile(uri, cwd) }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(uri)) {
    throw new TargetError(`Cannot back up or restore "${uri.replace(/\/\/[^@/]*@/, '//')}": only a SQLite file (file:...) or PostgreSQL (postgres://...) is supported.`)
  }
  throw new TargetError(`DATABASE_URI "${uri}" is neither file:... nor postgres://...`)
}

/** The database of the environment: DATABASE_URI, or the site's default file. */
export const configuredDatabase = (env: Env, cwd: string): DatabaseTarget => databaseTargetOf(env.DATABASE_URI || DEFAULT_DATABASE_URI, cwd)

/** A `--database` argument: a URL as DATABASE_URI takes, or simply the path of a SQLite file. */
export const databaseArgument = (value: string, cwd: string): DatabaseTarget =>
  /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[a-z]:[\\/]/i.test(value) ? databaseTargetOf(value, cwd) : { kind: 'sqlite', file: path.resolve(cwd, value) }

/** The upload folders on disk: media in MEDIA_DIR, visitors' attachments beside it (as collections/FormFiles.ts does). */
export const mediaDirectories = (mediaDir: string, cwd: string): MediaTarget => {
  const media = path.resolve(cwd, mediaDir)
  return { kind: 'directory', media, formFiles: path.join(path.dirname(media), BACKUP_FILES.formFiles) }
}

/** The S3 client settings payload.config.ts derives from the same variables. */
export const s3SettingsOf = (env: Env): S3Settings => ({
  endpoint: env.S3_ENDPOINT || undefined,
  region: env.S3_REGION || 'us-east-1',
  forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY || '' } : undefined,
})

/** The uploads of the environment: the bucket when S3_BUCKET is set, the folders on disk otherwise. */
export const configuredMedia = (env: Env, cwd: string): MediaTarget =>
  env.S3_BUCKET ? { kind: 's3', bucket: env.S3_BUCKET, s3: s3SettingsOf(env) } : mediaDirectories(env.MEDIA_DIR || DEFAULT_MEDIA_DIR, cwd)

/** Where backups go without `--to`. */
export const defaultBackupsDir = (cwd: string): string => path.join(cwd, 'data', 'backups')

/** A PostgreSQL URL as libpq's tools take it: the password moves to PGPASSWORD, out of the process list. */
export const libpqConnection = (url: string): { dbname: string; env: Record<string, string> } => {
  const parsed = new URL(url)
  const password = parsed.password ? decodeURIComponent(parsed.password) : ''
  parsed.password = ''
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} }
}

/** A PostgreSQL URL shown to a person: without its password. */
export const redactedUrl = (url: string): string => {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}
