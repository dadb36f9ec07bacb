import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { renderMail } from '@/lib/email/layout'
import { queueMail } from '@/lib/email/queue'
import { dictionaryOf } from '@/lib/payload/freshReads'
import { mailboxKey } from '@/lib/forms/friendBudget'
import type { FormKind } from '@/lib/forms/kinds'
import { consume } from '@/lib/rateLimit/rateLimit'
import { getSiteUrl } from '@/lib/seo/siteUrl'

import { alertGoal, demandQuery, normaliseAlertQuery } from './query'

/** A saved search asked for by a form (demand register, or "alert me" on a results page). */
export type AlertRequest = {
  kind: FormKind
  submissionId: number
  locale: Locale
  email: string
  /** The checked form values (lib/forms/schema.ts). */
  values: Record<string, unknown>
}

/** The address of an alert's confirm or unsubscribe link. */
export const alertLink = (action: 'confirm' | 'unsubscribe', token: string): string =>
  `${getSiteUrl().replace(/\/$/, '')}/api/alerts/${action}?token=${encodeURIComponent(token)}`

/** The texts of a confirmation mail: a search alert's, or a watched shortlist's. */
export type ConfirmationTexts = { subject: string; text: string; button: string }
const SEARCH_CONFIRMATION: ConfirmationTexts = { subject: 'ALERT_CONFIRM_SUBJECT', text: 'ALERT_CONFIRM_TEXT', button: 'ALERT_CONFIRM_BUTTON' }

/**
 * The double opt-in mail: nothing is sent for an alert until its owner follows this link. Anybody may type
 * anybody's address, so one mailbox gets at most a few of them a day (`confirmRecipient`), whichever form and
 * client asked: past that the sign-up is answered and saved the same, and no mail goes.
 */
export const queueConfirmation = async (payload: Payload, alert: { email: string; token: string }, locale: Locale, texts: ConfirmationTexts = SEARCH_CONFIRMATION) => {
  if (!(await consume('confirmRecipient', mailboxKey(alert.email))).allowed) return
  const t = await dictionaryOf(payload, locale)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const mail = renderMail({
    locale,
    subject: t(texts.subject),
    intro: [t(texts.text)],
    action: { label: t(texts.button), url: alertLink('confirm', alert.token) },
    footer: [settings.agency?.name ?? ''].filter(Boolean),
  })
  await queueMail(payload, { to: alert.email, ...mail })
}

/** A new link secret: 32 random bytes, 43 base64url characters. */
export const newAlertToken = (): string => randomBytes(32).toString('base64url')

/**
 * Saves the search as pending and queues the confirmation mail (double opt-in). The same search asked
 * again by the same address is not saved twice: an active one stays as it is, a pending one gets its
 * confirmation mail again.
 */
export const createAlertFromSubmission = async (payload: Payload, { kind, submissionId, locale, email, values }: AlertRequest): Promise<void> => {
  const goal = alertGoal(values.goal)
  const query = kind === 'demand-register' ? demandQuery(values) : normaliseAlertQuery(goal, typeof values.query === 'string' ? values.query : '')
  const frequency = values.frequency === 'daily' ? 'daily' : 'instant'
  const { docs } = await payload.find({
    collection: 'search-alerts',
    where: { email: { equals: email }, goal: { equals: goal }, query: { equals: query }, status: { not_equals: 'unsubscribed' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (existing?.status === 'active') return
  if (existing) return queueConfirmation(payload, existing, locale)
  const alert = await payload.create({
    collection: 'search-alerts',
    data: { email, locale, goal, query, frequency, status: 'pending', submission: submissionId, token: newAlertToken() },
    overrideAccess: true,
  })
  await queueConfirmation(payload, alert, locale)
}
