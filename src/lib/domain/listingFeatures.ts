/**
 * The features a visitor filters on (DESIGN 'Search query string': `has`, a comma list), each found in
 * the listing's own fields (collections/Properties/detailFields.ts), so the search, its reference and the
 * listing's page agree on what a garden or a parking is.
 */
import { listingArea } from './areas'

/** The features, in the order the URL writes them and the box shows them. */
export const LISTING_FEATURES = ['garden', 'terrace', 'parking', 'lift', 'furnished', 'new-build'] as const

/** One feature. */
export type ListingFeature = (typeof LISTING_FEATURES)[number]

/** Type guard for ListingFeature. */
export const isListingFeature = (value: unknown): value is ListingFeature =>
  typeof value === 'string' && (LISTING_FEATURES as readonly string[]).includes(value)

/** The fields the features are read from (a property as Payload gives it, or as the index reads it). */
export type FeatureFields = {
  has?: { garden?: boolean | null; terrace?: boolean | null; garage?: boolean | null; lift?: boolean | null; furnished?: boolean | null } | null
  surfaces?: { garden?: number | null; terrace?: number | null } | null
  rooms?: { garages?: number | null; parkings?: number | null } | null
  /** The project the listing is a unit of (an id or the project), if any. */
  project?: unknown
  financial?: { vat?: number | null } | null
}

const count = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value) && value > 0

/**
 * Which features a listing has:
 * - garden, terrace: the flag ticked, or an area of it filled in (staff fill one or the other);
 * - parking: a garage (the flag or a count) or parking spaces;
 * - lift, furnished: the flag;
 * - new-build: a unit of a new-build project, or sold with VAT (in Belgium only a new building is).
 */
export const listingFeatures = (p: FeatureFields): ListingFeature[] => {
  const has = p.has ?? {}
  const checks: Record<ListingFeature, boolean> = {
    garden: has.garden === true || listingArea(p.surfaces?.garden) !== null,
    terrace: has.terrace === true || listingArea(p.surfaces?.terrace) !== null,
    parking: has.garage === true || count(p.rooms?.garages) || count(p.rooms?.parkings),
    lift: has.lift === true,
    furnished: has.furnished === true,
    'new-build': (p.project !== null && p.project !== undefined) || count(p.financial?.vat),
  }
  return LISTING_FEATURES.filter((feature) => checks[feature])
}

/** The features as bits (garden 1, terrace 2, parking 4, ...), as the search index keeps them. */
export const featureMask = (features: readonly ListingFeature[]): number =>
  features.reduce((mask, feature) => mask | (1 << LISTING_FEATURES.indexOf(feature)), 0)

/** The features of a mask, in LISTING_FEATURES order. */
export const featuresOfMask = (mask: number): ListingFeature[] => LISTING_FEATURES.filter((_, bit) => (mask & (1 << bit)) !== 0)

/**
 * The features of `has` values (already split on commas), lowercased and trimmed: unknown ones dropped,
 * each once, in LISTING_FEATURES order, so every spelling of one choice writes one URL.
 */
export const parseFeatureList = (values: readonly string[]): ListingFeature[] => {
  const wanted = new Set(values.map((value) => value.trim().toLowerCase()))
  return LISTING_FEATURES.filter((feature) => wanted.has(feature))
}

/** The dictionary key of a feature's name: 'new-build' -> 'FEATURE_NEW_BUILD'. */
export const featureLabelKey = (feature: ListingFeature): string => `FEATURE_${feature.toUpperCase().replace(/-/g, '_')}`
