/** Short plain-text descriptions for cards and meta tags (SPEC 5 'Text limits'). */
import { htmlToText } from '@/lib/html/text'

/** Default length of a cleaned description. */
export const DESCRIPTION_LIMIT = 250

/** Share of the limit beyond which a word boundary is used for the cut. */
export const WORD_BOUNDARY_SHARE = 0.8

/** The ellipsis character appended to a cut text. */
export const ELLIPSIS = '…'

/** Options of cleanDescription. */
export type CleanDescriptionOptions = { limit?: number; ellipsis?: boolean }

const dropLoneHighSurrogate = (text: string): string => (/[\ud800-\udbff]$/.test(text) ? text.slice(0, -1) : text)

/**
 * A description as plain text of at most `limit` characters (default 250): tags stripped, common entities
 * decoded, whitespace collapsed and trimmed. A longer text is cut at the last space when that space lies
 * beyond 80% of the limit, otherwise exactly at the limit; `ellipsis: true` then appends '…' (beyond the
 * limit). A limit that is not a number or is negative gives the default; 0 gives ''; Infinity never cuts.
 */
export const cleanDescription = (
  htmlOrText: string | null | undefined,
  { limit = DESCRIPTION_LIMIT, ellipsis = false }: CleanDescriptionOptions = {},
): string => {
  if (typeof htmlOrText !== 'string') return ''
  const max = typeof limit === 'number' && limit >= 0 ? Math.floor(limit) : DESCRIPTION_LIMIT
  const text = htmlToText(htmlOrText).replace(/\s+/g, ' ').trim()
  if (text.length <= max) return text
  const head = text.slice(0, max)
  const space = text.charAt(max) === ' ' ? max : head.lastIndexOf(' ')
  const cut = space > max * WORD_BOUNDARY_SHARE ? head.slice(0, space) : dropLoneHighSurrogate(head)
  const result = cut.trimEnd()
  return ellipsis && result !== '' ? `${result}${ELLIPSIS}` : result
}

/** The no-break space French typography puts before two-part punctuation and inside guillemets. */
export const NO_BREAK_SPACE = '\u00a0'

/**
 * French text as French typography spaces it: the ordinary space before `; : ! ?` and `»`, and after
 * `«`, becomes a no-break space, so a line never starts with the punctuation or ends with `«`. Only
 * existing spaces change (none is added, so `9h00:` and URLs stay as written); already fixed text is
 * returned unchanged.
 */
export const frenchSpacing = (text: string): string =>
  text.replace(/ +(?=[;:!?»])/g, NO_BREAK_SPACE).replace(/« +/g, `«${NO_BREAK_SPACE}`)
