/**
 * The search contract shared by the engine (one implementation per database adapter), the results
 * pages and the search box. What a search means, exactly (the engine, its reference and the tests
 * all follow this):
 *
 * - Only published listings (the published document, never a newer draft) of the goal.
 * - `search`: split into words of letters and digits, compared without case or accents; every word
 *   (at most MAX_TEXT_WORDS) must start a word of the listing's text: its name in every language, its
 *   city's name in every language, its postcode, its reference, and its street only when the address
 *   is published (a hidden street must not be findable).
 * - `cities`: each value resolves to cities: name and zip both matching (the name in any language,
 *   lowercased), else the zip alone; a value with a name only matches that name; a zip only, that zip.
 *   Values that resolve to no city are ignored; when none resolves there is no city filter.
 * - `types`: WebIDs; unknown ones are ignored, and when none is known there is no type filter.
 * - rooms: at least the count (a missing count is 0).
 * - `price`: only listings whose page shows a price (lib/domain/priceDisplay's shownPrice: published,
 *   above 0, not sold or rented) within the range; the range's top (the slider's maximum) means "and
 *   above". A price the page does not show never matches.
 * - `living`, `plot`: the listing's living area (surfaces.living) or plot area (surfaces.ground) within
 *   the interval, both ends included; an area counts when above 0 (lib/domain/areas' listingArea), and a
 *   listing without one never matches.
 * - `epc`: the label the listing's page shows (lib/domain/epcImage's epcImageFor, on its region's scale)
 *   has that letter or a better one (lib/domain/epcClass); a listing showing no label never matches.
 * - `has`: the listing has every feature asked (lib/domain/listingFeatures' listingFeatures).
 * - sort: `newest` by publishedAt then id, newest first; `price-asc` / `price-desc` by the price the
 *   page shows, listings showing none last; `price-m2-asc` by that price over the living area, listings
 *   lacking either last; `living-desc` by living area, largest first, listings without one last; ties
 *   newest id first.
 * - `only`: restricts to those listing ids (a saved search asking whether one listing matches).
 * - paging: SEARCH_PAGE_SIZE a page; the page is clamped to 1..pages, and pages is at least 1.
 * - facets: per city, the count for every filter but the cities; per type (WebID), the count for every
 *   filter but the types; per EPC letter, the count for every filter but the EPC with that letter or a
 *   better one (what choosing it gives); per feature, the count of the results that have it (what
 *   ticking it leaves). Zero counts are left out.
 */
import type { PayloadRequest } from 'payload'

import type { EpcClass } from '@/lib/domain/epcClass'
import type { ListingFeature } from '@/lib/domain/listingFeatures'
import type { SearchFilters } from '@/lib/domain/searchQuery'
import type { PropertyRouteRow } from '@/lib/routing/propertyRoutes'

/** Listings per results page (a 3, 2 or 1 column grid). */
export const SEARCH_PAGE_SIZE = 12

/** Words of the search text that count; more are ignored. */
export const MAX_TEXT_WORDS = 8

/** A count of matching listings. */
export type FacetCount<K extends string> = { [key in K]: number } & { count: number }

export type SearchResult = {
  /** The ids of this page's listings, in order. */
  ids: number[]
  /** Listings matching every filter. */
  total: number
  /** The page shown (clamped) and the number of pages (at least 1). */
  page: number
  pages: number
  /** The city ids the `cities` filter resolved to (empty: no city filter). */
  cityIds: number[]
  /** The WebIDs the `types` filter kept (empty: no type filter). */
  typeIds: number[]
  facets: {
    /** Per city id, for every filter but the cities; sorted by count, most first, then id. */
    cities: FacetCount<'id'>[]
    /** Per WebID, for every filter but the types; sorted by count, most first, then WebID. */
    types: FacetCount<'webID'>[]
    /** Per EPC letter, best first: the listings of that letter or better, for every filter but the EPC. */
    epc: { epc: EpcClass; count: number }[]
    /** Per feature, in LISTING_FEATURES order: the results that have it. */
    has: { feature: ListingFeature; count: number }[]
  }
}

/** Which listings an index upkeep covers: some ids, those of a city or of a property type, or all. */
export type Scope = { ids: readonly number[] } | { cityId: number } | { typeId: number } | 'all'

/** A request whose transaction a hook's reads and writes must join (PostgreSQL saves in one). */
export type InRequest = Pick<PayloadRequest, 'transactionID'>

/** How this process kept its search snapshot up to date: loaded whole, or patched with the rows a change wrote. */
export type SearchStats = { loads: number; patches: number }

/** One database's search (SQLite's or PostgreSQL's) and the upkeep of its index. */
export type SearchEngine = {
  search(filters: SearchFilters): Promise<SearchResult>
  stats(): SearchStats
  /** Brings the index in step with the stored published listings in `scope` (as `req`'s transaction sees them). */
  refresh(scope: Scope, req?: InRequest): Promise<void>
  /** The URL parts of the published listings among `ids`, or of all (the proxy's table, lib/routing/propertyRoutes). */
  routes(ids: readonly number[] | null, req?: InRequest): Promise<PropertyRouteRow[]>
}
