/**
 * A path that stays on this site: leading slashes and backslashes collapse to one slash, so that
 * `//evil.example/` or `/\evil.example/` cannot become a protocol-relative URL to another host.
 */
export const localPath = (path: string): string => `/${path.replace(/^[/\\]+/, '')}`

/** A redirect to a path of this site with a relative Location: the request's Host never reaches it. */
export const localRedirect = (path: string, status: 301 | 302 | 303 | 307 | 308, headers: Record<string, string> = {}): Response =>
  new Response(null, { status, headers: { ...headers, Location: localPath(path) } })
