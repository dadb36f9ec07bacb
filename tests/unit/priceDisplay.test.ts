import { describe, expect, it } from 'vitest'
import { MARQUEES, MARQUEE_PRICE_IGNORE_LIST } from '@/lib/domain/marquee'
import { displayPrice, isPriceUnit, PRICE_UNITS, shownPrice } from '@/lib/domain/priceDisplay'

describe('displayPrice', () => {
  it('shows the amount of a published price', () => {
    expect(displayPrice({ price: 250_000, publishPrice: true, priceUnit: 'total', marquee: 'none' })).toEqual({
      kind: 'amount',
      amount: 250_000,
      unit: 'total',
      startingFrom: false,
      perMonth: false,
    })
  })

  it("prefixes 'starting from' for unit 'from' and marks monthly rents", () => {
    expect(displayPrice({ price: 199_000, publishPrice: true, priceUnit: 'from' })).toMatchObject({ startingFrom: true, perMonth: false })
    expect(displayPrice({ price: 950, publishPrice: true, priceUnit: 'month' })).toMatchObject({ startingFrom: false, perMonth: true })
    expect(displayPrice({ price: 12, publishPrice: true, priceUnit: 'm2' })).toMatchObject({ unit: 'm2', startingFrom: false, perMonth: false })
  })

  it("counts a missing or unknown unit as 'total'", () => {
    expect(displayPrice({ price: 1, publishPrice: true })).toMatchObject({ kind: 'amount', unit: 'total' })
    expect(displayPrice({ price: 1, publishPrice: true, priceUnit: 'weekly' as 'total' })).toMatchObject({ unit: 'total' })
  })

  it('is on request when the price is not published', () => {
    for (const publishPrice of [false, null, undefined]) {
      expect(displayPrice({ price: 250_000, publishPrice })).toEqual({ kind: 'onRequest' })
    }
  })

  it('is on request when the price is missing, zero, negative or not finite', () => {
    for (const price of [undefined, null, 0, -1, Number.NaN, Infinity]) {
      expect(displayPrice({ price, publishPrice: true })).toEqual({ kind: 'onRequest' })
    }
    expect(displayPrice({ price: 0.01, publishPrice: true }).kind).toBe('amount')
  })

  it('shows the marquee name instead of the price for sold and rented', () => {
    expect(displayPrice({ price: 250_000, publishPrice: true, marquee: 'sold', marqueeName: ' Verkocht ' })).toEqual({
      kind: 'marquee',
      marquee: 'sold',
      text: 'Verkocht',
    })
    expect(displayPrice({ price: 900, publishPrice: false, marquee: 'rented' })).toEqual({ kind: 'marquee', marquee: 'rented', text: '' })
  })

  it('shows the price for marquees outside the ignore list', () => {
    for (const marquee of ['none', 'new', 'priceDrop', 'option', 'underOffer'] as const) {
      expect(displayPrice({ price: 1000, publishPrice: true, marquee, marqueeName: 'x' }).kind).toBe('amount')
    }
  })

  it('lists the units', () => {
    expect(PRICE_UNITS).toEqual(['total', 'month', 'from', 'm2', 'year'])
    expect(isPriceUnit('from')).toBe(true)
    expect(isPriceUnit('7')).toBe(false)
  })
})

describe('shownPrice', () => {
  it('gives the amount of a published price above 0 on a listing that is not sold or rented', () => {
    expect(shownPrice({ price: 250_000, publishPrice: true, marquee: 'none' })).toBe(250_000)
    expect(shownPrice({ price: 0.01, publishPrice: true })).toBe(0.01)
    for (const marquee of ['new', 'priceDrop', 'option', 'underOffer'] as const) expect(shownPrice({ price: 950, publishPrice: true, marquee })).toBe(950)
  })

  it('gives null for a sold or rented listing, whatever its price and flag (the card says "Sold" instead)', () => {
    for (const marquee of ['sold', 'rented'] as const) {
      expect(shownPrice({ price: 450_000, publishPrice: true, marquee })).toBeNull()
      expect(shownPrice({ price: 450_000, publishPrice: false, marquee })).toBeNull()
    }
  })

  it('gives null for a price that is not published, missing, 0, negative or not finite', () => {
    for (const publishPrice of [false, null, undefined]) expect(shownPrice({ price: 250_000, publishPrice, marquee: 'none' })).toBeNull()
    for (const price of [undefined, null, 0, -1, Number.NaN, Infinity]) expect(shownPrice({ price, publishPrice: true, marquee: 'none' })).toBeNull()
  })

  it('is what displayPrice shows: an amount exactly when shownPrice gives one, and that amount', () => {
    for (const marquee of [...MARQUEES, null, undefined]) {
      for (const publishPrice of [true, false, null]) {
        for (const price of [null, 0, 1, 450_000]) {
          const fields = { price, publishPrice, marquee }
          const shown = displayPrice(fields)
          expect(shown.kind === 'amount' ? shown.amount : null, JSON.stringify(fields)).toBe(shownPrice(fields))
        }
      }
    }
    expect(MARQUEE_PRICE_IGNORE_LIST).toEqual(['sold', 'rented'])
  })
})
