/**
 * What each form asks (SPEC.md sections 3 and 5): its fields in order, with their label (a dictionary
 * key), kind, bounds and options. The browser renders a form from this and the schema (schema.ts) is
 * built from it, so the page, the client check and the server check can never disagree.
 */
import { MAX_AREA } from '@/lib/domain/areas'
import { CONTACT_SLOT_IDS } from '@/lib/domain/contactSlots'
import { EPC_CLASSES, epcClassLabelKey } from '@/lib/domain/epcClass'
import { featureLabelKey, LISTING_FEATURES } from '@/lib/domain/listingFeatures'

import type { FormKind } from './kinds'

/** Titles a visitor can choose (SPEC 3: Mr, Ms, Miss). */
export const TITLES = ['mr', 'ms', 'miss'] as const
/** What a free-valuation visitor wants to do with their property (SPEC 3 'goal'). */
export const VALUATION_GOALS = ['sell', 'rentOut', 'both', 'buy', 'insurance', 'managed'] as const
/** What a demand-register visitor looks for (SPEC 5: buy or rent). */
export const SEARCH_GOALS = ['buy', 'rent'] as const
/** How often a saved search writes. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const
/** Countries offered in addresses. */
export const COUNTRIES = ['BE', 'LU', 'NL', 'FR', 'DE', 'OTHER'] as const

/** Files a CV may be, by MIME type, and its largest size. */
export const CV_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
}
export const CV_MAX_MB = 5
/** Files a rent application's supporting document may be (a scan or a photo of a paper), by MIME type. */
export const PROOF_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
}

/**
 * The longest message sent with a listing to a friend: a few sentences, what a person writes to a
 * friend, and too little to carry a spammer's pitch from the agency's address.
 */
export const FRIEND_MESSAGE_MAX = 300

export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'checkboxes'
  | 'number'
  | 'date'
  | 'file'
/** Options known in advance (value and label key), or a set the page fills from the data. */
export type OptionSource = readonly { value: string; label: string }[] | 'propertyTypes' | 'cities' | 'slots'

export type FieldDef = {
  name: string
  kind: FieldKind
  /** Dictionary key of the label. */
  label: string
  required?: boolean
  /** The longest text, or the largest number. */
  max?: number
  /** The smallest number. */
  min?: number
  options?: OptionSource
  /** For 'checkboxes' bound to a data set: how many must be ticked at least. */
  minItems?: number
  autoComplete?: string
  /** A wide field takes the whole row. */
  wide?: boolean
  /** Not shown: the page sets its value (sent as a hidden input), e.g. the search an alert saves. */
  hidden?: boolean
  /** The text is mailed to an address nobody verified: no web or e-mail address in it (links.ts). */
  noLinks?: boolean
  /** For a file: the types it may be, by MIME type with their extension (CV_TYPES unless set). */
  accept?: Readonly<Record<string, string>>
}

/** Form-wide rules beyond single fields. */
export type FormRule = 'passwordPair' | 'dateRange' | 'ofAge'

export type FormDef = {
  fields: readonly FieldDef[]
  rules?: readonly FormRule[]
  /** What the form is about: it is sent with the id of that listing. */
  about?: 'property' | 'project'
  /** The form carries a file: it posts as multipart. */
  multipart?: boolean
}

const options = (values: readonly string[], prefix: string) =>
  values.map((value) => ({ value, label: `${prefix}${value.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}` }))

const f = {
  title: { name: 'title', kind: 'select', label: 'SALUTATION', required: true, options: options(TITLES, 'TITLE_'), autoComplete: 'honorific-prefix' },
  firstName: { name: 'firstName', kind: 'text', label: 'FIRST_NAME', required: true, max: 100, autoComplete: 'given-name' },
  lastName: { name: 'lastName', kind: 'text', label: 'LAST_NAME', required: true, max: 100, autoComplete: 'family-name' },
  email: { name: 'email', kind: 'email', label: 'EMAIL', required: true, max: 254, autoComplete: 'email' },
  phone: { name: 'phone', kind: 'tel', label: 'PHONE', required: true, max: 30, autoComplete: 'tel' },
  phoneOptional: { name: 'phone', kind: 'tel', label: 'PHONE', max: 30, autoComplete: 'tel' },
  street: { name: 'street', kind: 'text', label: 'STREET', required: true, max: 120, autoComplete: 'address-line1' },
  houseNumber: { name: 'houseNumber', kind: 'text', label: 'HOUSE_NUMBER', required: true, max: 10 },
  zip: { name: 'zip', kind: 'text', label: 'ZIP', required: true, max: 10, autoComplete: 'postal-code' },
  city: { name: 'city', kind: 'text', label: 'CITY', required: true, max: 80, autoComplete: 'address-level2' },
  country: { name: 'country', kind: 'select', label: 'COUNTRY', options: options(COUNTRIES, 'COUNTRY_'), autoComplete: 'country' },
  remark: { name: 'remark', kind: 'textarea', label: 'REMARK', max: 3000, wide: true },
  message: { name: 'message', kind: 'textarea', label: 'MESSAGE', required: true, max: 3000, wide: true },
  contactTimes: {
    name: 'contactTimes',
    kind: 'checkboxes',
    label: 'CONTACT_TIME',
    options: CONTACT_SLOT_IDS.map((value) => ({ value, label: `CONTACT_TIME_${value.toUpperCase()}` })),
    wide: true,
  },
  newsletter: { name: 'newsletter', kind: 'checkbox', label: 'NEWSLETTER_OPT_IN', wide: true },
  consent: { name: 'consent', kind: 'checkbox', label: 'PRIVACY_CONSENT', required: true, wide: true },
} as const satisfies Record<string, FieldDef>

const person = [f.title, f.firstName, f.lastName, f.email, f.phone] as const
const address = [f.street, f.houseNumber, f.zip, f.city] as const

/** Every form, by kind (DESIGN.md's endpoint contract). */
export const FORMS: Readonly<Record<FormKind, FormDef>> = {
  'contact-me': { about: 'property', fields: [...person, f.contactTimes, f.remark, f.newsletter, f.consent] },
  'contact-appointment': {
    about: 'property',
    fields: [{ name: 'slot', kind: 'radio', label: 'CHOOSE_A_SLOT', required: true, options: 'slots', wide: true }, ...person, f.remark, f.consent],
  },
  'contact-construction': { about: 'project', fields: [...person, f.contactTimes, f.remark, f.newsletter, f.consent] },
  'documents-request': { about: 'property', fields: [...person, f.consent] },
  // The sender's name and message are mailed to the friend's address, which nobody verified: no text
  // of this form may carry a link (no name holds one either).
  'send-to-friend': {
    about: 'property',
    fields: [
      { name: 'yourName', kind: 'text', label: 'YOUR_NAME', required: true, max: 100, autoComplete: 'name', noLinks: true },
      { name: 'email', kind: 'email', label: 'YOUR_EMAIL', required: true, max: 254, autoComplete: 'email' },
      { name: 'friendName', kind: 'text', label: 'FRIEND_NAME', max: 100, noLinks: true },
      { name: 'friendEmail', kind: 'email', label: 'FRIEND_EMAIL', required: true, max: 254 },
      { ...f.message, required: false, max: FRIEND_MESSAGE_MAX, noLinks: true },
    ],
  },
  'demand-register': {
    fields: [
      ...person,
      { name: 'goal', kind: 'radio', label: 'GOAL', required: true, options: options(SEARCH_GOALS, 'GOAL_'), wide: true },
      { name: 'types', kind: 'checkboxes', label: 'PREFERRED_TYPES', required: true, options: 'propertyTypes', minItems: 1, wide: true },
      { name: 'cities', kind: 'checkboxes', label: 'PREFERRED_CITIES', required: true, options: 'cities', minItems: 1, wide: true },
      { name: 'budgetMax', kind: 'number', label: 'BUDGET_MAX', min: 0, max: 100_000_000 },
      { name: 'minBedrooms', kind: 'number', label: 'MIN_BEDROOMS', min: 0, max: 20 },
      // The search box's richer filters, so the alert a registration saves can ask what the box asks.
      { name: 'minLiving', kind: 'number', label: 'MIN_LIVING_AREA', min: 0, max: MAX_AREA },
      { name: 'minPlot', kind: 'number', label: 'MIN_PLOT_AREA', min: 0, max: MAX_AREA },
      { name: 'epc', kind: 'select', label: 'EPC_AT_LEAST', options: EPC_CLASSES.map((value) => ({ value, label: epcClassLabelKey(value) })) },
      { name: 'features', kind: 'checkboxes', label: 'WANTED_FEATURES', options: LISTING_FEATURES.map((value) => ({ value, label: featureLabelKey(value) })), wide: true },
      { name: 'frequency', kind: 'radio', label: 'ALERT_FREQUENCY', required: true, options: options(ALERT_FREQUENCIES, 'FREQUENCY_'), wide: true },
      f.remark,
      f.consent,
    ],
  },
  'contact-demand': {
    fields: [
      ...person,
      { name: 'goal', kind: 'radio', label: 'GOAL', required: true, options: options(VALUATION_GOALS, 'GOAL_'), wide: true },
      ...address,
      f.contactTimes,
      f.remark,
      f.consent,
    ],
  },
  'sign-newsletter': { fields: [{ ...f.email, wide: true }, f.consent] },
  'site-contact': {
    multipart: true,
    fields: [
      ...person,
      f.message,
      { name: 'cv', kind: 'file', label: 'CV_UPLOAD', wide: true },
      f.newsletter,
      f.consent,
    ],
  },
  // Every field a region's law may let an application ask, cut to the listing's region (formOf.ts);
  // no title, nationality or free text: nothing the law does not list, and no field inviting it.
  'rent-application': {
    about: 'property',
    rules: ['dateRange', 'ofAge'],
    multipart: true,
    fields: [
      f.firstName,
      f.lastName,
      f.email,
      f.phoneOptional,
      ...address,
      f.country,
      { name: 'birthDate', kind: 'date', label: 'BIRTH_DATE', required: true, autoComplete: 'bday' },
      { name: 'startDate', kind: 'date', label: 'START_DATE', required: true },
      { name: 'endDate', kind: 'date', label: 'END_DATE' },
      { name: 'income', kind: 'number', label: 'MONTHLY_INCOME', required: true, min: 0, max: 1_000_000 },
      { name: 'persons', kind: 'number', label: 'NUMBER_OF_PERSONS', required: true, min: 1, max: 20 },
      { name: 'confirmIncome', kind: 'checkbox', label: 'CONFIRM_MIN_INCOME', required: true, wide: true },
      { name: 'confirmPersons', kind: 'checkbox', label: 'CONFIRM_MAX_PERSONS', required: true, wide: true },
      { name: 'confirmRead', kind: 'checkbox', label: 'CONFIRM_READ_DESCRIPTION', required: true, wide: true },
      { name: 'confirmAmount', kind: 'checkbox', label: 'CONFIRM_AMOUNT_AT_SIGNING', required: true, wide: true },
      { name: 'proof', kind: 'file', label: 'APPLICATION_PROOF', wide: true, accept: PROOF_TYPES },
      f.consent,
    ],
  },
  'search-alert': {
    fields: [
      { ...f.email, wide: true },
      { name: 'frequency', kind: 'radio', label: 'ALERT_FREQUENCY', required: true, options: options(ALERT_FREQUENCIES, 'FREQUENCY_'), wide: true },
      f.consent,
      // The search it saves: the results page's goal and normalised query, sent as they are.
      { name: 'goal', kind: 'select', label: 'GOAL', required: true, options: [{ value: 'sale', label: 'FOR_SALE' }, { value: 'rent', label: 'FOR_RENT' }], hidden: true },
      { name: 'query', kind: 'text', label: 'SEARCH', max: 2000, hidden: true },
    ],
  },
  'shortlist-alert': {
    fields: [
      { ...f.email, wide: true },
      f.consent,
      // The listings to watch: the shortlist page's kept ids ("12,45,78"), sent as they are.
      { name: 'listings', kind: 'text', label: 'SHORTLIST', required: true, max: 1700, hidden: true },
    ],
  },
  'purchase-offer': {
    about: 'property',
    fields: [
      ...person,
      ...address,
      f.country,
      { name: 'amount', kind: 'number', label: 'OFFER_AMOUNT', required: true, min: 1, max: 100_000_000 },
      { name: 'validUntil', kind: 'date', label: 'OFFER_VALID_UNTIL', required: true },
      { name: 'loanCondition', kind: 'checkbox', label: 'OFFER_LOAN_CONDITION', wide: true },
      { name: 'acceptTerms', kind: 'checkbox', label: 'PURCHASE_OFFER_TERMS', required: true, wide: true },
      f.remark,
      f.consent,
    ],
  },
}

/** The name of the hidden field only robots fill in. */
export const HONEYPOT_FIELD = 'website'
/** The name of the captcha's field (the ALTCHA widget's payload). */
export const CAPTCHA_FIELD = 'altcha'
