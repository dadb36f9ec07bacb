import { describe, expect, it } from 'vitest'

import { parseSearchParams } from '@/lib/domain/searchQuery'
import { filterChips, sortQuery } from '@/lib/search/resultLinks'

const filters = (query: string) => parseSearchParams('sale', new URLSearchParams(query))

describe('filterChips: the active filters, each removable', () => {
  it('gives the areas, the EPC letter and each feature a chip of its own, after the older filters', () => {
    const chips = filterChips(filters('bedrooms=2&living=100-&plot=-500&epc=c&has=garden,lift'))
    expect(chips.map((chip) => chip.key)).toEqual(['room:bedrooms', 'living', 'plot', 'epc', 'has:garden', 'has:lift'])
  })

  it('removes exactly one filter, back to page 1', () => {
    const chips = filterChips(filters('living=100-200&epc=c&has=garden,lift&sort=living-desc&page=3'))
    const query = (key: string) => chips.find((chip) => chip.key === key)?.query
    expect(query('living')).toBe('epc=c&has=garden,lift&sort=living-desc')
    expect(query('epc')).toBe('living=100-200&has=garden,lift&sort=living-desc')
    expect(query('has:garden')).toBe('living=100-200&epc=c&has=lift&sort=living-desc')
    expect(query('has:lift')).toBe('living=100-200&epc=c&has=garden&sort=living-desc')
  })

  it('has nothing to show for a search without filters', () => {
    expect(filterChips(filters('sort=price-m2-asc'))).toEqual([])
  })
})

describe('sortQuery', () => {
  it('keeps the richer filters under another order', () => {
    expect(sortQuery(filters('epc=b&has=parking&page=4'), 'price-m2-asc')).toBe('epc=b&has=parking&sort=price-m2-asc')
  })
})
