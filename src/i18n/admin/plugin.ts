import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import type { Config, Plugin } from 'payload'

import { schemaFr } from './schema.fr'
import { schemaNl } from './schema.nl'
import { defaultAdminLanguage } from './languages'
import { walkConfig } from './walk'

/** English schema texts the dictionaries lack, gathered while the config is built (a test keeps it empty). */
export const missingSchemaTexts = new Set<string>()

/** Symbols, numbers and single letters (energy classes, façade counts) read the same in every language. */
const sameInEveryLanguage = (text: string): boolean => !/\p{L}{2}/u.test(text)

export const schemaText = (english: string): Record<string, string> => {
  if (!sameInEveryLanguage(english) && (!(english in schemaNl) || !(english in schemaFr))) missingSchemaTexts.add(english)
  return { en: english, nl: schemaNl[english] ?? english, fr: schemaFr[english] ?? english }
}

/** The account page's settings heading names the framework: the agency's admin does not. */
const SETTINGS_HEADING = { nl: 'Instellingen van het beheer', fr: 'Réglages de l’administration', en: 'Admin settings' } as const

type Translations = NonNullable<NonNullable<Config['i18n']>['translations']>

/** The translations the other plugins added (the SEO plugin's), with ours beside them. */
const withOurs = (theirs: Translations | undefined): Translations => {
  const merged: Record<string, Record<string, Record<string, string>>> = { ...(theirs as Record<string, Record<string, Record<string, string>>>) }
  for (const [language, heading] of Object.entries(SETTINGS_HEADING)) {
    merged[language] = { ...merged[language], general: { ...merged[language]?.general, payloadSettings: heading } }
  }
  return merged as Translations
}

/**
 * The admin in Dutch, French and English: Payload's own texts from its translations, the schema's
 * (labels, descriptions, options, tabs, groups) from ours. Runs after the other plugins, so the fields
 * they add are translated too.
 */
export const adminInLanguages =
  (): Plugin =>
  (config: Config): Config => ({
    ...walkConfig(config, schemaText),
    i18n: {
      ...config.i18n,
      fallbackLanguage: defaultAdminLanguage,
      supportedLanguages: { nl, fr, en },
      translations: withOurs(config.i18n?.translations),
    },
  })
