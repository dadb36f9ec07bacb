/** URL slugs for property and page paths. */

/** Longest slug produced. */
export const MAX_SLUG_LENGTH = 80

/** Letters that Unicode decomposition does not reduce to ASCII. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', œ: 'oe', æ: 'ae', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ŀ: 'l',
}

const hash = (text: string): string => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(36)
}

/**
 * A lowercase ASCII slug: accents removed (é -> e, ï -> i), ß -> ss, œ -> oe, every run of other characters
 * turned into one hyphen, no hyphen at either end, at most 80 characters (cut, then trailing hyphens dropped).
 * Text without any letter or digit gives ''. Text whose letters have no ASCII form (Cyrillic, CJK, ...)
 * gives 'item-' plus a short hash of the text, so such input never yields an empty slug.
 */
export const slugify = (text: string | null | undefined): string => {
  if (typeof text !== 'string') return ''
  const ascii = text
    .toLowerCase()
    .replace(/[ßœæøđðłþıŀ]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const slug = ascii.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '')
  if (slug !== '') return slug
  return /[\p{L}\p{N}]/u.test(text) ? `item-${hash(text.normalize('NFC'))}` : ''
}
