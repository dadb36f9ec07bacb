/** What the where-check needs to know of a queried field. */
export type FieldKind = { type: 'id' | 'number' | 'date' | 'checkbox' | 'relation' | 'point' | 'text'; hasMany: boolean }

const OPERATORS = new Set([
  'equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal',
  'less_than', 'less_than_equal', 'like', 'not_like', 'contains', 'near', 'within', 'intersects',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const MAX_CONDITIONS = 50
const MAX_NESTING = 5

/**
 * Whether a key joins conditions. Payload reads and/or in any case, and GraphQL's where input names them
 * AND and OR: the check must see them as Payload will, or it would take them for field names.
 */
const isCombinator = (key: string): boolean => {
  const lower = key.toLowerCase()
  return lower === 'and' || lower === 'or'
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isWholeNumber = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()))

const isFiniteNumber = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))

const isDate = (value: unknown): boolean =>
  (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '' && !Number.isNaN(new Date(value).getTime())

const valueFits = (kind: FieldKind, value: unknown): boolean => {
  if (value === null) return true
  if (typeof value === 'object') return false
  switch (kind.type) {
    case 'id':
    case 'relation':
      return isWholeNumber(value)
    case 'number':
      return isFiniteNumber(value)
    case 'date':
      return isDate(value)
    case 'checkbox':
      return value === true || value === false || value === 'true' || value === 'false'
    default:
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
  }
}

/** What a value of each kind must be, for the 400 answer's message. */
const EXPECTED: Record<FieldKind['type'], string> = {
  id: 'a whole-number id',
  relation: 'a whole-number id',
  number: 'a number',
  date: 'a date',
  checkbox: 'true or false',
  point: 'a position',
  text: 'text or a number',
}

const listOf = (value: unknown): unknown[] | null => {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.split(',')
  if (typeof value === 'number') return [value]
  return null
}

const checkCondition = (path: string, operator: string, value: unknown, kind: FieldKind | undefined): string | null => {
  if (!OPERATORS.has(operator)) return `Unknown operator "${operator}" on ${path}`
  if (GEO_OPERATORS.has(operator)) return kind?.type === 'point' ? null : `${path} is not a map position: "${operator}" does not apply`
  // A condition nested in an operand (where[units][contains][price][equals]=…) would go unchecked.
  if (!LIST_OPERATORS.has(operator) && typeof value === 'object' && value !== null) return `${path}: ${operator} takes a single value`
  if (operator === 'exists') return valueFits({ type: 'checkbox', hasMany: false }, value) ? null : `${path}: exists takes true or false`
  if (operator === 'all' && kind && !kind.hasMany) return `${path} holds one value: "all" does not apply`
  if (LIST_OPERATORS.has(operator)) {
    const items = listOf(value)
    if (!items || items.length === 0 || items.length > 100 || items.some((item) => item === '')) {
      return `${path}: ${operator} takes a list of 1 to 100 values`
    }
    return kind && items.some((item) => !valueFits(kind, item)) ? `${path}: invalid value in ${operator} (each must be ${EXPECTED[kind.type]})` : null
  }
  if (kind && !valueFits(kind, value)) return `${path}: invalid value for ${operator} (must be ${EXPECTED[kind.type]})`
  return null
}

/**
 * Checks a where query before the database sees it: its shape, its operators and that each value
 * fits its field's type (`kindOf` tells, for paths of this collection; undefined skips the type
 * check). Returns a message for the caller's 400 answer, or null when the query is sound.
 */
export const whereProblem = (where: unknown, kindOf: (path: string) => FieldKind | undefined): string | null => {
  let conditions = 0
  const walk = (node: unknown, nesting: number): string | null => {
    if (!isPlainObject(node)) return 'where must be an object of conditions'
    if (nesting > MAX_NESTING) return 'where is nested too deeply'
    for (const [key, value] of Object.entries(node)) {
      if (isCombinator(key)) {
        if (!Array.isArray(value)) return `${key} must be a list of conditions`
        for (const part of value) {
          const problem = walk(part, nesting + 1)
          if (problem) return problem
        }
        continue
      }
      if (!isPlainObject(value)) return `${key} must hold an operator, e.g. where[${key}][equals]=…`
      for (const [operator, operand] of Object.entries(value)) {
        conditions += 1
        if (conditions > MAX_CONDITIONS) return 'where has too many conditions'
        const problem = checkCondition(key, operator, operand, kindOf(key))
        if (problem) return problem
      }
    }
    return null
  }
  return walk(where, 0)
}

/** Every field path a where query names, through and/or (in any case, as whereProblem reads them). */
export const wherePaths = (where: unknown): string[] => {
  if (!isPlainObject(where)) return []
  return Object.entries(where).flatMap(([key, value]) =>
    isCombinator(key) && Array.isArray(value) ? value.flatMap(wherePaths) : [key],
  )
}
