/**
 * RFC 2047 encoded words (`=?utf-8?q?...?=`) in header text. A mail client decodes one wherever it
 * finds it in a plain-ASCII header, so a visitor who types one into a field that ends up in a subject
 * or a display name would have the reader see its decoded payload, not what they typed. Every encoded
 * word starts with `=?`; a space between the two leaves a text no decoder reads as one, and keeps
 * what the visitor typed legible.
 */
const OPENER = /=\?/g

/** The text with every `=?` written `= ?`: shown literally after decoding, whatever follows it. */
export const neutraliseEncodedWords = (text: string): string => text.replace(OPENER, '= ?')

/** Whether a text holds the start of an encoded word (an e-mail address must not: clients decode it there too). */
export const hasEncodedWordOpener = (text: string): boolean => text.includes('=?')
