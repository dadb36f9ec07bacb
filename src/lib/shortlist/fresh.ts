/**
 * The kept listings as they stand now, read by the shortlist page from the public REST API, which applies
 * the display rules (a hidden price or street never arrives) and answers only published listings: a kept
 * id missing from the answer is a listing taken offline. Pure: the query string and the narrowing of the
 * answer, which is treated as unknown input.
 */
import { isMarquee, type Marquee } from '@/lib/domain/marquee'
import { isPriceUnit, type PriceUnit } from '@/lib/domain/priceDisplay'

import { MAX_KEPT } from './snapshot'

export type FreshCity = { name: string | null; zip: string | null; slug: string | null; country: string | null }

/** What the shortlist shows and compares of a listing. */
export type FreshListing = {
  id: number
  name: string
  goal: 'sale' | 'rent'
  slug: string | null
  price: number | null
  priceUnit: PriceUnit | null
  publishPrice: boolean
  marquee: Marquee | null
  marqueeName: string | null
  city: FreshCity | null
  typeName: string | null
  living: number | null
  plot: number | null
  bedrooms: number | null
  energyScore: number | null
  epcLabelText: string | null
  availability: string | null
  availableFrom: string | null
}

/** The fields read: only what the cards and the comparison need, so the answer stays small. */
const FIELDS = ['name', 'goal', 'slug', 'price', 'priceUnit', 'publishPrice', 'marquee', 'marqueeName', 'city', 'type', 'surfaces', 'rooms', 'energy', 'availability', 'availableFrom']
const CITY_FIELDS = ['name', 'zip', 'slug', 'country']

/** The query string of one read of these listings (ids beyond MAX_KEPT, the API's limit of an `in`, are left out). */
export const freshListingsQuery = (ids: readonly number[], locale: string): string => {
  const params = new URLSearchParams({ depth: '1', locale, limit: String(MAX_KEPT), 'where[id][in]': ids.slice(0, MAX_KEPT).join(',') })
  for (const field of FIELDS) params.append(`select[${field}]`, 'true')
  for (const field of CITY_FIELDS) params.append(`populate[cities][${field}]`, 'true')
  params.append('populate[property-types][name]', 'true')
  return params.toString()
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {})
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
/** An area or a count: above 0, or unknown. */
const positive = (value: unknown): number | null => {
  const n = num(value)
  return n !== null && n > 0 ? n : null
}

const cityOf = (value: unknown): FreshCity | null =>
  isRecord(value) ? { name: str(value.name), zip: str(value.zip), slug: str(value.slug), country: str(value.country) } : null

/** One listing of the answer, or null when it lacks what every listing has (an id, a name, a goal). */
export const parseFreshListing = (doc: unknown): FreshListing | null => {
  if (!isRecord(doc)) return null
  const { id, goal } = doc
  const name = str(doc.name)
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || !name || (goal !== 'sale' && goal !== 'rent')) return null
  const surfaces = record(doc.surfaces)
  const energy = record(doc.energy)
  return {
    id,
    name,
    goal,
    slug: str(doc.slug),
    price: num(doc.price),
    priceUnit: isPriceUnit(doc.priceUnit) ? doc.priceUnit : null,
    publishPrice: doc.publishPrice === true,
    marquee: isMarquee(doc.marquee) ? doc.marquee : null,
    marqueeName: str(doc.marqueeName),
    city: cityOf(doc.city),
    typeName: isRecord(doc.type) ? str(doc.type.name) : null,
    living: positive(surfaces.living),
    plot: positive(surfaces.ground),
    bedrooms: num(record(doc.rooms).bedrooms),
    energyScore: num(energy.energyPerformance),
    epcLabelText: str(energy.epcLabelText),
    availability: str(doc.availability),
    availableFrom: str(doc.availableFrom),
  }
}

/** The listings of an API list answer (`{ docs: [...] }`); anything else gives null, so it is not taken for "all offline". */
export const parseFreshListings = (body: unknown): FreshListing[] | null => {
  if (!isRecord(body) || !Array.isArray(body.docs)) return null
  return body.docs.flatMap((doc) => parseFreshListing(doc) ?? [])
}

/** The listing's path now: its results page's path (per goal), its city's and its own slug, its id; as propertyPath builds it. */
export const freshUrl = (listing: Pick<FreshListing, 'id' | 'goal' | 'slug' | 'city'>, bases: { sale: string; rent: string }): string =>
  `${bases[listing.goal]}${listing.city?.slug || 'be'}/${listing.slug || listing.id}/${listing.id}/`
