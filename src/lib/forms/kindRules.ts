/**
 * What each kind of form checks on the server beyond its schema and the captcha, and what storing it
 * does besides: the kinds' own rules, beside their definitions (definitions.ts, which the browser
 * shares; these need the database and the rate limits, so they live apart). submitForm (submit.ts)
 * runs a kind's checks in order, then its budgets last; the first refusal wins.
 */
import type { Payload } from 'payload'

import { limitFor } from '@/lib/rateLimit/limits'
import { keepIds } from '@/lib/shortlist/watch'

import { slotProblem } from './appointments'
import { fileMatchesType, type UploadedFile } from './body'
import { FORMS } from './definitions'
import { fileField } from './formOf'
import { spendFriendBudget } from './friendBudget'
import type { FormKind } from './kinds'
import { messageCode } from './messages'
import type { FieldErrors } from './schema'
import type { Subject } from './subject'

/** A post refused: 400 with a message code per field, or 429 when a budget of the form's own is spent. */
export type Refusal = { status: 400; errors: FieldErrors } | { status: 429; errors: FieldErrors; retryAfterSeconds: number }

/** What a rule sees: a post whose schema and captcha passed, and the listing it names, if any. */
export type RuleContext = {
  payload: Payload
  kind: FormKind
  /** The checked values (schema.ts checkForm). */
  values: Record<string, unknown>
  subject: Subject | null
  /** The uploaded file (a CV), if any. */
  file: UploadedFile | null
  /** The client's rate-limit key. */
  client: string
  now: Date
}

export type Rule = (ctx: RuleContext) => Refusal | null | Promise<Refusal | null>

export type KindRules = {
  /** Checks of what the post is about, in order. */
  checks?: readonly Rule[]
  /**
   * Checks that spend a budget: run after every other check (the file's too), so a post refused for
   * anything else spends none of it.
   */
  spends?: readonly Rule[]
  /** The form books a visit slot (its `slot` field): stored with the submission, whose unique slot decides a race. */
  booksSlot?: boolean
  /** The form saves a search alert (lib/alerts/create.ts). */
  savesAlert?: boolean
}

const refuse = (field: string, code: string): Refusal => ({ status: 400, errors: { [field]: code } })

/** The form must name its listing (the others may, e.g. contact-me from a CMS page). */
const namesListing: Rule = ({ kind, subject }) =>
  subject ? null : refuse('form', FORMS[kind].about === 'project' ? 'PROJECT_NOT_FOUND' : 'PROPERTY_NOT_FOUND')

/** The form only makes sense about a listing still on offer. */
const listingOnOffer: Rule = ({ subject }) =>
  subject && subject.offer !== 'open' ? refuse('form', subject.offer === 'rented' ? 'PROPERTY_RENTED' : 'PROPERTY_SOLD') : null

/** The visit slot chosen is still free (the insert still decides a race). */
const slotIsFree: Rule = async ({ payload, values, subject, now }) =>
  subject && (await slotProblem(payload, Number(values.slot), subject.id, now)) !== null ? refuse('slot', 'SLOT_TAKEN') : null

/** A listing without documents has none to send. */
const hasDocuments: Rule = ({ subject }) => (subject && subject.documents.length === 0 ? refuse('form', 'DOCUMENT_REQUEST_ERROR') : null)

/** The documents of a listing go once to an address. */
const documentsNotSent: Rule = async ({ payload, kind, values, subject }) => {
  if (!subject) return null
  const email = typeof values.email === 'string' ? values.email : undefined
  const where = { kind: { equals: kind }, property: { equals: subject.id }, email: { equals: email } }
  const earlier = await payload.count({ collection: 'form-submissions', where, overrideAccess: true })
  return earlier.totalDocs > 0 ? refuse('form', 'DOCUMENTS_ALREADY_REQUESTED') : null
}

/** Each listing sent to a friend spends the sender's and the recipient's daily budgets (friendBudget.ts). */
const friendBudget: Rule = async ({ values, client }) => {
  if (typeof values.email !== 'string' || !values.email || typeof values.friendEmail !== 'string') return null
  const budget = await spendFriendBudget(values.email, values.friendEmail, client)
  if (budget.allowed) return null
  // One message for both budgets: which one is spent would tell a stranger whether someone was sent listings today.
  const limits = { sender: limitFor('friendSender').max, recipient: limitFor('friendRecipient').max }
  return { status: 429, errors: { form: messageCode('SEND_TO_FRIEND_LIMIT', limits) }, retryAfterSeconds: budget.retryAfterSeconds }
}

/** The listings a shortlist alert watches: the ids it names that are published now (at least one). */
export const watchableListings = async (payload: Payload, value: unknown): Promise<number[]> => {
  const ids = keepIds(typeof value === 'string' ? value : '')
  if (ids.length === 0) return []
  const { docs } = await payload.find({ collection: 'properties', where: { id: { in: ids } }, limit: ids.length, depth: 0, select: { goal: true }, overrideAccess: false })
  return docs.map((doc) => doc.id)
}

/** A shortlist alert must watch at least one listing still online. */
const keepsListingsOnline: Rule = async ({ payload, values }) => ((await watchableListings(payload, values.listings)).length > 0 ? null : refuse('form', 'SHORTLIST_ALERT_EMPTY'))

/** Every kind's rules. */
export const KIND_RULES: Readonly<Record<FormKind, KindRules>> = {
  'contact-me': {},
  'contact-appointment': { checks: [namesListing, listingOnOffer, slotIsFree], booksSlot: true },
  'contact-construction': { checks: [namesListing] },
  'documents-request': { checks: [namesListing, hasDocuments, documentsNotSent] },
  'send-to-friend': { checks: [namesListing], spends: [friendBudget] },
  'demand-register': { savesAlert: true },
  'contact-demand': {},
  'sign-newsletter': {},
  'site-contact': {},
  'rent-application': { checks: [namesListing, listingOnOffer] },
  'purchase-offer': { checks: [namesListing, listingOnOffer] },
  'search-alert': { savesAlert: true },
  'shortlist-alert': { checks: [keepsListingsOnline], savesAlert: true },
}

/** Every kind's file is checked alike: its first bytes must be those of the type it claims (body.ts). */
const fileOfItsType: Rule = ({ kind, file }) => (file && !fileMatchesType(file.bytes, file.type) ? refuse(fileField(FORMS[kind])?.name ?? 'form', 'FILE_TYPE_INVALID') : null)

/** The first refusal of a post of `kind` by its rules in order (its checks, the file's, its budgets), or null. */
export const firstRefusal = async (kind: FormKind, ctx: RuleContext): Promise<Refusal | null> => {
  const rules = KIND_RULES[kind]
  for (const rule of [...(rules.checks ?? []), fileOfItsType, ...(rules.spends ?? [])]) {
    const refusal = await rule(ctx)
    if (refusal) return refusal
  }
  return null
}
