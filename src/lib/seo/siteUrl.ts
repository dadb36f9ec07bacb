import { headers } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'

/** Where the site answers when neither SITE_URL nor the request says otherwise (`npm run dev`). */
export const FALLBACK_SITE_URL = 'http://localhost:3000'

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i

/** The first value of a header that proxies may repeat as a list ('https, http'). */
const first = (value: string | null | undefined): string => (value ?? '').split(',')[0].trim()

/**
 * The site's origin as a request shows it: x-forwarded-proto and x-forwarded-host (a proxy in front),
 * else the Host header and plain http. Null when the host is missing or not a host name, so a forged
 * header cannot put arbitrary text into canonical URLs.
 */
export const siteUrlFromHeaders = (get: (name: string) => string | null | undefined): string | null => {
  const host = (first(get('x-forwarded-host')) || first(get('host'))).toLowerCase()
  if (!host || !HOST.test(host)) return null
  const proto = first(get('x-forwarded-proto')).toLowerCase()
  return `${proto === 'https' ? 'https' : 'http'}://${host}`
}

/** The configured site URL without trailing slashes; null when unset or not an http(s) URL. */
export const siteUrlFromEnv = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim().replace(/\/+$/, '')
  return /^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/i.test(text) ? text : null
}

/**
 * The absolute origin for canonical URLs, hreflang, the sitemap and robots.txt: SITE_URL when set,
 * otherwise the current request's host, otherwise http://localhost:3000 (outside a request).
 * Reading the request makes the caller dynamic, which canonical URLs need when SITE_URL is unset.
 */
export const getSiteUrl = async (): Promise<string> => {
  const configured = siteUrlFromEnv(process.env.SITE_URL)
  if (configured) return configured
  try {
    const list = await headers()
    return siteUrlFromHeaders((name) => list.get(name)) ?? FALLBACK_SITE_URL
  } catch (error) {
    // Next signals "this render is dynamic" by throwing from headers(): let that through.
    unstable_rethrow(error)
    return FALLBACK_SITE_URL
  }
}
