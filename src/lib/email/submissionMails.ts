import type { Translate } from '@/i18n/dictionary'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { formatVisitSpan } from '@/lib/domain/dates'
import { FORMS } from '@/lib/forms/definitions'
import { type FormKind, formTitleKey, kindKey } from '@/lib/forms/kinds'

import { renderMail, subjectLine } from './layout'
import type { QueuedMail } from './queue'

/** What a stored submission's mails are made from. */
export type SubmissionMailInput = {
  kind: FormKind
  /** The visitor's language. */
  locale: Locale
  submissionId: number
  /** The checked values (lib/forms/schema.ts checkForm). */
  values: Record<string, unknown>
  /** The listing the form is about: its name, absolute URL and documents (absolute URLs). */
  subject?: { kind: 'property' | 'project'; id: number; name: string; url: string; documents?: { name: string; url: string }[] } | null
  /** The booked visit slot, if any. */
  slot?: { start: string; end: string } | null
  /** The agency (site-settings): its name and the address that receives leads. */
  agency: { name: string; email: string | null }
  /** Texts in the visitor's language and in the agency's (the default language). */
  t: Translate
  tAgency: Translate
  /** The site's public origin, for links. */
  siteUrl: string
  /** The listing's agent's address: the agency's notice goes there, the agency copied. */
  agentEmail?: string | null
  /** The visitor's confirmation made elsewhere (a booked visit's, with its calendar file), instead of the generic one. */
  visitorMail?: QueuedMail | null
}

/** Every field the visitor filled in, labelled in the language of `t`, options by their label. */
const rowsOf = (kind: FormKind, values: Record<string, unknown>, t: Translate, locale: string, slot: SubmissionMailInput['slot']): [string, string][] =>
  FORMS[kind].fields.flatMap((def): [string, string][] => {
    const value = values[def.name]
    if (value === undefined || value === null || value === '' || value === false) return []
    if (def.options === 'slots') return slot ? [[t(def.label), formatVisitSpan(slot, locale)]] : []
    const label = def.label.startsWith('CONFIRM_') || def.kind === 'checkbox' ? t(def.label, { amount: String(values.income ?? ''), count: String(values.persons ?? '') }) : t(def.label)
    if (def.kind === 'checkbox') return [[label.replace(/[;:]$/, ''), t('YES')]]
    const optionLabel = (item: unknown) => (Array.isArray(def.options) ? t(def.options.find((o) => o.value === item)?.label ?? String(item)) : String(item))
    const shown = Array.isArray(value) ? value.map(optionLabel).join(', ') : typeof value === 'object' ? '' : optionLabel(value)
    return shown ? [[label, shown]] : []
  })

const nameOf = (values: Record<string, unknown>): string =>
  [values.firstName, values.lastName].filter((v) => typeof v === 'string' && v).join(' ') || (typeof values.yourName === 'string' ? values.yourName : '')

/**
 * The mails a submission sends: the agency's notice (everything that was sent), and the visitor's
 * confirmation (the agency's words only) or the friend's mail.
 */
export const submissionMails = ({ kind, locale, submissionId, values, subject, slot, agency, t, tAgency, siteUrl, visitorMail, agentEmail }: SubmissionMailInput): QueuedMail[] => {
  const email = typeof values.email === 'string' ? values.email : null
  const name = nameOf(values)
  const footer = [agency.name, siteUrl].filter(Boolean)
  const about = subject ? ` | ${subject.name}` : ''
  const mails: QueuedMail[] = []

  // A saved search writes to its owner once, to confirm it (lib/alerts/create.ts); staff see it in the admin.
  if (kind === 'search-alert' || kind === 'shortlist-alert') return []

  if (kind === 'send-to-friend') {
    const friend = typeof values.friendEmail === 'string' ? values.friendEmail : null
    if (!friend || !subject) return []
    // The friend's address is unverified too: the sender's name and words reach it only within the
    // schema's bounds (short, no links: lib/forms/links.ts) and the daily budgets (lib/forms/friendBudget.ts).
    const note = typeof values.message === 'string' && values.message ? values.message : t('SEND_TO_FRIEND_DEFAULT_MESSAGE')
    const mail = renderMail({
      locale,
      subject: t('MAIL_FRIEND_SUBJECT', { name, property: subject.name }),
      intro: [t('MAIL_FRIEND_INTRO', { name }), note],
      action: { label: subject.name, url: subject.url },
      footer,
    })
    // The friend replies to the sender, never to a forged header: addresses were checked by the schema.
    return [{ to: friend, ...mail, replyTo: email ?? undefined }]
  }

  // A lead about a listing with an agent goes to the agent, the agency copied.
  const agent = agentEmail && agentEmail.toLowerCase() !== agency.email?.toLowerCase() ? agentEmail : null
  const noticeTo = agent ?? agency.email
  if (noticeTo && kind !== 'sign-newsletter') {
    const rows = rowsOf(kind, values, tAgency, defaultLocale, slot)
    const mail = renderMail({
      locale: defaultLocale,
      subject: subjectLine(`${tAgency(formTitleKey(kind))}: ${name || email || ''}${about}`),
      intro: [tAgency('MAIL_AGENCY_INTRO', { id: submissionId })],
      rows: subject ? [[tAgency('PROPERTY'), `${subject.name}\n${subject.url}`], ...rows] : rows,
      action: { label: tAgency('MAIL_OPEN_IN_INBOX'), url: `${siteUrl.replace(/\/$/, '')}/admin/collections/form-submissions/${submissionId}` },
    })
    mails.push({ to: noticeTo, ...(agent && agency.email ? { cc: agency.email } : {}), ...mail, replyTo: email ?? undefined })
  }

  // A demand registration's confirmation is the alert's double opt-in mail.
  if (visitorMail) mails.push(visitorMail)
  else if (email && kind !== 'demand-register') mails.push(confirmation(kind, email, { locale, subject, slot, agency, t, siteUrl }))
  return mails
}

/**
 * The visitor's confirmation. Its address is whatever was typed, never verified: anyone can have the
 * agency write to someone else. So it carries the agency's own words and the listing only (its
 * documents, the visit slot, all of them the agency's data), and nothing the visitor wrote: no
 * remark, no field echoed, and no name either (a name is free text too, and "Dear <anything>" would
 * let a stranger choose the first line of a mail from the agency), so it greets neutrally.
 */
const confirmation = (
  kind: FormKind,
  to: string,
  { locale, subject, slot, agency, t, siteUrl }: Pick<SubmissionMailInput, 'locale' | 'subject' | 'slot' | 'agency' | 't' | 'siteUrl'>,
): QueuedMail => {
  const documents = kind === 'documents-request' ? (subject?.documents ?? []) : []
  const mail = renderMail({
    locale,
    subject: `${t(`THANK_YOU_${kindKey(kind)}`)}${subject ? ` | ${subject.name}` : ''}`,
    intro: [t('MAIL_GREETING_ANONYMOUS'), t(`THANK_YOU_${kindKey(kind)}_TEXT`)],
    rows: [
      ...(subject ? ([[t('PROPERTY'), subject.name]] as [string, string][]) : []),
      ...(slot ? ([[t('APPOINTMENT'), formatVisitSpan(slot, locale)]] as [string, string][]) : []),
      ...documents.map((doc): [string, string] => [doc.name, doc.url]),
    ],
    action: subject ? { label: subject.name, url: subject.url } : undefined,
    footer: [agency.name, siteUrl].filter(Boolean),
  })
  return { to, ...mail, replyTo: agency.email ?? undefined }
}
