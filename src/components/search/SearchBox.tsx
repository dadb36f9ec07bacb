import { pick, type Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import type { AreaRange } from '@/lib/domain/areas'
import { EPC_CLASSES, epcClassLabelKey } from '@/lib/domain/epcClass'
import { featureLabelKey, LISTING_FEATURES } from '@/lib/domain/listingFeatures'
import { fullPriceValue, PRICE_RANGES } from '@/lib/domain/priceRange'
import type { Goal } from '@/lib/domain/propertyOptions'
import type { SearchFilters } from '@/lib/domain/searchQuery'
import { type BoxOptions, cityValue } from '@/lib/search/boxOptions'

import { SearchForm } from './SearchFormLoader.client'

const TEXTS = [
  'SEARCH', 'SEARCH_NOW', 'SEARCH_BY_REFERENCE_OR_CITY', 'FOR_SALE', 'FOR_RENT', 'CITY', 'TYPE', 'SELECT_CITY', 'SELECT_TYPE', 'NO_OPTIONS',
  'SELECTED_COUNT', 'REMOVE_FILTER', 'PRICE', 'MIN_PRICE', 'MAX_PRICE', 'BEDROOMS', 'BATHROOMS', 'SHOWERROOMS', 'TOILETS', 'GARAGES',
  'DECREASE', 'INCREASE', 'AT_LEAST', 'SHOW_FILTERS', 'HIDE_FILTERS', 'ANY',
  'SHOW_FILTERS_COUNT', 'LABEL_VALUE', 'LIVING_AREA', 'GROUND_AREA', 'AREA_MIN', 'AREA_MAX', 'AREA_FROM', 'AREA_UP_TO',
  'EPC_LABEL', 'EPC_FILTER_HINT', 'FEATURES', ...EPC_CLASSES.map(epcClassLabelKey), ...LISTING_FEATURES.map(featureLabelKey),
]

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

/** An area filter as the box's fields hold it. */
const areaText = (range: AreaRange | undefined) => ({ min: range?.min === undefined ? '' : String(range.min), max: range?.max === undefined ? '' : String(range.max) })

/**
 * The property search box of the home banner and the results pages: goal, text, cities, types, rooms,
 * price, areas, EPC letter and features, sent as the search URL of DESIGN.md (see SearchForm). It starts
 * on the search shown, with the filters beyond cities and types unfolded when that search uses them.
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
      living: areaText(filters.living),
      plot: areaText(filters.plot),
      epc: filters.epc ?? '',
      has: filters.has ?? [],
      sort: filters.sort,
    }}
    hrefs={hrefs}
    options={options}
    locale={locale}
    texts={pick(t, TEXTS)}
    expanded={[filters.price, filters.living, filters.plot, filters.epc, filters.has].some((f) => f !== undefined) || Object.keys(filters.rooms).length > 0}
    compact={compact}
  />
)
