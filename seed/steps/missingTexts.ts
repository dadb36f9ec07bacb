import type { Payload, PayloadRequest } from 'payload'

import { otherLocales, SEED_CONTEXT } from '../context'
import { dictionary } from '../data/dictionary'
import { withoutEditLocks } from './editLocks'

/**
 * Adds the dictionary's texts named by `keys` that a site's translations lack, in every language, for a
 * site seeded before they existed (a migration's data step). An empty dictionary (a new database, which
 * the seed fills next) is left alone; texts already there, perhaps changed by staff, are not touched.
 */
export const addMissingTexts = (payload: Payload, req: PayloadRequest, keys: readonly string[]): Promise<void> =>
  withoutEditLocks(payload, async () => {
    const options = { overrideAccess: true, context: SEED_CONTEXT, req, depth: 0 } as const
    if ((await payload.count({ collection: 'translations', overrideAccess: true, req })).totalDocs === 0) return
    const known = (await payload.find({ collection: 'translations', where: { key: { in: keys } }, pagination: false, select: { key: true }, ...options })).docs
    for (const key of keys.filter((wanted) => !known.some((doc) => doc.key === wanted))) {
      const doc = await payload.create({ collection: 'translations', locale: 'nl', data: { key, value: dictionary[key].nl }, ...options })
      for (const locale of otherLocales) {
        await payload.update({ collection: 'translations', id: doc.id, locale, data: { value: dictionary[key][locale] }, ...options })
      }
    }
  })

/** The floor plans' UI texts (the *_floor_plans migrations, one per adapter); FLOOR_PLAN, a detail's label, is older. */
export const addFloorPlanTexts = (payload: Payload, req: PayloadRequest): Promise<void> => addMissingTexts(payload, req, ['FLOOR_PLANS', 'FLOOR_PLAN_X_OF_Y'])

/** "Mail me my shortlist": the form's, the confirmation's and the change mails' texts (the *_shortlist_alerts migrations). */
export const addShortlistAlertTexts = (payload: Payload, req: PayloadRequest): Promise<void> =>
  addMissingTexts(
    payload,
    req,
    Object.keys(dictionary).filter((key) => key.startsWith('SHORTLIST_ALERT') || key.startsWith('SHORTLIST_CHANGE_') || ['SHORTLIST_RESTORED', 'THANK_YOU_SHORTLIST_ALERT', 'THANK_YOU_SHORTLIST_ALERT_TEXT'].includes(key)),
  )

/** The cost panel's texts (the *_cost_rules migrations), and the deposit line of the rent application, which now names the place's months. */
export const addCostTexts = (payload: Payload, req: PayloadRequest): Promise<void> =>
  withoutEditLocks(payload, async () => {
    await addMissingTexts(payload, req, Object.keys(dictionary).filter((key) => key.startsWith('COSTS_')))
    const old = { nl: 'een huurwaarborg van 3 maanden huur', fr: 'une garantie locative de 3 mois de loyer', en: "a deposit of 3 months' rent" } as const
    const [line] = (await payload.find({ collection: 'translations', where: { key: { equals: 'AT_SIGNING_DEPOSIT' } }, limit: 1, depth: 0, locale: 'all', overrideAccess: true, req })).docs
    if (!line) return
    const values = line.value as unknown as Partial<Record<keyof typeof old, string>>
    for (const locale of Object.keys(old) as (keyof typeof old)[]) {
      // Only the seeded wording: a text staff wrote themselves stays theirs.
      if (values?.[locale] === old[locale]) {
        await payload.update({ collection: 'translations', id: line.id, locale, data: { value: dictionary.AT_SIGNING_DEPOSIT[locale] }, overrideAccess: true, context: SEED_CONTEXT, req })
      }
    }
  })

/** The visit pages and mails, the viewers' feedback and the owners' demand figures (the *_visit_follow_up migrations). */
export const addVisitFollowUpTexts = (payload: Payload, req: PayloadRequest): Promise<void> =>
  addMissingTexts(
    payload,
    req,
    Object.keys(dictionary).filter((key) => key.startsWith('VISIT_') || key.startsWith('FEEDBACK_') || key.startsWith('DEMAND') || key === 'DIGEST_FEEDBACK_LINE'),
  )
