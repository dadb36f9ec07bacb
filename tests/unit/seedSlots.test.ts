import { describe, expect, it } from 'vitest'

import { brusselsTime } from '../../seed/steps/slots'

describe('Brussels wall-clock times', () => {
  it('are one hour ahead of UTC in winter and two in summer', () => {
    expect(brusselsTime(2027, 0, 12, 14, 0).toISOString()).toBe('2027-01-12T13:00:00.000Z')
    expect(brusselsTime(2027, 6, 12, 14, 0).toISOString()).toBe('2027-07-12T12:00:00.000Z')
  })
  it('on the days the clocks change', () => {
    expect(brusselsTime(2027, 2, 28, 10, 0).toISOString()).toBe('2027-03-28T08:00:00.000Z')
    expect(brusselsTime(2027, 9, 31, 10, 0).toISOString()).toBe('2027-10-31T09:00:00.000Z')
  })
})
