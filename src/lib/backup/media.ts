/**
 * The uploads' half of a backup: the folders on disk (media and form-files) or the bucket's objects.
 * A backup restores into the same kind of storage it was taken from: files on disk and objects in a
 * bucket are named differently (a bucket's keys may carry folders), so crossing over is refused.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { z } from 'zod'

import { copyTree, isEmptyOrMissing, moveAside, writeFileAtomic } from './files'
import { type Manifest, plural } from './manifest'
import { BACKUP_FILES } from './naming'
import { bucketIsEmpty, downloadBucket, storedObjectSchema, uploadBucket } from './s3'
import type { MediaTarget } from './targets'

export type MediaFacts = { source: string; files: number; bytes: number; present: { media: Set<string>; formFiles: Set<string> } }

/** Where each folder of a backup goes back to. */
const folderPairs = (target: Extract<MediaTarget, { kind: 'directory' }>) =>
  [
    [BACKUP_FILES.media, target.media],
    [BACKUP_FILES.formFiles, target.formFiles],
  ] as const

/** Copies the uploads into the backup folder. */
export const backupMedia = async (target: MediaTarget, folder: string): Promise<MediaFacts> => {
  if (target.kind === 'directory') {
    const media = await copyTree(target.media, path.join(folder, BACKUP_FILES.media))
    const formFiles = await copyTree(target.formFiles, path.join(folder, BACKUP_FILES.formFiles))
    return { source: target.media, files: media.files + formFiles.files, bytes: media.bytes + formFiles.bytes, present: { media: media.names, formFiles: formFiles.names } }
  }
  const objects = await downloadBucket(target.s3, target.bucket, path.join(folder, BACKUP_FILES.bucket))
  await writeFileAtomic(path.join(folder, BACKUP_FILES.bucketIndex), `${JSON.stringify(objects, null, 1)}\n`)
  // Both collections share the bucket; a file is there when some key ends with its name.
  const names = new Set(objects.map((object) => object.key.split('/').pop() ?? object.key))
  return { source: target.bucket, files: objects.length, bytes: objects.reduce((sum, object) => sum + object.bytes, 0), present: { media: names, formFiles: names } }
}

const describeTarget = (target: MediaTarget): string => (target.kind === 's3' ? `the bucket ${target.bucket}` : `${target.media} and ${target.formFiles}`)

/** Why the backup's uploads cannot go to `target` at all, or null when they can. */
export const mediaMismatch = (manifest: Manifest, target: MediaTarget): string | null =>
  manifest.media.kind === target.kind
    ? null
    : `This backup's uploads come from ${manifest.media.kind === 's3' ? 'a bucket' : 'folders on disk'} and restore into the same kind of storage, not into ${describeTarget(target)}${manifest.media.kind === 's3' ? ' (set S3_BUCKET and the other S3_ settings)' : ' (pass --media DIR, or unset S3_BUCKET)'}.`

/** What a restore would replace: the upload folders or the bucket, when they hold files. */
export const mediaInTheWay = async (target: MediaTarget): Promise<string[]> => {
  if (target.kind === 's3') return (await bucketIsEmpty(target.s3, target.bucket)) ? [] : [`the bucket ${target.bucket} holds objects`]
  const full = await Promise.all(folderPairs(target).map(async ([, dir]) => ((await isEmptyOrMissing(dir)) ? null : `${dir} holds files`)))
  return full.filter((line): line is string => line !== null)
}

/**
 * Puts the uploads back and says what it did. Folders are copied beside their place and renamed into
 * it, so a folder is never half restored; one in the way is renamed aside first. A bucket gets the
 * objects written over it (an object of the same key is the same file: upload names are never reused).
 */
export const restoreMedia = async (folder: string, target: MediaTarget, now: Date): Promise<string[]> => {
  if (target.kind === 's3') {
    const index = z.array(storedObjectSchema).parse(JSON.parse(await fs.readFile(path.join(folder, BACKUP_FILES.bucketIndex), 'utf8')))
    await uploadBucket(target.s3, target.bucket, path.join(folder, BACKUP_FILES.bucket), index)
    return [`Restored ${plural(index.length, 'object')} into the bucket ${target.bucket}.`]
  }
  const lines: string[] = []
  for (const [name, dir] of folderPairs(target)) {
    const temporary = `${dir}.restoring-${process.pid}`
    await fs.rm(temporary, { recursive: true, force: true })
    const copied = await copyTree(path.join(folder, name), temporary)
    const aside = (await isEmptyOrMissing(dir)) ? null : await moveAside(dir, now)
    await fs.rm(dir, { recursive: true, force: true })
    await fs.rename(temporary, dir)
    lines.push(`Restored ${plural(copied.files, 'file')} into ${dir}.` + (aside ? ` What was there is now ${aside}.` : ''))
  }
  return lines
}
