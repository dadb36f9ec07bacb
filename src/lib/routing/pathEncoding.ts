import { NOT_FOUND_SEGMENT } from './rewrites'

/** Whether every segment of a raw (percent-encoded) path decodes as UTF-8: '%ff', '%c0%af' and '%zz' do not. */
export const isWellEncoded = (rawPath: string): boolean => {
  for (const segment of rawPath.split('/')) {
    if (!segment.includes('%')) continue
    try {
      decodeURIComponent(segment)
    } catch {
      return false
    }
  }
  return true
}

/** Paths Next or Payload answer themselves (/api, /admin, /_next): no page, no trailing slash rule. */
export const isSystemPath = (rawPath: string): boolean => /^\/(?:api|admin|_next)(?:\/|$)/.test(rawPath)

/**
 * Where a public path that does not decode is rewritten: the not-found page of the language its first
 * segment names ('/nl/%ff/' shows the Dutch 404), or of the default language when that segment is not
 * a language code. Null for system paths, which answer 400 instead.
 */
export const notFoundRewrite = (rawPath: string): string | null => {
  if (isSystemPath(rawPath)) return null
  const first = rawPath.split('/')[1] ?? ''
  return `/${/^[a-z]{2}$/.test(first) ? first : '_'}/${NOT_FOUND_SEGMENT}/`
}
