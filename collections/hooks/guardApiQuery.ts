import { APIError, type CollectionBeforeOperationHook, type FlattenedField, NotFound, type SanitizedCollectionConfig, type SanitizedConfig, buildVersionCollectionFields } from 'payload'

import { isStaffUser } from '@/lib/access/roles'
import { PUBLIC_LIST_POLICY, capJoins, sanitizeListArgs } from '@/lib/api/listArgs'
import { type FieldKind, wherePaths, whereProblem } from '@/lib/api/where'

import { VISITOR_HIDDEN_PATHS } from '../access/displayRules'

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

/**
 * Requests from outside (REST and GraphQL, never the site's own Local API reads): a malformed where
 * or paging answers 400 before the database runs it, and visitors and owners get at most 100
 * documents, two levels deep, per request. Staff keep the admin's larger lists.
 */
export const guardApiQuery: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (req.payloadAPI === 'local') return args
  const guarded: GuardedArgs = { ...(args as Record<string, unknown>) }
  // Ids are whole numbers here: any other id names no document.
  if (guarded.id !== undefined && !/^\d{1,15}$/.test(String(guarded.id))) throw new NotFound(req.t)
  if (guarded.where !== undefined) {
    const problem = whereProblem(guarded.where, fieldKindResolver(queryableFields(req.payload.config, collection)))
    if (problem) throw new APIError(problem, 400, undefined, true)
  }
  const staff = isStaffUser(req.user)
  if (!staff) {
    // Filtering or sorting on a field the display rules may hide would reveal it bit by bit.
    const sorts = (Array.isArray(guarded.sort) ? guarded.sort : [guarded.sort]).map((item) => String(item ?? '').replace(/^-/, ''))
    // A version's fields sit under `version.`: its price is the listing's price.
    const paths = [...wherePaths(guarded.where), ...sorts].map((path) => dotted(path).replace(/^version\./, '').split('.'))
    const hidden = paths.map(([head]) => head).find((path) => (VISITOR_HIDDEN_PATHS as readonly string[]).includes(path))
    if (hidden && collection.flattenedFields.some((field) => field.name === hidden)) {
      throw new APIError(`${hidden} cannot be used in queries`, 403, undefined, true)
    }
    // Through a relation to a listing (a listing event's `property.price`), the listing's hidden fields stay hidden.
    const throughListing = paths.find(
      ([head, next]) =>
        (VISITOR_HIDDEN_PATHS as readonly string[]).includes(next) &&
        collection.flattenedFields.some((field) => field.name === head && field.type === 'relationship' && field.relationTo === 'properties'),
    )
    if (throughListing) throw new APIError(`${throughListing.slice(0, 2).join('.')} cannot be used in queries`, 403, undefined, true)
  }
  const list = sanitizeListArgs(guarded, staff ? null : PUBLIC_LIST_POLICY)
  if (!list.ok) throw new APIError(list.message, 400, undefined, true)
  const capped: Record<string, unknown> = { ...args }
  const joins = capJoins(guarded.joins, staff ? null : PUBLIC_LIST_POLICY)
  if (joins === null) throw new APIError('joins must name fields with a whole-number limit and page', 400, undefined, true)
  if (joins !== undefined) capped.joins = joins
  for (const key of ['limit', 'page', 'depth', 'pagination'] as const) {
    if (key in guarded || list[key] !== undefined) capped[key] = list[key]
  }
  return capped as typeof args
}
