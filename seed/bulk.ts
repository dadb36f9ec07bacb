import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite'
import type { CollectionSlug, FlattenedField, Payload } from 'payload'

/**
 * Bulk inserts for large seeds (100,000 properties in well under two minutes): documents are
 * flattened into the rows Payload's database adapter reads, following the collection's own field
 * config, and written many rows per statement through the adapter's Drizzle tables (no SQL of our
 * own, so it works on any Drizzle adapter). Each document also gets its latest version row, so the
 * admin (which lists drafts and versions) shows it. Supported fields: scalars, named groups,
 * localised fields (given as { nl, fr, en }), single and hasMany relationships/uploads and one level
 * of arrays; anything else is refused loudly rather than silently dropped.
 */
type Row = Record<string, unknown>
type Tables = Record<string, object>
type Rows = Map<string, Row[]>
type Doc = Record<string, unknown> & { id: number }

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
const camel = (slug: string) => slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

class Flattener {
  rows: Rows = new Map()
  constructor(readonly locales: readonly string[]) {}

  push(table: string, row: Row) {
    const list = this.rows.get(table)
    if (list) list.push(row)
    else this.rows.set(table, [row])
  }

  /** Writes `data`'s fields into `row` (keys as the Drizzle table names them) and child tables. */
  fields(fields: FlattenedField[], data: Row, ctx: { table: string; row: Row; parentID: number | string; keyPrefix: string; path: string; localeRows: Map<string, Row> }) {
    for (const field of fields) {
      if (!('name' in field) || field.type === 'join') continue
      const value = data[field.name]
      if (value === undefined) continue
      const key = ctx.keyPrefix + field.name
      const path = ctx.path + field.name
      if (field.type === 'group') {
        if (isPlainObject(value)) this.fields(field.flattenedFields, value, { ...ctx, keyPrefix: `${key}_`, path: `${path}.` })
      } else if ((field.type === 'relationship' || field.type === 'upload') && field.hasMany) {
        if (typeof field.relationTo !== 'string') throw new Error(`bulk: polymorphic ${path} is not supported`)
        const idKey = `${camel(field.relationTo)}ID`
        ;(value as (number | string)[]).forEach((id, index) =>
          this.push(`${ctx.table}_rels`, { order: index + 1, parent: ctx.parentID, path, [idKey]: id }),
        )
      } else if (field.type === 'array') {
        this.array(field.flattenedFields, value as Row[], `${ctx.table}_${snake(key)}`, ctx.parentID)
      } else if (field.type === 'blocks' || ('hasMany' in field && field.hasMany)) {
        if (Array.isArray(value) && value.length > 0) throw new Error(`bulk: ${field.type} ${path} is not supported`)
      } else if (field.localized) {
        if (!isPlainObject(value)) throw new Error(`bulk: localised ${path} must be given per locale`)
        for (const locale of this.locales) {
          if (value[locale] === undefined) continue
          let localeRow = ctx.localeRows.get(locale)
          if (!localeRow) {
            localeRow = { _locale: locale, _parentID: ctx.parentID }
            ctx.localeRows.set(locale, localeRow)
          }
          localeRow[key] = value[locale]
        }
      } else {
        ctx.row[key] = value
      }
    }
  }

  array(fields: FlattenedField[], items: Row[], table: string, parentID: number | string) {
    items.forEach((item, index) => {
      const id = typeof item.id === 'string' ? item.id : randomUUID().replace(/-/g, '').slice(0, 24)
      const row: Row = { id, _order: index + 1, _parentID: parentID }
      const localeRows = new Map<string, Row>()
      this.push(table, row) // parents before children: the tables are written in first-seen order
      this.fields(fields, item, { table, row, parentID: id, keyPrefix: '', path: '', localeRows })
      for (const localeRow of localeRows.values()) this.push(`${table}_locales`, localeRow)
    })
  }

  document(fields: FlattenedField[], table: string, doc: Doc) {
    const row: Row = { id: doc.id }
    const localeRows = new Map<string, Row>()
    this.push(table, row)
    this.fields(fields, doc, { table, row, parentID: doc.id, keyPrefix: '', path: '', localeRows })
    for (const localeRow of localeRows.values()) this.push(`${table}_locales`, localeRow)
  }
}

const CHUNK_PARAMS = 30_000

/** Inserts documents (with explicit ids, on an empty collection) and their latest versions. */
export const bulkInsert = async (payload: Payload, slug: CollectionSlug, docs: Doc[], now: Date): Promise<void> => {
  const { config } = payload.collections[slug]
  const tableName = snake(slug).replace(/-/g, '_')
  const at = now.toISOString()
  const flat = new Flattener(payload.config.localization ? payload.config.localization.localeCodes : [])
  for (const doc of docs) flat.document(config.flattenedFields, tableName, { ...doc, createdAt: doc.createdAt ?? at, updatedAt: doc.updatedAt ?? at })

  const drafts = Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts)
  const ids = docs.map((doc) => doc.id)
  await transaction(payload, async (tx) => {
    await writeRows(payload, tx, flat.rows)
    if (drafts && ids.length) await copyLatestVersions(payload, tx, tableName, [...flat.rows.keys()], Math.min(...ids), Math.max(...ids))
    // PostgreSQL's id sequences do not see ids given explicitly: they continue after the largest now.
    if (payload.db.name === 'postgres') {
      for (const table of drafts ? [tableName, `_${tableName}_v`] : [tableName]) {
        await payload.db.execute({
          drizzle: tx as unknown as ExecuteArgs['drizzle'],
          sql: sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`,
        })
      }
    }
  })
}


type Tx = { insert: (table: object) => { values: (rows: Row[]) => Promise<unknown> } }
type DrizzleDb = { drizzle: Tx & { transaction: (run: (tx: Tx) => Promise<void>) => Promise<void> }; tables: Tables }
type Column = { name: string; columnType: string; enum?: { enumName: string } }
type SQL = ReturnType<typeof sql> | ReturnType<typeof sql.identifier>
type ExecuteArgs = Parameters<Payload['db']['execute']>[0]

const drizzleOf = (payload: Payload) => payload.db as unknown as DrizzleDb
const transaction = (payload: Payload, run: (tx: Tx) => Promise<void>) => drizzleOf(payload).drizzle.transaction(run)

/** Inserts every table's rows, many per statement (parents first: tables are in first-seen order). */
const writeRows = async (payload: Payload, tx: Tx, rows: Rows) => {
  const { tables } = drizzleOf(payload)
  for (const [table, list] of rows) {
    const drizzleTable = tables[table]
    if (!drizzleTable) throw new Error(`bulk: no table ${table}`)
    const columns = Math.max(...list.slice(0, 50).map((row) => Object.keys(row).length), 1)
    const size = Math.max(1, Math.floor(CHUNK_PARAMS / columns))
    for (let i = 0; i < list.length; i += size) await tx.insert(drizzleTable).values(list.slice(i, i + size))
  }
}

/** A table's columns by key: their names, and on PostgreSQL the enum type of an enum column. */
const columnsOf = (payload: Payload, table: string): Map<string, Column> => {
  const drizzleTable = drizzleOf(payload).tables[table] as Record<string, unknown> | undefined
  if (!drizzleTable) throw new Error(`bulk: no table ${table}`)
  const out = new Map<string, Column>()
  for (const [key, value] of Object.entries(drizzleTable)) {
    if (value && typeof value === 'object' && 'columnType' in value) out.set(key, value as unknown as Column)
  }
  return out
}

/**
 * Each new document's latest version, copied inside the database (INSERT ... SELECT, portable SQL):
 * `_x_v` takes the document's columns under `version_`, with the document's id as its own, so the
 * locale and relationship rows copy over with their parent ids unchanged.
 */
const copyLatestVersions = async (payload: Payload, tx: Tx, table: string, written: string[], fromId: number, toId: number) => {
  // One level of arrays (their rows and locales) is copied too; anything deeper is refused.
  const own = [table, `${table}_locales`, `${table}_rels`]
  const arrays = written.filter((t) => t.startsWith(`${table}_`) && !own.includes(t) && !t.endsWith('_locales'))
  const unsupported = written.filter((t) => !own.includes(t) && !arrays.includes(t) && !arrays.some((array) => t === `${array}_locales`))
  if (unsupported.length) throw new Error(`bulk: versions of ${unsupported.join(', ')} are not supported`)
  const copy = async (target: string, source: string, parentKey: string, pick: (key: string) => SQL | string | undefined) => {
    const targetColumns = columnsOf(payload, target)
    const sourceColumns = columnsOf(payload, source)
    const pairs: [string, SQL][] = []
    for (const [key, { name, columnType, enum: type }] of targetColumns) {
      const from = pick(key)
      if (from === undefined) continue
      const source = typeof from === 'string' ? sourceColumns.get(from) : undefined
      if (typeof from !== 'string') pairs.push([name, from])
      // PostgreSQL gives the versions' enum columns types of their own: the value is carried over as text.
      else if (source && columnType === 'PgEnumColumn' && type) pairs.push([name, sql`${sql.identifier(source.name)}::text::${sql.identifier(type.enumName)}`])
      else if (source) pairs.push([name, sql.identifier(source.name)])
    }
    const parent = sql.identifier((sourceColumns.get(parentKey) as Column).name)
    await payload.db.execute({
      drizzle: tx as unknown as ExecuteArgs['drizzle'],
      sql: sql`INSERT INTO ${sql.identifier(target)} (${sql.join(pairs.map(([name]) => sql.identifier(name)), sql`, `)}) SELECT ${sql.join(
        pairs.map(([, expr]) => expr),
        sql`, `,
      )} FROM ${sql.identifier(source)} WHERE ${parent} BETWEEN ${fromId} AND ${toId}`,
    })
  }
  const versions = `_${table}_v`
  await copy(versions, table, 'id', (key) =>
    key === 'id' ? 'id' : key === 'parent' ? 'id' : key === 'latest' ? sql`true` : key.startsWith('version_') ? key.slice('version_'.length) : ['createdAt', 'updatedAt'].includes(key) ? key : undefined,
  )
  if (written.includes(`${table}_locales`)) {
    await copy(`${versions}_locales`, `${table}_locales`, '_parentID', (key) => (key === 'id' ? undefined : key.startsWith('version_') ? key.slice('version_'.length) : key))
  }
  if (written.includes(`${table}_rels`)) {
    await copy(`${versions}_rels`, `${table}_rels`, 'parent', (key) => (key === 'id' ? undefined : key === 'path' ? sql`'version.' || ${sql.identifier('path')}` : key))
  }
  for (const array of arrays) await copyArrayVersion(payload, tx, copy, array, `${versions}_version_${array.slice(table.length + 1)}`, written.includes(`${array}_locales`), [fromId, toId])
}

type Copy = (target: string, source: string, parentKey: string, pick: (key: string) => SQL | string | undefined) => Promise<void>

/**
 * An array's rows in the versions: a version row has a number for id and keeps the document row's text
 * id as `_uuid`, so its locale rows find their new parent by that id.
 */
const copyArrayVersion = async (payload: Payload, tx: Tx, copy: Copy, array: string, target: string, localized: boolean, [fromId, toId]: [number, number]) => {
  await copy(target, array, '_parentID', (key) => (key === 'id' ? undefined : key === '_uuid' ? 'id' : key))
  if (!localized) return
  const rows = columnsOf(payload, target)
  const name = (columns: Map<string, Column>, key: string) => sql.identifier((columns.get(key) as Column).name)
  const values = [...columnsOf(payload, `${target}_locales`)].filter(([key]) => key !== 'id' && key !== '_parentID').map(([, column]) => sql.identifier(column.name))
  const source = sql.identifier(`${array}_locales`)
  await payload.db.execute({
    drizzle: tx as unknown as ExecuteArgs['drizzle'],
    sql: sql`INSERT INTO ${sql.identifier(`${target}_locales`)} (${sql.join(values, sql`, `)}, ${name(rows, '_parentID')}) SELECT ${sql.join(
      values.map((column) => sql`${source}.${column}`),
      sql`, `,
    )}, ${sql.identifier(target)}.${name(rows, 'id')} FROM ${source} JOIN ${sql.identifier(target)} ON ${sql.identifier(target)}.${name(rows, '_uuid')} = ${source}.${name(rows, '_parentID')}
      WHERE ${sql.identifier(target)}.${name(rows, '_parentID')} BETWEEN ${fromId} AND ${toId}`,
  })
}
