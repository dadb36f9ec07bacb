/**
 * Which message a field's problem shows: the dictionary key (as a message code, messages.ts) a
 * schema check gives when a field is missing or invalid. Most fields get the general message naming
 * their label; a few have their own wording (SPEC.md section 5: a title not chosen, a friend's
 * address, an offer's amount).
 */
import type { FieldDef, FieldKind } from './definitions'
import { messageCode } from './messages'

/** Every dictionary key a schema message can use (besides field labels): what the browser needs. */
export const MESSAGE_KEYS = [
  'FIELD_REQUIRED',
  'FIELD_INVALID',
  'TITLE_REQUIRED',
  'GOAL_REQUIRED',
  'PRIVACY_CONSENT_REQUIRED',
  'CONFIRMATIONS_REQUIRED',
  'AT_LEAST_ONE_TYPE',
  'AT_LEAST_ONE_ZONE',
  'EMAIL_INVALID',
  'FRIEND_EMAIL_INVALID',
  'PHONE_INVALID',
  'DATE_INVALID',
  'DATE_INCOMPLETE',
  'END_DATE_INVALID',
  'BIRTH_DATE_NOT_OF_AGE',
  'NUMBER_INVALID',
  'OFFER_AMOUNT_INVALID',
  'MAX_LENGTH',
  'HTML_NOT_ALLOWED',
  'LINKS_NOT_ALLOWED',
  'FILE_TYPE_INVALID',
  'FILE_TOO_LARGE',
  'PASSWORDS_DO_NOT_MATCH',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
] as const

/** Fields whose missing value has a message of its own, by name. */
const REQUIRED_BY_NAME: ReadonlyMap<string, string> = new Map([
  ['title', 'TITLE_REQUIRED'],
  ['goal', 'GOAL_REQUIRED'],
  ['consent', 'PRIVACY_CONSENT_REQUIRED'],
  ['types', 'AT_LEAST_ONE_TYPE'],
  ['cities', 'AT_LEAST_ONE_ZONE'],
])

/** Kinds of field whose wrong value has a message of its own. */
const INVALID_BY_KIND: ReadonlyMap<FieldKind, string> = new Map([
  ['email', 'EMAIL_INVALID'],
  ['tel', 'PHONE_INVALID'],
  ['date', 'DATE_INVALID'],
  ['number', 'NUMBER_INVALID'],
])
/** Fields (kind and name) whose wrong value has a wording of its own. */
const INVALID_BY_NAME: ReadonlyMap<string, string> = new Map([
  ['email:friendEmail', 'FRIEND_EMAIL_INVALID'],
  ['number:amount', 'OFFER_AMOUNT_INVALID'],
])

/** '@KEY': the field's label, translated where the message is shown. */
const label = (def: FieldDef) => `@${def.label}`

/** The message of a required field left empty (a checkbox left unticked: a confirmation). */
export const requiredMessage = (def: FieldDef): string => {
  const own = REQUIRED_BY_NAME.get(def.name)
  if (own) return own
  if (def.kind === 'checkbox') return 'CONFIRMATIONS_REQUIRED'
  return messageCode('FIELD_REQUIRED', { field: label(def) })
}

/** The message of a field whose value is not one it takes. A checkbox is only ever unticked, so its required message. */
export const invalidMessage = (def: FieldDef): string => {
  if (def.kind === 'checkbox') return requiredMessage(def)
  const own = INVALID_BY_NAME.get(`${def.kind}:${def.name}`) ?? INVALID_BY_KIND.get(def.kind)
  return own ?? messageCode('FIELD_INVALID', { field: label(def) })
}
