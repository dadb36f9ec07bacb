import type { Field } from 'payload'

import { locales } from '@/i18n/locales'

/**
 * The fields every mailed alert has (collections/SearchAlerts.ts, collections/ShortlistAlerts.ts): whose
 * address and language, where its double opt-in stands, the form it came from, when it was confirmed and
 * last mailed, and the secret of its links.
 */
export const alertEmail: Field = { name: 'email', type: 'email', required: true, index: true }

export const alertLocale: Field = { name: 'locale', type: 'select', required: true, options: locales.map((value) => ({ value, label: value })) }

export const alertStatus: Field = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'pending',
  index: true,
  options: [
    { value: 'pending', label: 'Awaiting confirmation' },
    { value: 'active', label: 'Active' },
    { value: 'unsubscribed', label: 'Unsubscribed' },
  ],
}

export const alertSubmission: Field = { name: 'submission', type: 'relationship', relationTo: 'form-submissions' }

export const alertConfirmedAt: Field = { name: 'confirmedAt', type: 'date', admin: { readOnly: true } }

export const alertLastSentAt: Field = { name: 'lastSentAt', type: 'date', admin: { readOnly: true } }

/** The secret of the confirmation and unsubscribe links: never shown, never read through the API. */
export const alertToken: Field = {
  name: 'token',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { hidden: true },
  access: { read: () => false, update: () => false },
}
