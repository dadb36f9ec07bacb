/** Every form a visitor can send: the `{kind}` of POST /api/forms/{kind} and of the thank-you URLs. */
export const FORM_KINDS = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'documents-request',
  'send-to-friend',
  'demand-register',
  'contact-demand',
  'sign-newsletter',
  'site-contact',
  'rent-application',
  'purchase-offer',
  'search-alert',
  'shortlist-alert',
] as const
export type FormKind = (typeof FORM_KINDS)[number]

export const isFormKind = (value: unknown): value is FormKind =>
  typeof value === 'string' && (FORM_KINDS as readonly string[]).includes(value)

/**
 * A kind as the dictionary spells it in its keys ('contact-me' → CONTACT_ME): the form's title
 * (FORM_TITLE_…) and its thank-you texts (THANK_YOU_…) are named after it.
 */
export const kindKey = (kind: FormKind): string => kind.toUpperCase().replace(/-/g, '_')

/** The dictionary key of a form's title ('contact-me' → FORM_TITLE_CONTACT_ME). */
export const formTitleKey = (kind: FormKind): string => `FORM_TITLE_${kindKey(kind)}`
