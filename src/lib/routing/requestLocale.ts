import 'server-only'

import { type NextRequest, NextResponse } from 'next/server'

import type { Locale } from '@/i18n/locales'
import { originOf } from '@/lib/routing/origin'
import { chooseLocale, LOCALE_COOKIE, pathForKey } from '@/i18n/routing'
import type { PageKey } from '@/lib/pages/keys'
import { getLanguageSettings, getPageRoutes } from '@/lib/payload/queries'

/** The language for a request without one in its path (DESIGN.md: ?lng, cookie, Accept-Language, default). */
export const requestLocale = async (request: NextRequest): Promise<Locale> => {
  const { enabled, defaultLocale } = await getLanguageSettings()
  return chooseLocale({
    lng: request.nextUrl.searchParams.get('lng'),
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    enabled,
    fallback: defaultLocale,
  })
}

/** Redirects an old, language-less URL to the page with `key` in the visitor's language. */
export const redirectToPage = async (request: NextRequest, key: PageKey, options: { keepQuery?: boolean; status?: 307 | 308 } = {}) => {
  const locale = await requestLocale(request)
  const target = new URL(pathForKey(await getPageRoutes(), key, locale), originOf(request))
  if (options.keepQuery) {
    for (const [name, value] of request.nextUrl.searchParams) if (name !== 'lng') target.searchParams.append(name, value)
  }
  const response = NextResponse.redirect(target, options.status ?? 308)
  response.headers.set('Vary', 'Accept-Language, Cookie')
  return response
}
