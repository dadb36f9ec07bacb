import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { CONTACT_TIME_SLOTS, contactSlot, contactSlotLabel, isContactSlotId } from '@/lib/domain/contactSlots'

const labels = (locale: (typeof locales)[number]) => CONTACT_TIME_SLOTS[locale].map(contactSlotLabel)

describe('CONTACT_TIME_SLOTS', () => {
  it('gives Dutch afternoons from 13:00', () => {
    expect(labels('nl')).toEqual(['10:00-13:00', '13:00-16:00', '16:00-19:00'])
  })

  it('gives French afternoons from 14:00', () => {
    expect(labels('fr')).toEqual(['10:00-13:00', '14:00-16:00', '16:00-19:00'])
  })

  it('lets English follow French and German follow Dutch', () => {
    expect(labels('en')).toEqual(labels('fr'))
    expect(labels('de')).toEqual(labels('nl'))
  })

  it('uses the same ids in every language', () => {
    for (const locale of locales) {
      expect(CONTACT_TIME_SLOTS[locale].map((s) => s.id)).toEqual(['morning', 'afternoon', 'evening'])
    }
  })
})

describe('contactSlot', () => {
  it('finds a slot by id', () => {
    expect(contactSlot('fr', 'afternoon')).toEqual({ id: 'afternoon', from: '14:00', to: '16:00' })
    expect(contactSlot('nl', 'afternoon')?.from).toBe('13:00')
  })

  it('gives null for unknown ids or languages', () => {
    expect(contactSlot('nl', 'night')).toBeNull()
    expect(contactSlot('nl', '')).toBeNull()
    expect(contactSlot('xx' as 'nl', 'morning')).toBeNull()
  })

  it('guards slot ids', () => {
    expect(isContactSlotId('evening')).toBe(true)
    for (const v of ['Evening', '', null, 1]) expect(isContactSlotId(v)).toBe(false)
  })
})

describe('the contact-time labels the forms show', () => {
  it('are the slots of their language', async () => {
    const { dictionary } = await import('../../seed/data/dictionary')
    for (const locale of ['nl', 'fr', 'en'] as const) {
      const shown = CONTACT_TIME_SLOTS[locale].map((slot) => dictionary[`CONTACT_TIME_${slot.id.toUpperCase()}`][locale].replace(/\s/g, ''))
      expect(shown, locale).toEqual(labels(locale))
    }
  })
})
