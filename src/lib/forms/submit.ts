/**
 * What happens to a form post (POST /api/forms/{kind}), after the rate limit and the body's size:
 * the honeypot, the form's schema (the one the browser ran), the captcha, what the form is about,
 * the kind's own rules (a free visit slot, documents to send, a friend's daily budget); then the
 * submission is stored, and only then are its mails queued. Every refusal is a message per field in
 * the visitor's language.
 */
import { randomBytes } from 'node:crypto'

import { type Payload, ValidationError } from 'payload'

import { contentLocales, defaultLocale, type Locale } from '@/i18n/locales'
import { type PageRoute, projectPath, thankYouPath } from '@/i18n/routing'
import { createAlertFromSubmission } from '@/lib/alerts/create'
import { isAvailable } from '@/lib/domain/availability'
import { submissionMails } from '@/lib/email/submissionMails'
import { populated } from '@/lib/payload/populated'
import { propertyUrl } from '@/lib/payload/propertyUrl'
import { dictionaryOf, pageRoutes } from '@/lib/payload/freshReads'
import { limitFor } from '@/lib/rateLimit/limits'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import { queueMail } from '@/jobs/sendEmail'
import type { Media } from '@/payload-types'

import { slotProblem } from './appointments'
import { type UploadedFile, fileMatchesType } from './body'
import { checkCaptcha } from './captcha'
import { CV_TYPES, FORMS, HONEYPOT_FIELD, CAPTCHA_FIELD } from './definitions'
import { spendFriendBudget } from './friendBudget'
import type { FormKind } from './kinds'
import { localiseMessage } from './messages'
import { checkForm, type FieldErrors } from './schema'

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

/** Kinds that only make sense about a listing still on offer. */
const NEEDS_AVAILABLE: readonly FormKind[] = ['contact-appointment', 'rent-application', 'purchase-offer']
/** Kinds that must name their listing (the others may, e.g. contact-me from a CMS page). */
const NEEDS_SUBJECT: readonly FormKind[] = ['contact-appointment', 'documents-request', 'send-to-friend', 'rent-application', 'purchase-offer', 'contact-construction']
/** Kinds that save a search alert. */
const SAVES_ALERT: readonly string[] = ['demand-register', 'search-alert']

/** The language a post asks for: a content language, else the default. */
export const postLocale = (value: unknown): Locale =>
  (contentLocales as readonly string[]).includes(value as string) ? (value as Locale) : defaultLocale

const idOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/** A page path a form names (the page it was sent from): kept only when it is a plain local path. */
export const localPagePath = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\/[^\s\\]{0,499}$/.test(value) && !value.startsWith('//') ? value : undefined

type Subject = { kind: 'property' | 'project'; id: number; name: string; url: string; documents: { name: string; url: string }[] }

/** The published listing a form is about, with its link in `locale`; a code when it cannot be used. */
const subjectOf = async (
  payload: Payload,
  kind: FormKind,
  fields: Record<string, unknown>,
  locale: Locale,
  pages: PageRoute[],
): Promise<{ subject: Subject | null } | { error: string }> => {
  const about = FORMS[kind].about
  const id = about ? idOf(fields[about]) : null
  if (!about || id === null) return NEEDS_SUBJECT.includes(kind) ? { error: about === 'project' ? 'PROJECT_NOT_FOUND' : 'PROPERTY_NOT_FOUND' } : { subject: null }
  const site = getSiteUrl().replace(/\/$/, '')
  if (about === 'project') {
    const project = await payload.findByID({ collection: 'projects', id, locale, depth: 1, overrideAccess: false, disableErrors: true })
    if (!project) return { error: 'PROJECT_NOT_FOUND' }
    return { subject: { kind: 'project', id, name: project.name ?? '', url: site + projectPath(pages, locale, project), documents: [] } }
  }
  const property = await payload.findByID({ collection: 'properties', id, locale, depth: 1, overrideAccess: false, disableErrors: true })
  if (!property) return { error: 'PROPERTY_NOT_FOUND' }
  if (NEEDS_AVAILABLE.includes(kind) && !isAvailable(property.marquee)) return { error: property.goal === 'rent' ? 'PROPERTY_RENTED' : 'PROPERTY_SOLD' }
  const documents = (property.documents ?? []).flatMap((doc) => {
    const file = populated<Media>(doc.file)
    return file?.url ? [{ name: doc.title || file.filename || '', url: file.url.startsWith('http') ? file.url : site + file.url }] : []
  })
  return { subject: { kind: 'property', id, name: property.name ?? '', url: site + propertyUrl(pages, locale, property), documents } }
}

/**
 * The fields a Payload validation refusal names, or null for any other error. Read from the error's
 * shape: in a production bundle the error class is not the one this module imports.
 */
const refusedFields = (error: unknown): string[] | null => {
  if (error instanceof ValidationError) return error.data.errors.map((e) => e.path)
  const errors = (error as { data?: { errors?: unknown } } | null)?.data?.errors
  return Array.isArray(errors) && (error as { status?: unknown }).status === 400 ? errors.map((e) => String((e as { path?: unknown }).path)) : null
}

/** Which single-use value a unique-index refusal names (the captcha solution or the visit slot). */
const uniqueClash = (error: unknown): string | null => refusedFields(error)?.find((path) => path === 'captchaKey' || path === 'slot') ?? null

/** Handles one post of `kind`. `fields` are the posted values; `file`, an uploaded CV. */
export const submitForm = async (
  payload: Payload,
  kind: FormKind,
  fields: Record<string, unknown>,
  file: UploadedFile | null,
  { client = 'direct', now = new Date() }: SubmitContext = {},
): Promise<SubmitResult> => {
  const form = FORMS[kind]
  const locale = postLocale(fields.locale)
  const t = await dictionaryOf(payload, locale)
  const fail = (codes: FieldErrors): SubmitResult => ({
    status: 400,
    locale,
    errors: Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, localiseMessage(code, t)])),
  })

  // Robots fill in every field, the hidden one too; people never see it.
  if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '') return fail({ form: 'FORM_REJECTED' })
  const checked = checkForm(form, fields)
  const captchaMissing = typeof fields[CAPTCHA_FIELD] !== 'string' || fields[CAPTCHA_FIELD] === ''
  if (!checked.ok) return fail(captchaMissing ? { ...checked.errors, [CAPTCHA_FIELD]: 'CAPTCHA_REQUIRED' } : checked.errors)
  const captcha = await checkCaptcha(fields[CAPTCHA_FIELD])
  if (!captcha.ok) return fail({ [CAPTCHA_FIELD]: captchaMissing ? 'CAPTCHA_REQUIRED' : 'CAPTCHA_INVALID' })

  const pages = await pageRoutes(payload)
  const about = await subjectOf(payload, kind, fields, locale, pages)
  if ('error' in about) return fail({ form: about.error })
  const { subject } = about
  const values = checked.values
  const email = typeof values.email === 'string' ? values.email : undefined

  if (kind === 'contact-appointment' && subject) {
    if ((await slotProblem(payload, Number(values.slot), subject.id, now)) !== null) return fail({ slot: 'SLOT_TAKEN' })
  }
  if (kind === 'documents-request' && subject) {
    if (subject.documents.length === 0) return fail({ form: 'DOCUMENT_REQUEST_ERROR' })
    const earlier = await payload.count({
      collection: 'form-submissions',
      where: { kind: { equals: kind }, property: { equals: subject.id }, email: { equals: email } },
      overrideAccess: true,
    })
    if (earlier.totalDocs > 0) return fail({ form: 'DOCUMENTS_ALREADY_REQUESTED' })
  }
  if (file && !fileMatchesType(file.bytes, file.type)) return fail({ cv: 'FILE_TYPE_INVALID' })
  // Last of the checks, so a post refused for anything else spends none of the day's budget.
  if (kind === 'send-to-friend' && email && typeof values.friendEmail === 'string') {
    const budget = await spendFriendBudget(email, values.friendEmail, client)
    // One message for both budgets: which one is spent would tell a stranger whether someone was sent listings today.
    if (!budget.allowed) {
      const limits = { sender: limitFor('friendSender').max, recipient: limitFor('friendRecipient').max }
      return { status: 429, locale, errors: { form: t('SEND_TO_FRIEND_LIMIT', limits) }, retryAfterSeconds: budget.retryAfterSeconds }
    }
  }

  let fileId: number | undefined
  if (file) {
    try {
      const stored = await payload.create({
        collection: 'form-files',
        data: {},
        file: { data: Buffer.from(file.bytes), mimetype: file.type, name: `cv-${randomBytes(8).toString('hex')}.${CV_TYPES[file.type]}`, size: file.size },
        overrideAccess: true,
      })
      fileId = stored.id
    } catch (error) {
      // Payload's own checks of the file's content (a damaged PDF, a type its bytes contradict).
      if (refusedFields(error)) return fail({ cv: 'FILE_TYPE_INVALID' })
      throw error
    }
  }

  const name = [values.firstName, values.lastName].filter(Boolean).join(' ') || (typeof values.yourName === 'string' ? values.yourName : '')
  let id: number
  try {
    const doc = await payload.create({
      collection: 'form-submissions',
      overrideAccess: true,
      data: {
        kind: kind as never,
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
        slot: kind === 'contact-appointment' ? Number(values.slot) : undefined,
        appointmentStatus: kind === 'contact-appointment' ? 'requested' : undefined,
        file: fileId,
        captchaKey: captcha.key,
      },
    })
    id = doc.id
  } catch (error) {
    if (fileId) await payload.delete({ collection: 'form-files', id: fileId, overrideAccess: true }).catch(() => undefined)
    const clash = uniqueClash(error)
    if (clash === 'captchaKey') return fail({ [CAPTCHA_FIELD]: 'CAPTCHA_INVALID' })
    if (clash === 'slot') return fail({ slot: 'SLOT_TAKEN' })
    throw error
  }

  // Stored: from here on nothing a visitor sent can be lost. Mails and alerts go through the jobs queue.
  if (SAVES_ALERT.includes(kind) && email) await createAlertFromSubmission(payload, { kind, submissionId: id, locale, email, values })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const slot = kind === 'contact-appointment' ? await payload.findByID({ collection: 'appointment-slots', id: Number(values.slot), depth: 0, overrideAccess: true, disableErrors: true }) : null
  const mails = submissionMails({
    kind,
    locale,
    submissionId: id,
    values,
    subject,
    slot: slot ? { start: slot.start, end: slot.end } : null,
    agency: { name: settings.agency?.name ?? '', email: settings.agency?.email ?? null },
    t,
    tAgency: locale === defaultLocale ? t : await dictionaryOf(payload, defaultLocale),
    siteUrl: getSiteUrl(),
  })
  for (const mail of mails) await queueMail(payload, mail)
  return { status: 201, id, redirect: thankYouPath(pages, locale, kind), locale }
}
