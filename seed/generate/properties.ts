import type { Localized } from '@/i18n/locales'
import { MARQUEES, type Marquee } from '@/lib/domain/marquee'
import type { Region } from '@/lib/domain/postcode'
import {
  ASBESTOS_CERTIFICATES,
  AVAILABILITY,
  FLOOD_SCORES,
  FLOOD_ZONES,
  GLAZING,
  HEATING,
  KITCHEN,
  ORIENTATION,
  ROOF,
  WINDOW_FRAMES,
  ZONING,
} from '@/lib/domain/propertyOptions'
import { slugify } from '@/lib/domain/slug'

import { describeProperty } from '../data/descriptions'
import type { SeedPropertyType } from '../data/types'
import type { Scene } from '../media/photos'
import { type FloorPlanPool, floorPlansFor, hasFloorPlans } from './floorPlans'
import type { Random } from '../random'
import { belgianEnergy, luxembourgEnergy } from './energy'
import { PROFILES, REGION_FACTOR } from './profiles'
import { BRUSSELS_STREETS, DUTCH_STREETS, FRENCH_STREETS } from './streets'

export type TypeRef = { id: number; key: SeedPropertyType['key']; name: Localized; sale: boolean; rent: boolean }
export type CityRef = { id: number; zip: string; country: 'BE' | 'LU'; region: Region | 'luxembourg'; name: Localized; latitude: number; longitude: number }
export type ProjectRef = { id: number; city: CityRef; units: number }
export type GenerateContext = {
  types: TypeRef[]
  cities: CityRef[]
  photos: Record<Scene, number[]>
  /** The uploaded demo plans; without them no listing has any. */
  floorPlans?: FloorPlanPool
  owners: number[]
  projects: ProjectRef[]
  now: Date
  /** Index of the first property of this batch (ids continue from it). */
  offset: number
}
export type GeneratedProperty = Record<string, unknown> & { id: number }

const DAY = 86_400_000
const between = (r: Random, [min, max]: readonly [number, number]) => r.int(min, max)
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step)
const flags = <T extends string>(r: Random, names: readonly T[], p: number) =>
  Object.fromEntries(names.map((n) => [n, r.chance(p)])) as Record<T, boolean>

/**
 * Owners own three listings each, taken after the projects' units (which are sold every fourth): the
 * i-th of those listings is the (i mod owners)-th owner's, so the first owner's are on offer but one.
 */
const ownedIndex = (i: number, ctx: GenerateContext): number | null => {
  const j = i - ctx.projects.reduce((sum, project) => sum + project.units, 0)
  return ctx.owners.length && j >= 0 && j < ctx.owners.length * 3 ? j : null
}
const ownerOf = (i: number, ctx: GenerateContext): number | undefined => {
  const j = ownedIndex(i, ctx)
  return j === null ? undefined : ctx.owners[j % ctx.owners.length]
}

/** Every marquee state appears in each run of ten; sold only for sale, rented only for rent. */
const marqueeFor = (i: number, goal: 'sale' | 'rent'): Marquee => {
  const cycle: Marquee[] = ['new', 'priceDrop', 'option', 'underOffer', goal === 'sale' ? 'sold' : 'rented']
  const m = cycle[i % 10]
  return m && (MARQUEES as readonly string[]).includes(m) ? m : 'none'
}

const streetFor = (r: Random, city: CityRef) =>
  city.region === 'brussels' ? r.pick(BRUSSELS_STREETS) : city.region === 'flanders' ? r.pick(DUTCH_STREETS) : r.pick(FRENCH_STREETS)

/** Regions in turn, so even 150 properties reach every EPC range of each region (Brussels has 18). */
const REGION_CYCLE = ['flanders', 'brussels', 'wallonia', 'flanders', 'brussels', 'wallonia', 'brussels', 'flanders', 'luxembourg'] as const

/**
 * Every other Flemish house (one in eighteen listings) is in Gent, in the lower half of the price range,
 * so the demo has the search a newcomer tries first: a house of two bedrooms or more in Gent under 400,000.
 */
const FEATURED_CITY = { zip: '9000', every: 18 }

const cityFor = (i: number, r: Random, ctx: GenerateContext): CityRef => {
  const wanted = REGION_CYCLE[i % REGION_CYCLE.length]
  const inRegion = ctx.cities.filter((c) => c.region === wanted)
  const pool = inRegion.length ? inRegion : ctx.cities
  const drawn = pool[r.int(0, pool.length - 1)]
  return (i % FEATURED_CITY.every === 0 && ctx.cities.find((c) => c.zip === FEATURED_CITY.zip)) || drawn
}

/** One demo property, different for each index, the same on every run. `epcStep` counts per region. */
const generateOne = (i: number, r: Random, ctx: GenerateContext, epcStep: Map<string, number>, project?: ProjectRef): GeneratedProperty => {
  const type = project ? ctx.types.find((t) => t.key === 'apartment') ?? ctx.types[0] : ctx.types[i % ctx.types.length]
  const profile = PROFILES[type.key]
  const goal: 'sale' | 'rent' = project || !type.rent || !profile.rent ? 'sale' : type.sale && r.chance(0.62) ? 'sale' : 'rent'
  const city = project ? project.city : cityFor(i, r, ctx)
  const factor = REGION_FACTOR[city.region] ?? 1
  const featured = i % FEATURED_CITY.every === 0
  const saleRange: readonly [number, number] = featured ? [profile.sale[0], (profile.sale[0] + profile.sale[1]) / 2] : profile.sale
  const price = goal === 'sale' ? roundTo(between(r, saleRange) * factor, 5000) : roundTo(between(r, profile.rent ?? [500, 900]) * factor, 10)
  const bedrooms = profile.bedrooms ? between(r, profile.bedrooms) : 0
  const living = profile.living ? between(r, profile.living) : 0
  const ground = profile.ground ? between(r, profile.ground) : undefined
  const constructionYear = project ? ctx.now.getUTCFullYear() + 1 : profile.building ? r.int(1890, 2024) : undefined
  const renovated = Boolean(constructionYear && constructionYear < 1990 && r.chance(0.45))
  const has = {
    ...flags(r, ['attic', 'cellar', 'lift', 'furnished', 'summons', 'preemptiveRights'] as const, 0.25),
    terrace: type.key !== 'plot' && type.key !== 'parking' && r.chance(0.55),
    garden: type.key === 'house' || (type.key !== 'parking' && r.chance(0.2)),
    garage: type.key === 'house' ? r.chance(0.6) : type.key === 'parking',
    gas: profile.building && r.chance(0.7),
    water: type.key !== 'parking',
    permit: r.chance(0.85),
    allotmentPermit: type.key === 'plot' || r.chance(0.1),
  }
  if (!profile.building) Object.assign(has, { attic: false, cellar: false, lift: false, furnished: false })
  const text = describeProperty({
    typeKey: type.key,
    typeName: type.name,
    cityName: city.name,
    goal,
    bedrooms,
    livingArea: living || undefined,
    groundArea: ground,
    constructionYear,
    renovated,
    has: { garden: has.garden, terrace: has.terrace, garage: has.garage, cellar: has.cellar, lift: has.lift, furnished: has.furnished },
    pick: r.pick,
  })
  const region = city.region
  const step = epcStep.get(region) ?? 0
  if (profile.building) epcStep.set(region, step + 1)
  const energy =
    !profile.building ? {} : region === 'luxembourg' ? luxembourgEnergy(r) : belgianEnergy(region, step, Math.max(living, 30), r, ctx.now)
  // Some listings state their EPC by label text alone: only in Brussels, where the class (with CO2) is the
  // mandatory mention; Flanders and Wallonia require the kWh/m² score to publish (mandatoryMentions.ts).
  if (profile.building && region === 'brussels' && i % 17 === 16) delete (energy as { energyPerformance?: number }).energyPerformance
  // The first owner's third listing is sold (or rented): the demo shows a closed deal beside the ones on offer.
  const marquee = project ? (i % 4 === 0 ? 'sold' : 'none') : ownedIndex(i, ctx) === ctx.owners.length * 2 ? (goal === 'sale' ? 'sold' : 'rented') : marqueeFor(i, goal)
  const published = new Date(ctx.now.getTime() - (i * 0.7 + r.int(0, 3)) * DAY)
  const photoCount = r.int(3, 8)
  const photos = Array.from({ length: photoCount }, (_, k) => {
    const pool = ctx.photos[profile.scenes[k % profile.scenes.length]]
    return pool[(i * 3 + k * 5) % pool.length]
  })
  return {
    id: i + 1,
    _status: i % 53 === 52 ? 'draft' : 'published',
    name: text.name,
    slug: { nl: slugify(text.name.nl), fr: slugify(text.name.fr), en: slugify(text.name.en) },
    description: text.description,
    reference: `${goal === 'sale' ? 'V' : 'H'}${String(10_000 + i + 1)}`,
    goal,
    type: type.id,
    marquee,
    price,
    priceUnit: goal === 'rent' ? 'month' : project ? 'from' : i % 23 === 5 ? 'from' : 'total',
    publishPrice: !(i % 11 === 3),
    availability: r.pick(AVAILABILITY.filter((a) => a !== 'fromDate')),
    publishAddress: !project && r.chance(0.6),
    street: streetFor(r, city),
    houseNumber: String(r.int(1, 220)),
    boxNr: type.key === 'apartment' || type.key === 'studio' ? String(r.int(1, 30)) : undefined,
    city: city.id,
    latitude: Number((city.latitude + (r.next() - 0.5) * 0.02).toFixed(6)),
    longitude: Number((city.longitude + (r.next() - 0.5) * 0.03).toFixed(6)),
    rooms: {
      bedrooms,
      bathrooms: bedrooms ? r.int(1, Math.max(1, Math.ceil(bedrooms / 2))) : 0,
      showerRooms: bedrooms > 2 ? r.int(0, 1) : 0,
      toilets: profile.building ? r.int(1, 3) : 0,
      garages: has.garage ? r.int(1, 2) : 0,
      parkings: type.key === 'parking' ? 1 : r.int(0, 2),
    },
    surfaces: {
      living: living || undefined,
      ground,
      total: living ? living + r.int(5, 40) : undefined,
      constructed: living ? Math.round(living * 1.15) : undefined,
      terrace: has.terrace ? r.int(6, 40) : undefined,
      garden: has.garden ? r.int(40, 900) : undefined,
    },
    building: profile.building
      ? {
          constructionYear,
          renovationYear: renovated ? r.int(2000, 2024) : undefined,
          floors: type.key === 'house' ? r.int(1, 3) : r.int(2, 8),
          floor: type.key === 'apartment' || type.key === 'studio' ? r.int(0, 6) : undefined,
          facades: type.key === 'house' ? r.pick(['2', '3', '4']) : undefined,
        }
      : {},
    comfort: profile.building
      ? {
          heating: r.pick(HEATING),
          kitchen: r.pick(KITCHEN),
          roof: r.pick(ROOF),
          windowFrames: r.pick(WINDOW_FRAMES),
          glazing: r.pick(GLAZING),
          orientation: r.pick(ORIENTATION),
        }
      : { orientation: r.pick(ORIENTATION) },
    has,
    energy,
    flood: region === 'flanders' ? { floodZone: r.pick(FLOOD_ZONES), pScore: r.pick(FLOOD_SCORES), gScore: r.pick(FLOOD_SCORES) } : {},
    asbestos:
      region === 'flanders' && constructionYear && constructionYear < 2001 && goal === 'sale'
        ? {
            certificate: r.pick(ASBESTOS_CERTIFICATES.filter((c) => c !== 'notRequired')),
            date: new Date(ctx.now.getTime() - r.int(10, 900) * DAY).toISOString().slice(0, 10),
            reference: `AS-${r.int(100_000, 999_999)}`,
          }
        : { certificate: 'notRequired' },
    planning: { zoning: region === 'flanders' ? r.pick(ZONING) : undefined },
    financial:
      goal === 'sale'
        ? {
            cadastralIncome: profile.building ? roundTo(price * 0.0028, 10) : undefined,
            charges: type.key === 'apartment' || type.key === 'studio' ? r.int(6, 25) * 10 : undefined,
            registrationRights: project ? undefined : Math.round(price * (region === 'flanders' ? 0.02 : 0.125)),
            notaryFees: Math.round(price * 0.012 + 1200),
            vat: project ? Math.round(price * 0.21) : undefined,
          }
        : { charges: r.int(3, 20) * 10, depositAmount: price * 3 },
    lifeAnnuity:
      goal === 'sale' && type.key === 'house' && i % 41 === 7
        ? { enabled: true, bouquet: roundTo(price * 0.3, 1000), monthlyAnnuity: roundTo(price * 0.004, 10), annuitantAges: `${r.int(72, 86)}`, occupied: true }
        : { enabled: false },
    photos,
    floorPlans: ctx.floorPlans && hasFloorPlans(i, project !== undefined, profile.building) ? floorPlansFor(i, ctx.floorPlans, project !== undefined) : undefined,
    videoUrl: i % 13 === 4 ? 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' : undefined,
    virtualTourUrl: i % 19 === 6 ? `https://my.matterport.com/show/?m=Demo${i}` : undefined,
    project: project?.id,
    owner: ownerOf(i, ctx),
    publishedAt: published.toISOString(),
    createdAt: published.toISOString(),
    updatedAt: published.toISOString(),
  }
}

/** `count` properties from index `ctx.offset`: the units of the projects first, then the rest. */
export const generateProperties = (count: number, r: Random, ctx: GenerateContext): GeneratedProperty[] => {
  const unitsFor = ctx.projects.flatMap((project) => Array.from({ length: project.units }, () => project))
  const epcStep = new Map<string, number>()
  return Array.from({ length: count }, (_, k) => generateOne(ctx.offset + k, r, ctx, epcStep, unitsFor[k]))
}
