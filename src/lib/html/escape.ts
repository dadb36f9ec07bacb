/**
 * Text into markup: the five characters that could end an element's content or a quoted attribute.
 * HTML and XML differ only in the apostrophe: `&apos;` is XML's own and unknown to old HTML readers
 * (mail clients among them), so HTML gets the numeric `&#39;`.
 */
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' } as const
const SPECIAL = /[&<>"']/g

const escapeWith = (apostrophe: string) => (text: string): string =>
  text.replace(SPECIAL, (c) => (c === "'" ? apostrophe : ESCAPES[c as keyof typeof ESCAPES]))

/** Escapes text for HTML (element content and quoted attributes): mails and the forms' small pages. */
export const escapeHtml = escapeWith('&#39;')

/** Escapes text for XML (the sitemaps). */
export const escapeXml = escapeWith('&apos;')
