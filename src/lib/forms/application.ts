/** A rent application's form as its listing's region allows it (lib/domain/rentalApplication.ts). */
import type { Payload } from 'payload'

import { omittedFields } from '@/lib/domain/rentalApplication'
import { applicationRulesOf, readApplicationRules } from '@/lib/payload/applicationRules'
import { populated } from '@/lib/payload/populated'
import type { City } from '@/payload-types'

import { type FormDef, formOf } from './definitions'
import { idOf } from './subject'

/**
 * The rent application form for the listing a post names, cut to what its region's rules allow today;
 * the whole form when it names no published listing (the post is refused for that afterwards).
 */
export const applicationForm = async (payload: Payload, fields: Record<string, unknown>, now: Date): Promise<FormDef> => {
  const id = idOf(fields.property)
  const property = id === null ? null : await payload.findByID({ collection: 'properties', id, depth: 1, overrideAccess: false, disableErrors: true, select: { city: true }, populate: { cities: { zip: true, country: true } } })
  if (!property) return formOf('rent-application')
  return formOf('rent-application', omittedFields(applicationRulesOf(await readApplicationRules(payload), populated<City>(property.city), now)))
}
