/** A form as one page shows it: cut to the fields it asks there (a rent application, to its region's). */
import { type FieldDef, type FormDef, FORMS } from './definitions'
import type { FormKind } from './kinds'

/** A form's file field, if it has one (one at most). */
export const fileField = (form: FormDef): FieldDef | undefined => form.fields.find((def) => def.kind === 'file')

const cut = new Map<string, FormDef>()

/**
 * The form of `kind` without the fields `omit` names (a rent application's fields its listing's region
 * does not allow): the same object for the same cut, so its schema is built once (schema.ts).
 */
export const formOf = (kind: FormKind, omit: readonly string[] = []): FormDef => {
  const full = FORMS[kind]
  const left = omit.filter((name) => full.fields.some((def) => def.name === name))
  if (left.length === 0) return full
  const key = `${kind}:${[...left].sort().join(',')}`
  let form = cut.get(key)
  if (!form) cut.set(key, (form = { ...full, fields: full.fields.filter((def) => !left.includes(def.name)) }))
  return form
}
