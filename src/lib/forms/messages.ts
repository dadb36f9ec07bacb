/**
 * Validation messages travel as codes (`FIELD_REQUIRED|field=@FIRST_NAME`): a dictionary key and its
 * values, where a value starting with '@' is itself a key. The browser and the server turn a code into
 * text in the visitor's language with the same dictionary, so both show the very same message.
 */
import type { Translate } from '@/i18n/dictionary'

/** A message code for `key` with its values (a value '@KEY' is translated too). */
export const messageCode = (key: string, values: Record<string, string | number> = {}): string =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join('|')

/** The text of a message code in the language of `t`. */
export const localiseMessage = (code: string, t: Translate): string => {
  const [key = '', ...pairs] = code.split('|')
  const values: Record<string, string> = {}
  for (const pair of pairs) {
    const at = pair.indexOf('=')
    if (at < 1) continue
    const value = pair.slice(at + 1)
    values[pair.slice(0, at)] = value.startsWith('@') ? t(value.slice(1)) : value
  }
  return t(key, values)
}

/** The dictionary keys a message code needs, so a client component gets only those texts. */
export const messageKeys = (code: string): string[] => {
  const [key = '', ...pairs] = code.split('|')
  return [key, ...pairs.map((pair) => pair.slice(pair.indexOf('=') + 1)).filter((v) => v.startsWith('@')).map((v) => v.slice(1))]
}
