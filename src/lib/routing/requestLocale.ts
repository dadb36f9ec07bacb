import 'server-only'

import type { NextRequest } from 'next/server'

import type { Locale } from '@/i18n/locales'
import { getLanguageSettings, getPageRoutes } from '@/lib/payload/queries'

import { chooseLocale } from './chooseLocale'
import { LOCALE_COOKIE } from './localeCookie'
import { localRedirect } from './origin'
import type { PageKey } from './pageKeys'
import { pathForKey } from './paths'
import { queryWithoutLng } from './queryWithoutLng'

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

/** Redirects an old, language-less URL to the page with `key` in the visitor's language (relative Location). */
export const redirectToPage = async (request: NextRequest, key: PageKey, options: { keepQuery?: boolean; status?: 307 | 308 } = {}) => {
  const locale = await requestLocale(request)
  const query = options.keepQuery ? queryWithoutLng(request.nextUrl.searchParams) : ''
  return localRedirect(`${pathForKey(await getPageRoutes(), key, locale)}${query}`, options.status ?? 308, { Vary: 'Accept-Language, Cookie' })
}
