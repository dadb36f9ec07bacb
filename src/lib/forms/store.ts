/**
 * Storing a post that passed every check: its file (a CV) in `form-files`, then the submission in
 * `form-submissions`. Single-use values are unique columns there (the captcha's solution, a visit
 * slot), so of two posts racing for one only the first is stored.
 */
import { randomBytes } from 'node:crypto'

import { type Payload, type PayloadRequest, type RequiredDataFromCollectionSlug, ValidationError } from 'payload'

import type { UploadedFile } from './body'
import { CV_TYPES, type FieldDef } from './definitions'

/**
 * A unique column's refusal names the column where Payload does not know its field (SQLite reports
 * `UNIQUE constraint failed: form_submissions.slot_id` when two posts race past the slot check).
 */
const COLUMN_FIELDS: Record<string, string> = { slot_id: 'slot', captcha_key: 'captchaKey', application_key: 'application.key' }

/**
 * The fields a Payload validation refusal names, or null for any other error. Read from the error's
 * shape: in a production bundle the error class is not the one this module imports.
 */
export const refusedFields = (error: unknown): string[] | null => {
  const named = (path: unknown) => COLUMN_FIELDS[String(path)] ?? String(path)
  if (error instanceof ValidationError) return error.data.errors.map((e) => named(e.path))
  const errors = (error as { data?: { errors?: unknown } } | null)?.data?.errors
  return Array.isArray(errors) && (error as { status?: unknown }).status === 400 ? errors.map((e) => named((e as { path?: unknown }).path)) : null
}

/** The uploaded file of field `def` stored under a random name: its id, or null when Payload's own checks of its content refuse it. */
export const storeFile = async (payload: Payload, file: UploadedFile, def: FieldDef): Promise<{ id: number } | null> => {
  try {
    const stored = await payload.create({
      collection: 'form-files',
      data: {},
      file: { data: Buffer.from(file.bytes), mimetype: file.type, name: `${def.name.toLowerCase()}-${randomBytes(8).toString('hex')}.${(def.accept ?? CV_TYPES)[file.type]}`, size: file.size },
      overrideAccess: true,
    })
    return { id: stored.id }
  } catch (error) {
    // Payload's own checks of the file's content (a damaged PDF, a type its bytes contradict).
    if (refusedFields(error)) return null
    throw error
  }
}

/**
 * Stores the submission: its id, or which single-use value another submission took first ('captchaKey',
 * 'slot', or a rent application's address and listing). On any failure the submission's file is deleted again.
 */
export const storeSubmission = async (payload: Payload, data: RequiredDataFromCollectionSlug<'form-submissions'>): Promise<{ id: number } | { taken: 'captchaKey' | 'slot' | 'application.key' }> => {
  try {
    const doc = await payload.create({ collection: 'form-submissions', overrideAccess: true, data })
    return { id: doc.id }
  } catch (error) {
    const taken = refusedFields(error)?.find((path) => path === 'captchaKey' || path === 'slot' || path === 'application.key')
    // An application whose address and listing another took first is stored again as its update: its file stays.
    const file = typeof data.file === 'number' && taken !== 'application.key' ? data.file : undefined
    if (file) await payload.delete({ collection: 'form-files', id: file, overrideAccess: true }).catch(() => undefined)
    if (taken === 'captchaKey' || taken === 'slot' || taken === 'application.key') return { taken }
    throw error
  }
}

/**
 * Updates a stored submission, or says that a single-use value it takes (a visit slot) went to another
 * submission first.
 */
export const storeSubmissionUpdate = async (payload: Payload, id: number, data: Partial<RequiredDataFromCollectionSlug<'form-submissions'>>, req?: PayloadRequest): Promise<'stored' | 'taken'> => {
  try {
    await payload.update({ collection: 'form-submissions', id, data, overrideAccess: true, req })
    return 'stored'
  } catch (error) {
    if (refusedFields(error)?.includes('slot')) return 'taken'
    throw error
  }
}
