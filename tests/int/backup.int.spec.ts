import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import S3rver from '@20minutes/s3rver'
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getPayload, type Payload, type Where } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { type Manifest, parseManifest } from '@/lib/backup/manifest'
import { databaseOf, sql } from '@/lib/payload/database'

import { dropPostgresDatabase } from '../../scripts/postgres.mjs'
import { ALL_MENTIONS } from '../helpers/mentions'
import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * `npm run backup` and `npm run restore` as an agency runs them, on this file's own database (SQLite, or
 * PostgreSQL with TEST_DATABASE=postgres): the backup runs in its own process while this one goes on
 * saving listings and form posts and reading, like the site; the restore goes into new places, and Payload
 * opens what it restored.
 */
const ROOT = process.cwd()
const DIR = String(process.env.TEST_DATA_DIR)
const ON_POSTGRES = process.env.TEST_DATABASE === 'postgres'
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const ctx = { overrideAccess: true } as const

type Run = { code: number; stdout: string; stderr: string }

/**
 * A script as `npm run` starts it (tsx, the project's tsconfig for its `@/` imports), with this file's
 * settings. The restore runs in the temporary folder: a forced restore on PostgreSQL keeps its dump of
 * what it replaces under the working directory's data/backups, which must not be the project's.
 */
const npmRun = (script: 'backup' | 'restore', args: string[], { cwd = ROOT, env = {} }: { cwd?: string; env?: Record<string, string> } = {}): Promise<Run> =>
  new Promise((resolve) => {
    const command = [TSX, '--tsconfig', path.join(ROOT, 'tsconfig.json'), path.join(ROOT, 'scripts', `${script}.ts`), ...args]
    execFile(process.execPath, command, { cwd, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })

/** Saves one document after another until stopped, keeping the ids in the order they were committed. */
type Writer = { ids: number[]; errors: unknown[]; done: Promise<void> }
let writing = true
const keepSaving = (save: (n: number) => Promise<number>): Writer => {
  const writer: Writer = { ids: [], errors: [], done: Promise.resolve() }
  writer.done = (async () => {
    for (let n = 0; writing; n++) {
      // SQLite answers within the same turn of the event loop: without a pause the loop would never let
      // a timer (or anything else, like a server's other requests) run.
      await new Promise((resolve) => setImmediate(resolve))
      try {
        writer.ids.push(await save(n))
      } catch (error) {
        writer.errors.push(error)
      }
    }
  })()
  return writer
}

let t: TestPayload
let payload: Payload
let restored: Payload | undefined
const base = { ...ALL_MENTIONS, goal: 'sale' as const, price: 250_000, marquee: 'none' as const, priceUnit: 'total' as const, city: 0, type: 0 }
const uploads = { media: 0, formFile: 0 }
const restoredPostgres = `${process.env.TEST_POSTGRES_DATABASE}_restored`
const restoredDatabase = ON_POSTGRES
  ? Object.assign(new URL(String(process.env.DATABASE_URI)), { pathname: `/${restoredPostgres}` }).toString()
  : `file:${path.join(DIR, 'restored', 'site.db')}`
const restoredMedia = path.join(DIR, 'restored', 'media')
const s3Postgres = `${process.env.TEST_POSTGRES_DATABASE}_s3`
const s3Database = ON_POSTGRES
  ? Object.assign(new URL(String(process.env.DATABASE_URI)), { pathname: `/${s3Postgres}` }).toString()
  : `file:${path.join(DIR, 's3', 'site.db')}`
const backupDir = path.join(DIR, 'backup')
const OLD_POSTS = 40

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  const city = await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...ctx })
  const type = await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...ctx })
  base.city = city.id
  base.type = type.id
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).png().toBuffer()
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n')
  uploads.media = (await payload.create({ collection: 'media', data: { alt: 'Gevel' }, file: { data: png, mimetype: 'image/png', name: 'gevel.png', size: png.length }, ...ctx })).id
  uploads.formFile = (await payload.create({ collection: 'form-files', data: {}, file: { data: pdf, mimetype: 'application/pdf', name: 'cv.pdf', size: pdf.length }, ...ctx })).id
  // About 10 MB of older posts, so that copying the database takes long enough for saves to land meanwhile.
  for (let i = 0; i < OLD_POSTS; i++) {
    const message = `${i} `.repeat(128 * 1024).slice(0, 256 * 1024)
    await payload.create({ collection: 'form-submissions', data: { kind: 'site-contact', locale: 'nl', status: 'handled', data: { message } }, ...ctx })
  }
})

/** Payload on the restored database and uploads: the same config, read again with the restored settings. */
let opened = 0
const openRestored = async (): Promise<Payload> => {
  const settings = { DATABASE_URI: process.env.DATABASE_URI, MEDIA_DIR: process.env.MEDIA_DIR }
  process.env.DATABASE_URI = restoredDatabase
  process.env.MEDIA_DIR = restoredMedia
  try {
    vi.resetModules()
    const { default: config } = await import('@payload-config')
    // A key of its own: Payload caches one instance per key, and the test's own stays open.
    return await getPayload({ config, key: `restored-${++opened}` })
  } finally {
    Object.assign(process.env, settings)
  }
}

/**
 * Closes a Payload on the restored database. As tests/helpers/payload.ts explains, its PostgreSQL pool keeps
 * one client for good, which dropping the database at the end cuts off: that error is expected.
 */
const closeRestored = async (): Promise<void> => {
  const pool = (restored?.db as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined)?.pool
  pool?.on('error', () => undefined)
  await restored?.destroy()
  restored = undefined
}

/** The ids of the listings, or of the form posts saved during the test (not the older ones), in order. */
const idsIn = async (on: Payload, collection: 'properties' | 'form-submissions'): Promise<number[]> => {
  const where: Where = collection === 'form-submissions' ? { kind: { equals: 'contact-me' } } : {}
  return (await on.find({ collection, where, pagination: false, depth: 0, sort: 'id', ...ctx })).docs.map((doc) => doc.id)
}

afterAll(async () => {
  writing = false
  await closeRestored()
  await t?.close()
  if (ON_POSTGRES) await Promise.all([dropPostgresDatabase(restoredPostgres), dropPostgresDatabase(s3Postgres)])
})

describe('npm run backup and npm run restore', () => {
  let manifest: Manifest
  const committed = { properties: [] as number[], submissions: [] as number[] }
  const whenBackupEnded = { properties: 0, submissions: 0 }
  let properties: Writer
  let submissions: Writer

  it('backs up while listings and form posts are saved and pages are read, without holding any of them up', async () => {
    properties = keepSaving(async (n) => {
      // Published and draft listings both: a draft is saved with its first version.
      const data = { ...base, name: `Woning ${n}`, reference: `B-${n}` }
      const saved =
        n % 2 === 1
          ? await payload.create({ collection: 'properties', data: { ...data, _status: 'published' }, ...ctx })
          : await payload.create({ collection: 'properties', data: { ...data, _status: 'draft' }, draft: true, ...ctx })
      return saved.id
    })
    submissions = keepSaving(async (n) => {
      const data = { kind: 'contact-me' as const, locale: 'nl' as const, status: 'new' as const, name: `Bezoeker ${n}`, email: `bezoeker${n}@example.com`, data: { message: `Bericht ${n}` } }
      return (await payload.create({ collection: 'form-submissions', data, ...ctx })).id
    })
    const reads = keepSaving(async () => (await payload.find({ collection: 'properties', limit: 5, depth: 1, ...ctx })).totalDocs)
    await vi.waitFor(
      () => {
        expect(properties.ids.length).toBeGreaterThanOrEqual(10)
        expect(submissions.ids.length).toBeGreaterThanOrEqual(10)
      },
      { timeout: 60_000, interval: 20 },
    )

    committed.properties = [...properties.ids]
    committed.submissions = [...submissions.ids]
    const backup = await npmRun('backup', ['--to', backupDir])
    whenBackupEnded.properties = properties.ids.length
    whenBackupEnded.submissions = submissions.ids.length
    // A few more saves after it, which the backup must not hold.
    await vi.waitFor(() => expect(properties.ids.length).toBeGreaterThan(whenBackupEnded.properties + 2), { timeout: 30_000, interval: 20 })
    writing = false
    await Promise.all([properties.done, submissions.done, reads.done])

    expect(backup.code, backup.stderr).toBe(0)
    expect(backup.stdout).toContain(`Backup written to ${backupDir}`)
    // The site went on saving while the backup ran, and nothing it did failed or timed out.
    expect(whenBackupEnded.properties).toBeGreaterThan(committed.properties.length)
    expect(whenBackupEnded.submissions).toBeGreaterThan(committed.submissions.length)
    expect([...properties.errors, ...submissions.errors, ...reads.errors]).toEqual([])
    expect(reads.ids.length).toBeGreaterThan(0)

    manifest = parseManifest(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))
    expect(manifest.database.kind).toBe(ON_POSTGRES ? 'postgres' : 'sqlite')
    expect(fs.existsSync(path.join(backupDir, manifest.database.file))).toBe(true)
    expect(manifest.site).toMatchObject({ name: 'agency-site', migration: expect.stringMatching(/^\d{8}_\d{6}_/) })
    expect(manifest.database.documents).toMatchObject({ media: 1, form_files: 1, cities: 1 })
    expect(manifest.database.documents.properties).toBeGreaterThanOrEqual(committed.properties.length)
    expect(manifest.database.documents.properties).toBeLessThanOrEqual(whenBackupEnded.properties)
    // The photo, its resized copies and the attachment: every file the database names is in the backup.
    expect(manifest.media).toMatchObject({ kind: 'directory', missing: [] })
    expect(manifest.media.files).toBeGreaterThanOrEqual(7)
  })

  it('restores into new places, where Payload finds every document committed before the backup began', async () => {
    const restore = await npmRun('restore', [backupDir, '--database', restoredDatabase, '--media', restoredMedia], { cwd: DIR })
    expect(restore.code, restore.stderr).toBe(0)
    expect(restore.stdout).toMatch(/Restored the database .* its document counts match the backup's/)
    expect(restore.stdout).toContain(`into ${restoredMedia}`)

    restored = await openRestored()
    const found = { properties: await idsIn(restored, 'properties'), submissions: await idsIn(restored, 'form-submissions') }
    for (const [name, writer] of [['properties', properties], ['submissions', submissions]] as const) {
      // Everything committed before the backup began ...
      expect(found[name]).toEqual(expect.arrayContaining(committed[name]))
      // ... and, being one snapshot, the saves up to one moment and none after: no gaps, nothing from after the backup.
      expect(found[name]).toEqual(writer.ids.slice(0, found[name].length))
      expect(found[name].length).toBeLessThanOrEqual(whenBackupEnded[name])
    }
    expect(found.properties.length).toBe(manifest.database.documents.properties)
    expect(found.submissions.length + OLD_POSTS).toBe(manifest.database.documents.form_submissions)

    // Whole documents, every one: each listing with its localised name, reference and city, as published or
    // draft as it was saved, its one latest version, and a search-index row when published. A save is one
    // transaction on both databases, so the snapshot holds each save whole or not at all.
    const indexed = new Set((await databaseOf(restored).all<{ id: number }>(sql`SELECT id FROM property_search`)).map((row) => Number(row.id)))
    for (const [n, id] of found.properties.entries()) {
      const published = n % 2 === 1
      const listing = await restored.findByID({ collection: 'properties', id, depth: 1, draft: true, ...ctx })
      expect(listing, `listing ${n}`).toMatchObject({ name: `Woning ${n}`, reference: `B-${n}`, city: { name: 'Gent' }, _status: published ? 'published' : 'draft' })
      const latest = await restored.findVersions({ collection: 'properties', where: { parent: { equals: id }, latest: { equals: true } }, depth: 0, ...ctx })
      expect(latest.docs.map((version) => version.version.name), `listing ${n}`).toEqual([`Woning ${n}`])
      expect(indexed.has(id), `listing ${n}`).toBe(published)
    }
    const post = await restored.findByID({ collection: 'form-submissions', id: found.submissions[0], ...ctx })
    expect(post).toMatchObject({ name: 'Bezoeker 0', data: { message: 'Bericht 0' } })

    // The uploads are where the restored site serves them from.
    const photo = await restored.findByID({ collection: 'media', id: uploads.media, ...ctx })
    const names = [photo.filename, ...Object.values(photo.sizes ?? {}).map((size) => size?.filename)].filter((name): name is string => Boolean(name))
    expect(names.length).toBeGreaterThan(1)
    for (const name of names) expect(fs.existsSync(path.join(restoredMedia, name)), name).toBe(true)
    const attachment = await restored.findByID({ collection: 'form-files', id: uploads.formFile, ...ctx })
    expect(fs.existsSync(path.join(path.dirname(restoredMedia), 'form-files', String(attachment.filename)))).toBe(true)

    // It takes new saves, its id sequences carried over.
    const next = await restored.create({ collection: 'form-submissions', data: { kind: 'site-contact', locale: 'fr', status: 'new', data: { message: 'Après' } }, ...ctx })
    expect(next.id).toBeGreaterThan(Math.max(...found.submissions))
    await closeRestored()
  })

  it('refuses to replace a database that exists without --force, and keeps what it replaces with it', async () => {
    const refused = await npmRun('restore', [backupDir, '--database', restoredDatabase, '--media', restoredMedia], { cwd: DIR })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/restore refused: Nothing was restored: a database exists at .*--force/)

    const forced = await npmRun('restore', [backupDir, '--database', restoredDatabase, '--media', restoredMedia, '--force'], { cwd: DIR })
    expect(forced.code, forced.stderr).toBe(0)
    if (ON_POSTGRES) {
      expect(forced.stdout).toMatch(/Dumped the database that was there to .*before-restore\.dump/)
      expect(fs.readdirSync(path.join(DIR, 'data', 'backups')).some((name) => name.endsWith('-before-restore.dump'))).toBe(true)
    } else {
      // The replaced file holds the post saved after the first restore.
      expect(forced.stdout).toMatch(/Moved the database that was there to .*site\.db\.before-restore-/)
      expect(fs.readdirSync(path.join(DIR, 'restored')).filter((name) => name.startsWith('site.db.before-restore-'))).not.toEqual([])
    }
    expect(forced.stdout).toMatch(/What was there is now .*media\.before-restore-/)

    restored = await openRestored()
    expect((await restored.count({ collection: 'form-submissions', ...ctx })).totalDocs).toBe(manifest.database.documents.form_submissions)
  })
})

describe('uploads in an S3 bucket (S3_BUCKET)', () => {
  let server: S3rver
  let client: S3Client
  const settings = (bucket: string, port: number) => ({
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  let env: { site: Record<string, string>; restored: Record<string, string> }
  const objects = [
    { key: 'gevel-w400.webp', body: 'photo bytes', contentType: 'image/webp' },
    { key: 'leads/2026/cv.pdf', body: '%PDF-1.4 attachment', contentType: 'application/pdf' },
  ]

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(DIR, 's3rver'),
      configureBuckets: [{ name: 'site', configs: [] }, { name: 'restored', configs: [] }],
      // s3rver checks a listing's signature against `/site` where the SDK (like S3 itself) signs `/site/`.
      allowMismatchedSignatures: true,
    })
    const { port } = (await server.run()) as { port: number }
    env = { site: settings('site', port), restored: settings('restored', port) }
    client = new S3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
    for (const object of objects) {
      await client.send(new PutObjectCommand({ Bucket: 'site', Key: object.key, Body: object.body, ContentType: object.contentType }))
    }
  })
  afterAll(async () => {
    client?.destroy()
    await server?.close()
  })

  it('copies every object with its content type, and puts them back into another bucket', async () => {
    const folder = path.join(DIR, 'backup-s3')
    const backup = await npmRun('backup', ['--to', folder], { env: env.site })
    expect(backup.code, backup.stderr).toBe(0)
    const manifest = parseManifest(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'))
    expect(manifest.media).toMatchObject({ kind: 's3', source: 'site', files: 2, bytes: objects.reduce((sum, o) => sum + o.body.length, 0) })
    // This database's photo lives on disk, not in the bucket: the backup says it is missing. Its attachment's
    // name is the last part of a key in the bucket, which is how a bucket with folders holds a file.
    expect(manifest.media.missing).toEqual(expect.arrayContaining(['media/gevel.png', 'media/gevel-400x300.png']))
    expect(manifest.media.missing).not.toContain('form-files/cv.pdf')
    expect(backup.stderr).toMatch(/Warning: \d+ uploads named in the database not found/)

    // A backup of a bucket restores into a bucket, never into folders.
    const crossed = await npmRun('restore', [folder, '--database', s3Database, '--media', path.join(DIR, 's3', 'media')], { cwd: DIR, env: env.site })
    expect(crossed.code).toBe(1)
    expect(crossed.stderr).toMatch(/uploads come from a bucket/)

    const restore = await npmRun('restore', [folder, '--database', s3Database], { cwd: DIR, env: env.restored })
    expect(restore.code, restore.stderr).toBe(0)
    expect(restore.stdout).toContain('Restored 2 objects into the bucket restored.')
    for (const object of objects) {
      const stored = await client.send(new GetObjectCommand({ Bucket: 'restored', Key: object.key }))
      expect(stored.ContentType).toBe(object.contentType)
      expect(await stored.Body?.transformToString()).toBe(object.body)
    }

    const again = await npmRun('restore', [folder, '--database', s3Database], { cwd: DIR, env: env.restored })
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/a database exists at .*; the bucket restored holds objects/)
  })
})
