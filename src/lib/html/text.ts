/** Plain text out of the small HTML fragments editors and feeds put in descriptions. */

/** Named entities decoded by decodeEntities (the common ones in Dutch, French and English texts). */
export const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0',
  euro: '€', pound: '£', copy: '©', reg: '®', trade: '™', deg: '°', sup2: '²', sup3: '³',
  hellip: '…', ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”',
  laquo: '«', raquo: '»', middot: '·', bull: '•', times: '×', frac12: '½',
  agrave: 'à', aacute: 'á', acirc: 'â', auml: 'ä', ccedil: 'ç', egrave: 'è', eacute: 'é',
  ecirc: 'ê', euml: 'ë', icirc: 'î', iuml: 'ï', ocirc: 'ô', ouml: 'ö', oelig: 'œ', ugrave: 'ù',
  ucirc: 'û', uuml: 'ü', Agrave: 'À', Eacute: 'É', Egrave: 'È', Ecirc: 'Ê', Ccedil: 'Ç', OElig: 'Œ', szlig: 'ß',
}

const codePoint = (n: number, raw: string): string =>
  Number.isInteger(n) && n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : raw

/** Decodes named entities of NAMED_ENTITIES and numeric ones (&#233; &#xE9;) in one pass; unknown ones stay. */
export const decodeEntities = (text: string): string =>
  text.replace(/&(#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,7});/gi, (raw, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return codePoint(parseInt(body.slice(2), 16), raw)
    if (body.startsWith('#')) return codePoint(parseInt(body.slice(1), 10), raw)
    return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? raw
  })

const BLOCK_TAGS = 'address|article|aside|blockquote|br|dd|div|dl|dt|footer|h[1-6]|header|hr|li|ol|p|section|table|td|th|tr|ul'
const BLOCK_TAG = new RegExp(`</?(?:${BLOCK_TAGS})(?:\\s[^>]*)?/?>`, 'gi')

/**
 * The text of an HTML fragment: comments, script and style blocks removed, block tags (p, br, li, ...)
 * turned into spaces, other tags removed, then entities decoded (after stripping, so '&lt;b&gt;' stays text).
 * Whitespace is not collapsed here.
 */
export const htmlToText = (html: string): string =>
  decodeEntities(
    html
      .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(/<\/?[a-z][^>]*>/gi, ''),
  )
