import type { Locale } from '@/i18n/locales'
import { escapeHtml } from '@/lib/html/escape'

export type Notice = {
  locale: Locale
  title: string
  /** Paragraphs, or list items when `list` is set. */
  lines: readonly string[]
  list?: boolean
  /** A link onward: its text and local path. */
  link?: { label: string; href: string }
  /** A button that posts to `action` (e.g. unsubscribe: a GET must never change anything). */
  button?: { label: string; action: string }
}

/**
 * A small page of its own for answers outside the site's pages: a form posted without JavaScript, an
 * alert confirmed or cancelled from a mail. Everything shown is escaped; the page is never indexed.
 * It is sent with htmlResponse (answer.ts).
 */
export const noticePage = ({ locale, title, lines, list, link, button }: Notice): string => {
  const body = list ? `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>` : lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  const form = button ? `<form method="post" action="${escapeHtml(button.action)}"><button type="submit">${escapeHtml(button.label)}</button></form>` : ''
  const onward = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
  return standalonePage(locale, title, `${body}${form}${onward}`)
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}h1{font-size:1.4rem}li{margin:.4rem 0;color:#a4161a}a{color:#1d3557}button{font:inherit;font-weight:600;padding:.7rem 1.6rem;border:0;border-radius:8px;background:#1d3557;color:#fff;cursor:pointer}table{width:100%;border-collapse:collapse;margin:1rem 0}caption{text-align:left;font-weight:600}th,td{padding:.4rem 0;border-bottom:1px solid #d9dde3;text-align:left;font-weight:normal}td{text-align:right;white-space:nowrap}tr.total th,tr.total td{font-weight:700}fieldset{border:0;padding:0;margin:0 0 .8rem}legend,label span{display:block;font-weight:600}label{display:block;margin:0 0 .8rem}fieldset label{display:inline-block;margin-right:1rem}input[type=number],input[type=text]{font:inherit;padding:.5rem;width:100%;max-width:20rem;box-sizing:border-box}small{color:#5b6470}'

/** The page around an answer's `body` (already escaped HTML): its title as the heading, never indexed. */
export const standalonePage = (locale: Locale, title: string, body: string): string =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
