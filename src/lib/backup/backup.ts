/**
 * `npm run backup`: the database first, then the uploads, then the manifest.
 *
 * The database is the snapshot everything else is measured against. Uploads are written before the
 * document naming them is committed, so every file the snapshot names is already there when the copy
 * starts; copied after, it can only hold more (files of later uploads, harmless), or lack a file
 * deleted in between, which the manifest lists under `missing`.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { prepareBackupFolder, writeFileAtomic } from './files'
import { missingFiles } from './inspection'
import { type Manifest, MANIFEST_FORMAT, siteOf } from './manifest'
import { backupMedia } from './media'
import { BACKUP_FILES, backupFolderName } from './naming'
import { dumpPostgres } from './postgres'
import { snapshotSqlite } from './sqlite'
import { configuredDatabase, configuredMedia, defaultBackupsDir, type Env, redactedUrl } from './targets'

export type BackupRequest = { cwd: string; env: Env; to?: string; now?: Date }
export type BackupResult = { folder: string; manifest: Manifest }

const readSite = async (cwd: string) =>
  siteOf(await fs.readFile(path.join(cwd, 'package.json'), 'utf8').catch(() => '{}'))

export const runBackup = async ({ cwd, env, to, now = new Date() }: BackupRequest): Promise<BackupResult> => {
  // Both read before anything is written: a setting that cannot be backed up fails without leaving a folder.
  const database = configuredDatabase(env, cwd)
  const media = configuredMedia(env, cwd)
  const folder = to ? path.resolve(cwd, to) : path.join(defaultBackupsDir(cwd), backupFolderName(now))
  if (media.kind === 'directory' && [media.media, media.formFiles].some((dir) => `${folder}${path.sep}`.startsWith(`${dir}${path.sep}`))) {
    throw new Error(`${folder} lies inside the uploads it would copy: choose a folder elsewhere.`)
  }
  const made = await prepareBackupFolder(folder)
  try {
    const file = database.kind === 'sqlite' ? BACKUP_FILES.sqlite : BACKUP_FILES.postgres
    const createdAt = new Date().toISOString()
    const facts = database.kind === 'sqlite' ? await snapshotSqlite(database.file, path.join(folder, file)) : await dumpPostgres(database.url, path.join(folder, file))
    const uploads = await backupMedia(media, folder)
    const site = await readSite(cwd)
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt,
      finishedAt: new Date().toISOString(),
      site: { ...site, migration: facts.migration },
      database: {
        kind: database.kind,
        source: database.kind === 'sqlite' ? database.file : redactedUrl(database.url),
        file,
        bytes: (await fs.stat(path.join(folder, file))).size,
        documents: facts.documents,
      },
      media: { kind: media.kind, source: uploads.source, files: uploads.files, bytes: uploads.bytes, missing: missingFiles(facts.files, uploads.present) },
    }
    await writeFileAtomic(path.join(folder, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`)
    return { folder, manifest }
  } catch (error) {
    // A half-written backup must not pass for one: the folder goes when this run made it, else what it wrote.
    if (made) await fs.rm(folder, { recursive: true, force: true })
    else for (const name of Object.values(BACKUP_FILES)) await fs.rm(path.join(folder, name), { recursive: true, force: true })
    throw error
  }
}
