import { describe, expect, it } from 'vitest'

import { choicesOf } from '@/components/forms/FormView'
import { slotLabel } from '@/lib/domain/dates'
import { FORMS } from '@/lib/forms/definitions'

describe('visit slots as visitors read them', () => {
  it('are in Belgian time, winter and summer, in the page language', () => {
    expect(slotLabel({ id: 1, start: '2027-01-12T13:00:00.000Z', end: '2027-01-12T13:45:00.000Z' }, 'nl')).toBe('di 12 jan, 14:00-14:45')
    expect(slotLabel({ id: 2, start: '2027-07-12T12:00:00.000Z', end: '2027-07-12T12:45:00.000Z' }, 'fr')).toBe('lun. 12 juil., 14:00-14:45')
  })

  it('are the options of the visit form, by id', () => {
    const slot = FORMS['contact-appointment'].fields.find((def) => def.name === 'slot')!
    expect(choicesOf((k) => k, undefined, [{ id: 7, start: '2027-01-12T13:00:00.000Z', end: '2027-01-12T13:45:00.000Z' }], 'en')(slot)).toEqual([{ value: '7', label: expect.stringContaining('14:00-14:45') }])
  })
})
