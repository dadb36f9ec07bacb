/** The dictionary keys a form's page needs, so only those texts travel to the browser. */
import { FORMS } from './definitions'
import { MESSAGE_KEYS } from './fieldMessages'
import { type FormKind, formTitleKey } from './kinds'

/** Texts of the form itself: buttons, notes, states and answers. */
export const FORM_UI_KEYS = [
  'REQUIRED_FIELDS_NOTE',
  'REQUIRED',
  'SUBMIT',
  'SENDING',
  'FORM_HAS_ERRORS',
  'TOO_MANY_REQUESTS',
  'SITE_CONTACT_ERROR',
  'APPOINTMENTS_FULL',
  'CAPTCHA',
  'SELECT_PLACEHOLDER',
  'CHOOSE_FILE',
  'NO_FILE_CHOSEN',
  'CAPTCHA_LABEL',
  'CAPTCHA_VERIFYING',
  'CAPTCHA_VERIFIED',
  'CAPTCHA_ERROR',
  'CAPTCHA_EXPIRED',
  'JAVASCRIPT_NEEDED_FOR_FORM',
] as const

/** Every key a form of `kind` shows: its labels and options, its messages and the form's own texts. */
export const formTextKeys = (kind: FormKind): string[] => {
  const keys = new Set<string>([...FORM_UI_KEYS, ...MESSAGE_KEYS, formTitleKey(kind)])
  for (const def of FORMS[kind].fields) {
    keys.add(def.label)
    if (Array.isArray(def.options)) for (const option of def.options) keys.add(option.label)
  }
  return [...keys]
}
