/**
 * A rent application as its candidate sees it: found by the secret of their link (never by its id), the
 * mails that tell them where it stands, and what they may do with it (withdraw it, erase it at once).
 * The address was typed by the candidate and never verified: like every confirmation, the mails carry
 * the agency's words and data only.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Translate } from '@/i18n/dictionary'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { type ApplicationStatus, APPLICATION_STATUSES } from '@/lib/domain/rentalApplication'
import { renderMail } from '@/lib/email/layout'
import type { QueuedMail } from '@/lib/email/queue'
import { pageRoutes } from '@/lib/payload/freshReads'
import { relationId } from '@/lib/payload/populated'
import { propertyUrlOrHome } from '@/lib/payload/propertyUrl'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import type { FormSubmission, Property } from '@/payload-types'

const TOKEN = /^[A-Za-z0-9_-]{43}$/

export type Application = {
  id: number
  locale: Locale
  email: string | null
  status: ApplicationStatus
  token: string
  property: { id: number; name: string; url: string } | null
  /** What the candidate sent (the checked values). */
  data: Record<string, unknown>
  file: number | null
  /** An unconfirmed second application: the one it replaces. */
  replaces: number | null
  submission: FormSubmission
}

const origin = () => getSiteUrl().replace(/\/$/, '')

/** The candidate's link to their application's page (or, for an unconfirmed second one, to confirm it). */
export const applicationLink = (token: string, action: 'manage' | 'confirm' = 'manage'): string => `${origin()}/api/application/${action}?token=${encodeURIComponent(token)}`

const statusOf = (value: unknown): ApplicationStatus => ((APPLICATION_STATUSES as readonly unknown[]).includes(value) ? (value as ApplicationStatus) : 'received')

/** An application from its stored submission, with its listing as the candidate's language shows it. */
export const applicationOf = async (payload: Payload, submission: FormSubmission, req?: PayloadRequest): Promise<Application | null> => {
  const token = submission.application?.token
  if (submission.kind !== 'rent-application' || !token) return null
  const locale = isLocale(submission.locale) ? submission.locale : defaultLocale
  const id = relationId(submission.property)
  const property = typeof id === 'number' ? ((await payload.findByID({ collection: 'properties', id, locale, depth: 1, overrideAccess: true, disableErrors: true, req })) as Property | null) : null
  return {
    id: submission.id,
    locale,
    email: submission.email ?? null,
    status: statusOf(submission.application?.status),
    token,
    property: property ? { id: property.id, name: property.name ?? '', url: origin() + propertyUrlOrHome(await pageRoutes(payload), locale, property) } : null,
    data: submission.data && typeof submission.data === 'object' && !Array.isArray(submission.data) ? (submission.data as Record<string, unknown>) : {},
    file: (relationId(submission.file) as number | null) ?? null,
    replaces: typeof submission.application?.replaces === 'number' ? submission.application.replaces : null,
    submission,
  }
}

/** The application a link's secret names, or null for a forged, mistyped or erased one. */
export const applicationByToken = async (payload: Payload, token: string | null): Promise<Application | null> => {
  if (!token || !TOKEN.test(token)) return null
  const [found] = (await payload.find({ collection: 'form-submissions', where: { 'application.token': { equals: token } }, limit: 1, depth: 0, overrideAccess: true })).docs
  return found ? applicationOf(payload, found) : null
}

/** The text each status's mail says, and the one that tells a candidate the home is let to another. */
export const STATUS_TEXT_KEYS: Record<ApplicationStatus | 'let', string> = {
  received: 'APPLICATION_STATUS_RECEIVED',
  complete: 'APPLICATION_STATUS_COMPLETE',
  shortlisted: 'APPLICATION_STATUS_SHORTLISTED',
  proposed: 'APPLICATION_STATUS_PROPOSED',
  chosen: 'APPLICATION_STATUS_CHOSEN',
  reserve: 'APPLICATION_STATUS_RESERVE',
  signed: 'APPLICATION_STATUS_SIGNED',
  declined: 'APPLICATION_STATUS_DECLINED',
  withdrawn: 'APPLICATION_STATUS_WITHDRAWN',
  unconfirmed: 'APPLICATION_CONFIRM_TEXT',
  let: 'APPLICATION_STATUS_LET',
}

/** A status's short name, as the candidate's page shows it. */
export const stateKey = (status: ApplicationStatus): string => `APPLICATION_STATE_${status.toUpperCase()}`

/**
 * The candidate's mail: `first` is the confirmation of a new application, else the news of its status
 * (`let`: declined because the home was let). Every mail carries the link to their application, but
 * one that tells it is gone.
 */
export const applicationMail = (
  application: Application,
  { t, agency, first = false, news = application.status }: { t: Translate; agency: { name: string; email: string | null }; first?: boolean; news?: ApplicationStatus | 'let' },
): QueuedMail | null => {
  if (!application.email) return null
  if (application.status === 'unconfirmed') {
    // A second application of this address: it replaces the first only once the address confirms.
    const mail = renderMail({
      locale: application.locale,
      subject: `${t('APPLICATION_CONFIRM_SUBJECT')}${application.property ? ` | ${application.property.name}` : ''}`,
      intro: [t('MAIL_GREETING_ANONYMOUS'), t('APPLICATION_CONFIRM_TEXT')],
      action: { label: t('APPLICATION_CONFIRM_BUTTON'), url: applicationLink(application.token, 'confirm') },
      footer: [agency.name, origin()].filter(Boolean),
    })
    return { to: application.email, ...mail, replyTo: agency.email ?? undefined }
  }
  const title = first ? t('THANK_YOU_RENT_APPLICATION') : t('APPLICATION_NEWS_SUBJECT')
  const mail = renderMail({
    locale: application.locale,
    subject: `${title}${application.property ? ` | ${application.property.name}` : ''}`,
    intro: [t('MAIL_GREETING_ANONYMOUS'), first ? t('THANK_YOU_RENT_APPLICATION_TEXT') : t(STATUS_TEXT_KEYS[news])],
    rows: application.property ? [[t('PROPERTY'), `${application.property.name}\n${application.property.url}`]] : [],
    action: { label: t('APPLICATION_MANAGE_LINK'), url: applicationLink(application.token) },
    footer: [agency.name, origin()].filter(Boolean),
  })
  return { to: application.email, ...mail, replyTo: agency.email ?? undefined }
}

/**
 * Confirms an unconfirmed second application: its answers, figures and document replace the first one's
 * (whose status, and link, stay), and it is deleted. The first application, or null when it is gone.
 */
export const replaceApplication = async (payload: Payload, second: Application): Promise<Application | null> => {
  if (second.status !== 'unconfirmed' || second.replaces === null) return null
  const first = await payload.findByID({ collection: 'form-submissions', id: second.replaces, depth: 0, overrideAccess: true, disableErrors: true })
  if (!first) return null
  const figures = second.submission.application ?? {}
  const oldFile = relationId(first.file)
  const updated = await payload.update({
    collection: 'form-submissions',
    id: first.id,
    data: {
      name: second.submission.name,
      phone: second.submission.phone,
      data: second.data,
      file: second.file ?? oldFile,
      application: {
        complete: figures.complete,
        incomeRatio: figures.incomeRatio,
        persons: figures.persons,
        movingDate: figures.movingDate,
        // Completed now, or back in the running after a withdrawal; any other status is staff's and stays.
        ...(first.application?.status === 'received' || first.application?.status === 'withdrawn' ? { status: figures.complete ? ('complete' as const) : ('received' as const) } : {}),
      },
    },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'form-submissions', id: second.id, overrideAccess: true })
  if (second.file && typeof oldFile === 'number' && oldFile !== second.file) await payload.delete({ collection: 'form-files', id: oldFile, overrideAccess: true }).catch(() => undefined)
  return applicationOf(payload, updated)
}
