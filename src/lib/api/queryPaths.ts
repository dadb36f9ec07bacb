/**
 * Which fields a query from outside may filter or sort on, whatever collection it reaches them through:
 * a field some readers may not see (it has field-level read access, or `custom.visitorHidden`: a listing's
 * price, street and number, exact position and owner, what visitors wrote in a form) would otherwise be
 * revealed bit by bit by what a filter matches or how a sort orders, even though its value is never sent.
 * A path is walked through groups, relations and join fields (`property.price`, `units.price`,
 * `project.units.owner`), so a join or a relation is no way around the rule.
 */
import type { FlattenedField, SanitizedCollectionConfig } from 'payload'

type Collections = Record<string, { config: Pick<SanitizedCollectionConfig, 'flattenedFields'> } | undefined>

/** Whether a field's value may be hidden from some readers, so that it must not be queried by them. */
export const mayBeHidden = (field: FlattenedField): boolean =>
  Boolean(field.access?.read) || (field.custom as { visitorHidden?: unknown } | undefined)?.visitorHidden === true

/** A where path as Payload reads it: GraphQL's where input names nested fields with `__`; a version's fields sit under `version.`. */
export const plainPath = (path: string): string => path.replace(/__/g, '.').replace(/^version\./, '')

/**
 * The part of `path` that names a field the reader may not query, or null when every field it crosses is
 * open. A path that leaves the known fields is not judged here (Payload refuses it with a 400); one that
 * goes on through a relation to several collections is refused whole, as it cannot be judged.
 */
export const hiddenPart = (collections: Collections, fields: FlattenedField[], path: string): string | null => {
  const segments = plainPath(path).split('.')
  let current: FlattenedField[] | undefined = fields
  for (const [index, segment] of segments.entries()) {
    const field: FlattenedField | undefined = current?.find((candidate) => candidate.name === segment)
    if (!field) return null
    const upTo = segments.slice(0, index + 1).join('.')
    if (mayBeHidden(field)) return upTo
    if (index === segments.length - 1) return null
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') current = field.flattenedFields
    else if (field.type === 'relationship' || field.type === 'upload') {
      if (Array.isArray(field.relationTo)) return path
      current = collections[field.relationTo]?.config.flattenedFields
    } else if (field.type === 'join') {
      if (Array.isArray(field.collection)) return path
      current = collections[field.collection]?.config.flattenedFields
    } else return null
  }
  return null
}

/** The field paths of a sort as Payload's REST layer takes it (`-price`, `name,-price`, or a list); null when it is no sort at all. */
export const sortPaths = (sort: unknown): string[] | null => {
  if (sort === undefined || sort === null || sort === '') return []
  const items = Array.isArray(sort) ? sort : [sort]
  if (!items.every((item): item is string => typeof item === 'string')) return null
  return items.flatMap((item) => item.split(',')).map((item) => item.trim().replace(/^[-+]/, '')).filter(Boolean)
}

const SORTABLE = new Set(['text', 'textarea', 'email', 'number', 'date', 'checkbox', 'select', 'radio', 'relationship', 'upload'])

/**
 * Whether a join's list may be sorted by `path`: a field kept in the joined collection's own table (through
 * groups, not localized, one value). Payload's join query cannot sort by a localized field or through a
 * relation (the database refuses the SQL it writes), so those are answered 400 rather than 500.
 */
export const joinSortable = (fields: FlattenedField[], path: string): boolean => {
  if (path === 'id') return true
  const segments = path.split('.')
  let current: FlattenedField[] | undefined = fields
  for (const [index, segment] of segments.entries()) {
    const field: FlattenedField | undefined = current?.find((candidate) => candidate.name === segment)
    if (!field || ('localized' in field && field.localized)) return false
    if (index < segments.length - 1) {
      if (field.type !== 'group') return false
      current = field.flattenedFields
      continue
    }
    const many = ('hasMany' in field && field.hasMany === true) || ('relationTo' in field && Array.isArray(field.relationTo))
    return SORTABLE.has(field.type) && !many
  }
  return false
}
