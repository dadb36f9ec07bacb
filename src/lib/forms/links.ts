/**
 * Whether a text carries a link. The site mails some visitor text to an address nobody verified (a
 * listing sent to a friend): a link there is what a spammer would come for, so such fields refuse
 * web addresses (with a scheme, `www.`, or a bare domain like `pillz.shop`), e-mail addresses and IP
 * addresses, also in the spellings used to slip one past a filter: `example . com`, `example[.]com`,
 * `example(dot)com`, `example dot com`, full-width or ideographic dots, invisible characters.
 *
 * It errs on the strict side: a full stop with no space after it ("garden.The") reads as a domain,
 * and the message asks for the space; two short words each closed by a full stop pass as an
 * abbreviation ("tel.nr.", "p.ex."). Pure, and free of lookbehind (the browser runs it too).
 */

/**
 * Top-level domains that a spaced or spelled-out dot is read as reaching ("example . com", "example
 * dot com"): common ones that are no word of their own in nl, fr or en, so "un point de vue" or "a
 * house . Great" stay prose. A dot in brackets is a disguise whatever follows it.
 */
const SPELLED_TLDS = 'com|net|org|info|biz|be|nl|fr|lu|io|ru|xyz|shop'

/** Rewrites that undo the usual disguises, applied in order to the lower-cased NFKC text. */
const UNDISGUISE: readonly (readonly [RegExp, string])[] = [
  // Invisible characters (zero-width spaces and joiners, soft hyphens, direction marks).
  [/\p{Cf}/gu, ''],
  // The ideographic full stop, which browsers accept in a host name (NFKC folds the other dots).
  [/\u3002/g, '.'],
  // A dot or an at sign in brackets: example[.]com, example(dot)com, ann[at]example.be.
  [/\s*[([{<]\s*(?:\.|dot|punt|point)\s*[)\]}>]\s*/g, '.'],
  [/\s*[([{<]\s*(?:@|at|arobase|apenstaartje)\s*[)\]}>]\s*/g, '@'],
  // A spaced or spelled-out dot before a common top-level domain: example . com, example .com,
  // example dot com, voorbeeld punt be.
  [new RegExp(`([\\p{L}\\p{N}])(?:\\s+\\.\\s*|\\s+(?:dot|punt|point)\\s+)(?=(?:${SPELLED_TLDS})(?![\\p{L}\\p{N}]))`, 'gu'), '$1.'],
]

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?'
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'

/** What a link looks like once undisguised, a bare domain aside (isDomainIn). */
const LINKS: readonly RegExp[] = [
  // A scheme: http://, https://, ftp://, hxxp:// ...; mailto: and javascript: need no slashes.
  /[a-z][a-z0-9+.-]{1,15}:\/\//,
  /(?:^|[^a-z])(?:mailto|javascript):/,
  /(?:^|[^a-z0-9])www\d{0,3}\./,
  // An e-mail address.
  new RegExp(`[\\p{L}\\p{N}._%+-]@${LABEL}\\.`, 'u'),
  // An IPv4 address.
  new RegExp(`(?:^|[^\\d.])(?:${OCTET}\\.){3}${OCTET}(?![\\d.])`),
]

/** Labels joined by dots, ending in a top-level domain of letters (or its punycode form). */
const DOMAIN = new RegExp(`(?:${LABEL}\\.)+(?:\\p{L}{2,24}|xn--[a-z0-9-]{1,59})(?![\\p{L}\\p{N}_-])`, 'gu')
/** Two short words each closed by a full stop: an abbreviation (tel.nr., p.ex.), not an address. */
const ABBREVIATION = /^\p{L}{1,3}\.\p{L}{2,3}$/u

const isDomainIn = (text: string): boolean =>
  [...text.matchAll(DOMAIN)].some((match) => !(ABBREVIATION.test(match[0]) && text[match.index + match[0].length] === '.'))

/** The text as a link filter should read it: folded, lower-cased, its disguises undone. */
export const undisguised = (text: string): string =>
  UNDISGUISE.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text.normalize('NFKC').toLowerCase())

/** Whether `text` holds a web address, a domain, an e-mail address or an IP address, however spelled. */
export const containsLink = (text: string): boolean => {
  const plain = undisguised(text)
  return LINKS.some((pattern) => pattern.test(plain)) || isDomainIn(plain)
}
