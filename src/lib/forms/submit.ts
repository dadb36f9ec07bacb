/**
 * What happens to a form post (POST /api/forms/{kind}), after the rate limit and the body's size:
 * the honeypot, the form's schema (the one the browser ran), the captcha, the listing it names, the
 * kind's own rules (kindRules.ts: a free visit slot, documents to send, a friend's daily budget); then
 * the submission is stored, and only then are its mails queued. Every refusal is a message per field
 * in the visitor's language.
 */
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import type { Translate } from '@/i18n/dictionary'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { createAlertFromSubmission } from '@/lib/alerts/create'
import { createShortlistAlert } from '@/lib/alerts/shortlist'
import { visitMail, visitOf } from '@/lib/appointments/visit'
import { queueMail } from '@/lib/email/queue'
import { submissionMails } from '@/lib/email/submissionMails'
import { dictionaryOf, pageRoutes } from '@/lib/payload/freshReads'
import { thankYouPath } from '@/lib/routing/paths'
import { applicationMail, applicationOf } from '@/lib/rentals/application'
import { getSiteUrl } from '@/lib/seo/siteUrl'

import type { UploadedFile } from './body'
import { checkCaptcha } from './captcha'
import { applicationContext, newApplication, storeApplication } from './application'
import { CAPTCHA_FIELD, FORMS, HONEYPOT_FIELD } from './definitions'
import { fileField } from './formOf'
import { firstRefusal, KIND_RULES, type Refusal, watchableListings } from './kindRules'
import type { FormKind } from './kinds'
import { localiseMessage } from './messages'
import { localPagePath, postLocale } from './post'
import { checkForm, type FieldErrors } from './schema'
import { storeFile, storeSubmission } from './store'
import { type Subject, subjectOf } from './subject'

export type SubmitResult =
  | { status: 201; id: number; redirect: string; locale: Locale }
  | { status: 400; errors: FieldErrors; locale: Locale }
  | { status: 429; errors: FieldErrors; locale: Locale; retryAfterSeconds: number }

/** Who posts, and when. */
export type SubmitContext = {
  /** The client's rate-limit key (rateLimit.ts requestAddress); unset, every client shares one, as with no trusted proxy. */
  client?: string
  now?: Date
}

/** Handles one post of `kind`. `fields` are the posted values; `file`, an uploaded CV. */
export const submitForm = async (
  payload: Payload,
  kind: FormKind,
  fields: Record<string, unknown>,
  file: UploadedFile | null,
  { client = 'direct', now = new Date() }: SubmitContext = {},
): Promise<SubmitResult> => {
  const application = kind === 'rent-application' ? await applicationContext(payload, fields, now) : null
  const form = application?.form ?? FORMS[kind]
  const rules = KIND_RULES[kind]
  const locale = postLocale(fields.locale)
  const t = await dictionaryOf(payload, locale)
  // A refusal's codes become texts in the visitor's language.
  const refused = (refusal: Refusal): SubmitResult => ({
    ...refusal,
    locale,
    errors: Object.fromEntries(Object.entries(refusal.errors).map(([field, code]) => [field, localiseMessage(code, t)])),
  })
  const fail = (errors: FieldErrors): SubmitResult => refused({ status: 400, errors })

  // Robots fill in every field, the hidden one too; people never see it.
  if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '') return fail({ form: 'FORM_REJECTED' })
  const checked = checkForm(form, fields)
  const captchaMissing = typeof fields[CAPTCHA_FIELD] !== 'string' || fields[CAPTCHA_FIELD] === ''
  if (!checked.ok) return fail(captchaMissing ? { ...checked.errors, [CAPTCHA_FIELD]: 'CAPTCHA_REQUIRED' } : checked.errors)
  const captcha = await checkCaptcha(fields[CAPTCHA_FIELD])
  if (!captcha.ok) return fail({ [CAPTCHA_FIELD]: captchaMissing ? 'CAPTCHA_REQUIRED' : 'CAPTCHA_INVALID' })

  const pages = await pageRoutes(payload)
  const about = await subjectOf(payload, form, fields, locale, pages)
  if ('error' in about) return fail({ form: about.error })
  const { subject } = about
  const values = checked.values
  // A file goes with a form that asks for one (not a rent application whose region allows no document).
  const fileDef = fileField(form)
  const refusal = await firstRefusal(kind, { payload, kind, values, subject, file: fileDef ? file : null, client, now })
  if (refusal) return refused(refusal)

  const storedFile = file && fileDef ? await storeFile(payload, file, fileDef) : undefined
  if (storedFile === null && fileDef) return fail({ [fileDef.name]: 'FILE_TYPE_INVALID' })
  const email = typeof values.email === 'string' ? values.email : undefined
  const name = [values.firstName, values.lastName].filter(Boolean).join(' ') || (typeof values.yourName === 'string' ? values.yourName : '')
  const slotId = rules.booksSlot ? Number(values.slot) : undefined
  const submission: RequiredDataFromCollectionSlug<'form-submissions'> = {
    kind,
    locale,
    status: 'new',
    name: name || undefined,
    email,
    phone: typeof values.phone === 'string' ? values.phone : undefined,
    data: values,
    page: localPagePath(fields.page),
    property: subject?.kind === 'property' ? subject.id : undefined,
    project: subject?.kind === 'project' ? subject.id : undefined,
    consent: values.consent === true,
    newsletter: values.newsletter === true,
    slot: slotId,
    appointmentStatus: rules.booksSlot ? 'requested' : undefined,
    file: storedFile?.id,
    captchaKey: captcha.key,
  }
  const stored = application && email && subject ? await storeApplication(payload, submission, newApplication(application, values, Boolean(storedFile)), subject.id, email) : await storeSubmission(payload, submission)
  if ('taken' in stored) return fail(stored.taken === 'slot' ? { slot: 'SLOT_TAKEN' } : { [CAPTCHA_FIELD]: 'CAPTCHA_INVALID' })

  // Stored: from here on nothing a visitor sent can be lost. Mails and alerts go through the jobs queue.
  if (rules.savesAlert && email) {
    if (kind === 'shortlist-alert') await createShortlistAlert(payload, { submissionId: stored.id, locale, email, listings: await watchableListings(payload, values.listings) })
    else await createAlertFromSubmission(payload, { kind, submissionId: stored.id, locale, email, values })
  }
  await queueSubmissionMails(payload, { kind, locale, id: stored.id, values, subject, slotId, t })
  return { status: 201, id: stored.id, redirect: thankYouPath(pages, locale, kind) ?? `/${locale}/`, locale }
}

/** The address of the team member handling the listing or project a form is about, if any. */
const agentEmailOf = async (payload: Payload, subject: Subject): Promise<string | null> => {
  const listing = await payload.findByID({ collection: subject.kind === 'project' ? 'projects' : 'properties', id: subject.id, depth: 1, overrideAccess: true, disableErrors: true, select: { agent: true }, populate: { 'team-members': { email: true } } })
  const agent = listing?.agent
  return typeof agent === 'object' && agent?.email ? agent.email : null
}

/** Queues the mails of a stored submission (lib/email/submissionMails.ts): the agency's in its own language. */
const queueSubmissionMails = async (
  payload: Payload,
  { kind, locale, id, values, subject, slotId, t }: { kind: FormKind; locale: Locale; id: number; values: Record<string, unknown>; subject: Subject | null; slotId?: number; t: Translate },
): Promise<void> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const slot = slotId !== undefined ? await payload.findByID({ collection: 'appointment-slots', id: slotId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  const agency = { name: settings.agency?.name ?? '', email: settings.agency?.email ?? null }
  // A booked visit's confirmation carries its calendar file and the link to move or cancel it; a rent
  // application's, the link to see, withdraw or erase it.
  const stored = kind === 'contact-appointment' || kind === 'rent-application' ? await payload.findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true }) : null
  const visit = stored && kind === 'contact-appointment' ? await visitOf(payload, stored) : null
  const application = stored && kind === 'rent-application' ? await applicationOf(payload, stored) : null
  const mails = submissionMails({
    kind,
    locale,
    submissionId: id,
    values,
    subject,
    slot: slot ? { start: slot.start, end: slot.end } : null,
    agency,
    t,
    tAgency: locale === defaultLocale ? t : await dictionaryOf(payload, defaultLocale),
    siteUrl: getSiteUrl(),
    visitorMail: visit ? visitMail('booked', visit, { t, agency }) : application ? applicationMail(application, { t, agency, first: true }) : null,
    agentEmail: subject ? await agentEmailOf(payload, subject) : null,
  })
  for (const mail of mails) await queueMail(payload, mail)
}
