import { type NextRequest, NextResponse } from 'next/server'

import { localPath } from '@/lib/routing/origin'
import { isSystemPath, isWellEncoded, notFoundRewrite } from '@/lib/routing/pathEncoding'
import { NOT_FOUND_HEADER } from '@/lib/routing/notFoundRewrite'
import { isNotFoundPage, missingPathTarget, readRouteTable } from '@/lib/routing/routeTable'
import { SEARCH_HEADER } from '@/lib/routing/searchRewrite'
import { searchTarget } from '@/lib/routing/searchTarget'
import { getSiteOrigin } from '@/lib/seo/siteUrl'

/** A last segment with an extension is a file ('/icon.svg'), not a page: it keeps its URL. */
const FILE = /\.[a-z0-9]{2,5}$/i

/**
 * Shows the not-found page at `target` (`/nl/404/`) under the requested URL, with status 404: the
 * language goes to next.config's rewrite in a request header (see routeTable.ts).
 */
const notFound = (request: NextRequest, target: string) => {
  const headers = new Headers(request.headers)
  headers.set(NOT_FOUND_HEADER, target.split('/')[1] ?? '_')
  return NextResponse.next({ status: 404, request: { headers } })
}

/** Passes the request on, without the routing headers a visitor may have sent, and with `search` if given. */
const next = (request: NextRequest, search: string | null = null) => {
  if (!request.headers.has(NOT_FOUND_HEADER) && !request.headers.has(SEARCH_HEADER) && !search) return NextResponse.next()
  const headers = new Headers(request.headers)
  headers.delete(NOT_FOUND_HEADER)
  headers.delete(SEARCH_HEADER)
  if (search) headers.set(SEARCH_HEADER, search)
  return NextResponse.next({ request: { headers } })
}

/**
 * Runs before routing, on public paths and on system paths holding a '%':
 * - a path whose percent-encoding does not decode ('/nl/%ff/') would make Next's router fail with a
 *   500; it shows the localised not-found page (404) instead, or a plain 400 under /api, /admin, /_next;
 * - public paths end in a slash (DESIGN.md's URLs): one without gets a 308 to it, query kept. The
 *   Location is built on the configured origin (Next makes it relative when the host is the same), so
 *   neither the Host header nor a '//host' path can send the visitor elsewhere;
 * - a path the pages' route table knows is missing shows the server-rendered not-found page, 404;
 * - a results page with a query string is rendered for its normalised query (lib/routing/searchTarget),
 *   under the URL the visitor asked for, and cached per normalised query like any page.
 * Nothing is passed on to the pages: they read no request data, so they are served from cache.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (!isWellEncoded(pathname)) {
    const target = notFoundRewrite(pathname)
    if (!target) return new NextResponse('Bad Request: malformed percent-encoding in the path', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    return notFound(request, target)
  }
  if (isSystemPath(pathname) || FILE.test(pathname)) return next(request)
  if (!pathname.endsWith('/')) return NextResponse.redirect(new URL(`${localPath(pathname)}/${search}`, getSiteOrigin()), 308)
  if (isNotFoundPage(pathname)) return notFound(request, pathname)
  const table = readRouteTable()
  const missing = table && missingPathTarget(table, pathname)
  if (missing) return notFound(request, missing)
  return next(request, table && searchTarget(table, pathname, request.nextUrl.searchParams))
}

export const config = {
  matcher: [
    '/((?!api/|api$|admin/|admin$|_next/|favicon.ico|sitemap.xml|robots.txt|images/|media/).*)',
    '/:system(api|admin|_next)/:rest(.*%.*)',
  ],
}
