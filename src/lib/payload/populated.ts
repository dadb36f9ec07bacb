/** A relationship read at depth ≥ 1 is the document itself; at depth 0 (or unset) it is only an id. */
export const populated = <T extends object>(value: T | number | string | null | undefined): T | null =>
  typeof value === 'object' && value !== null ? value : null
