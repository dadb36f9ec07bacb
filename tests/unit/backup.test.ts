import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ArgsError, parseBackupArgs, parseRestoreArgs } from '@/lib/backup/args'
import { countDifferences, documentTables, filenameColumns, missingFiles, namesIn, quoteIdentifier } from '@/lib/backup/inspection'
import { describeManifest, formatBytes, type Manifest, ManifestError, parseManifest, siteOf } from '@/lib/backup/manifest'
import { asideName, backupFolderName, isBackupFolderName, objectFile } from '@/lib/backup/naming'
import {
  configuredDatabase,
  configuredMedia,
  databaseArgument,
  databaseTargetOf,
  defaultBackupsDir,
  libpqConnection,
  mediaDirectories,
  redactedUrl,
  TargetError,
} from '@/lib/backup/targets'

const CWD = '/srv/agency'

describe('backup names', () => {
  const date = new Date('2026-03-01T02:30:07.123Z')

  it('names a backup by its UTC second, sortable and without colons', () => {
    expect(backupFolderName(date)).toBe('2026-03-01T02-30-07Z')
    expect(backupFolderName(new Date('2026-12-31T23:59:59.999Z')) > backupFolderName(date)).toBe(true)
    expect(isBackupFolderName('2026-03-01T02-30-07Z')).toBe(true)
    expect(isBackupFolderName('2026-03-01T02:30:07Z')).toBe(false)
    expect(isBackupFolderName('2026-03-01T02-30-07Z-before-restore.dump')).toBe(false)
  })

  it('names what a forced restore moves aside after the time of the restore', () => {
    expect(asideName('site.db', date)).toBe('site.db.before-restore-2026-03-01T02-30-07Z')
  })

  it('stores a bucket object under its key, and refuses keys that would leave the folder', () => {
    expect(objectFile('/b/bucket', 'photo.jpg')).toBe(path.join('/b/bucket', 'photo.jpg'))
    expect(objectFile('/b/bucket', 'leads/2026/cv.pdf')).toBe(path.join('/b/bucket', 'leads', '2026', 'cv.pdf'))
    for (const key of ['', '../etc/passwd', 'a/../../x', '/abs', 'folder/', 'a//b', './a', 'a\\b']) {
      expect(() => objectFile('/b/bucket', key), key).toThrow(/cannot be stored/)
    }
  })
})

describe('where the data is', () => {
  it('reads DATABASE_URI as the site does, relative paths from the working directory', () => {
    expect(configuredDatabase({}, CWD)).toEqual({ kind: 'sqlite', file: '/srv/agency/data/site.db' })
    expect(databaseTargetOf('file:other/x.db', CWD)).toEqual({ kind: 'sqlite', file: '/srv/agency/other/x.db' })
    expect(databaseTargetOf('file:/var/lib/site.db', CWD)).toEqual({ kind: 'sqlite', file: '/var/lib/site.db' })
    expect(databaseTargetOf('file:///var/lib/my%20site.db?mode=rwc', CWD)).toEqual({ kind: 'sqlite', file: '/var/lib/my site.db' })
    expect(databaseTargetOf('postgres://u:p@db:5432/agency', CWD)).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/agency' })
    expect(databaseTargetOf('postgresql://db/agency', CWD).kind).toBe('postgres')
  })

  it('refuses databases it cannot copy, without showing a password', () => {
    expect(() => databaseTargetOf('libsql://user:secret@turso.example/db', CWD)).toThrow(TargetError)
    expect(() => databaseTargetOf('libsql://user:secret@turso.example/db', CWD)).toThrow(/^(?!.*secret)/)
    expect(() => databaseTargetOf('file::memory:', CWD)).toThrow(/names no database file/)
    expect(() => databaseTargetOf('mysql:whatever', CWD)).toThrow(/neither/)
  })

  it('takes --database as a URL or as the path of a SQLite file', () => {
    expect(databaseArgument('restored/site.db', CWD)).toEqual({ kind: 'sqlite', file: '/srv/agency/restored/site.db' })
    expect(databaseArgument('/tmp/x.db', CWD)).toEqual({ kind: 'sqlite', file: '/tmp/x.db' })
    expect(databaseArgument('file:y.db', CWD)).toEqual({ kind: 'sqlite', file: '/srv/agency/y.db' })
    expect(databaseArgument('postgres://db/new', CWD)).toEqual({ kind: 'postgres', url: 'postgres://db/new' })
  })

  it('finds the uploads in MEDIA_DIR and form-files beside it, or in the bucket', () => {
    expect(configuredMedia({}, CWD)).toEqual({ kind: 'directory', media: '/srv/agency/data/media', formFiles: '/srv/agency/data/form-files' })
    expect(configuredMedia({ MEDIA_DIR: '/mnt/uploads/media' }, CWD)).toEqual(mediaDirectories('/mnt/uploads/media', '/'))
    expect(mediaDirectories('restored/media', CWD)).toEqual({ kind: 'directory', media: '/srv/agency/restored/media', formFiles: '/srv/agency/restored/form-files' })
    expect(configuredMedia({ S3_BUCKET: 'photos', S3_ENDPOINT: 'http://s3:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, CWD)).toEqual({
      kind: 's3',
      bucket: 'photos',
      s3: { endpoint: 'http://s3:9000', region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'k', secretAccessKey: 's' } },
    })
    const aws = configuredMedia({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }, CWD)
    expect(aws).toEqual({ kind: 's3', bucket: 'b', s3: { endpoint: undefined, region: 'eu-west-1', forcePathStyle: false, credentials: undefined } })
    expect(defaultBackupsDir(CWD)).toBe('/srv/agency/data/backups')
  })

  it('hands pg_dump the URL without its password, which goes into PGPASSWORD', () => {
    expect(libpqConnection('postgres://agency:s%40cret@db:5432/site?sslmode=require')).toEqual({
      dbname: 'postgres://agency@db:5432/site?sslmode=require',
      env: { PGPASSWORD: 's@cret' },
    })
    expect(libpqConnection('postgres://postgres@127.0.0.1/x')).toEqual({ dbname: 'postgres://postgres@127.0.0.1/x', env: {} })
    expect(redactedUrl('postgres://agency:secret@db/site')).toBe('postgres://agency:***@db/site')
  })
})

describe('command-line options', () => {
  it('reads the backup options', () => {
    expect(parseBackupArgs([])).toEqual({ to: undefined, help: false })
    expect(parseBackupArgs(['--to', '/mnt/nas/today'])).toEqual({ to: '/mnt/nas/today', help: false })
    expect(parseBackupArgs(['--to=x'])).toEqual({ to: 'x', help: false })
    expect(parseBackupArgs(['-h']).help).toBe(true)
  })

  it('reads the restore options', () => {
    expect(parseRestoreArgs(['data/backups/2026-03-01T02-30-07Z'])).toEqual({
      from: 'data/backups/2026-03-01T02-30-07Z',
      database: undefined,
      media: undefined,
      force: false,
      help: false,
    })
    expect(parseRestoreArgs(['--from=b', '--database', 'file:x.db', '--media=m', '--force'])).toEqual({ from: 'b', database: 'file:x.db', media: 'm', force: true, help: false })
    expect(parseRestoreArgs([]).from).toBeUndefined()
  })

  it.each([
    [parseBackupArgs, ['--to'], /--to needs a value/],
    [parseBackupArgs, ['--to='], /--to needs a value/],
    [parseBackupArgs, ['--to', '--help'], /--to needs a value/],
    [parseBackupArgs, ['--to', 'a', '--to', 'b'], /given twice/],
    [parseBackupArgs, ['somewhere'], /Unexpected argument "somewhere"/],
    [parseBackupArgs, ['--force'], /Unknown option "--force"/],
    [parseRestoreArgs, ['a', 'b'], /Unexpected argument "b"/],
    [parseRestoreArgs, ['a', '--from', 'b'], /once/],
    [parseRestoreArgs, ['a', '--database'], /--database needs a value/],
    [parseRestoreArgs, ['a', '--froce'], /Unknown option "--froce"/],
  ] as const)('refuses %o %j with a clear message', (parse, argv, message) => {
    expect(() => parse(argv)).toThrow(ArgsError)
    expect(() => parse(argv)).toThrow(message)
  })
})

describe('what a database holds', () => {
  const columns = [
    ...['id', 'name', 'created_at', 'updated_at'].map((column) => ({ table: 'properties', column })),
    ...['id', '_locale', 'name', '_parent_id'].map((column) => ({ table: 'properties_locales', column })),
    ...['id', 'parent_id', 'created_at', 'updated_at'].map((column) => ({ table: '_properties_v', column })),
    ...['id', 'filename', 'sizes_w400_filename', 'sizes_thumbnail_filename', 'sizes_w400_width', 'created_at', 'updated_at'].map((column) => ({ table: 'media', column })),
    ...['id', 'created_at', 'expires_at'].map((column) => ({ table: 'users_sessions', column })),
    ...['id', 'created_at', 'updated_at'].map((column) => ({ table: 'sqlite_stat1', column })),
  ]

  it('counts the tables of documents, not their locales, arrays, versions or SQLite internals', () => {
    expect(documentTables(columns)).toEqual(['media', 'properties'])
  })

  it('reads every file an upload names: the original and each resized copy', () => {
    expect(filenameColumns(columns, 'media')).toEqual(['filename', 'sizes_thumbnail_filename', 'sizes_w400_filename'])
    expect(filenameColumns(columns, 'properties')).toEqual([])
    expect(namesIn([{ filename: 'a.jpg', sizes_w400_filename: 'a-400.jpg' }, { filename: 'b.pdf', sizes_w400_filename: null }, { filename: 'a.jpg' }])).toEqual([
      'a-400.jpg',
      'a.jpg',
      'b.pdf',
    ])
  })

  it('lists the named files the copy lacks, per folder', () => {
    const referenced = { media: ['a.jpg', 'a-400.jpg'], formFiles: ['cv.pdf'] }
    expect(missingFiles(referenced, { media: new Set(['a.jpg', 'a-400.jpg']), formFiles: new Set(['cv.pdf']) })).toEqual([])
    expect(missingFiles(referenced, { media: new Set(['a.jpg']), formFiles: new Set() })).toEqual(['media/a-400.jpg', 'form-files/cv.pdf'])
  })

  it('compares counts table by table', () => {
    expect(countDifferences({ a: 1, b: 2 }, { a: 1, b: 2 })).toEqual([])
    expect(countDifferences({ a: 1, b: 2 }, { a: 1, b: 3, c: 0 })).toEqual(['b: 2 → 3', 'c: absent → 0'])
  })

  it('quotes names for SQL', () => {
    expect(quoteIdentifier('form_submissions')).toBe('"form_submissions"')
    expect(quoteIdentifier('we"ird')).toBe('"we""ird"')
  })
})

describe('the manifest', () => {
  const manifest: Manifest = {
    format: 1,
    createdAt: '2026-03-01T02:30:07.123Z',
    finishedAt: '2026-03-01T02:30:09.000Z',
    site: { name: 'agency-site', version: '0.1.0', migration: '20261125_170000_search_shown_price' },
    database: { kind: 'sqlite', source: '/srv/agency/data/site.db', file: 'site.db', bytes: 3_250_000, documents: { properties: 150, form_submissions: 1, users: 6, cities: 40, pages: 9 } },
    media: { kind: 'directory', source: '/srv/agency/data/media', files: 1, bytes: 1536, missing: [] },
  }

  it('reads back what a backup writes', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest)
  })

  it.each([
    ['not json', /not JSON/],
    [JSON.stringify({ ...manifest, format: 2 }), /format/],
    [JSON.stringify({ ...manifest, database: { ...manifest.database, kind: 'mysql' } }), /database\.kind/],
    [JSON.stringify({ ...manifest, media: { ...manifest.media, files: -1 } }), /media\.files/],
    [JSON.stringify({ ...manifest, createdAt: 'yesterday' }), /createdAt/],
  ])('refuses a manifest that is not one: %s', (text, message) => {
    expect(() => parseManifest(text)).toThrow(ManifestError)
    expect(() => parseManifest(text)).toThrow(message)
  })

  it('takes the site name and version from package.json', () => {
    expect(siteOf('{"name":"agency-site","version":"0.1.0","private":true}')).toEqual({ name: 'agency-site', version: '0.1.0' })
    expect(siteOf('{}')).toEqual({ name: 'unknown', version: 'unknown' })
  })

  it('says in a few lines what a backup holds', () => {
    expect(describeManifest(manifest)).toEqual([
      'taken 2026-03-01T02:30:07.123Z from agency-site 0.1.0, schema at migration 20261125_170000_search_shown_price',
      'database (sqlite): site.db, 3.1 MB; 150 properties, 1 form-submissions, 6 users, 2 other tables',
      'uploads (folder): 1 file, 1.5 KB',
    ])
    const s3 = { ...manifest, media: { kind: 's3' as const, source: 'photos', files: 2, bytes: 10, missing: ['media/a.jpg'] } }
    expect(describeManifest(s3)[2]).toBe('uploads (bucket photos): 2 files, 10 bytes; 1 file named in the database missing: media/a.jpg')
  })

  it('writes sizes as people read them', () => {
    expect(formatBytes(0)).toBe('0 bytes')
    expect(formatBytes(1023)).toBe('1023 bytes')
    expect(formatBytes(1024)).toBe('1.0 KB')
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB')
  })
})
