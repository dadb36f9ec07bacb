/** The listing a form is about: the property or project whose id the post names, as its mails show it. */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { isAvailable } from '@/lib/domain/availability'
import { populated } from '@/lib/payload/populated'
import { propertyUrlOrHome } from '@/lib/payload/propertyUrl'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { projectPath } from '@/lib/routing/paths'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import type { Media } from '@/payload-types'

import type { FormDef } from './definitions'

export type Subject = {
  kind: 'property' | 'project'
  id: number
  name: string
  /** Its page, absolute, in the post's language. */
  url: string
  /** Its documents, with absolute URLs. */
  documents: { name: string; url: string }[]
  /** Whether it is still on offer, and if not, why: a sold or rented property takes no visits or offers. */
  offer: 'open' | 'sold' | 'rented'
}

/** The id a post names (a number or a string of digits), or null. */
export const idOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/**
 * The published listing a post of `form` names (in its `property` or `project` field), read in
 * `locale`; null when it names none; a message code when the one it names is not published.
 */
export const subjectOf = async (
  payload: Payload,
  form: FormDef,
  fields: Record<string, unknown>,
  locale: Locale,
  pages: PageRoute[],
): Promise<{ subject: Subject | null } | { error: string }> => {
  const about = form.about
  const id = about ? idOf(fields[about]) : null
  if (!about || id === null) return { subject: null }
  const site = getSiteUrl().replace(/\/$/, '')
  if (about === 'project') {
    const project = await payload.findByID({ collection: 'projects', id, locale, depth: 1, overrideAccess: false, disableErrors: true })
    if (!project) return { error: 'PROJECT_NOT_FOUND' }
    return { subject: { kind: 'project', id, name: project.name ?? '', url: site + (projectPath(pages, locale, project) ?? `/${locale}/`), documents: [], offer: 'open' } }
  }
  const property = await payload.findByID({ collection: 'properties', id, locale, depth: 1, overrideAccess: false, disableErrors: true })
  if (!property) return { error: 'PROPERTY_NOT_FOUND' }
  const documents = (property.documents ?? []).flatMap((doc) => {
    const file = populated<Media>(doc.file)
    return file?.url ? [{ name: doc.title || file.filename || '', url: file.url.startsWith('http') ? file.url : site + file.url }] : []
  })
  const offer = isAvailable(property.marquee) ? 'open' : property.goal === 'rent' ? 'rented' : 'sold'
  return { subject: { kind: 'property', id, name: property.name ?? '', url: site + propertyUrlOrHome(pages, locale, property), documents, offer } }
}
