/** A UI text lookup: `t('PAGE_X_OF_Y', { page: 2, pages: 5 })`. Missing keys show the key itself. */
export type Translate = (key: string, values?: Record<string, string | number>) => string

export const translator =
  (dictionary: Readonly<Record<string, string>>): Translate =>
  (key, values) => {
    const text = dictionary[key] ?? key
    if (!values) return text
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
  }

/** The texts a client component needs, picked by key so only they travel to the browser. */
export const pick = (t: Translate, keys: readonly string[]): Record<string, string> => Object.fromEntries(keys.map((k) => [k, t(k)]))
