import sanitizeHtml from 'sanitize-html'

/**
 * Staff may write simple HTML in banner and footer texts; visitors get only formatting and links
 * (no scripts, styles, event handlers or javascript: URLs).
 */
export const sanitizeRichHtml = (html: string | null | undefined): string =>
  sanitizeHtml(html ?? '', {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }, true) },
  }).trim()
