/**
 * One zod schema per form kind, built from its definition (definitions.ts). The browser runs it
 * through react-hook-form and the server runs it again on every post: a message is a code
 * (messages.ts) that both turn into the visitor's language.
 */
import * as z from 'zod/mini'

import { formatPhone } from '@/lib/domain/phone'
import { hasEncodedWordOpener } from '@/lib/email/encodedWords'

import { CV_MAX_MB, CV_TYPES, type FieldDef, type FormDef, FORMS } from './definitions'
import type { FormKind } from './kinds'
import { containsLink } from './links'
import { messageCode } from './messages'

/** Control characters (line breaks included): never in a one-line field, so no header can be injected. */
// eslint-disable-next-line no-control-regex -- these are the characters refused
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/
/** Control characters except tab and line breaks, for long texts. */
// eslint-disable-next-line no-control-regex -- these are the characters refused
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** Markup: '<' followed by a tag name, '/', '!' or '?'. 'a < b' stays allowed. */
const MARKUP = /<\s*[a-z!/?]/i
/** An address: one '@', no spaces or control characters, a dotted domain. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i
/** A phone number as people write it: digits, spaces, '+', '/', '.', '-', brackets. */
const PHONE_CHARS = /^\+?[0-9 ()./-]+$/
/** An id chosen from data the page lists (a property type, a city 'name|zip', a slot id). */
const DATA_VALUE = /^[\p{L}\p{N} '.|()/-]{1,120}$/u
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const NUMBER = /^\d{1,12}(?:[.,]\d{1,2})?$/

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

const label = (def: FieldDef) => `@${def.label}`
const requiredMessage = (def: FieldDef): string => {
  if (def.name === 'title') return 'TITLE_REQUIRED'
  if (def.name === 'goal') return 'GOAL_REQUIRED'
  if (def.name === 'consent') return 'PRIVACY_CONSENT_REQUIRED'
  if (def.kind === 'checkbox') return 'CONFIRMATIONS_REQUIRED'
  if (def.name === 'types') return 'AT_LEAST_ONE_TYPE'
  if (def.name === 'cities') return 'AT_LEAST_ONE_ZONE'
  return messageCode('FIELD_REQUIRED', { field: label(def) })
}
const invalidMessage = (def: FieldDef): string => {
  if (def.kind === 'checkbox') return requiredMessage({ ...def, required: true })
  if (def.kind === 'email') return def.name === 'friendEmail' ? 'FRIEND_EMAIL_INVALID' : 'EMAIL_INVALID'
  if (def.kind === 'tel') return 'PHONE_INVALID'
  if (def.kind === 'date') return 'DATE_INVALID'
  if (def.kind === 'number') return def.name === 'amount' ? 'OFFER_AMOUNT_INVALID' : 'NUMBER_INVALID'
  return messageCode('FIELD_INVALID', { field: label(def) })
}

/** A complete calendar date written 'YYYY-MM-DD' (no 31 February). */
export const isCompleteDate = (text: string): boolean => {
  const match = DATE.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1900 && year <= 2200 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The digits of a phone number a person could dial: 9 to 15, in the characters people write. */
export const isPhoneNumber = (text: string): boolean => {
  if (!PHONE_CHARS.test(text)) return false
  const digits = text.replace(/\D/g, '').length
  return digits >= 9 && digits <= 15
}

/**
 * An address mail can go to. Never one holding '=?', the start of an RFC 2047 encoded word: though
 * valid in a local part, no real address has it, and mail clients decode it even in an address
 * header (a Reply-To or To would then show a name of the visitor's choosing).
 */
export const isEmailAddress = (text: string): boolean => text.length <= 254 && EMAIL.test(text) && !hasEncodedWordOpener(text)

/** A number a form field holds ('1500', '1500,50', 1500): its value, or null. */
export const numberValue = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || !NUMBER.test(value.trim())) return null
  return Number(value.trim().replace(',', '.'))
}

const allowedValues = (def: FieldDef): readonly string[] | null =>
  Array.isArray(def.options) ? def.options.map((option) => option.value) : null

const textSchema = (def: FieldDef) => {
  const oneLine = def.kind !== 'textarea'
  return z.string({ error: invalidMessage(def) }).check(
    z.trim(),
    z.refine((v) => !def.required || v !== '', { error: requiredMessage(def) }),
    z.maxLength(def.max ?? 200, { error: messageCode('MAX_LENGTH', { max: def.max ?? 200 }) }),
    z.refine((v) => !(oneLine ? CONTROL : CONTROL_IN_TEXT).test(v), { error: invalidMessage(def) }),
    z.refine((v) => !MARKUP.test(v), { error: 'HTML_NOT_ALLOWED' }),
    z.refine((v) => !def.noLinks || !containsLink(v), { error: 'LINKS_NOT_ALLOWED' }),
    z.refine(
      (v) => v === '' || (def.kind === 'email' ? isEmailAddress(v) : def.kind === 'tel' ? isPhoneNumber(v) : true),
      { error: invalidMessage(def) },
    ),
  )
}

const choiceSchema = (def: FieldDef) => {
  const allowed = allowedValues(def)
  return z.string({ error: invalidMessage(def) }).check(
    z.refine((v) => !def.required || v !== '', { error: requiredMessage(def) }),
    z.refine((v) => v === '' || (allowed ? allowed.includes(v) : DATA_VALUE.test(v)), { error: invalidMessage(def) }),
  )
}

const listSchema = (def: FieldDef) => {
  const allowed = allowedValues(def)
  return z.array(z.string(), { error: invalidMessage(def) }).check(
    z.refine((v) => v.length >= (def.minItems ?? 0), { error: requiredMessage(def) }),
    z.maxLength(200, { error: invalidMessage(def) }),
    z.refine((v) => v.every((item) => (allowed ? allowed.includes(item) : DATA_VALUE.test(item))), { error: invalidMessage(def) }),
  )
}

const numberSchema = (def: FieldDef) =>
  z.union([z.string(), z.number()], { error: invalidMessage(def) }).check(
    z.refine((v) => !def.required || (typeof v === 'string' ? v.trim() !== '' : true), { error: requiredMessage(def) }),
    z.refine(
      (v) => {
        if (typeof v === 'string' && v.trim() === '') return true
        const n = numberValue(v)
        return n !== null && n >= (def.min ?? 0) && n <= (def.max ?? Number.MAX_SAFE_INTEGER)
      },
      { error: invalidMessage(def) },
    ),
  )

const dateSchema = (def: FieldDef) =>
  z.string({ error: invalidMessage(def) }).check(
    z.refine((v) => !def.required || v !== '', { error: requiredMessage(def) }),
    z.refine((v) => v === '' || isCompleteDate(v), { error: invalidMessage(def) }),
  )

/** What the browser tells of a chosen file; the server checks the file's bytes as well (upload.ts). */
export type FileInfo = { name: string; type: string; size: number }

const fileSchema = (def: FieldDef) =>
  z.nullable(
    z.object({ name: z.string({ error: invalidMessage(def) }), type: z.string({ error: invalidMessage(def) }), size: z.number({ error: invalidMessage(def) }) }, { error: invalidMessage(def) }).check(
      z.refine((file) => file.type in CV_TYPES, { error: 'FILE_TYPE_INVALID' }),
      z.refine((file) => file.size > 0 && file.size <= CV_MAX_MB * 1024 * 1024, { error: messageCode('FILE_TOO_LARGE', { max: CV_MAX_MB }) }),
    ),
  )

const fieldSchema = (def: FieldDef) => {
  switch (def.kind) {
    case 'checkbox':
      return z.boolean({ error: invalidMessage(def) }).check(z.refine((v) => !def.required || v, { error: requiredMessage(def) }))
    case 'checkboxes':
      return listSchema(def)
    case 'select':
    case 'radio':
      return choiceSchema(def)
    case 'number':
      return numberSchema(def)
    case 'date':
      return dateSchema(def)
    case 'file':
      return fileSchema(def)
    default:
      return textSchema(def)
  }
}

/** The values of an empty form: what the browser starts from and what a missing field counts as. */
export const emptyValue = (def: FieldDef): unknown => {
  if (def.kind === 'checkbox') return false
  if (def.kind === 'checkboxes') return []
  if (def.kind === 'file') return null
  return ''
}

export const emptyValues = (form: FormDef): Record<string, unknown> =>
  Object.fromEntries(form.fields.map((def) => [def.name, emptyValue(def)]))

/** Cross-field rules: a complete start date before a valid end date; a password equal to its confirmation. */
const formRules = (form: FormDef) =>
  z.superRefine<Record<string, unknown>>(
    (values, ctx) => {
      if (form.rules?.includes('dateRange')) {
        const start = typeof values.startDate === 'string' ? values.startDate : ''
        const end = typeof values.endDate === 'string' ? values.endDate : ''
        if (end !== '' && isCompleteDate(end)) {
          if (!isCompleteDate(start)) ctx.addIssue({ code: 'custom', message: 'DATE_INCOMPLETE', path: ['startDate'] })
          else if (end < start) ctx.addIssue({ code: 'custom', message: 'END_DATE_INVALID', path: ['endDate'] })
        }
      }
      if (form.rules?.includes('passwordPair') && values.password !== values.passwordConfirm) {
        ctx.addIssue({ code: 'custom', message: 'PASSWORDS_DO_NOT_MATCH', path: ['passwordConfirm'] })
      }
    },
    { when: () => true },
  )

const schemaOf = (form: FormDef) =>
  z.object(Object.fromEntries(form.fields.map((def) => [def.name, fieldSchema(def)]))).check(formRules(form))

const cache = new Map<FormDef, ReturnType<typeof schemaOf>>()

/** The schema of a form definition (unknown fields are dropped by it). */
export const formSchema = (form: FormDef) => {
  let schema = cache.get(form)
  if (!schema) cache.set(form, (schema = schemaOf(form)))
  return schema
}

export type FieldErrors = Record<string, string>
export type Checked = { ok: true; values: Record<string, unknown> } | { ok: false; errors: FieldErrors }

/**
 * Checks what a visitor sent for a form: missing fields count as empty, unknown ones are dropped.
 * Gives the cleaned values, or the first message code of each field in error.
 */
export const checkForm = (form: FormDef, input: Record<string, unknown>): Checked => {
  const values = { ...emptyValues(form) }
  for (const def of form.fields) if (input[def.name] !== undefined) values[def.name] = input[def.name]
  const result = formSchema(form).safeParse(values)
  if (result.success) return { ok: true, values: storedValues(form, result.data) }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}

/** The checked values as stored: numbers as numbers, phone numbers grouped (SPEC 5), empty optional fields left out. */
const storedValues = (form: FormDef, values: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const def of form.fields) {
    const value = values[def.name]
    if (value === '' || value === null || (Array.isArray(value) && value.length === 0)) continue
    out[def.name] = def.kind === 'number' ? numberValue(value) : def.kind === 'tel' ? formatPhone(String(value)) : value
  }
  return out
}

export const checkFormKind = (kind: FormKind, input: Record<string, unknown>): Checked => checkForm(FORMS[kind], input)
