import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { escapeHtml } from '@/lib/email/layout'

import type { FormDef } from './definitions'
import { noticePage } from './noticePage'
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
  const lines = Object.entries(errors).map(([field, message]) => `${label(field) ? `<strong>${escapeHtml(label(field))}</strong>: ` : ''}${escapeHtml(message)}`)
  return noticePage({ locale, title: t('FORM_HAS_ERRORS'), lines, list: true, link: { label: t('BACK_TO_FORM'), href: back } })
}
