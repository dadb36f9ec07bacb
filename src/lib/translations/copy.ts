import { isWritten } from './gaps'

/** A field of the admin's client config, as far as copying between languages needs it. */
export type SchemaField = {
  type: string
  name?: string
  localized?: boolean
  fields?: SchemaField[]
  tabs?: { name?: string; fields: SchemaField[] }[]
  blocks?: { slug: string; fields: SchemaField[] }[]
}

const COPIED_TYPES = new Set(['text', 'textarea'])

/**
 * The schema paths ('name', 'floorPlans.title', 'modules.text') of the localised text fields a copy
 * between languages fills. The slug is left out: it fills itself from the copied name.
 */
export const copyablePaths = (fields: readonly SchemaField[], prefix = ''): Set<string> => {
  const paths = new Set<string>()
  const add = (more: Set<string>) => more.forEach((path) => paths.add(path))
  for (const field of fields) {
    if (field.type === 'tabs') for (const tab of field.tabs ?? []) add(copyablePaths(tab.fields, tab.name ? `${prefix}${tab.name}.` : prefix))
    else if (!field.name) add(copyablePaths(field.fields ?? [], prefix))
    else if (field.localized && COPIED_TYPES.has(field.type) && field.name !== 'slug') paths.add(`${prefix}${field.name}`)
    else if (field.fields) add(copyablePaths(field.fields, `${prefix}${field.name}.`))
    else if (field.blocks) for (const block of field.blocks) add(copyablePaths(block.fields, `${prefix}${field.name}.`))
  }
  return paths
}

/** 'floorPlans.2.title' -> 'floorPlans.title': a form path without its row numbers. */
export const schemaPath = (formPath: string): string => formPath.split('.').filter((part) => !/^\d+$/.test(part)).join('.')

/** The value at a form path ('floorPlans.2.title') in a document read through the API. */
export const valueAt = (doc: unknown, formPath: string): unknown =>
  formPath.split('.').reduce<unknown>((value, part) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined), doc)

/**
 * What a copy from another language changes: each copyable field that is empty here and written there,
 * with the other language's text. Nothing already written is ever in it.
 */
export const fillsFrom = (current: Readonly<Record<string, unknown>>, source: unknown, copyable: ReadonlySet<string>): { path: string; value: string }[] =>
  Object.entries(current).flatMap(([path, value]) => {
    if (!copyable.has(schemaPath(path)) || isWritten(value)) return []
    const other = valueAt(source, path)
    return typeof other === 'string' && isWritten(other) ? [{ path, value: other }] : []
  })
