/** Bounded reading of query parameters, whether they come as URLSearchParams or as Next's searchParams object. */

/** Query parameters as the router gives them. */
export type SearchParamsInput =
  | Pick<URLSearchParams, 'getAll'>
  | Readonly<Record<string, string | readonly string[] | undefined>>

/** At most this many values of one parameter are read; the rest is ignored. */
export const MAX_VALUES_PER_PARAM = 200

/** Each value is read up to this many characters. */
export const MAX_VALUE_LENGTH = 4000

const hasGetAll = (params: SearchParamsInput): params is Pick<URLSearchParams, 'getAll'> =>
  typeof (params as Partial<URLSearchParams>).getAll === 'function'

/** All values of a parameter, in order, bounded in count and length; [] when absent. Never throws. */
export const readParam = (params: SearchParamsInput | null | undefined, name: string): string[] => {
  if (params === null || typeof params !== 'object') return []
  let raw: readonly unknown[]
  if (hasGetAll(params)) raw = params.getAll(name)
  else {
    const value: unknown = Object.hasOwn(params, name) ? params[name] : undefined
    raw = Array.isArray(value) ? value : [value]
  }
  return raw
    .slice(0, MAX_VALUES_PER_PARAM)
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.slice(0, MAX_VALUE_LENGTH))
}

/** The values of a repeatable parameter, also split on commas ('a,b' and 'a&…=b' read the same), trimmed, empties dropped. */
export const readList = (params: SearchParamsInput | null | undefined, name: string): string[] =>
  readParam(params, name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '')

/** The distinct items of a list, first occurrence kept, at most `max` of them. */
export const distinct = <T>(items: readonly T[], key: (item: T) => string, max: number): T[] => {
  const seen = new Set<string>()
  const out: T[] = []
  for (const item of items) {
    if (out.length >= max) break
    const k = key(item)
    if (seen.has(k)) continue
    seen.add(k)
    out.push(item)
  }
  return out
}
