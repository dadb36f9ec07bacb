/**
 * A CRM listing's photos, plans and documents in the site's own media (local folder or S3, as every upload),
 * since CRM links expire: each file once, found again by its CRM key, so an unchanged file is never fetched
 * twice; a file the CRM no longer lists is removed after the listing stops using it (removeUnused).
 */
import { createHash } from 'node:crypto'
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
    // An estate's own files only: two estates' files never share a media record, whatever keys their CRM gives.
    const { docs } = await payload.find({ collection: 'media', where: { and: [{ 'crm.key': { in: keys } }, { 'crm.estate': { equals: owner.estate } }] }, depth: 0, limit: keys.length, pagination: false, overrideAccess: true, select: { crm: true } })
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
      // Named after the listing, as a photo staff upload would be: the CRM's ids stay out of public file names
      // (a short hash of its key keeps two files of one listing, stored at once, from taking the same name).
      const name = `${owner.title.normalize('NFKD').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 60) || 'photo'}-${createHash('sha256').update(file.key).digest('hex').slice(0, 8)}.${got.extension}`.toLowerCase()
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

/** The media of `ids` that a listing, project, page, team member, header or footer uses. */
const inUse = async (payload: Payload, ids: number[]): Promise<Set<number>> => {
  const used = new Set<number>()
  const add = (value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item
      if (typeof id === 'number' && ids.includes(id)) used.add(id)
    }
  }
  const o = { depth: 0, pagination: false, overrideAccess: true } as const
  for (const collection of ['properties', 'projects'] as const) {
    const { docs } = await payload.find({ collection, ...o, where: { or: [{ photos: { in: ids } }, { 'floorPlans.file': { in: ids } }, { 'documents.file': { in: ids } }] }, select: { photos: true, floorPlans: true, documents: true } })
    for (const doc of docs) add([...(doc.photos ?? []), ...(doc.floorPlans ?? []).map((row) => row.file), ...(doc.documents ?? []).map((row) => row.file)])
  }
  for (const doc of (await payload.find({ collection: 'pages', ...o, where: { bannerImage: { in: ids } }, select: { bannerImage: true } })).docs) add(doc.bannerImage)
  for (const doc of (await payload.find({ collection: 'team-members', ...o, where: { photo: { in: ids } }, select: { photo: true } })).docs) add(doc.photo)
  const header = await payload.findGlobal({ slug: 'header', depth: 0, overrideAccess: true })
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: true })
  // Their upload fields (logo, logoOnDark, a slide's image or images, the footer's images), wherever they are nested.
  for (const [, value] of JSON.stringify([header, footer]).matchAll(/"(?:logo|logoOnDark|image|images)":(\[[\d,]*\]|\d+)/g)) add(JSON.parse(value))
  return used
}

/**
 * Deletes the files imported with `estate` that its document no longer uses (`used`), unless staff put one to
 * use elsewhere (another listing, a page, the header): that one stays, and is no longer the CRM's.
 */
export const removeUnused = async (payload: Payload, estate: string, used: ReadonlySet<number>): Promise<number> => {
  const { docs } = await payload.find({ collection: 'media', where: { 'crm.estate': { equals: estate } }, depth: 0, pagination: false, overrideAccess: true, select: { crm: true } })
  const stale = docs.filter((doc) => !used.has(doc.id)).map((doc) => doc.id)
  if (stale.length === 0) return 0
  const elsewhere = await inUse(payload, stale)
  for (const id of stale) {
    if (elsewhere.has(id)) await payload.update({ collection: 'media', id, data: { crm: { key: null, estate: null } }, overrideAccess: true })
    else await payload.delete({ collection: 'media', id, overrideAccess: true })
  }
  return stale.length - elsewhere.size
}
