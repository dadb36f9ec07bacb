import { adminCsp, publicCsp } from './csp'

type Header = { key: string; value: string }
/** A rule of next.config's `headers()`: when several match a path, the later one wins per header. */
export type HeaderRule = { source: string; headers: Header[] }

export type HeaderOptions = { siteUrl: string; dev: boolean }

/** Client hints Payload's admin asks for (its colour scheme): on the admin only, see adminOnlyClientHints. */
const CLIENT_HINT_KEYS = new Set(['accept-ch', 'critical-ch'])

/** One year, without subdomains: the agency's other hosts are not ours to pin. */
export const HSTS = 'max-age=31536000'

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self), browsing-topics=()'

/**
 * The response headers of the whole site, by path: every response is nosniff with a strict referrer
 * policy (and HSTS when the site is https); pages may not be framed; the admin and the preview pages
 * it frames may be framed by the site itself.
 */
export const securityHeaderRules = ({ siteUrl, dev }: HeaderOptions): HeaderRule[] => {
  const https = /^https:/i.test(siteUrl)
  const csp = { https, dev }
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
        { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
        ...(https ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
        { key: 'Content-Security-Policy', value: publicCsp(csp) },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    },
    {
      source: '/:locale/preview/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: publicCsp({ ...csp, framedBy: 'self' }) },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    },
    ...['/admin', '/admin/:path*'].map((source) => ({
      source,
      headers: [
        { key: 'Content-Security-Policy', value: adminCsp(csp) },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    })),
  ]
}

/**
 * Payload's `withPayload` sends Accept-CH/Critical-CH (and Vary on the hint) on every path. Critical-CH
 * makes Chrome restart the first navigation to a page to resend it with the hint; only the admin reads
 * it. This keeps those rules' headers on /admin and drops them elsewhere, leaving other rules as they are.
 */
export const adminOnlyClientHints = (rules: HeaderRule[]): HeaderRule[] =>
  rules.flatMap((rule) => {
    const hints = rule.headers.some((h) => CLIENT_HINT_KEYS.has(h.key.toLowerCase()))
    if (!hints || rule.source.startsWith('/admin')) return [rule]
    return ['/admin', '/admin/:path*'].map((source) => ({ ...rule, source }))
  })
