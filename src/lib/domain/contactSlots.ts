/** The contact time slots a visitor can tick on contact forms (SPEC 3, SPEC 9 'Contact time slots'). */
import type { Locale } from '@/i18n/locales'

/** Slot ids: the value a form submits, whatever the language. */
export const CONTACT_SLOT_IDS = ['morning', 'afternoon', 'evening'] as const

/** One slot id. */
export type ContactSlotId = (typeof CONTACT_SLOT_IDS)[number]

/** A slot with its hours ('HH:MM'). */
export type ContactTimeSlot = { id: ContactSlotId; from: string; to: string }

const slots = (afternoonFrom: string): readonly ContactTimeSlot[] => [
  { id: 'morning', from: '10:00', to: '13:00' },
  { id: 'afternoon', from: afternoonFrom, to: '16:00' },
  { id: 'evening', from: '16:00', to: '19:00' },
]

/**
 * Slots per language. SPEC gives the afternoon as 14:00-16:00 in French and 13:00-16:00 in Dutch.
 * English follows French (SPEC names French as the reference and nothing marks English as different);
 * German has no dictionary of its own and falls back to Dutch, the default language, so it follows Dutch.
 */
export const CONTACT_TIME_SLOTS: Readonly<Record<Locale, readonly ContactTimeSlot[]>> = {
  nl: slots('13:00'),
  fr: slots('14:00'),
  en: slots('14:00'),
  de: slots('13:00'),
}

/** Type guard for ContactSlotId. */
export const isContactSlotId = (value: unknown): value is ContactSlotId =>
  typeof value === 'string' && (CONTACT_SLOT_IDS as readonly string[]).includes(value)

/** The slot of an id in a language, or null for an unknown id. */
export const contactSlot = (locale: Locale, id: string): ContactTimeSlot | null =>
  CONTACT_TIME_SLOTS[locale]?.find((slot) => slot.id === id) ?? null

/** A slot's hours as shown, e.g. '10:00-13:00'. */
export const contactSlotLabel = (slot: ContactTimeSlot): string => `${slot.from}-${slot.to}`
