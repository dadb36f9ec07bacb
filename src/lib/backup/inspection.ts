/**
 * What a database holds, read the same way from SQLite and PostgreSQL: the documents per table, the
 * last migration applied and the upload files its documents name. The backup writes it into the
 * manifest; the restore reads the restored database again and compares.
 */
export type Row = Record<string, unknown>
export type Query = (sql: string) => Promise<Row[]>
export type Column = { table: string; column: string }
export type UploadFiles = { media: string[]; formFiles: string[] }
export type DatabaseFacts = { documents: Record<string, number>; migration: string | null; files: UploadFiles }

/** Every column of every table, as `table` and `column`. */
export const COLUMNS_SQL = {
  sqlite: `SELECT m.name AS "table", p.name AS "column" FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'`,
  postgres: `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns WHERE table_schema = current_schema()`,
} as const

/** The tables holding uploads' documents (the collections media and form-files). */
export const UPLOAD_TABLES = { media: 'media', formFiles: 'form_files' } as const

/** A name quoted for SQL; double quotes serve both databases. */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`

/**
 * The tables of documents: Payload gives every collection and global `created_at` and `updated_at`,
 * while its arrays, blocks, locales and relations tables have neither. Versions (`_name_v`) are left out.
 */
export const documentTables = (columns: readonly Column[]): string[] => {
  const seen = new Map<string, Set<string>>()
  for (const { table, column } of columns) {
    if (!seen.has(table)) seen.set(table, new Set())
    seen.get(table)?.add(column)
  }
  return [...seen]
    .filter(([table, names]) => !table.startsWith('_') && !table.startsWith('sqlite_') && names.has('created_at') && names.has('updated_at'))
    .map(([table]) => table)
    .sort()
}

/** The columns of an upload table naming a file: the original (`filename`) and each resized copy (`sizes_w400_filename`). */
export const filenameColumns = (columns: readonly Column[], table: string): string[] =>
  columns.filter((c) => c.table === table && /^(filename|sizes_.+_filename)$/.test(c.column)).map((c) => c.column).sort()

/** The file names in rows of those columns, each once. */
export const namesIn = (rows: readonly Row[]): string[] => {
  const names = new Set<string>()
  for (const row of rows) for (const value of Object.values(row)) if (typeof value === 'string' && value !== '') names.add(value)
  return [...names].sort()
}

/**
 * The files the documents name that the copy lacks, as `media/x.jpg` or `form-files/cv.pdf`. A bucket
 * keeps both collections' files under keys that may start with a folder: its `present` sets hold the
 * keys' last segments.
 */
export const missingFiles = (referenced: UploadFiles, present: { media: ReadonlySet<string>; formFiles: ReadonlySet<string> }): string[] => [
  ...referenced.media.filter((name) => !present.media.has(name)).map((name) => `media/${name}`),
  ...referenced.formFiles.filter((name) => !present.formFiles.has(name)).map((name) => `form-files/${name}`),
]

const filesOf = async (query: Query, columns: readonly Column[], table: string): Promise<string[]> => {
  const names = filenameColumns(columns, table)
  if (names.length === 0) return []
  return namesIn(await query(`SELECT ${names.map(quoteIdentifier).join(', ')} FROM ${quoteIdentifier(table)}`))
}

/** Reads the facts through `query`, which must see one snapshot (one transaction, or a file nobody writes). */
export const inspectDatabase = async (query: Query, dialect: keyof typeof COLUMNS_SQL): Promise<DatabaseFacts> => {
  const columns = (await query(COLUMNS_SQL[dialect])).map((row) => ({ table: String(row.table), column: String(row.column) }))
  const documents: Record<string, number> = {}
  for (const table of documentTables(columns)) {
    const [row] = await query(`SELECT count(*) AS n FROM ${quoteIdentifier(table)}`)
    // PostgreSQL answers count(*) as a bigint, which pg hands over as text.
    documents[table] = Number(row?.n ?? 0)
  }
  const hasMigrations = columns.some((c) => c.table === 'payload_migrations' && c.column === 'name')
  // Payload records a schema pushed in development as "dev"; the committed migrations sort by their timestamp names.
  const [last] = hasMigrations ? await query(`SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name DESC LIMIT 1`) : []
  return {
    documents,
    migration: typeof last?.name === 'string' ? last.name : null,
    files: { media: await filesOf(query, columns, UPLOAD_TABLES.media), formFiles: await filesOf(query, columns, UPLOAD_TABLES.formFiles) },
  }
}

/** The tables whose counts differ between two inspections, as `table: expected → found`. */
export const countDifferences = (expected: Record<string, number>, found: Record<string, number>): string[] =>
  [...new Set([...Object.keys(expected), ...Object.keys(found)])]
    .sort()
    .filter((table) => expected[table] !== found[table])
    .map((table) => `${table}: ${expected[table] ?? 'absent'} → ${found[table] ?? 'absent'}`)
