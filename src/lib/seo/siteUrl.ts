/** The port `next start` and `next dev` listen on when PORT is unset. */
const DEFAULT_PORT = '3000'

/** The configured site URL without trailing slashes; null when unset or not an http(s) URL. */
export const siteUrlFromEnv = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim().replace(/\/+$/, '')
  return /^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/i.test(text) ? text : null
}

/** Where the site answers when SITE_URL is unset: this machine, on PORT (`npm run dev`, a bare `next start`). */
export const fallbackSiteUrl = (port: string | null | undefined): string => {
  const value = (port ?? '').trim()
  return `http://localhost:${/^\d{1,5}$/.test(value) ? value : DEFAULT_PORT}`
}

/** The site URL of an environment: its SITE_URL, else the local fallback. Never anything a request says. */
export const siteUrlOf = (env: Readonly<Record<string, string | undefined>>): string => siteUrlFromEnv(env.SITE_URL) ?? fallbackSiteUrl(env.PORT)

/**
 * The absolute site URL for canonical URLs, hreflang, the sitemap, robots.txt and redirects. It comes
 * from configuration only (SITE_URL): reading the request's Host would let any visitor choose the
 * links a cached page serves to everyone, and would make every page dynamic.
 */
export const getSiteUrl = (): string => siteUrlOf(process.env)

/** The configured origin (scheme, host and port), for absolute redirects. */
export const getSiteOrigin = (): string => new URL(getSiteUrl()).origin
