import { type Locale, isLocale, locales } from '@/i18n/locales'

/** The language an unprefixed request gets: ?lng=, then the cookie, then Accept-Language, then the default. */
export const chooseLocale = (input: {
  lng?: string | null
  cookie?: string | null
  acceptLanguage?: string | null
  enabled: readonly Locale[]
  fallback: Locale
}): Locale => {
  const usable = (value: string | null | undefined): Locale | null => {
    const code = value?.trim().toLowerCase().slice(0, 2)
    return isLocale(code) && input.enabled.includes(code) ? code : null
  }
  const fromHeader = (input.acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';')
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? '1')
      return { tag, q: Number.isFinite(q) ? q : 0 }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => usable(entry.tag))
    .find((code): code is Locale => code !== null)
  const fallback = input.enabled.includes(input.fallback) ? input.fallback : (input.enabled[0] ?? locales[0])
  return usable(input.lng) ?? usable(input.cookie) ?? fromHeader ?? fallback
}
