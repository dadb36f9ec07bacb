/**
 * The one layout of every mail the site sends: a plain-text part and an HTML part built from the same
 * content. Everything a visitor typed is escaped here, so no mail can carry their markup.
 */
import { escapeHtml } from '@/lib/html/escape'

import { neutraliseEncodedWords } from './encodedWords'

/**
 * A subject line: one line, no control characters (no header injection), runs of spaces made one (the
 * no-break spaces of French punctuation kept), no encoded word (a visitor's text is read as typed,
 * not decoded: encodedWords.ts), at most 200 characters. Every subject passes here (renderMail), so
 * text of any origin is covered, and so is an encoded word spliced from two parts of the line.
 */
export const subjectLine = (text: string): string =>
  neutraliseEncodedWords(
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/[^\S\u00a0\u202f]+/g, ' '),
  )
    .trim()
    .slice(0, 200)

export type MailContent = {
  /** The mail's language (the html lang attribute). */
  locale: string
  subject: string
  /** Opening lines, each a paragraph. */
  intro: readonly string[]
  /** Label and value pairs, shown as a table (values may span lines). */
  rows?: readonly (readonly [string, string])[]
  /** A button: its text and absolute URL. */
  action?: { label: string; url: string }
  /** Closing lines in small print (the agency's address, an unsubscribe note). */
  footer?: readonly string[]
}

export type RenderedMail = { subject: string; text: string; html: string }

const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line).replace(/\n/g, '<br>')}</p>`

/** The text and HTML of a mail. */
export const renderMail = (content: MailContent): RenderedMail => {
  const rows = content.rows?.filter(([, value]) => value.trim() !== '') ?? []
  const text = [
    ...content.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(content.action ? ['', `${content.action.label}: ${content.action.url}`] : []),
    ...(content.footer?.length ? ['', '--', ...content.footer] : []),
  ].join('\n')
  const table = rows.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : ''
  const action = content.action
    ? `<p style="margin:16px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1d4e89;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : ''
  const footer = content.footer?.length
    ? `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 12px"><div style="font-size:12px;color:#666">${content.footer.map(paragraph).join('')}</div>`
    : ''
  const subject = subjectLine(content.subject)
  const html = `<!doctype html><html lang="${escapeHtml(content.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222;margin:0;padding:24px">${content.intro.map(paragraph).join('')}${table}${action}${footer}</body></html>`
  return { subject, text, html }
}
