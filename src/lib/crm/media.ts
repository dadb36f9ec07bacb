/**
 * A CRM listing's photos, plans and documents in the site's own media (local folder or S3, as every upload),
 * since CRM links expire: each file once, found again by its CRM key, so an unchanged file is never fetched
 * twice; a file the CRM no longer lists is removed after the listing stops using it (removeUnused).
 */
import type { Payload } from 'payload'

import { type FileKind, type HostRule, download } from './download'
import { CrmError } from './http'
import type { RemoteFile, Texts } from './types'

/** At most this many bytes are downloaded for one listing (a hundred large photos). */
const MAX_LISTING_BYTES = 500 * 1024 * 1024
/** Files fetched at once. */
const PARALLEL = 3

export type FileOwner = { estate: string; title: string }

const altOf = (caption: Texts, fallback: string): string => (caption.nl ?? caption.fr ?? caption.en ?? caption.de ?? fallback).slice(0, 200)

/**
 * The media id of each file (by key), downloading those the site does not have yet. A file that cannot be
 * had is left out and noted; one that may come later (its host down) makes the whole import fail, to be
 * retried, so a listing never loses a photo to a passing outage.
 */
export const syncFiles = async (payload: Payload, files: { file: RemoteFile; kind: FileKind }[], owner: FileOwner, rule: HostRule, notes: string[]): Promise<Map<string, number>> => {
  const ids = new Map<string, number>()
  const keys = [...new Set(files.map(({ file }) => file.key))]
  if (keys.length > 0) {
    const { docs } = await payload.find({ collection: 'media', where: { 'crm.key': { in: keys } }, depth: 0, limit: keys.length, pagination: false, overrideAccess: true, select: { crm: true } })
    for (const doc of docs) if (doc.crm?.key) ids.set(doc.crm.key, doc.id)
  }
  const missing = files.filter(({ file }, index) => !ids.has(file.key) && files.findIndex((other) => other.file.key === file.key) === index)
  let bytes = 0
  let failure: CrmError | null = null
  const fetchOne = async ({ file, kind }: { file: RemoteFile; kind: FileKind }) => {
    if (bytes > MAX_LISTING_BYTES) {
      notes.push(`${file.key}: left out, the listing's files exceed ${MAX_LISTING_BYTES / 1048576} MB`)
      return
    }
    try {
      const got = await download(file.url, kind, rule)
      bytes += got.data.length
      const name = `${owner.estate.replace(/[^a-z0-9]+/gi, '-')}-${file.key.split(':')[1]?.replace(/[^a-z0-9]+/gi, '-').slice(0, 40) || 'file'}.${got.extension}`.toLowerCase()
      const doc = await payload.create({
        collection: 'media',
        data: { alt: altOf(file.caption, owner.title), crm: { key: file.key, estate: owner.estate } },
        file: { data: got.data, mimetype: got.mimetype, name, size: got.data.length },
        overrideAccess: true,
        locale: 'nl',
      })
      ids.set(file.key, doc.id)
    } catch (error) {
      if (error instanceof CrmError && error.retry) failure ??= error
      else notes.push(`${kind === 'image' ? 'photo' : 'file'} ${file.url.split('?')[0].slice(0, 120)}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300))
    }
  }
  for (let start = 0; start < missing.length; start += PARALLEL) await Promise.all(missing.slice(start, start + PARALLEL).map(fetchOne))
  if (failure) throw failure
  return ids
}

/** Deletes the files imported with `estate` that no document uses any more (`used` are those still in use). */
export const removeUnused = async (payload: Payload, estate: string, used: ReadonlySet<number>): Promise<number> => {
  const { docs } = await payload.find({ collection: 'media', where: { 'crm.estate': { equals: estate } }, depth: 0, pagination: false, overrideAccess: true, select: { crm: true } })
  const stale = docs.filter((doc) => !used.has(doc.id))
  for (const doc of stale) await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
  return stale.length
}
