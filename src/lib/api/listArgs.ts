/** The paging arguments of a list read, as Payload's REST layer parses them from the query string. */
export type ListArgs = { limit?: unknown; page?: unknown; depth?: unknown; pagination?: unknown }

export type ListPolicy = { maxLimit: number; maxDepth: number; maxPage: number }

/** Visitors and owners: at most 100 documents, two levels of relations. */
export const PUBLIC_LIST_POLICY: ListPolicy = { maxLimit: 100, maxDepth: 2, maxPage: 100_000 }

export type SanitizedList =
  | { ok: true; limit?: number; page?: number; depth?: number; pagination?: boolean }
  | { ok: false; message: string }

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/**
 * Checks and caps the paging of an API list read. Malformed values (fractions, negatives, huge pages)
 * are refused with a message; a limit above the policy's (0 and pagination=false mean "all") and a
 * depth above it are lowered to the cap. `policy` null means no caps (staff), only the checks.
 */
export const sanitizeListArgs = (args: ListArgs, policy: ListPolicy | null): SanitizedList => {
  const { limit, page, depth, pagination } = args
  if (limit !== undefined && !isCount(limit)) return { ok: false, message: 'limit must be a whole number of 0 or more' }
  if (page !== undefined && !(isCount(page) && page >= 1 && page <= (policy?.maxPage ?? 1_000_000))) {
    return { ok: false, message: 'page must be a whole number from 1' }
  }
  if (depth !== undefined && !isCount(depth)) return { ok: false, message: 'depth must be a whole number of 0 or more' }
  if (pagination !== undefined && typeof pagination !== 'boolean') return { ok: false, message: 'pagination must be true or false' }
  if (!policy) return { ok: true, limit, page, depth, pagination }
  const wantsAll = limit === 0 || pagination === false
  return {
    ok: true,
    limit: wantsAll || limit === undefined ? (wantsAll ? policy.maxLimit : undefined) : Math.min(limit, policy.maxLimit),
    page,
    depth: depth === undefined ? undefined : Math.min(depth, policy.maxDepth),
    pagination: true,
  }
}

type JoinArgs = { limit?: unknown; page?: unknown; [key: string]: unknown }

/**
 * Caps the lists a read joins in (`joins[units][limit]=…`) like the main list: at most the policy's
 * limit (0 means all, so it becomes the cap) and a sane page. Null when a value is malformed.
 */
export const capJoins = (joins: unknown, policy: ListPolicy | null): Record<string, JoinArgs | false> | null | undefined => {
  if (joins === undefined || joins === false) return undefined
  if (typeof joins !== 'object' || joins === null || Array.isArray(joins)) return null
  const capped: Record<string, JoinArgs | false> = {}
  for (const [path, join] of Object.entries(joins as Record<string, unknown>)) {
    if (join === false) {
      capped[path] = false
      continue
    }
    if (typeof join !== 'object' || join === null) return null
    const { limit, page } = join as JoinArgs
    const checked = sanitizeListArgs({ limit, page }, policy)
    if (!checked.ok) return null
    capped[path] = { ...(join as JoinArgs), limit: checked.limit, page: checked.page }
  }
  return capped
}
