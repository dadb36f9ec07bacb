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
] as const
export type FormKind = (typeof FORM_KINDS)[number]

export const isFormKind = (value: unknown): value is FormKind =>
  typeof value === 'string' && (FORM_KINDS as readonly string[]).includes(value)
