import { describe, expect, it } from 'vitest'

import { PRICE_RANGES } from '@/lib/domain/priceRange'
import type { Goal } from '@/lib/domain/propertyOptions'
import { parseSearchParams } from '@/lib/domain/searchQuery'
import { countDemand, type Demand, DEMAND_CUTS, type DemandListing, mayCount, shareSearches } from '@/lib/owners/demand'
import { admitsPrice, priceBounds } from '@/lib/search/snapshotSearch'

/** An alert's filters, as the search parses its query. */
const search = (goal: Goal, query: string) => parseSearchParams(goal, new URLSearchParams(query))
const NONE: Demand = { now: 0, minus5: 0, minus10: 0 }
/** One alert's figures on a listing at `price`. */
const demand = (query: string, price: number | null, goal: Goal = 'sale'): Demand => countDemand(NONE, search(goal, query), price)

describe('priceBounds', () => {
  it('has no price filter when the search asks none, or asks the whole range', () => {
    expect(priceBounds(search('sale', ''))).toEqual({ priced: false, low: -Infinity, high: Infinity })
    expect(priceBounds(search('sale', 'price=0-3000000'))).toEqual({ priced: false, low: -Infinity, high: Infinity })
    expect(priceBounds(search('rent', 'price=0-2000'))).toEqual({ priced: false, low: -Infinity, high: Infinity })
  })

  it('bounds a price up to a maximum, from nothing', () => {
    expect(priceBounds(search('sale', 'price=0-300000'))).toEqual({ priced: true, low: -Infinity, high: 300_000 })
  })

  it('leaves the top open when the search asks up to the top of the slider: its highest step means "and more"', () => {
    expect(PRICE_RANGES.sale.max).toBe(3_000_000)
    expect(priceBounds(search('sale', 'price=1000000-3000000'))).toEqual({ priced: true, low: 1_000_000, high: Infinity })
    expect(priceBounds(search('sale', 'price=1000000-'))).toEqual({ priced: true, low: 1_000_000, high: Infinity })
    expect(priceBounds(search('rent', 'price=1200-2000'))).toEqual({ priced: true, low: 1200, high: Infinity })
  })
})

describe('admitsPrice', () => {
  const upTo300k = search('sale', 'price=0-300000')

  it('admits a price equal to the maximum, not one euro more', () => {
    expect(admitsPrice(upTo300k, 300_000)).toBe(true)
    expect(admitsPrice(upTo300k, 300_001)).toBe(false)
  })

  it('admits a price equal to the minimum, not one euro less', () => {
    const between = search('sale', 'price=200000-300000')
    expect(admitsPrice(between, 200_000)).toBe(true)
    expect(admitsPrice(between, 199_999)).toBe(false)
  })

  it('admits any price above the top of the slider when the search goes up to it', () => {
    expect(admitsPrice(search('sale', 'price=1000000-3000000'), 4_500_000)).toBe(true)
    expect(admitsPrice(search('rent', 'price=1200-2000'), 3500)).toBe(true)
    expect(admitsPrice(search('rent', 'price=1200-1900'), 3500)).toBe(false)
  })

  it('never lets a hidden price pass a price filter', () => {
    expect(admitsPrice(upTo300k, null)).toBe(false)
    expect(admitsPrice(search('sale', 'price=1000000-3000000'), null)).toBe(false)
  })

  it('lets any price, hidden or not, pass a search without a price filter', () => {
    const any = search('sale', 'bedrooms=2')
    expect(admitsPrice(any, null)).toBe(true)
    expect(admitsPrice(any, 0)).toBe(true)
    expect(admitsPrice(any, 10_000_000)).toBe(true)
  })
})

describe('countDemand', () => {
  it('judges the price now, 5% less and 10% less', () => {
    expect(DEMAND_CUTS).toEqual([0, 0.05, 0.1])
  })

  it('counts a search up to 300,000 for a listing at 310,000 only once the price drops 5% (294,500) or 10%', () => {
    expect(demand('price=0-300000', 310_000)).toEqual({ now: 0, minus5: 1, minus10: 1 })
  })

  it('counts it only at 10% less when 5% less is still above the budget', () => {
    // 5% less is 313,500; 10% less is 297,000.
    expect(demand('price=0-300000', 330_000)).toEqual({ now: 0, minus5: 0, minus10: 1 })
  })

  it('counts a search whose maximum is exactly the price, at every cut', () => {
    expect(demand('price=0-300000', 300_000)).toEqual({ now: 1, minus5: 1, minus10: 1 })
  })

  it('counts a search whose maximum is exactly the price 5% less', () => {
    expect(demand('price=0-285000', 300_000)).toEqual({ now: 0, minus5: 1, minus10: 1 })
  })

  it('loses a search whose minimum the lower price falls below', () => {
    // 5% less is 199,500.
    expect(demand('price=200000-300000', 210_000)).toEqual({ now: 1, minus5: 0, minus10: 0 })
  })

  it('counts a search up to the top of the slider for a listing priced above it', () => {
    expect(demand('price=1000000-3000000', 4_500_000)).toEqual({ now: 1, minus5: 1, minus10: 1 })
  })

  it('judges a rental by the rent scale', () => {
    expect(demand('price=0-1000', 1100, 'rent')).toEqual({ now: 0, minus5: 0, minus10: 1 })
    expect(demand('price=0-1000', 1050, 'rent')).toEqual({ now: 0, minus5: 1, minus10: 1 })
  })

  it('never counts a search with a price filter for a listing that hides its price', () => {
    expect(demand('price=0-300000', null)).toEqual({ now: 0, minus5: 0, minus10: 0 })
    expect(demand('price=1000000-3000000', null)).toEqual({ now: 0, minus5: 0, minus10: 0 })
  })

  it('counts a search without a price filter at every cut, hidden price or not', () => {
    expect(demand('', null)).toEqual({ now: 1, minus5: 1, minus10: 1 })
    expect(demand('bedrooms=3', 310_000)).toEqual({ now: 1, minus5: 1, minus10: 1 })
  })

  it('adds each alert to the figures so far', () => {
    const alerts = ['price=0-300000', 'price=0-280000', 'price=0-250000', 'bedrooms=2', 'price=0-320000'].map((query) => search('sale', query))
    const figures = alerts.reduce((sum, filters) => countDemand(sum, filters, 310_000), NONE)
    // now: no filter, 320k; 5% less (294,500): + 300k; 10% less (279,000): + 280k.
    expect(figures).toEqual({ now: 2, minus5: 3, minus10: 4 })
  })

  it('leaves the figures it was given unchanged', () => {
    const before: Demand = { now: 4, minus5: 5, minus10: 6 }
    expect(countDemand(before, search('sale', 'price=0-300000'), 310_000)).toEqual({ now: 4, minus5: 6, minus10: 7 })
    expect(before).toEqual({ now: 4, minus5: 5, minus10: 6 })
  })

  it('never counts fewer searches at a lower price than now, for maximum-only budgets', () => {
    const alerts = [150_000, 200_000, 250_000, 275_000, 300_000, 325_000, 400_000].map((max) => search('sale', `price=0-${max}`))
    for (const price of [180_000, 260_000, 310_000, 350_000]) {
      const figures = alerts.reduce((sum, filters) => countDemand(sum, filters, price), NONE)
      expect(figures.minus5, String(price)).toBeGreaterThanOrEqual(figures.now)
      expect(figures.minus10, String(price)).toBeGreaterThanOrEqual(figures.minus5)
    }
  })
})

describe('the searches the demand figures run', () => {
  const listings: DemandListing[] = [
    { id: 1, goal: 'sale', price: 300_000, city: 10 },
    { id: 2, goal: 'sale', price: 500_000, city: 20 },
    { id: 3, goal: 'rent', price: 900, city: 10 },
  ]
  const cities = [
    { id: 10, zip: '9000', names: ['gent', 'gand'] },
    { id: 20, zip: '2000', names: ['antwerpen', 'anvers'] },
    { id: 30, zip: '8000', names: ['brugge', 'bruges'] },
  ]

  it('lets an alert count where its goal, its budget at one of the prices and its cities allow', () => {
    expect(mayCount(search('sale', 'price=0-280000'), listings[0])).toBe(true) // 10% less is 270,000
    expect(mayCount(search('sale', 'price=0-260000'), listings[0])).toBe(false)
    expect(mayCount(search('rent', ''), listings[0])).toBe(false)
    expect(mayCount(search('sale', ''), listings[0], [20])).toBe(false)
    expect(mayCount(search('sale', ''), listings[0], [10, 20])).toBe(true)
    // No city known, or none resolved: the cities decide nothing here.
    expect(mayCount(search('sale', ''), { ...listings[0], city: undefined }, [20])).toBe(true)
    expect(mayCount(search('sale', ''), { ...listings[0], city: null }, [20])).toBe(false)
    expect(mayCount(search('sale', ''), listings[0], [])).toBe(true)
  })

  it('runs one search for alerts asking the same but the price, on the listings they may count for', () => {
    const alerts = ['price=0-300000', 'price=0-600000', 'price=0-100000', 'bedrooms=2'].map((query) => search('sale', query))
    const shared = shareSearches(alerts, listings, cities)
    expect(shared).toHaveLength(2)
    expect(shared[0].alerts).toHaveLength(2) // the one up to 100,000 counts for none
    expect([...shared[0].listings].sort()).toEqual([1, 2])
    expect(shared[0].filters.price).toBeUndefined()
    expect([...shared[1].listings].sort()).toEqual([1, 2])
  })

  it('resolves the alerts’ cities as the search does: a city it cannot find is no filter', () => {
    const shared = (query: string) => shareSearches([search('sale', query)], listings, cities).flatMap((group) => [...group.listings].sort())
    expect(shared('city=gent|9000')).toEqual([1])
    expect(shared('city=anvers|2000&city=gent|9000')).toEqual([1, 2])
    expect(shared('city=brugge|8000')).toEqual([])
    expect(shared('city=nergens|1234')).toEqual([1, 2])
    // A known postcode under another name is that postcode's city.
    expect(shared('city=ghent|9000')).toEqual([1])
  })
})
