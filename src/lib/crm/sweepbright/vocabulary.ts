/**
 * SweepBright's words in the site's: statuses, property types, zoning and flood zones (toListing.ts maps with
 * them), read only through a table's own keys.
 */
import type { Marquee } from '@/lib/domain/marquee'

import type { ListingDraft } from '../types'

/** What each status means on the site: shown or not, and the banner it shows. */
export const STATUSES: Readonly<Record<string, { online: boolean; marquee: Marquee }>> = {
  available: { online: true, marquee: 'none' },
  option: { online: true, marquee: 'option' },
  bid: { online: true, marquee: 'underOffer' },
  under_contract: { online: true, marquee: 'underOffer' },
  agreement: { online: true, marquee: 'underOffer' },
  sold: { online: true, marquee: 'sold' },
  rented: { online: true, marquee: 'rented' },
  // Not on the market (yet, or any more).
  prospect: { online: false, marquee: 'none' },
  lost: { online: false, marquee: 'none' },
}

/** A table's own entry for a key the CRM sent (never one of Object's own names, such as `constructor`). */
export const own = <T>(table: Readonly<Record<string, T>>, key: string | null | undefined): T | undefined => (key && Object.hasOwn(table, key) ? table[key] : undefined)

export const TYPES: Readonly<Record<string, number>> = { house: 1, apartment: 2, land: 4, commercial: 6, office: 8, parking: 9 }

/** The site's property type (web id) of SweepBright's type and sub-type. */
export const typeWebId = (type: string | null | undefined, subType: string | null | undefined): number | null => {
  if (subType === 'studio') return 3
  if (subType === 'investment_property') return 5
  if (type === 'commercial' && (subType === 'industrial' || subType === 'warehouse')) return 7
  return own(TYPES, type) ?? null
}

export const ZONING: Readonly<Record<string, ListingDraft['planning']['zoning']>> = {
  residential: 'residential',
  mixed_residential: 'residential',
  residential_area_with_cultural_historical_value: 'residential',
  residential_area_with_a_rural_character: 'residentialRural',
  residential_park: 'residentialPark',
  residential_expansion_area: 'residentialExtension',
  agricultural: 'agricultural',
  industrial: 'industrial',
  industrial_area_for_sme: 'industrial',
  area_with_economical_activity: 'industrial',
  recreational: 'recreation',
  park: 'recreation',
  area_for_leisure_accomodation: 'recreation',
  day_recreation_area: 'recreation',
  forest_area: 'nature',
  nature_area: 'nature',
  natural_reserve: 'nature',
  other: 'other',
}

export const FLOOD_ZONES: Readonly<Record<string, ListingDraft['flood']['floodZone']>> = {
  no_flood_risk_area: 'none',
  potential_flood_sensitive_area: 'possible',
  effective_flood_sensitive_area: 'effective',
}
