import type { DateField } from 'payload'

import { clearedOnDuplicate } from './duplicate'

/** A calendar day, shown the Belgian way (31/12/2026). */
export const dayField = (name: string): DateField => ({
  name,
  type: 'date',
  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
})

/** When the listing first went online: stamped on first publication, orders "newest" lists. */
export const publishedAtField: DateField = {
  name: 'publishedAt',
  type: 'date',
  index: true,
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
  // A copy goes online on its own day.
  hooks: { beforeDuplicate: [clearedOnDuplicate] },
}
