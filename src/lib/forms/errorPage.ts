import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { escapeHtml } from '@/lib/email/layout'

import type { FormDef } from './definitions'
import type { FieldErrors } from './schema'

/**
 * The answer to a form posted without JavaScript that the server refused: the messages by field, in
 * the visitor's language, and a way back to the form. Everything shown is escaped.
 */
export const formErrorPage = (form: FormDef, errors: FieldErrors, t: Translate, locale: Locale, back: string): string => {
  const label = (field: string) => {
    const def = form.fields.find((d) => d.name === field)
    return def ? t(def.label) : field === 'altcha' ? t('CAPTCHA') : ''
  }
  const items = Object.entries(errors)
    .map(([field, message]) => `<li>${label(field) ? `<strong>${escapeHtml(label(field))}</strong>: ` : ''}${escapeHtml(message)}</li>`)
    .join('')
  const title = escapeHtml(t('FORM_HAS_ERRORS'))
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}h1{font-size:1.4rem}li{margin:.4rem 0;color:#a4161a}a{color:#1d4e89}</style></head><body><main><h1>${title}</h1><ul>${items}</ul><p><a href="${escapeHtml(back)}">${escapeHtml(t('BACK_TO_FORM'))}</a></p></main></body></html>`
}
