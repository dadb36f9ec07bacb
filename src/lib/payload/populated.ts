/** A relationship read at depth ≥ 1 is the document itself; at depth 0 (or unset) it is only an id. */
export const populated = <T extends object>(value: T | number | string | null | undefined): T | null =>
  typeof value === 'object' && value !== null ? value : null

/**
 * The id a relationship holds, read populated (the document) or not (the id itself); null when empty.
 * An empty string counts as empty: the admin's form sends '' for a cleared relationship.
 */
export function relationId<Id extends number | string>(value: Id | { id: Id } | null | undefined): Id | null
export function relationId(value: unknown): number | string | null
export function relationId(value: unknown): number | string | null {
  const id = typeof value === 'object' && value !== null && 'id' in value ? value.id : value
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null
}
