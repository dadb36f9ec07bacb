import { describe, expect, it } from 'vitest'

import { approximateCoordinate } from '@/lib/domain/approximatePosition'

describe('approximateCoordinate', () => {
  it('gives every spot of a cell the same centre, so the exact spot is lost', () => {
    expect(approximateCoordinate(51.05431)).toBe(51.055)
    expect(approximateCoordinate(51.0501)).toBe(51.055)
    expect(approximateCoordinate(51.0599)).toBe(51.055)
    expect(approximateCoordinate(3.7174)).toBe(3.715)
    expect(approximateCoordinate(-0.0001)).toBe(-0.005)
  })

  it('stays within one cell of the real position', () => {
    for (const value of [50.1234, 4.98765, 51.2]) expect(Math.abs(approximateCoordinate(value) - value)).toBeLessThanOrEqual(0.01)
  })
})
