/** The one list of languages. Payload localisation, routing, the switcher, hreflang and the sitemap all derive from it. */
export const locales = ['nl', 'fr', 'en', 'de'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'nl'

/** Languages the public site shows unless site-settings says otherwise (de exists but is off). */
export const defaultEnabledLocales: readonly Locale[] = ['nl', 'fr', 'en']

/** Languages with a complete UI dictionary and seeded content. */
export const contentLocales = ['nl', 'fr', 'en'] as const
export type ContentLocale = (typeof contentLocales)[number]

export const localeLabels: Record<Locale, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

/** A value per seeded language: what seed data and translations are written as. */
export type Localized<T = string> = Record<ContentLocale, T>
