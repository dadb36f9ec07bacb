import { APIError, type CollectionBeforeOperationHook, type FlattenedField, NotFound, type SanitizedCollectionConfig, type SanitizedConfig, buildVersionCollectionFields } from 'payload'

import { isStaffUser } from '@/lib/access/roles'
import { PUBLIC_LIST_POLICY, capJoins, sanitizeListArgs } from '@/lib/api/listArgs'
import { hiddenPart, joinSortable, sortPaths } from '@/lib/api/queryPaths'
import { type FieldKind, wherePaths, whereProblem } from '@/lib/api/where'

const kindOfField = (field: FlattenedField): FieldKind | undefined => {
  const hasMany = 'hasMany' in field && field.hasMany === true
  switch (field.type) {
    case 'number':
      return { type: 'number', hasMany }
    case 'date':
      return { type: 'date', hasMany: false }
    case 'checkbox':
      return { type: 'checkbox', hasMany: false }
    case 'point':
      return { type: 'point', hasMany: false }
    case 'relationship':
    case 'upload':
      return Array.isArray(field.relationTo) ? undefined : { type: 'relation', hasMany }
    case 'text':
    case 'textarea':
    case 'email':
    case 'select':
    case 'radio':
    case 'code':
      return { type: 'text', hasMany }
    default:
      return undefined
  }
}

/** A where path as Payload reads it: GraphQL's where input names nested fields with `__` (version__price). */
const dotted = (path: string): string => path.replace(/__/g, '.')

/** The kind of a dotted path inside these fields; undefined when it leaves them (relations, locales). */
export const fieldKindResolver =
  (fields: FlattenedField[]) =>
  (path: string): FieldKind | undefined => {
    if (path === 'id') return { type: 'id', hasMany: false }
    let current: FlattenedField[] | undefined = fields
    const segments = dotted(path).split('.')
    for (const [index, segment] of segments.entries()) {
      const field: FlattenedField | undefined = current?.find((candidate) => candidate.name === segment)
      if (!field) return undefined
      const last = index === segments.length - 1
      if ('flattenedFields' in field && (field.type === 'group' || field.type === 'tab' || field.type === 'array')) {
        if (last) return undefined
        current = field.flattenedFields
        continue
      }
      return last ? kindOfField(field) : undefined
    }
    return undefined
  }

const queryable = new WeakMap<SanitizedCollectionConfig, FlattenedField[]>()

/**
 * The fields a query on this collection may name: its own, then those its versions add (parent, version.*,
 * latest, ...). The hook is told 'read' for a find and a findVersions alike, so both sets are checked: a
 * version path on the main endpoint (or the reverse) fails Payload's own path check with a 400 anyway,
 * and a versions query gets its ids checked (a word against the integer parent column was a 500).
 */
export const queryableFields = (config: SanitizedConfig, collection: SanitizedCollectionConfig): FlattenedField[] => {
  const known = queryable.get(collection)
  if (known) return known
  const own = collection.flattenedFields
  const names = new Set(own.map((field) => field.name))
  const versions = collection.versions ? buildVersionCollectionFields(config, collection, true).filter((field) => !names.has(field.name)) : []
  const fields = [...own, ...versions]
  queryable.set(collection, fields)
  return fields
}

type GuardedArgs = { id?: unknown; joins?: unknown; sort?: unknown; where?: unknown; limit?: unknown; page?: unknown; depth?: unknown; pagination?: unknown }

type Collections = Record<string, { config: SanitizedCollectionConfig } | undefined>

/** The collection a join field of `collection` reads, by the join's path (`units`, or `group.field`). */
const joinedCollection = (collections: Collections, collection: SanitizedCollectionConfig, path: string): SanitizedCollectionConfig | undefined => {
  const join = [...Object.values(collection.joins ?? {}).flat(), ...(collection.polymorphicJoins ?? [])].find((candidate) => candidate.joinPath === path)
  const slug = join?.field.collection
  return typeof slug === 'string' ? collections[slug]?.config : undefined
}

/** A 403 when a non-staff query filters or sorts on a field it may not see (lib/api/queryPaths.ts). */
const refuseHidden = (collections: Collections, collection: SanitizedCollectionConfig, where: unknown, sort: unknown, within = '') => {
  const paths = [...wherePaths(where), ...(sortPaths(sort) ?? [])]
  for (const path of paths) {
    const hidden = hiddenPart(collections, collection.flattenedFields, path)
    if (hidden) throw new APIError(`${within}${hidden} cannot be used in queries`, 403, undefined, true)
  }
}

/**
 * Requests from outside (REST and GraphQL, never the site's own Local API reads): a malformed where, sort
 * or paging answers 400 before the database runs it, in the query and in every join it asks for; visitors
 * and owners may not filter or sort on a field that can be hidden from them, directly, through a relation
 * or through a join, and get at most 100 documents, two levels deep, per request. Staff keep the admin's
 * larger lists.
 */
export const guardApiQuery: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (req.payloadAPI === 'local') return args
  const guarded: GuardedArgs = { ...(args as Record<string, unknown>) }
  const collections = req.payload.collections as Collections
  // Ids are whole numbers here: any other id names no document.
  if (guarded.id !== undefined && !/^\d{1,15}$/.test(String(guarded.id))) throw new NotFound(req.t)
  if (guarded.where !== undefined) {
    const problem = whereProblem(guarded.where, fieldKindResolver(queryableFields(req.payload.config, collection)))
    if (problem) throw new APIError(problem, 400, undefined, true)
  }
  if (sortPaths(guarded.sort) === null) throw new APIError('sort must name fields, e.g. sort=-price', 400, undefined, true)
  const staff = isStaffUser(req.user)
  if (!staff) refuseHidden(collections, collection, guarded.where, guarded.sort)
  const list = sanitizeListArgs(guarded, staff ? null : PUBLIC_LIST_POLICY)
  if (!list.ok) throw new APIError(list.message, 400, undefined, true)
  const capped: Record<string, unknown> = { ...args }
  const joins = capJoins(guarded.joins, staff ? null : PUBLIC_LIST_POLICY)
  if (joins === null) throw new APIError('joins must name fields with a whole-number limit and page', 400, undefined, true)
  for (const [path, join] of Object.entries(joins ?? {})) {
    const target = joinedCollection(collections, collection, path)
    if (!target) throw new APIError(`joins[${path}] names no join field`, 400, undefined, true)
    if (join === false) continue
    if (join.where !== undefined) {
      const problem = whereProblem(join.where, fieldKindResolver(queryableFields(req.payload.config, target)))
      if (problem) throw new APIError(`joins[${path}]: ${problem}`, 400, undefined, true)
    }
    const sorts = sortPaths(join.sort)
    if (sorts === null) throw new APIError(`joins[${path}]: sort must name fields`, 400, undefined, true)
    const unsortable = sorts.find((sort) => !joinSortable(target.flattenedFields, sort))
    if (unsortable) throw new APIError(`joins[${path}]: cannot be sorted by ${unsortable} (a field of its own, not translated)`, 400, undefined, true)
    if (!staff) refuseHidden(collections, target, join.where, join.sort, `joins[${path}]: `)
  }
  if (joins !== undefined) capped.joins = joins
  for (const key of ['limit', 'page', 'depth', 'pagination'] as const) {
    if (key in guarded || list[key] !== undefined) capped[key] = list[key]
  }
  return capped as typeof args
}
