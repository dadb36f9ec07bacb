/**
 * What a post carries beside its fields, read the same way by the forms and the owner sign-in
 * endpoints: the language it asks for and the page it was sent from.
 */
import { contentLocales, defaultLocale, type Locale } from '@/i18n/locales'

const isContentLocale = (value: unknown): value is Locale => (contentLocales as readonly string[]).includes(value as string)

/**
 * The language of a post: its `locale` field when that is a content language (the site's script and
 * its plain forms always send one). Only for a post whose body was not read are `headers` given: the
 * first content language of their Accept-Language is the best guess then. Otherwise the default.
 */
export const postLocale = (posted: unknown, headers?: Headers): Locale => {
  if (isContentLocale(posted)) return posted
  const wanted: unknown[] = headers ? ((headers.get('accept-language') ?? '').toLowerCase().match(/[a-z]{2}/g) ?? []) : []
  return wanted.find(isContentLocale) ?? defaultLocale
}

/** A page path a form names (the page it was sent from): kept only when it is a plain local path. */
export const localPagePath = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\/[^\s\\]{0,499}$/.test(value) && !value.startsWith('//') ? value : undefined
