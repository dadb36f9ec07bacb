import { type Translate, translator } from '../dictionary'
import { frenchSpacing } from '../../lib/domain/text'
import { type AdminLanguage, defaultAdminLanguage, isAdminLanguage } from './languages'
import { textsEn } from './texts.en'
import { textsFr } from './texts.fr'
import { textsNl } from './texts.nl'

/** A text of the admin's own components: a key of the English texts, which every language has. */
export type AdminTextKey = keyof typeof textsEn

const withFrenchSpacing = (texts: Record<AdminTextKey, string>): Record<AdminTextKey, string> =>
  Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, frenchSpacing(value)])) as Record<AdminTextKey, string>

/** Every key in every language: a missing one is a type error, and a unit test checks none is empty. */
export const adminTexts: Record<AdminLanguage, Record<AdminTextKey, string>> = {
  en: textsEn,
  nl: textsNl,
  // French punctuation spaced with no-break spaces, as everywhere on the site (no line starts with ':').
  fr: withFrenchSpacing(textsFr),
}

/** The admin's texts in `language` (an interface language; anything else reads Dutch). */
export const adminTranslator = (language: unknown): Translate =>
  translator(adminTexts[isAdminLanguage(language) ? language : defaultAdminLanguage])

/** A field validation's message in the language of the request (the staff member's, or the API call's). */
export const staffMessage = (req: { i18n?: { language?: string } } | undefined, key: AdminTextKey, values?: Record<string, string>): string =>
  adminTranslator(req?.i18n?.language)(key, values)

/** BCP 47 tag for dates and numbers shown in that interface language. */
export const adminIntlLocale = (language: unknown): string => `${isAdminLanguage(language) ? language : defaultAdminLanguage}-BE`
