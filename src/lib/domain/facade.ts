/** Facade counts as building types (SPEC 9 'Rent and purchase'). */

/** Building type by number of facades: 4 open, 3 half-open, 2 closed (terraced, party walls on both sides). */
export type FacadeKind = 'open' | 'halfOpen' | 'closed'

/** Facade counts and their kinds. */
export const FACADE_KINDS: Readonly<Record<2 | 3 | 4, FacadeKind>> = { 4: 'open', 3: 'halfOpen', 2: 'closed' }

/** The kind of a facade count (a number, or a stored option value such as '3'); null for anything else. */
export const facadeKind = (count: number | string | null | undefined): FacadeKind | null => {
  const n = typeof count === 'string' && /^\s*\d\s*$/.test(count) ? Number(count) : count
  return n === 2 || n === 3 || n === 4 ? FACADE_KINDS[n] : null
}
