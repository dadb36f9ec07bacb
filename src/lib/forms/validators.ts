/**
 * The checks of single fields: what a value of each kind of field may be, as plain predicates and as
 * the zod piece of that field (schema.ts puts the pieces of a form together). Their messages are
 * chosen in fieldMessages.ts.
 */
import * as z from 'zod/mini'

import { hasEncodedWordOpener } from '@/lib/email/encodedWords'

import { CV_MAX_MB, CV_TYPES, type FieldDef } from './definitions'
import { invalidMessage, requiredMessage } from './fieldMessages'
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

/** Options known in advance limit a choice to their values; a set the page fills from the data, to data-like ids. */
const isAllowed = (def: FieldDef) => {
  const allowed = Array.isArray(def.options) ? def.options.map((option) => option.value) : null
  return (value: string) => (allowed ? allowed.includes(value) : DATA_VALUE.test(value))
}

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
  const allowed = isAllowed(def)
  return z.string({ error: invalidMessage(def) }).check(
    z.refine((v) => !def.required || v !== '', { error: requiredMessage(def) }),
    z.refine((v) => v === '' || allowed(v), { error: invalidMessage(def) }),
  )
}

const listSchema = (def: FieldDef) => {
  const allowed = isAllowed(def)
  return z.array(z.string(), { error: invalidMessage(def) }).check(
    z.refine((v) => v.length >= (def.minItems ?? 0), { error: requiredMessage(def) }),
    z.maxLength(200, { error: invalidMessage(def) }),
    z.refine((v) => v.every(allowed), { error: invalidMessage(def) }),
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

/** What the browser tells of a chosen file; the server checks the file's bytes as well (body.ts fileMatchesType). */
const fileSchema = (def: FieldDef) => {
  const error = invalidMessage(def)
  return z.nullable(
    z.object({ name: z.string({ error }), type: z.string({ error }), size: z.number({ error }) }, { error }).check(
      z.refine((file) => file.type in (def.accept ?? CV_TYPES), { error: 'FILE_TYPE_INVALID' }),
      z.refine((file) => file.size > 0 && file.size <= CV_MAX_MB * 1024 * 1024, { error: messageCode('FILE_TOO_LARGE', { max: CV_MAX_MB }) }),
    ),
  )
}

const checkboxSchema = (def: FieldDef) =>
  z.boolean({ error: invalidMessage(def) }).check(z.refine((v) => !def.required || v, { error: requiredMessage(def) }))

/** The zod piece of one field, by its kind. */
export const fieldSchema = (def: FieldDef) => {
  switch (def.kind) {
    case 'checkbox':
      return checkboxSchema(def)
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
