import 'server-only'

import { locale as localeParam } from 'next/root-params'

import type { Locale } from '@/i18n/locales'

import { resolveLocale } from './resolveLocale'

/**
 * The language of the page being rendered, from the root layout's `[locale]` segment. A not-found
 * page gets no params; this reads the same value without touching the request's headers, so the
 * page stays static and cacheable. Unknown or disabled codes give the default language.
 */
export const rootLocale = async (): Promise<{ locale: Locale; enabled: Locale[] }> => {
  const raw: unknown = await localeParam()
  const { locale, enabled } = await resolveLocale(typeof raw === 'string' ? raw : undefined)
  return { locale, enabled }
}
