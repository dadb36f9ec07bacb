/**
 * The manifest.json of a backup: what it holds and where it came from. Written last, so a folder
 * without one is a backup that did not finish, and a restore refuses it.
 */
import { z } from 'zod'

export const MANIFEST_FORMAT = 1

const count = z.number().int().nonnegative()

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  /** When the snapshot was taken: the backup holds what was committed by then. */
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  site: z.object({ name: z.string(), version: z.string(), migration: z.string().nullable() }),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** The SQLite file's path or the PostgreSQL URL without its password. */
    source: z.string(),
    file: z.string(),
    bytes: count,
    /** Rows per document table (collections and globals, versions left out). */
    documents: z.record(z.string(), count),
  }),
  media: z.object({
    kind: z.enum(['directory', 's3']),
    /** The MEDIA_DIR folder or the bucket's name. */
    source: z.string(),
    files: count,
    bytes: count,
    /** Files the database names that were not there to copy (deleted while the backup ran, or lost before). */
    missing: z.array(z.string()),
  }),
})

export type Manifest = z.infer<typeof manifestSchema>

export class ManifestError extends Error {}

/** The manifest in a backup's manifest.json text; a clear error when it is not one. */
export const parseManifest = (text: string): Manifest => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ManifestError('manifest.json is not JSON.')
  }
  const result = manifestSchema.safeParse(json)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new ManifestError(`manifest.json is not a backup manifest (${issue.path.join('.') || 'top'}: ${issue.message}).`)
  }
  return result.data
}

/** The site's name and version, from its package.json text. */
export const siteOf = (packageJson: string): { name: string; version: string } => {
  const parsed = z.object({ name: z.string(), version: z.string() }).safeParse(JSON.parse(packageJson))
  return parsed.success ? parsed.data : { name: 'unknown', version: 'unknown' }
}

/** 1536 → "1.5 KB": sizes as a person reads them. */
export const formatBytes = (bytes: number): string => {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`
}

/** "1 file", "2 files". */
export const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`

/** The document counts that matter to an agency first, then the number of other tables. */
const describeDocuments = (documents: Record<string, number>): string => {
  const first = ['properties', 'projects', 'form_submissions', 'users', 'media']
  const named = first.filter((table) => table in documents).map((table) => `${documents[table]} ${table.replace(/_/g, '-')}`)
  const others = Object.keys(documents).length - named.length
  return [...named, ...(others > 0 ? [plural(others, 'other table')] : [])].join(', ')
}

/** A few lines saying what a backup holds, for the commands' output. */
export const describeManifest = (manifest: Manifest): string[] => [
  `taken ${manifest.createdAt} from ${manifest.site.name} ${manifest.site.version}` +
    (manifest.site.migration ? `, schema at migration ${manifest.site.migration}` : ''),
  `database (${manifest.database.kind}): ${manifest.database.file}, ${formatBytes(manifest.database.bytes)}; ${describeDocuments(manifest.database.documents)}`,
  `uploads (${manifest.media.kind === 's3' ? `bucket ${manifest.media.source}` : 'folder'}): ${plural(manifest.media.files, 'file')}, ${formatBytes(manifest.media.bytes)}` +
    (manifest.media.missing.length > 0 ? `; ${plural(manifest.media.missing.length, 'file')} named in the database missing: ${manifest.media.missing.slice(0, 5).join(', ')}` : ''),
]
