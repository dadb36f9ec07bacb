import type { AfterErrorHook } from 'payload'

type Refusal = { status?: unknown; data?: unknown; message: string }

/** Payload's validation refusal, known by what it carries: a 400 naming the collection or global and each field's problem. */
const fieldProblems = (error: Refusal): Record<string, unknown> | null => {
  const { status, data } = error
  if (status !== 400 || typeof data !== 'object' || data === null) return null
  const { errors } = data as { errors?: unknown }
  const fields = Array.isArray(errors) && errors.every((entry) => typeof entry === 'object' && entry !== null && typeof entry.path === 'string' && typeof entry.message === 'string')
  return fields && ('collection' in data || 'global' in data) ? (data as Record<string, unknown>) : null
}

/**
 * A save refused by validation answers with every field's own message (`data.errors`), which the admin shows
 * under each field ("A postcode has four digits.", the pages a language still needs). In the production build
 * Next bundles Payload once per route and minifies its class names, so the instance that ran the save may
 * throw another bundle's ValidationError than the one answering checks for (`instanceof`), under another
 * name: its answer kept only "The following field is invalid: Zip". This knows the refusal by its content
 * and puts the fields' messages back. A validation error only ever repeats the editor's own input.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const data = fieldProblems(error as Refusal)
  if (!result || !data || result.errors?.some((entry) => 'data' in entry)) return
  return { response: { errors: [{ name: 'ValidationError', data, message: error.message }] } }
}
