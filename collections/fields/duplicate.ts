import type { CollectionSlug, FieldHook, Where } from 'payload'

import { locales } from '@/i18n/locales'

import { keepingLocale } from '../hooks/keepLocale'

/** 'APT-12' -> 'APT-12-2', 'APT-12-3', ...: the values a copy may take, each within `maxLength`. */
export function* copyCandidates(base: string, maxLength = 140): Generator<string> {
  for (let n = 2; n < 1000; n++) {
    const suffix = `-${n}`
    yield `${base.slice(0, maxLength - suffix.length)}${suffix}`
  }
}

/**
 * A duplicated document's own value of a field other documents must not share (reference, slug): the
 * first of the copy candidates no document of `collection` has yet.
 */
export const freeOnDuplicate =
  (collection: CollectionSlug, maxLength?: number): FieldHook =>
  async ({ value, req, field }) => {
    const name = 'name' in field ? field.name : undefined
    if (typeof value !== 'string' || !value || !name) return value
    // A localised value (a slug) is checked in every language: the hook runs once per language, and a copy's
    // French address must not be another copy's.
    const languages = 'localized' in field && field.localized ? locales : [undefined]
    const taken = async (candidate: string) => {
      const where: Where = { [name]: { equals: candidate } }
      for (const locale of languages) {
        const { totalDocs } = await keepingLocale(req, () => req.payload.count({ collection, where, locale, overrideAccess: true, req }))
        if (totalDocs > 0) return true
      }
      return false
    }
    for (const candidate of copyCandidates(value, maxLength)) if (!(await taken(candidate))) return candidate
    return null
  }

/** A value a copy never takes over (when it went online, a CRM's id). */
export const clearedOnDuplicate: FieldHook = () => null
