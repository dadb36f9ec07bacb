/**
 * A snapshot brought up to date with the index rows that changed (written again or removed), so a save
 * costs the search a few milliseconds instead of loading 100,000 rows again. The result equals
 * buildSnapshot's on the rows after the change: the rows in id order, the codes in value order, and
 * each result order as the database sorts it (ORDERS in sqlParts.ts, mirrored by COMPARE here). Pure,
 * and the snapshot given stays as it was: a search still reading it reads it whole.
 */
import { ROOM_KINDS } from '@/lib/domain/rooms'
import { SEARCH_SORTS, type SearchSort } from '@/lib/domain/searchQuery'

import { type Codes, codesOf, emptySnapshot, type IndexRow, rowOf, type Snapshot, writeRow } from './snapshot'

/** The index rows written since the snapshot, and the ids whose rows are gone. */
export type IndexChanges = { upserts: readonly IndexRow[]; removed: readonly number[] }

type Compare = (s: Snapshot, a: number, b: number) => number

/** By a value up (1) or down (-1), rows without one (NaN: NULL) last, ties newest id first. */
const byValue =
  (value: (s: Snapshot, row: number) => number, direction: 1 | -1): Compare =>
  (s, a, b) => {
    const x = value(s, a)
    const y = value(s, b)
    const xNone = Number.isNaN(x)
    if (xNone !== Number.isNaN(y)) return xNone ? 1 : -1
    if (!xNone && x !== y) return x < y ? -direction : direction
    return s.ids[b] - s.ids[a]
  }

/** ORDERS of sqlParts.ts over two rows of a snapshot: change one, change the other. */
const COMPARE: Record<SearchSort, Compare> = {
  // Text compared as the database compares ISO dates ('' for never: the smallest, so last).
  newest: (s, a, b) => (s.published[a] < s.published[b] ? 1 : s.published[a] > s.published[b] ? -1 : s.ids[b] - s.ids[a]),
  'price-asc': byValue((s, row) => s.price[row], 1),
  'price-desc': byValue((s, row) => s.price[row], -1),
  // NaN when either is missing, as `price IS NULL OR living IS NULL` puts the row last.
  'price-m2-asc': byValue((s, row) => s.price[row] / s.living[row], 1),
  'living-desc': byValue((s, row) => s.living[row], -1),
}

/** The snapshot's columns of one value (or ROOM_KINDS.length values) per row. */
const KEYS = ['ids', 'goal', 'city', 'type', 'price', 'rooms', 'living', 'plot', 'epc', 'features', 'published'] as const
type Key = (typeof KEYS)[number]
type Values = Snapshot[Key]
const widthOf = (key: Key) => (key === 'rooms' ? ROOM_KINDS.length : 1)
/** The columns each order sorts by (besides the ids, which a row keeps): an order no change moved is kept. */
const SORTED_BY: Record<SearchSort, readonly Key[]> = {
  newest: ['published'],
  'price-asc': ['price'],
  'price-desc': ['price'],
  'price-m2-asc': ['price', 'living'],
  'living-desc': ['living'],
}

/** Values as one indexable list (typed arrays and the dates alike). */
const cells = (values: Values) => values as unknown as (number | string)[]

/** Old rows [from, from + length) are new rows [to, to + length). */
type Run = { from: number; to: number; length: number }

/** A new column of `size` rows holding the old rows' values where the runs put them. */
const moved = (values: Values, runs: readonly Run[], size: number, width: number): Values => {
  if (Array.isArray(values)) {
    const out = new Array<string>(size).fill('')
    for (const run of runs) for (let i = 0; i < run.length; i++) out[run.to + i] = values[run.from + i]
    return out
  }
  const out = new (values.constructor as new (length: number) => Exclude<Values, string[]>)(size * width)
  for (const run of runs) out.set(values.subarray(run.from * width, (run.from + run.length) * width), run.to * width)
  return out
}

/**
 * Where the rows go, kept in id order: each old row's new row (-1: removed; null: every row stays where
 * it was, the added ones coming after), the runs of old rows that stay together, and the rows of the
 * added ids (sorted).
 */
const layoutOf = (s: Snapshot, removed: Uint8Array, removes: boolean, added: readonly number[]) => {
  if (!removes && (added.length === 0 || s.size === 0 || added[0] > s.ids[s.size - 1])) {
    return { size: s.size + added.length, newRow: null, runs: [{ from: 0, to: 0, length: s.size }], addedAt: added.map((_, i) => s.size + i) }
  }
  const runs: Run[] = []
  const newRow = new Int32Array(s.size)
  const addedAt: number[] = []
  let size = 0
  let next = 0
  for (let old = 0; old < s.size; old++) {
    for (; next < added.length && added[next] < s.ids[old]; next++) addedAt.push(size++)
    if (removed[old] === 1) {
      newRow[old] = -1
      continue
    }
    const last = runs.at(-1)
    if (last && last.from + last.length === old && last.to + last.length === size) last.length++
    else runs.push({ from: old, to: size, length: 1 })
    newRow[old] = size++
  }
  for (; next < added.length; next++) addedAt.push(size++)
  return { size, newRow, runs, addedAt }
}

/**
 * The codes of a coded column (cities, types) after the change: those of the old rows staying as they
 * were (neither `gone`: removed or written) and the `values` of the rows written (whose old rows are
 * `olds`, -1 for none). The same object unless a value came or went, since buildSnapshot codes the
 * values present only; else with each old code's new one.
 */
const recode = (
  codes: Codes,
  column: Int32Array,
  gone: Uint8Array,
  removes: boolean,
  olds: readonly number[],
  values: readonly number[],
): { codes: Codes; map: Int32Array | null } => {
  if (!removes && values.every((value, j) => codes.of.has(value) && (olds[j] < 0 || codes.values[column[olds[j]]] === value))) return { codes, map: null }
  const used = new Uint8Array(codes.values.length)
  for (let i = 0; i < column.length; i++) if (gone[i] === 0) used[column[i]] = 1
  const kept = codes.values.filter((_, code) => used[code] === 1)
  if (kept.length === codes.values.length && values.every((value) => codes.of.has(value))) return { codes, map: null }
  const next = codesOf([...kept, ...values])
  return { codes: next, map: Int32Array.from(codes.values, (value) => next.of.get(value) ?? 0) }
}

/**
 * An order without the old rows gone, in new row numbers (`newRow`, or the same when null). A few rows
 * gone from rows staying in place are found by a native scan and cut out, so the order is copied whole
 * rather than read row by row.
 */
const keptOf = (before: Int32Array, gone: Uint8Array, goneRows: readonly number[], newRow: Int32Array | null): Int32Array => {
  if (!newRow && goneRows.length <= 32) {
    const cuts = goneRows.map((row) => before.indexOf(row)).filter((at) => at >= 0)
    const kept = new Int32Array(before.length - cuts.length)
    let from = 0
    let to = 0
    for (const cut of cuts.sort((a, b) => a - b)) {
      kept.set(before.subarray(from, cut), to)
      to += cut - from
      from = cut + 1
    }
    kept.set(before.subarray(from), to)
    return kept
  }
  const kept = new Int32Array(before.length)
  let count = 0
  for (let n = 0; n < before.length; n++) {
    const old = before[n]
    if (gone[old] === 0) kept[count++] = newRow ? newRow[old] : old
  }
  return kept.subarray(0, count)
}

/** Where `row` goes among `kept` (sorted by `compare`) from position `low` on: before the first that sorts after it. */
const position = (s: Snapshot, compare: Compare, kept: Int32Array, row: number, low: number, high: number): number => {
  while (low < high) {
    const middle = (low + high) >>> 1
    if (compare(s, kept[middle], row) < 0) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * `s` with `changes` applied. Copy on write: a column or order no change touched is shared with `s`
 * (a new price copies the prices and the three orders by price), the others are new arrays.
 */
export const patchSnapshot = (s: Snapshot, changes: IndexChanges): Snapshot => {
  const rows = [...new Map(changes.upserts.map((row) => [row.id, row])).values()]
  const oldRows = rows.map((row) => rowOf(s, row.id))
  const written = new Set(rows.map((row) => row.id))
  const removedRows = changes.removed.filter((id) => !written.has(id)).map((id) => rowOf(s, id)).filter((row) => row >= 0)
  const removes = removedRows.length > 0
  const removed = new Uint8Array(s.size)
  for (const row of removedRows) removed[row] = 1
  // The old rows whose values go: removed, or written again.
  const goneRows = [...new Set([...removedRows, ...oldRows.filter((row) => row >= 0)])]
  const gone = removed.slice()
  for (const row of goneRows) gone[row] = 1
  const added = rows.filter((_, j) => oldRows[j] < 0).map((row) => row.id)
  added.sort((a, b) => a - b)
  const { size, newRow, runs, addedAt } = layoutOf(s, removed, removes, added)
  const addedRow = new Map(added.map((id, i) => [id, addedAt[i]]))
  const at = rows.map((row, j) => (oldRows[j] < 0 ? (addedRow.get(row.id) ?? 0) : newRow ? newRow[oldRows[j]] : oldRows[j]))

  const cities = recode(s.cities, s.city, gone, removes, oldRows, rows.map((row) => row.cityId))
  const types = recode(s.types, s.type, gone, removes, oldRows, rows.map((row) => row.webID))
  // The rows written, in the new codes, whose values go to the new rows `at`.
  const fresh = emptySnapshot(rows.length, cities.codes, types.codes)
  rows.forEach((row, j) => writeRow(fresh, j, row))

  const patched: Snapshot = { ...s, size, cities: cities.codes, types: types.codes, orders: { ...s.orders } }
  const columns = patched as unknown as Record<Key, Values>
  for (const key of KEYS) {
    const width = widthOf(key)
    const map = key === 'city' ? cities.map : key === 'type' ? types.map : null
    const [before, after] = [cells(s[key]), cells(fresh[key])]
    const same = size === s.size && !newRow && !map && oldRows.every((old, j) => after.slice(j * width, (j + 1) * width).every((value, k) => Object.is(value, before[old * width + k])))
    if (same) continue
    const column = moved(s[key], runs, size, width)
    const values = cells(column)
    if (map) for (let i = 0; i < size; i++) values[i] = map[values[i] as number]
    at.forEach((row, j) => {
      for (let k = 0; k < width; k++) values[row * width + k] = after[j * width + k]
    })
    columns[key] = column
  }

  // Each order a row moved in: the rows kept where they were, the rows written put in their places.
  for (const sort of SEARCH_SORTS) {
    if (size === s.size && !newRow && SORTED_BY[sort].every((key) => patched[key] === s[key])) continue
    const compare = COMPARE[sort]
    const kept = keptOf(s.orders[sort], gone, goneRows, newRow)
    const count = kept.length
    const placed = [...at].sort((a, b) => compare(patched, a, b))
    const order = new Int32Array(count + placed.length)
    let from = 0
    let to = 0
    for (const row of placed) {
      const next = position(patched, compare, kept, row, from, count)
      order.set(kept.subarray(from, next), to)
      to += next - from
      from = next
      order[to++] = row
    }
    order.set(kept.subarray(from, count), to)
    patched.orders[sort] = order
  }
  return patched
}
