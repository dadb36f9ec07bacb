/** Safe reading of URLs typed by staff: only http(s), no credentials, no control characters. */

/** Longest URL accepted. */
export const MAX_URL_LENGTH = 2048

/** A parsed web URL; `relative` is true for a host-relative path such as '/media/tour.mp4'. */
export type WebUrl = { url: URL; href: string; relative: boolean }

const RELATIVE_BASE = 'https://relative.invalid'
const LOOKS_LIKE_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d{1,5})?(?:[/?#]|$)/i

const toAbsolute = (text: string): { absolute: string; relative: boolean } | null => {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase()
  if (scheme !== undefined && !LOOKS_LIKE_HOST.test(text)) {
    return scheme === 'http' || scheme === 'https' ? { absolute: text, relative: false } : null
  }
  if (text.startsWith('//')) return { absolute: `https:${text}`, relative: false }
  if (text.startsWith('/')) return { absolute: `${RELATIVE_BASE}${text}`, relative: true }
  return LOOKS_LIKE_HOST.test(text) ? { absolute: `https://${text}`, relative: false } : null
}

/**
 * An http(s) URL, or null. A missing scheme is tolerated ('youtu.be/x' and '//youtu.be/x' read as https),
 * a path starting with one '/' is kept relative. Other schemes (javascript:, data:, ftp:), credentials,
 * control characters, hosts without a dot and texts longer than MAX_URL_LENGTH give null.
 */
export const parseWebUrl = (text: string | null | undefined): WebUrl | null => {
  if (typeof text !== 'string') return null
  const trimmed = text.trim()
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH || /[\p{Cc}\\]/u.test(trimmed)) return null
  const target = toAbsolute(trimmed)
  if (target === null) return null
  let url: URL
  try {
    url = new URL(target.absolute)
  } catch {
    return null
  }
  if (url.username !== '' || url.password !== '' || !url.hostname.includes('.')) return null
  const { relative } = target
  return { url, href: relative ? `${url.pathname}${url.search}${url.hash}` : url.href, relative }
}

/** Whether `host` is `domain` itself or one of its subdomains ('www.tvl.be' is, 'evil-tvl.be' is not). */
export const hostIs = (host: string, domain: string): boolean => {
  const h = host.toLowerCase()
  const d = domain.toLowerCase()
  return d !== '' && (h === d || h.endsWith(`.${d}`))
}

/** A bare lowercase host from 'agency.be', 'https://agency.be/' or 'agency.be:3000', or null. */
export const normaliseHost = (value: string | null | undefined): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = parseWebUrl(value.includes('://') ? value : `//${value.trim()}`)
  return parsed === null || parsed.relative ? null : parsed.url.hostname
}
