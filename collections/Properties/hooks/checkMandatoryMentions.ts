import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'

import { adminTranslator } from '@/i18n/admin/texts'
import { type MentionInput, mentionTextKey, missingMentions, missingMentionsMessage } from '@/lib/domain/mandatoryMentions'
import { relationId } from '@/lib/payload/populated'
import type { Property } from '@/payload-types'

/** The groups whose sub-fields an update merges with the stored ones. */
const GROUPS = ['energy', 'flood', 'planning', 'financial'] as const

/** The listing as it will be stored: the sent data over the stored document, group by group. */
const merged = (data: Partial<Property>, originalDoc: Partial<Property> | undefined): Partial<Property> => {
  const out: Record<string, unknown> = { ...originalDoc, ...data }
  for (const group of GROUPS) out[group] = { ...originalDoc?.[group], ...data[group] }
  return out as Partial<Property>
}

/** The listing plus its city's zip and country and its type's needsEpc, read by id in the same request. */
const mentionInputOf = async (doc: Partial<Property>, req: PayloadRequest): Promise<MentionInput> => {
  const cityId = relationId(doc.city)
  const typeId = relationId(doc.type)
  const [city, type] = await Promise.all([
    cityId === null ? null : req.payload.findByID({ collection: 'cities', id: cityId, depth: 0, disableErrors: true, overrideAccess: true, req }),
    typeId === null ? null : req.payload.findByID({ collection: 'property-types', id: typeId, depth: 0, disableErrors: true, overrideAccess: true, req }),
  ])
  return { ...doc, zip: city?.zip, country: city?.country, needsEpc: type?.needsEpc }
}

/**
 * Refuses to publish a listing that lacks one of Belgium's mandatory mentions (see
 * src/lib/domain/mandatoryMentions.ts), naming each missing field; drafts and autosaves always save.
 * It runs before anything is written, so a refused save changes nothing, search index included.
 */
export const checkMandatoryMentions: CollectionBeforeChangeHook<Property> = async ({ data, originalDoc, req }) => {
  const doc = merged(data, originalDoc)
  if (doc._status !== 'published') return data
  const input = await mentionInputOf(doc, req)
  const missing = missingMentions(input)
  if (missing.length === 0) return data
  // In the staff member's interface language (the admin's, or the API request's Accept-Language).
  const t = adminTranslator(req.i18n?.language)
  const error = new ValidationError(
    { collection: 'properties', errors: missing.map(({ id, path }) => ({ path, message: t('MENTIONS_REQUIRED', { mention: t(mentionTextKey(id)) }) })), req },
    req.t,
  )
  error.message = missingMentionsMessage(input, missing, t)
  throw error
}
