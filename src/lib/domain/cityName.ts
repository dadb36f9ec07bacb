/** City names as the site prints them, whatever casing the feed sends (SPEC 9 'Address'). */

/** Names with a fixed spelling, keyed by their lowercase form with spaces and hyphens as '-'. */
export const CITY_NAME_EXCEPTIONS: Readonly<Record<string, string>> = {
  'kapelle-op-den-bos': 'Kapelle-op-den-Bos',
}

/**
 * Particles written in lowercase when they are not the first part of a name: Dutch (op, den, ten, 't, ...)
 * and French (la, le, lez, sur, ...), as in Heist-op-den-Berg, Sint-Job-in-'t-Goor, Louvain-la-Neuve,
 * Chapelle-lez-Herlaimont. A particle that starts the name is capitalised (La Louvière, De Panne, Le Roeulx).
 */
export const CITY_NAME_PARTICLES: ReadonlySet<string> = new Set([
  'aan', 'bij', 'de', 'den', 'der', 'het', 'in', 'op', 'te', 'ten', 'ter', "'s", "'t",
  'à', 'au', 'aux', 'des', 'du', 'en', 'la', 'le', 'les', 'lez', 'lès', 'sous', 'sur',
])

/** Upper-cases the first letter; the Dutch digraph ij is capitalised as a whole (IJzendijke). */
const capitalise = (word: string): string => {
  if (word.startsWith('ij')) return `IJ${word.slice(2)}`
  const first = word.codePointAt(0)
  if (first === undefined) return word
  const head = String.fromCodePoint(first)
  return head.toUpperCase() + word.slice(head.length)
}

/** One part between separators; elided articles (l', d') keep their apostrophe and capitalise what follows. */
const formatPart = (part: string, isFirst: boolean): string => {
  const elided = /^([dl])(['’])(.+)$/.exec(part)
  if (elided) {
    const [, article = '', apostrophe = '', rest = ''] = elided
    return `${isFirst ? article.toUpperCase() : article}${apostrophe}${capitalise(rest)}`
  }
  if (part.startsWith("'") || part.startsWith('’')) return part
  return !isFirst && CITY_NAME_PARTICLES.has(part) ? part : capitalise(part)
}

/**
 * A city name in title case per word and per hyphenated part ('SINT-NIKLAAS' -> 'Sint-Niklaas',
 * 'la louvière' -> 'La Louvière', "BRAINE-L'ALLEUD" -> "Braine-l'Alleud"). Particles after the first part
 * stay lowercase (see CITY_NAME_PARTICLES); names in CITY_NAME_EXCEPTIONS are given their fixed spelling.
 * Whitespace is collapsed; non-strings give ''.
 */
export const formatCityName = (name: string | null | undefined): string => {
  if (typeof name !== 'string') return ''
  const clean = name.trim().replace(/\s+/g, ' ').toLowerCase()
  const exception = CITY_NAME_EXCEPTIONS[clean.replace(/\s*-\s*|\s/g, '-')]
  if (exception !== undefined) return exception
  let index = 0
  return clean.replace(/[^\s\-()/]+/g, (part) => formatPart(part, index++ === 0))
}
