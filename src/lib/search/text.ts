/** The search text as words, and as a full-text query that user input can never break. */
import { MAX_TEXT_WORDS } from './types'

/** Lowercase words of letters and digits, accents removed ('Liège-Centre' -> ['liege', 'centre']). */
export const searchWords = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * An FTS5 query where every word of the text (at most MAX_TEXT_WORDS) must start a word of the
 * listing: `"liege"* "centre"*`. Words hold letters and digits only, so quotes, stars, NEAR, AND,
 * OR or column filters typed in the box are plain text here. Null when the text has no word.
 */
export const ftsQuery = (text: string | undefined): string | null => {
  const words = searchWords(text ?? '').slice(0, MAX_TEXT_WORDS)
  return words.length ? words.map((word) => `"${word}"*`).join(' ') : null
}
