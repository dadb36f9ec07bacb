/**
 * A rent application's form as its listing's region allows it, and what its record starts with
 * (lib/domain/rentalApplication.ts): its status, the figures staff and the owner compare, and the secret
 * of the candidate's own link.
 */
import { randomBytes } from 'node:crypto'

import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { type ApplicationRuleSet, firstStatus, incomeRatio, omittedFields } from '@/lib/domain/rentalApplication'
import { applicationRulesOf, readApplicationRules } from '@/lib/payload/applicationRules'
import { populated } from '@/lib/payload/populated'
import type { City, FormSubmission } from '@/payload-types'

import type { FormDef } from './definitions'
import { formOf } from './formOf'
import { storeSubmission } from './store'
import { idOf } from './subject'

export type ApplicationContext = { form: FormDef; rules: ApplicationRuleSet | null; rent: number | null }

/**
 * The rent application form for the listing a post names, cut to what its region's rules allow today,
 * with those rules and the rent; the whole form when it names no published listing (the post is refused
 * for that afterwards).
 */
export const applicationContext = async (payload: Payload, fields: Record<string, unknown>, now: Date): Promise<ApplicationContext> => {
  const id = idOf(fields.property)
  const property =
    id === null
      ? null
      : await payload.findByID({ collection: 'properties', id, depth: 1, overrideAccess: false, disableErrors: true, select: { city: true, price: true }, populate: { cities: { zip: true, country: true } } })
  if (!property) return { form: formOf('rent-application'), rules: null, rent: null }
  const rules = applicationRulesOf(await readApplicationRules(payload), populated<City>(property.city), now)
  return { form: formOf('rent-application', omittedFields(rules)), rules, rent: typeof property.price === 'number' ? property.price : null }
}

/** A new application's record: complete once it holds every document its region allows, and a secret for its link. */
export const newApplication = (context: ApplicationContext, values: Record<string, unknown>, sentDocument: boolean): NonNullable<FormSubmission['application']> => {
  const status = firstStatus(context.rules, sentDocument)
  return {
    token: randomBytes(32).toString('base64url'),
    status,
    complete: status === 'complete',
    incomeRatio: incomeRatio(typeof values.income === 'number' ? values.income : null, context.rent),
    persons: typeof values.persons === 'number' ? values.persons : null,
    movingDate: typeof values.startDate === 'string' ? `${values.startDate}T00:00:00.000Z` : null,
  }
}

/** What holds one application per address and listing: the first one's unique key. */
const applicationKey = (listing: number, email: string): string => `${listing}|${email.trim().toLowerCase()}`

/**
 * The application this address already made for this listing, if any (found by its key, whatever the
 * case the address was typed in): a second one does not stand beside it but waits, unconfirmed, to replace
 * it once the address confirms (lib/rentals/pages.ts).
 */
const earlierApplication = async (payload: Payload, listing: number, email: string): Promise<number | null> => {
  const { docs } = await payload.find({ collection: 'form-submissions', where: { 'application.key': { equals: applicationKey(listing, email) } }, limit: 1, depth: 0, select: { kind: true }, overrideAccess: true })
  return docs[0]?.id ?? null
}

type Record_ = NonNullable<FormSubmission['application']>

/**
 * Stores a rent application, one per address and listing: the first stands (the database holds its
 * key, so of two sent at once only one does); any later one is stored unconfirmed, to replace the first
 * once its address confirms.
 */
export const storeApplication = async (payload: Payload, submission: RequiredDataFromCollectionSlug<'form-submissions'>, record: Record_, listing: number, email: string) => {
  // The first is refused while another first of the same address is being saved: look again until it is
  // committed and can be read, then wait as its update.
  for (let attempt = 0; ; attempt++) {
    const earlier = await earlierApplication(payload, listing, email)
    if (earlier !== null) return storeSubmission(payload, { ...submission, application: { ...record, status: 'unconfirmed', replaces: earlier } })
    const stored = await storeSubmission(payload, { ...submission, application: { ...record, key: applicationKey(listing, email) } })
    if (!('taken' in stored) || stored.taken !== 'application.key' || attempt === 20) return stored
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
