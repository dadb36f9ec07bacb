import { type CollectionBeforeValidateHook, type CollectionSlug, type Field, type GlobalBeforeValidateHook, type PayloadRequest, ValidationError } from 'payload'

import { type FieldProblem, draftProblems, relationRefs } from '@/lib/api/fieldValues'

/** The relation ids in `data` that point at no existing document, as field problems. */
const missingRelations = async (fields: readonly Field[], data: unknown, req: PayloadRequest): Promise<FieldProblem[]> => {
  const refs = relationRefs(fields, data)
  const problems: FieldProblem[] = []
  const byCollection = new Map<string, typeof refs>()
  for (const ref of refs) byCollection.set(ref.relationTo, [...(byCollection.get(ref.relationTo) ?? []), ref])
  for (const [slug, group] of byCollection) {
    if (!(slug in req.payload.collections)) continue
    const collection = slug as CollectionSlug
    const ids = [...new Set(group.map((ref) => String(ref.id)))]
    const valid = ids.filter((id) => /^\d{1,15}$/.test(id))
    const found = valid.length
      ? await req.payload.find({ collection, where: { id: { in: valid } }, depth: 0, limit: valid.length, pagination: false, overrideAccess: true, req, select: {} })
      : { docs: [] }
    const existing = new Set(found.docs.map((doc) => String(doc.id)))
    for (const ref of group) {
      if (!existing.has(String(ref.id))) problems.push({ path: ref.path, message: `No ${slug} document with id ${String(ref.id).slice(0, 20)}` })
    }
  }
  return problems
}

/**
 * Before any write: every relationship and upload points at an existing document, and the values
 * are within their field's options and bounds even for a draft. Refusing here, before Payload
 * replaces the stored relations, keeps the stored document unchanged when a save is refused.
 */
const problemsOf = async (fields: readonly Field[], data: unknown, req: PayloadRequest): Promise<FieldProblem[]> => [
  ...draftProblems(fields, data),
  ...(await missingRelations(fields, data, req)),
]

export const checkCollectionWrite: CollectionBeforeValidateHook = async ({ collection, data, req }) => {
  const errors = await problemsOf(collection.fields, data, req)
  if (errors.length) throw new ValidationError({ collection: collection.slug, errors, req }, req.t)
  return data
}

export const checkGlobalWrite: GlobalBeforeValidateHook = async ({ data, global, req }) => {
  const errors = await problemsOf(global.fields, data, req)
  if (errors.length) throw new ValidationError({ global: global.slug, errors, req }, req.t)
  return data
}
