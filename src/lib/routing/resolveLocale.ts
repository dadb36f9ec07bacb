import 'server-only'

import { type Locale, isLocale } from '@/i18n/locales'
import { getLanguageSettings } from '@/lib/payload/queries'

/** The language of a `[locale]` segment: `valid` is false for unknown or disabled codes (those pages 404). */
export const resolveLocale = async (raw: string | undefined): Promise<{ locale: Locale; valid: boolean; enabled: Locale[] }> => {
  const { enabled, defaultLocale } = await getLanguageSettings()
  const code = raw?.toLowerCase()
  const valid = isLocale(code) && enabled.includes(code) && raw === code
  return { locale: valid ? (code as Locale) : defaultLocale, valid, enabled }
}
