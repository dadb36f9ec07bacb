import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import type { FormKind } from '@/lib/forms/kinds'
import type { QueuedMail } from '@/jobs/sendEmail'

/** What a stored submission's mails are made from. */
export type SubmissionMailInput = {
  kind: FormKind
  /** The visitor's language. */
  locale: Locale
  submissionId: number
  /** The checked values (lib/forms/schema.ts checkForm). */
  values: Record<string, unknown>
  /** The listing the form is about: its name and absolute URL. */
  subject?: { kind: 'property' | 'project'; id: number; name: string; url: string } | null
  /** The booked visit slot, if any. */
  slot?: { start: string; end: string } | null
  /** The agency (site-settings): its name and the address that receives leads. */
  agency: { name: string; email: string | null }
  /** Texts in the visitor's language and in the agency's (the default language). */
  t: Translate
  tAgency: Translate
  /** The site's public origin, for links. */
  siteUrl: string
}

/** The mails a submission sends: the agency's notice, and the visitor's confirmation (or the friend's mail). */
export const submissionMails = (input: SubmissionMailInput): QueuedMail[] => {
  void input
  return []
}
