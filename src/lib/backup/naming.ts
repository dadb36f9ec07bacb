import path from 'node:path'

/**
 * Names of what a backup writes and a restore leaves behind. Pure, so the shapes are unit-tested.
 */

/** The files and folders inside one backup folder. */
export const BACKUP_FILES = {
  manifest: 'manifest.json',
  sqlite: 'site.db',
  postgres: 'database.dump',
  media: 'media',
  formFiles: 'form-files',
  bucket: 'bucket',
  bucketIndex: 'bucket.json',
} as const

/**
 * `2026-03-01T02-30-00Z`: the UTC second a backup began. It sorts by time as text, and has no colons,
 * which Windows shares and some sync tools refuse in a name.
 */
export const backupFolderName = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')

const FOLDER_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/

/** Whether a folder name is one backupFolderName writes (to list the backups of data/backups). */
export const isBackupFolderName = (name: string): boolean => FOLDER_NAME.test(name)

/**
 * Where a forced restore moves what was in its way (`site.db.before-restore-2026-03-01T02-30-00Z`),
 * so a restore run by mistake loses nothing: the old database and media stay beside the new ones.
 */
export const asideName = (name: string, date: Date): string => `${name}.before-restore-${backupFolderName(date)}`

/**
 * The file of a bucket object inside a backup's `bucket/` folder. Keys are `/`-separated; one that would
 * leave the folder (`../x`, `/x`) or name a folder (`photos/`) has no file and is refused.
 */
export const objectFile = (dir: string, key: string): string => {
  const segments = key.split('/')
  if (key === '' || key.endsWith('/') || segments.some((segment) => segment === '' || segment === '.' || segment === '..') || key.includes('\\') || key.includes('\0')) {
    throw new Error(`The object key "${key}" cannot be stored as a file.`)
  }
  return path.join(dir, ...segments)
}
