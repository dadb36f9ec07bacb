/**
 * One zod schema per form kind, built from its definition (definitions.ts) out of the fields' pieces
 * (validators.ts). The browser runs it through react-hook-form and the server runs it again on every
 * post: a message is a code (messages.ts) that both turn into the visitor's language.
 */
import * as z from 'zod/mini'

import { formatPhone } from '@/lib/domain/phone'
import { isOfAge } from '@/lib/domain/rentalApplication'

import { type FieldDef, type FormDef, FORMS } from './definitions'
import type { FormKind } from './kinds'
import { fieldSchema, isCompleteDate, numberValue } from './validators'

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
      // A date of birth, where the form asks one, of someone who may sign a lease.
      const birth = typeof values.birthDate === 'string' ? values.birthDate : ''
      if (form.rules?.includes('ofAge') && isCompleteDate(birth) && !isOfAge(birth, new Date().toISOString().slice(0, 10))) {
        ctx.addIssue({ code: 'custom', message: 'BIRTH_DATE_NOT_OF_AGE', path: ['birthDate'] })
      }
      if (form.rules?.includes('passwordPair') && values.password !== values.passwordConfirm) {
        ctx.addIssue({ code: 'custom', message: 'PASSWORDS_DO_NOT_MATCH', path: ['passwordConfirm'] })
      }
    },
    // Run even when a field failed, so every message shows at once.
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
