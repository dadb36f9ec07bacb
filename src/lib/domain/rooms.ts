/** The room filter of the search box: a minimum count per room kind (SPEC 3, SPEC 5 'Room counts'). */

/** Room kinds, also the query parameter names. */
export const ROOM_KINDS = ['bedrooms', 'bathrooms', 'showerrooms', 'toilets', 'garages'] as const

/** One room kind. */
export type RoomKind = (typeof ROOM_KINDS)[number]

/** Chosen counts; a kind without a count is not filtered on. */
export type RoomSelection = Partial<Record<RoomKind, number>>

/** Highest count the filter accepts; higher values are capped to it. */
export const MAX_ROOM_COUNT = 99

/** Type guard for RoomKind. */
export const isRoomKind = (value: unknown): value is RoomKind =>
  typeof value === 'string' && (ROOM_KINDS as readonly string[]).includes(value)

/** A count made safe: whole, capped at MAX_ROOM_COUNT, and 0 for NaN or anything below 1. */
export const clampRoomCount = (count: number): number => {
  if (typeof count !== 'number' || Number.isNaN(count) || count < 1) return 0
  return Math.min(MAX_ROOM_COUNT, Math.floor(count))
}

/**
 * A new selection with `kind` set to `count`. Counts never go below 0, and a kind whose count is 0 is
 * dropped (SPEC 5). The input selection is not changed.
 */
export const setRoomCount = (selection: RoomSelection, kind: RoomKind, count: number): RoomSelection => {
  const next: RoomSelection = { ...selection }
  const safe = clampRoomCount(count)
  if (safe === 0) delete next[kind]
  else next[kind] = safe
  return next
}

/**
 * A room count from a URL value: digits only ('2'), or null for '', '0', '-1', '2.5', 'abc' and the like.
 * Values above MAX_ROOM_COUNT are capped.
 */
export const parseRoomCount = (value: string | null | undefined): number | null => {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (!/^\d+$/.test(text)) return null
  const count = clampRoomCount(Number(text))
  return count === 0 ? null : count
}

/** The selection held by URL values, read through `read(kind)` (e.g. `(k) => params.get(k)`). */
export const parseRoomSelection = (read: (kind: RoomKind) => string | null | undefined): RoomSelection =>
  ROOM_KINDS.reduce<RoomSelection>((selection, kind) => {
    const count = parseRoomCount(read(kind))
    return count === null ? selection : { ...selection, [kind]: count }
  }, {})
