import { type NextRequest, NextResponse } from 'next/server'

import { originOf } from '@/lib/routing/origin'

/**
 * Public paths end in a slash (DESIGN.md's URLs): one without gets a 308 to it, query kept.
 * Every public request also carries its path to the server components (a not-found page has no
 * params and reads its language from it). Language choice and old-URL redirects live in routes
 * that can read the site's settings.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (!pathname.endsWith('/') && !/\.[a-z0-9]{2,5}$/i.test(pathname)) {
    return NextResponse.redirect(new URL(`${pathname}/${search}`, originOf(request)), 308)
  }
  const headers = new Headers(request.headers)
  headers.set('x-pathname', pathname)
  return NextResponse.next({ request: { headers } })
}

export const config = {
  matcher: ['/((?!api/|api$|admin/|admin$|_next/|favicon.ico|sitemap.xml|robots.txt|images/|media/).*)'],
}
