import { describe, expect, it } from 'vitest'
import {
  buildSearchQuery,
  cleanSearchText,
  MAX_SEARCH_ITEMS,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_TEXT,
  parseCityValue,
  parseSearchParams,
  type SearchFilters,
} from '@/lib/domain/searchQuery'

const q = (query: string) => new URLSearchParams(query)
const empty = (goal: 'sale' | 'rent'): SearchFilters => ({ goal, cities: [], types: [], rooms: {}, sort: 'newest', page: 1 })

describe('parseSearchParams', () => {
  it('reads every filter', () => {
    const params = q('search=villa&city=Gent|9000&city=brugge|8000&type=1&type=2&bedrooms=3&garages=1&price=100000-500000&page=2')
    expect(parseSearchParams('sale', params)).toEqual({
      goal: 'sale',
      search: 'villa',
      cities: [
        { name: 'gent', zip: '9000' },
        { name: 'brugge', zip: '8000' },
      ],
      types: [1, 2],
      rooms: { bedrooms: 3, garages: 1 },
      price: { min: 100_000, max: 500_000 },
      sort: 'newest',
      page: 2,
    })
  })

  it('gives empty filters for an empty query', () => {
    expect(parseSearchParams('rent', q(''))).toEqual(empty('rent'))
    expect(parseSearchParams('sale', {})).toEqual(empty('sale'))
    expect(parseSearchParams('sale', null)).toEqual(empty('sale'))
  })

  it('reads Next-style objects with arrays', () => {
    const filters = parseSearchParams('rent', { city: ['gent|9000', 'Leuven|3000'], type: '4', toilets: ['2', '5'], foo: 'bar' })
    expect(filters.cities).toEqual([
      { name: 'gent', zip: '9000' },
      { name: 'leuven', zip: '3000' },
    ])
    expect(filters.types).toEqual([4])
    expect(filters.rooms).toEqual({ toilets: 2 })
  })

  it('accepts comma-separated cities and types, and removes duplicates', () => {
    const filters = parseSearchParams('sale', q('city=gent|9000,GENT|9000,aalst|9300&type=1,2,1&type=2,3'))
    expect(filters.cities).toEqual([
      { name: 'gent', zip: '9000' },
      { name: 'aalst', zip: '9300' },
    ])
    expect(filters.types).toEqual([1, 2, 3])
  })

  it('drops malformed cities and non-numeric types', () => {
    const filters = parseSearchParams('sale', q('city=gent|90000&city=a|b|c&city=|&city=ok|1000&type=abc&type=-1&type=1.5&type=7&type=1e3'))
    expect(filters.cities).toEqual([{ name: 'ok', zip: '1000' }])
    expect(filters.types).toEqual([7])
  })

  it('drops zero, negative and NaN room counts', () => {
    const filters = parseSearchParams('sale', q('bedrooms=0&bathrooms=-2&showerrooms=NaN&toilets=abc&garages=2'))
    expect(filters.rooms).toEqual({ garages: 2 })
  })

  it('reads the page, with 1 for junk, zero, negatives and out-of-range values', () => {
    expect(parseSearchParams('sale', q('page=1')).page).toBe(1)
    expect(parseSearchParams('sale', q('page=2')).page).toBe(2)
    expect(parseSearchParams('sale', q(`page=${MAX_SEARCH_PAGE}`)).page).toBe(MAX_SEARCH_PAGE)
    for (const page of ['0', '-1', 'abc', '', '1.5', '2e3', String(MAX_SEARCH_PAGE + 1), '9'.repeat(400)]) {
      expect(parseSearchParams('sale', q(`page=${page}`)).page).toBe(1)
    }
  })

  it('reads the price for the goal and ignores the full range', () => {
    expect(parseSearchParams('rent', q('price=500-1500')).price).toEqual({ min: 500, max: 1500 })
    expect(parseSearchParams('rent', q('price=500-99999')).price).toEqual({ min: 500, max: 2000 })
    expect(parseSearchParams('rent', q('price=0-2000')).price).toBeUndefined()
    expect(parseSearchParams('rent', q('price=0-5000')).price).toBeUndefined()
    expect(parseSearchParams('sale', q('price=0-2000')).price).toEqual({ min: 0, max: 2000 })
    expect(parseSearchParams('sale', q('price=abc')).price).toBeUndefined()
    expect(parseSearchParams('sale', q('price=9-3')).price).toEqual({ min: 3, max: 9 })
  })

  it('trims and caps the search text', () => {
    expect(parseSearchParams('sale', q('search=%20%20villa%20%20gent%20%20')).search).toBe('villa gent')
    expect(parseSearchParams('sale', q('search=%20%20')).search).toBeUndefined()
    expect(parseSearchParams('sale', q(`search=${'a'.repeat(MAX_SEARCH_TEXT)}`)).search).toHaveLength(MAX_SEARCH_TEXT)
    expect(parseSearchParams('sale', q(`search=${'a'.repeat(MAX_SEARCH_TEXT + 1)}`)).search).toHaveLength(MAX_SEARCH_TEXT)
  })

  it('keeps at most 50 cities and 50 types', () => {
    const cities = Array.from({ length: 80 }, (_, i) => `city=c${i}|${1000 + i}`).join('&')
    const types = Array.from({ length: 80 }, (_, i) => i + 1).join(',')
    const filters = parseSearchParams('sale', q(`${cities}&type=${types}`))
    expect(filters.cities).toHaveLength(MAX_SEARCH_ITEMS)
    expect(filters.types).toHaveLength(MAX_SEARCH_ITEMS)
    expect(filters.types.at(-1)).toBe(50)
  })

  it('never throws on oversized input', () => {
    const huge = 'city=' + 'gent|9000,'.repeat(50_000) + '&type=' + '1,'.repeat(100_000) + '&search=' + 'x'.repeat(1_000_000)
    const filters = parseSearchParams('sale', q(huge))
    expect(filters.cities).toEqual([{ name: 'gent', zip: '9000' }])
    expect(filters.types).toEqual([1])
    expect(filters.search).toHaveLength(MAX_SEARCH_TEXT)
  })

  it('falls back to sale for an unknown goal at runtime', () => {
    expect(parseSearchParams('lease' as 'sale', q('')).goal).toBe('sale')
  })
})

describe('parseCityValue', () => {
  it('reads name|zip, name alone or zip alone, lowercased', () => {
    expect(parseCityValue('Sint-Niklaas|9100')).toEqual({ name: 'sint-niklaas', zip: '9100' })
    expect(parseCityValue(' La  Louvière | 7100 ')).toEqual({ name: 'la louvière', zip: '7100' })
    expect(parseCityValue('gent')).toEqual({ name: 'gent', zip: '' })
    expect(parseCityValue('|9000')).toEqual({ name: '', zip: '9000' })
  })

  it('refuses malformed values', () => {
    for (const v of ['', '|', ' | ', 'gent|900', 'gent|90000', 'gent|abcd', 'a|b|c', 'a,b|9000', `${'a'.repeat(101)}|9000`]) {
      expect(parseCityValue(v)).toBeNull()
    }
    expect(parseCityValue(`${'a'.repeat(100)}|9000`)).not.toBeNull()
  })
})

describe('cleanSearchText', () => {
  it('removes control characters and does not split a surrogate pair', () => {
    expect(cleanSearchText('a\u0000b\nc')).toBe('a b c')
    expect(cleanSearchText(`${'a'.repeat(99)}😀`)).toBe('a'.repeat(99))
    expect(cleanSearchText(undefined)).toBeUndefined()
  })
})

describe('buildSearchQuery', () => {
  it('gives an empty string for no filters', () => {
    expect(buildSearchQuery(empty('sale'))).toBe('')
  })

  it('writes every filter in a fixed order', () => {
    const query = buildSearchQuery({
      goal: 'rent',
      search: 'loft',
      cities: [{ name: 'Gent', zip: '9000' }],
      types: [2, 5],
      rooms: { garages: 1, bedrooms: 2 },
      price: { min: 500, max: 1500 },
      sort: 'price-desc',
      page: 3,
    })
    expect(query).toBe('search=loft&city=gent%7C9000&type=2&type=5&bedrooms=2&garages=1&price=500-1500&sort=price-desc&page=3')
  })

  it('leaves out the full price range, page 1 and empty rooms', () => {
    const query = buildSearchQuery({ ...empty('sale'), price: { min: 0, max: 3_000_000 }, rooms: { bedrooms: 0, toilets: -1 }, page: 1 })
    expect(query).toBe('')
    expect(buildSearchQuery({ ...empty('sale'), price: { min: 0, max: 2000 } })).toBe('price=0-2000')
    expect(buildSearchQuery({ ...empty('rent'), price: { min: 0, max: 2000 } })).toBe('')
  })

  it('cleans bad values instead of writing them', () => {
    const query = buildSearchQuery({
      goal: 'sale',
      search: '   ',
      cities: [{ name: '', zip: '' }, { name: 'gent', zip: 'x' }, { name: 'Aalst', zip: '' }],
      types: [Number.NaN, -1, 1.5, 3, 3],
      rooms: { bedrooms: Number.NaN },
      sort: 'cheapest' as never,
      page: Number.NaN,
    })
    expect(query).toBe('city=aalst&type=3')
  })
})

describe('round trip', () => {
  const cases: SearchFilters[] = [
    empty('sale'),
    {
      goal: 'sale',
      search: 'villa met zwembad & tuin',
      cities: [
        { name: 'sint-niklaas', zip: '9100' },
        { name: 'la louvière', zip: '7100' },
        { name: 'brugge', zip: '' },
      ],
      types: [1, 9, 12],
      rooms: { bedrooms: 3, bathrooms: 2, showerrooms: 1, toilets: 2, garages: 1 },
      price: { min: 250_000, max: 750_000 },
      sort: 'price-desc',
      page: 4,
    },
    { goal: 'rent', cities: [], types: [], rooms: { toilets: 1 }, price: { min: 0, max: 1100 }, sort: 'price-asc', page: 1 },
  ]

  it.each(cases)('parse(build(filters)) gives the filters back (%#)', (filters) => {
    expect(parseSearchParams(filters.goal, new URLSearchParams(buildSearchQuery(filters)))).toEqual(filters)
  })

  it('build(parse(query)) normalises a messy query', () => {
    const messy = 'page=0&sort=newest&city=GENT|9000,gent|9000&type=2,x&bedrooms=0&price=0-3000000&utm_source=x&search=%20a%20'
    expect(buildSearchQuery(parseSearchParams('sale', new URLSearchParams(messy)))).toBe('search=a&city=gent%7C9000&type=2')
  })

  it('reads the sort, in any case, and drops an unknown one', () => {
    expect(parseSearchParams('sale', q('sort=PRICE-ASC')).sort).toBe('price-asc')
    expect(parseSearchParams('sale', q('sort=price-desc&sort=price-asc')).sort).toBe('price-desc')
    expect(parseSearchParams('sale', q('sort=random')).sort).toBe('newest')
    expect(buildSearchQuery({ ...empty('rent'), sort: 'price-asc', page: 2 })).toBe('sort=price-asc&page=2')
  })
})

describe('the richer filters: living and plot area, EPC letter, features, two more sorts', () => {
  it('reads each of them', () => {
    expect(parseSearchParams('sale', q('living=100-&plot=200-1000&epc=c&has=garden,terrace&sort=price-m2-asc'))).toEqual({
      ...empty('sale'),
      living: { min: 100 },
      plot: { min: 200, max: 1000 },
      epc: 'c',
      has: ['garden', 'terrace'],
      sort: 'price-m2-asc',
    })
    expect(parseSearchParams('rent', q('living=-80&sort=living-desc'))).toEqual({ ...empty('rent'), living: { max: 80 }, sort: 'living-desc' })
  })

  it('leaves each out when unset, empty or unreadable, keeping the rest of the search', () => {
    for (const query of ['living=', 'living=0-', 'living=abc', 'living=95.5-', 'plot=-', 'plot=1-2-3', 'epc=', 'epc=h', 'epc=a%2B', 'has=', 'has=pool', 'has=,,', 'sort=price-m2-desc']) {
      expect(parseSearchParams('sale', q(`${query}&bedrooms=2`)), query).toEqual({ ...empty('sale'), rooms: { bedrooms: 2 } })
    }
  })

  it('reads the first value of a repeated area or letter, and every value of a repeated has', () => {
    const filters = parseSearchParams('sale', q('living=100-&living=200-&epc=b&epc=d&has=lift&has=garden,lift'))
    expect(filters.living).toEqual({ min: 100 })
    expect(filters.epc).toBe('b')
    expect(filters.has).toEqual(['garden', 'lift'])
  })

  it('writes them after the price, the features as one comma list in a fixed order', () => {
    const query = buildSearchQuery({
      ...empty('sale'),
      price: { min: 100_000, max: 400_000 },
      living: { min: 100, max: 200 },
      plot: { max: 500 },
      epc: 'b',
      has: ['new-build', 'garden'],
      sort: 'living-desc',
      page: 2,
    })
    expect(query).toBe('price=100000-400000&living=100-200&plot=-500&epc=b&has=garden,new-build&sort=living-desc&page=2')
  })

  it('cleans bad values instead of writing them', () => {
    const query = buildSearchQuery({
      ...empty('sale'),
      living: { min: 300, max: 200 },
      plot: { min: 0 },
      epc: 'h' as never,
      has: ['pool' as never],
    })
    expect(query).toBe('')
  })

  it('gives every spelling of one search the same normalised query (one cached page)', () => {
    const spellings = [
      'has=terrace,garden&epc=C&living=0100-&plot=500-200',
      'plot=200-500&has=garden&has=terrace&living=100-&epc=c&utm_source=x',
      'HAS=x&has=TERRACE,%20garden,garden&living=%20100%20-%20&epc=%20c&plot=0200-0500&page=1&sort=newest',
    ]
    const built = spellings.map((s) => buildSearchQuery(parseSearchParams('sale', q(s))))
    expect(new Set(built)).toEqual(new Set(['living=100-&plot=200-500&epc=c&has=garden,terrace']))
  })

  it('round-trips through the URL', () => {
    const filters: SearchFilters = { ...empty('rent'), living: { min: 40 }, plot: { min: 100, max: 100 }, epc: 'g', has: ['parking', 'lift', 'furnished'], sort: 'price-m2-asc' }
    expect(parseSearchParams('rent', q(buildSearchQuery(filters)))).toEqual(filters)
  })
})
