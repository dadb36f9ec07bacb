import { describe, expect, it } from 'vitest'

import { alertFilters, demandQuery, normaliseAlertQuery } from '@/lib/alerts/query'

describe('demandQuery: a demand registration as a search', () => {
  it('carries the areas, the EPC letter and the features beside the older criteria', () => {
    const query = demandQuery({
      goal: 'buy',
      types: ['1'],
      cities: ['gent|9000'],
      minBedrooms: 2,
      budgetMax: 450_000,
      minLiving: 120,
      minPlot: 300,
      epc: 'c',
      features: ['terrace', 'garden'],
    })
    expect(query).toBe('city=gent%7C9000&type=1&bedrooms=2&price=0-450000&living=120-&plot=300-&epc=c&has=garden,terrace')
    expect(alertFilters('sale', query)).toMatchObject({ living: { min: 120 }, plot: { min: 300 }, epc: 'c', has: ['garden', 'terrace'] })
  })

  it('leaves out what was left empty or cannot be a filter', () => {
    expect(demandQuery({ goal: 'rent', minLiving: 0, minPlot: Number.NaN, epc: 'x', features: ['pool'] })).toBe('')
    expect(demandQuery({ goal: 'rent', minLiving: 99.6 })).toBe('living=100-')
  })
})

describe('normaliseAlertQuery', () => {
  it('keeps the richer filters of a results page, without its sort and page', () => {
    expect(normaliseAlertQuery('sale', '?has=lift&epc=B&living=80-&sort=living-desc&page=2')).toBe('living=80-&epc=b&has=lift')
  })
})
