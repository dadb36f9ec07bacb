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

/**
 * Rows grouped by the document a relationship of theirs names (`key` reads it, populated or not), in
 * their order: read once, so each document then goes through its own rows only. Rows naming none are left out.
 */
export const groupByRelation = <T>(rows: readonly T[], key: (row: T) => unknown): Map<number, T[]> => {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const id = relationId(key(row))
    if (typeof id !== 'number') continue
    const group = groups.get(id)
    if (group) group.push(row)
    else groups.set(id, [row])
  }
  return groups
}
