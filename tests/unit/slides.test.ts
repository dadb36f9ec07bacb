import { describe, expect, it } from 'vitest'

import { SLIDE_SECONDS, slideDelay } from '@/components/layout/slides'

describe('slideDelay', () => {
  it('starts the first photo past its fade-in, so it is fully visible at once', () => {
    expect(slideDelay(0, 4)).toBe(-1.92)
    expect(slideDelay(0, 2)).toBe(-0.96)
  })

  it('keeps one slot between photos', () => {
    for (const count of [2, 3, 4, 7]) {
      for (let i = 1; i < count; i++) expect(slideDelay(i, count) - slideDelay(i - 1, count)).toBeCloseTo(SLIDE_SECONDS, 5)
    }
  })

  it('starts every later photo after the page opens, hidden until its turn', () => {
    for (const count of [2, 4, 12]) for (let i = 1; i < count; i++) expect(slideDelay(i, count)).toBeGreaterThan(0)
  })
})
