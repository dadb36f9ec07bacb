/** Folder copies and the file-system steps of backups and restores. */
import { constants as fsConstants } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { asideName } from './naming'

export type TreeFacts = { files: number; bytes: number; names: Set<string> }

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'

/** The files under `dir` (relative paths, `/`-separated), or none when it does not exist. */
export const listFiles = async (dir: string): Promise<string[]> => {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return []
    throw error
  })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/**
 * Copies the files of `from` into `to` (made, even when `from` does not exist yet: a site without uploads).
 * A file deleted while the copy runs is skipped: its document is either gone from the database snapshot
 * too, or the manifest lists it as missing.
 */
export const copyTree = async (from: string, to: string): Promise<TreeFacts> => {
  const facts: TreeFacts = { files: 0, bytes: 0, names: new Set() }
  await fs.mkdir(to, { recursive: true })
  for (const file of await listFiles(from)) {
    const target = path.join(to, file)
    await fs.mkdir(path.dirname(target), { recursive: true })
    try {
      // A copy-on-write clone where the file system offers one (instant, no extra space), a plain copy elsewhere.
      await fs.copyFile(path.join(from, file), target, fsConstants.COPYFILE_FICLONE)
    } catch (error) {
      if (isMissing(error)) continue
      throw error
    }
    facts.files++
    facts.bytes += (await fs.stat(target)).size
    facts.names.add(path.posix.basename(file))
  }
  return facts
}

/** Whether a path is absent, or a folder without files (an empty target a restore may fill). */
export const isEmptyOrMissing = async (dir: string): Promise<boolean> => {
  const stat = await fs.stat(dir).catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)))
  if (!stat) return true
  if (!stat.isDirectory()) return false
  return (await listFiles(dir)).length === 0
}

export const exists = async (file: string): Promise<boolean> =>
  fs.stat(file).then(
    () => true,
    (error: unknown) => (isMissing(error) ? false : Promise.reject(error)),
  )

/** Renames `file` to its before-restore name beside it; returns that name, or null when there was nothing. */
export const moveAside = async (file: string, date: Date): Promise<string | null> => {
  if (!(await exists(file))) return null
  const aside = path.join(path.dirname(file), asideName(path.basename(file), date))
  await fs.rename(file, aside)
  return aside
}

/**
 * Makes the folder a backup writes into: it must be new or empty, so a backup never mixes with another.
 * Returns whether it was made here (a failed backup removes only a folder it made).
 */
export const prepareBackupFolder = async (folder: string): Promise<boolean> => {
  if (!(await isEmptyOrMissing(folder))) throw new Error(`${folder} is not empty: a backup goes into a new or empty folder.`)
  const made = !(await exists(folder))
  await fs.mkdir(folder, { recursive: true })
  return made
}

/** Writes a file whole or not at all: a reader never sees half of it. */
export const writeFileAtomic = async (file: string, text: string): Promise<void> => {
  const temporary = `${file}.${process.pid}.tmp`
  await fs.writeFile(temporary, text)
  await fs.rename(temporary, file)
}
