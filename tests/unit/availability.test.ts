import { describe, expect, it } from 'vitest'

import { availableWhere, isAvailable } from '@/lib/domain/availability'

describe('availability', () => {
  it('a sold or rented listing is not available; every other marquee is', () => {
    expect(isAvailable('sold')).toBe(false)
    expect(isAvailable('rented')).toBe(false)
    for (const marquee of ['none', 'new', 'priceDrop', 'option', 'underOffer', null, undefined]) expect(isAvailable(marquee)).toBe(true)
  })

  it('filters out sold and rented listings, with or without a goal', () => {
    expect(availableWhere(null)).toEqual({ and: [{ marquee: { not_in: ['sold', 'rented'] } }] })
    expect(availableWhere('rent')).toEqual({ and: [{ marquee: { not_in: ['sold', 'rented'] } }, { goal: { equals: 'rent' } }] })
  })
})
