import { type NextRequest, NextResponse } from 'next/server'

import { listingDecision } from '@/lib/routing/listingDecision'
import { localPath } from '@/lib/routing/origin'
import { isNotFoundPage, missingPathTarget, portalTarget, requestRoute, searchTarget } from '@/lib/routing/pageDecision'
import { isSystemPath, isWellEncoded, notFoundRewrite } from '@/lib/routing/pathEncoding'
import { readPropertyRoutes } from '@/lib/routing/propertyRoutes'
import { NOT_FOUND_HEADER, NOT_FOUND_KIND_HEADER, PORTAL_HEADER, PROPERTY_NOT_FOUND_SEGMENT, ROUTING_HEADERS, SEARCH_HEADER } from '@/lib/routing/rewrites'
import { readRouteTable } from '@/lib/routing/routeTable'
import { getSiteOrigin } from '@/lib/seo/siteUrl'

/** A last segment with an extension is a file ('/icon.svg'), not a page: it keeps its URL. */
const FILE = /\.[a-z0-9]{2,5}$/i

/**
 * Shows the not-found page at `target` (`/nl/404/`) under the requested URL, with status 404: the
 * language goes to next.config's rewrite in a request header (see lib/routing/rewrites.ts).
 */
const notFound = (request: NextRequest, target: string, listing = false) => {
  const headers = new Headers(request.headers)
  headers.set(NOT_FOUND_HEADER, target.split('/')[1] ?? '_')
  if (listing) headers.set(NOT_FOUND_KIND_HEADER, PROPERTY_NOT_FOUND_SEGMENT)
  else headers.delete(NOT_FOUND_KIND_HEADER)
  return NextResponse.next({ status: 404, request: { headers } })
}

/** Passes the request on, without the routing headers a visitor may have sent, and with the proxy's own if given. */
const next = (request: NextRequest, set: Partial<Record<typeof SEARCH_HEADER | typeof PORTAL_HEADER, string | null>> = {}) => {
  const own = Object.entries(set).filter((entry): entry is [string, string] => Boolean(entry[1]))
  if (!ROUTING_HEADERS.some((name) => request.headers.has(name)) && own.length === 0) return NextResponse.next()
  const headers = new Headers(request.headers)
  for (const name of ROUTING_HEADERS) headers.delete(name)
  for (const [name, value] of own) headers.set(name, value)
  return NextResponse.next({ request: { headers } })
}

/**
 * Runs before routing, on public paths and on system paths holding a '%':
 * - a page is only read: any other method answers 405;
 * - a path whose percent-encoding does not decode ('/nl/%ff/') would make Next's router fail with a
 *   500; it shows the localised not-found page (404) instead, or a plain 400 under /api, /admin, /_next;
 * - public paths end in a slash (DESIGN.md's URLs): one without gets a 308 to it, query kept. The
 *   Location is built on the configured origin (Next makes it relative when the host is the same), so
 *   neither the Host header nor a '//host' path can send the visitor elsewhere;
 * - a listing path is checked against the table of published listings: a missing one shows the
 *   server-rendered "Property Not Found" page (404), a wrong city, slug, segment or language gets a
 *   308 to the canonical URL;
 * - a path the pages' route table knows is missing shows the server-rendered not-found page, 404;
 * - a results page with a query string is rendered for its normalised query (lib/routing/pageDecision),
 *   under the URL the visitor asked for, and cached per normalised query like any page;
 * - the owner portal's path is rendered by its own per-request route (it reads the sign-in cookie).
 * Nothing is passed on to the other pages: they read no request data, so they are served from cache.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (!isWellEncoded(pathname)) {
    const target = notFoundRewrite(pathname)
    if (!target) return new NextResponse('Bad Request: malformed percent-encoding in the path', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    return notFound(request, target)
  }
  if (isSystemPath(pathname) || FILE.test(pathname)) return next(request)
  // Pages are read, never posted to (every form posts under /api/): Next would take a post for a server action it cannot find, a 500.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  }
  if (!pathname.endsWith('/')) return NextResponse.redirect(new URL(`${localPath(pathname)}/${search}`, getSiteOrigin()), 308)
  if (isNotFoundPage(pathname)) return notFound(request, pathname)
  const table = readRouteTable()
  const listing = table && listingDecision(table, pathname, readPropertyRoutes())
  if (listing?.kind === 'redirect') return NextResponse.redirect(new URL(`${listing.to}${search}`, getSiteOrigin()), 308)
  if (listing?.kind === 'missing') return notFound(request, `/${listing.locale}/`, true)
  // The path is resolved once against the pages; the three decisions below read that one answer.
  const route = table && requestRoute(table, pathname)
  const missing = table && missingPathTarget(table, pathname, route)
  if (missing) return notFound(request, missing)
  if (!table) return next(request)
  return next(request, { [SEARCH_HEADER]: searchTarget(route, request.nextUrl.searchParams), [PORTAL_HEADER]: portalTarget(route) })
}

export const config = {
  matcher: [
    '/((?!api/|api$|admin/|admin$|_next/|favicon.ico|sitemap.xml|robots.txt|images/|media/).*)',
    '/:system(api|admin|_next)/:rest(.*%.*)',
  ],
}
