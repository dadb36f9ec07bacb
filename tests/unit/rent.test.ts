import { describe, expect, it } from 'vitest'
import {
  amountPayableAtSigning,
  PURCHASE_OFFER_ADVANCE_RATE,
  purchaseAdvance,
  RENT_DEPOSIT_MONTHS,
  signingCosts,
} from '@/lib/domain/rent'

describe('amounts payable at signing', () => {
  it('adds first rent, first charges, inventory share and a 3-month deposit', () => {
    expect(RENT_DEPOSIT_MONTHS).toBe(3)
    expect(signingCosts({ rent: 900, charges: 75, inventoryShare: 150 })).toEqual({
      firstRent: 900,
      firstCharges: 75,
      inventoryShare: 150,
      deposit: 2700,
      total: 3825,
    })
    expect(amountPayableAtSigning({ rent: 900, charges: 75, inventoryShare: 150 })).toBe(3825)
  })

  it('counts missing charges and share as 0', () => {
    expect(amountPayableAtSigning({ rent: 1000 })).toBe(4000)
    expect(amountPayableAtSigning({ rent: 1000, charges: null, inventoryShare: null })).toBe(4000)
  })

  it('works in cents without float drift', () => {
    expect(amountPayableAtSigning({ rent: 0.1, charges: 0.2 })).toBe(0.6)
    expect(amountPayableAtSigning({ rent: 850.55, charges: 49.99, inventoryShare: 87.5 })).toBe(3539.69)
  })

  it('accepts zero and rejects negative, NaN and infinite amounts', () => {
    expect(amountPayableAtSigning({ rent: 0 })).toBe(0)
    for (const input of [
      { rent: -1 },
      { rent: 900, charges: -0.01 },
      { rent: 900, inventoryShare: -5 },
      { rent: Number.NaN },
      { rent: 900, charges: Infinity },
      { rent: '900' as unknown as number },
    ]) {
      expect(amountPayableAtSigning(input)).toBeNull()
      expect(signingCosts(input)).toBeNull()
    }
  })

  it('rejects totals beyond safe cents', () => {
    expect(amountPayableAtSigning({ rent: 1e15 })).toBeNull()
    expect(amountPayableAtSigning({ rent: Number.MAX_VALUE })).toBeNull()
    expect(amountPayableAtSigning({ rent: 1e12 })).toBe(4e12)
  })
})

describe('purchaseAdvance', () => {
  it('is 10% of the price, rounded to the cent', () => {
    expect(PURCHASE_OFFER_ADVANCE_RATE).toBe(0.1)
    expect(purchaseAdvance(350_000)).toBe(35_000)
    expect(purchaseAdvance(123_456.78)).toBe(12_345.68)
    expect(purchaseAdvance(0.05)).toBe(0.01)
    expect(purchaseAdvance(0.04)).toBe(0)
    expect(purchaseAdvance(0.15)).toBe(0.02)
    expect(purchaseAdvance(0)).toBe(0)
  })

  it('rejects negative, NaN, infinite and overflowing prices', () => {
    for (const price of [-1, -0.01, Number.NaN, Infinity, -Infinity, Number.MAX_VALUE]) expect(purchaseAdvance(price)).toBeNull()
  })
})
