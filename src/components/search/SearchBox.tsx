import { pick, type Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { fullPriceValue, PRICE_RANGES } from '@/lib/domain/priceRange'
import type { Goal } from '@/lib/domain/propertyOptions'
import type { SearchFilters } from '@/lib/domain/searchQuery'
import { type BoxOptions, cityValue } from '@/lib/search/boxOptions'

import { SearchForm } from './SearchFormLoader.client'

const TEXTS = [
  'SEARCH', 'SEARCH_NOW', 'SEARCH_BY_REFERENCE_OR_CITY', 'FOR_SALE', 'FOR_RENT', 'CITY', 'TYPE', 'SELECT_CITY', 'SELECT_TYPE', 'NO_OPTIONS',
  'SELECTED_COUNT', 'REMOVE_FILTER', 'PRICE', 'MIN_PRICE', 'MAX_PRICE', 'BEDROOMS', 'BATHROOMS', 'SHOWERROOMS', 'TOILETS', 'GARAGES',
  'DECREASE', 'INCREASE', 'AT_LEAST', 'SHOW_FILTERS', 'HIDE_FILTERS', 'ANY',
] as const

export type SearchBoxProps = {
  t: Translate
  locale: Locale
  hrefs: Record<Goal, string>
  /** The search the box starts from (the current one on a results page). */
  filters: SearchFilters
  /** Per goal, the cities and types to offer, with their counts. */
  options: Record<Goal, BoxOptions>
  /** A results page: on a phone the box starts as one button, below which the results follow. */
  compact?: boolean
}

/**
 * The property search box of the home banner and the results pages: goal, text, cities, types, rooms
 * and price, sent as the search URL of DESIGN.md (see SearchForm).
 */
export const SearchBox = ({ t, locale, hrefs, filters, options, compact }: SearchBoxProps) => (
  <SearchForm
    initial={{
      goal: filters.goal,
      search: filters.search ?? '',
      cities: filters.cities.map((c) => (c.zip ? cityValue(c) : c.name)),
      types: filters.types.map(String),
      rooms: filters.rooms,
      price: filters.price ?? fullPriceValue(PRICE_RANGES[filters.goal]),
      sort: filters.sort,
    }}
    hrefs={hrefs}
    options={options}
    locale={locale}
    texts={pick(t, TEXTS)}
    expanded={filters.price !== undefined || Object.keys(filters.rooms).length > 0}
    compact={compact}
  />
)
