/**
 * Which languages a document is complete in: read with every locale at once (`locale: 'all'`), each
 * localised value is an object by language. A language is missing when some text written in another
 * language is empty in it. Slugs are left out: they fill themselves from the name.
 */
export type LocalizedDoc = Record<string, unknown>

const LANGUAGE_KEYS = new Set(['nl', 'fr', 'en', 'de'])
const SKIPPED = new Set(['slug', 'id', 'blockType', 'blockName', 'updatedAt', 'createdAt'])

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `{ nl: ..., fr: ... }`: an object whose keys are all languages. */
export const isByLanguage = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => LANGUAGE_KEYS.has(key))

/** Text typed (blank does not count), rich text with words in it, or any other value. */
export const isWritten = (value: unknown): boolean => {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (isObject(value) || Array.isArray(value)) return /"text":"[^"]*[^"\s]/.test(JSON.stringify(value)) || (!('root' in (value as object)) && Object.keys(value).length > 0)
  return true
}

/** Every localised value in `doc`, wherever it is nested (groups, arrays, blocks), with its path. */
export const localizedValues = (doc: unknown, path = ''): { path: string; values: Record<string, unknown> }[] => {
  if (Array.isArray(doc)) return doc.flatMap((item, i) => localizedValues(item, `${path}.${i}`))
  if (!isObject(doc)) return []
  return Object.entries(doc).flatMap(([key, value]) => {
    if (SKIPPED.has(key)) return []
    const at = path ? `${path}.${key}` : key
    return isByLanguage(value) ? [{ path: at, values: value }] : localizedValues(value, at)
  })
}

/** The languages of `languages` that lack a text another of them has, in `languages`' order. */
export const translationGaps = (doc: unknown, languages: readonly string[]): string[] => {
  const values = localizedValues(doc)
  return languages.filter((language) =>
    values.some(({ values: byLanguage }) => !isWritten(byLanguage[language]) && languages.some((other) => other !== language && isWritten(byLanguage[other]))),
  )
}

/**
 * `stored` (every locale) with the values of `data` (one locale, `locale`) put in their place: what the
 * document will hold once this save is written. Arrays and blocks match their rows by id, else by position.
 */
export const withLocale = (stored: unknown, data: unknown, locale: string): unknown => {
  if (data === undefined) return stored
  if (isByLanguage(stored)) return isByLanguage(data) ? { ...stored, ...data } : { ...stored, [locale]: data }
  if (Array.isArray(data)) {
    const rows = Array.isArray(stored) ? stored : []
    return data.map((row, i) => {
      const id = isObject(row) ? row.id : undefined
      const match = id !== undefined ? rows.find((old) => isObject(old) && old.id === id) : rows[i]
      return withLocale(match, row, locale)
    })
  }
  if (isObject(data)) {
    const base = isObject(stored) ? stored : {}
    return Object.fromEntries([...new Set([...Object.keys(base), ...Object.keys(data)])].map((key) => [key, withLocale(base[key], data[key], locale)]))
  }
  // A localised value the stored document did not have yet (a new row, a first save): this locale's value alone.
  return data
}

/** The two stored fields of collections/fields/translations.ts for a document read with every locale. */
export const translationState = (doc: unknown, languages: readonly string[]): { missingTranslations: string; translationsComplete: boolean } => {
  const gaps = translationGaps(doc, languages)
  return { missingTranslations: gaps.join(' '), translationsComplete: gaps.length === 0 }
}
