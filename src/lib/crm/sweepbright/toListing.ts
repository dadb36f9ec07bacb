/**
 * A SweepBright estate (estate.ts) as the site's listing or project (src/lib/crm/types.ts): pure, so every
 * rule is unit-tested (tests/unit/crmSweepBright.test.ts). What cannot be read is left out and noted.
 */
import { locales, type Locale } from '@/i18n/locales'
import { ORIENTATION, type HasFlag } from '@/lib/domain/propertyOptions'

import { type Notes, boundedNumber, dayOf, emailOf, plainTexts, postcodeOf, shortText, squareMetres, videoLink, webLink } from '../clean'
import type { DraftAddress, DraftMedia, ListingDraft, Mapped, ProjectDraft, RemoteFile, Texts } from '../types'
import type { Money, SweepBrightEstate, SweepBrightFile, Translations } from './estate'
import { FLOOD_ZONES, STATUSES, ZONING, own, typeWebId } from './vocabulary'

/** A translation map's texts by the site's languages (an empty map may come as `[]`). */
const translations = (value: Translations | string | null | undefined): Partial<Record<Locale, unknown>> => {
  if (typeof value === 'string') return { nl: value }
  if (!value || Array.isArray(value)) return {}
  return Object.fromEntries(locales.map((locale) => [locale, value[locale]]))
}

const amountOf = (money: Money | undefined, notes: Notes, what: string): number | null =>
  money && typeof money === 'object' ? boundedNumber(money.amount, {}, notes, what) : null

const flagOf = (value: unknown): boolean => value === true || value === 1 || value === '1'

/** The files of one list, by their ordinal, each keyed by its id and name (a new upload has a new id). */
const filesOf = (files: SweepBrightFile[] | null | undefined, kind: string, notes: Notes, limit: number): RemoteFile[] => {
  const usable = (Array.isArray(files) ? files : [])
    .filter((file) => typeof file?.url === 'string' && file.url !== '')
    .sort((a, b) => (a.ordinal ?? Number.MAX_SAFE_INTEGER) - (b.ordinal ?? Number.MAX_SAFE_INTEGER))
  if (usable.length > limit) notes.push(`${kind}: ${usable.length} given, the first ${limit} kept`)
  return usable.slice(0, limit).map((file, index) => {
    const caption = plainTexts(translations(file.description), 80, notes, `${kind} caption`)
    const name = shortText(file.filename, 80)
    return {
      key: `sweepbright:${file.id ?? `${kind}-${index}`}:${file.filename ?? ''}`,
      url: String(file.url),
      caption: Object.keys(caption).length > 0 || !name ? caption : { nl: name },
    }
  })
}

const mediaOf = (estate: SweepBrightEstate, notes: Notes): DraftMedia => ({
  photos: filesOf(estate.images, 'photos', notes, 100),
  floorPlans: filesOf(estate.plans, 'floor plans', notes, 30),
  documents: filesOf(estate.documents, 'documents', notes, 30),
  videoUrl: videoLink(estate.video_url, notes),
  virtualTourUrl: webLink(estate.virtual_tour_url, notes, 'virtual tour'),
})

const addressOf = (estate: SweepBrightEstate, notes: Notes): DraftAddress | null => {
  const location = estate.location ?? {}
  const zip = postcodeOf(location.postal_code)
  const country = location.country === 'LU' ? 'LU' : location.country === 'BE' || !location.country ? 'BE' : null
  if (!zip || !country) {
    notes.push(`address: ${country ? `postcode "${String(location.postal_code ?? '')}" is not one of four digits` : `country ${String(location.country)} is not Belgium or Luxembourg`}`)
    return null
  }
  const city = shortText(location.city, 80)
  return {
    street: shortText(location.street, 120),
    houseNumber: shortText(location.number, 12),
    boxNr: shortText(location.box, 12),
    zip,
    city: city ? { nl: city } : {},
    country,
    latitude: boundedNumber(location.geo?.latitude, { min: -90, max: 90 }, notes, 'latitude'),
    longitude: boundedNumber(location.geo?.longitude, { min: -180, max: 180 }, notes, 'longitude'),
    publish: location.hidden !== true,
  }
}

/** The listing's name in each language, else one made of its city, so it can always be saved. */
const namesOf = (estate: SweepBrightEstate, address: DraftAddress, notes: Notes): Texts => {
  const names = plainTexts(translations(estate.description_title), 140, notes, 'title')
  if (Object.keys(names).length > 0) return names
  notes.push('title: none given, named after its city')
  const city = address.city.nl ?? address.zip
  return { nl: city, fr: city, en: city }
}

const hasFlags = (estate: SweepBrightEstate): Partial<Record<HasFlag, boolean>> => {
  const amenities = new Set(Array.isArray(estate.amenities) ? estate.amenities : [])
  const regulations = estate.legal?.regulations ?? {}
  return {
    terrace: amenities.has('terrace'),
    garden: amenities.has('garden'),
    lift: amenities.has('lift'),
    cellar: amenities.has('basement'),
    attic: amenities.has('attic'),
    garage: amenities.has('parking'),
    furnished: estate.features?.comfort?.furnished === true,
    gas: estate.features?.energy?.gas === true,
    permit: flagOf(regulations.building_permit),
    summons: flagOf(regulations.pending_legal_proceedings),
    allotmentPermit: flagOf(regulations.subdivision_authorisation),
    preemptiveRights: flagOf(regulations.priority_purchase_right),
  }
}

const upperScore = (value: unknown): 'A' | 'B' | 'C' | 'D' | undefined => (typeof value === 'string' && /^[ABCD]$/i.test(value.trim()) ? (value.trim().toUpperCase() as 'A') : undefined)

/** One listing (a unit's project given as `projectEstateId`), or null with the reason noted. */
const listingOf = (estate: SweepBrightEstate, notes: Notes): ListingDraft | null => {
  const goal = estate.negotiation === 'let' ? 'rent' : estate.negotiation === 'sale' ? 'sale' : null
  const webId = typeWebId(estate.type, estate.sub_type)
  const address = addressOf(estate, notes)
  if (!goal) notes.push(`negotiation "${String(estate.negotiation)}" is neither sale nor let`)
  if (webId === null) notes.push(`type "${String(estate.type)}" has no property type on the site`)
  if (!goal || webId === null || !address) return null
  const status = own(STATUSES, estate.status)
  if (!status) notes.push(`status "${String(estate.status)}" unknown: kept offline`)
  const legal = estate.legal ?? {}
  const energy = legal.energy ?? { epc_value: estate.epc_value, epc_category: estate.epc_category, epc_reference: estate.epc_reference }
  const land = legal.property_and_land ?? {}
  const sizes = estate.sizes && !Array.isArray(estate.sizes) ? estate.sizes : {}
  const roomSize = (type: string) => {
    const room = (estate.rooms ?? []).find((r) => r?.type === type)
    return room ? squareMetres(room.size, room.unit, notes, `${type} area`) : null
  }
  const price = goal === 'rent' ? amountOf(estate.price_base_rent, notes, 'rent') ?? amountOf(estate.price, notes, 'price') : amountOf(estate.price, notes, 'price')
  const reference = shortText(estate.settings?.reference, 32)
  const epcReference = shortText(energy.epc_reference, 64)
  const label = shortText(energy.epc_category, 8)
  const available = dayOf(estate.occupancy?.available_from)
  const orientation = (ORIENTATION as readonly string[]).includes(estate.garden_orientation ?? '') ? (estate.garden_orientation as ListingDraft['comfort']['orientation']) : undefined
  const floor = boundedNumber(typeof estate.location?.floor === 'string' && !/^-?\d+$/.test(estate.location.floor.trim()) ? null : estate.location?.floor, { min: -5, max: 200, integer: true }, notes, 'floor')
  const count = (value: unknown, what: string) => boundedNumber(value, { max: 999, integer: true }, notes, what) ?? undefined
  const year = (value: unknown, what: string) => boundedNumber(value, { min: 1000, max: 2100, integer: true }, notes, what) ?? undefined
  const report = energy.report_electricity_gas
  return {
    ...mediaOf(estate, notes),
    estateId: estate.id,
    reference,
    online: status?.online === true,
    goal,
    typeWebId: webId,
    marquee: status?.marquee ?? 'none',
    name: namesOf(estate, address, notes),
    description: plainTexts(translations(estate.description), 20_000, notes, 'description'),
    price,
    priceUnit: goal === 'rent' ? 'month' : 'total',
    // A price SweepBright hides, or none, is not shown: "price on request".
    publishPrice: price !== null && estate.price?.hidden !== true && (goal !== 'rent' || estate.price_base_rent?.hidden !== true),
    availability: available ? 'fromDate' : null,
    availableFrom: available,
    address,
    rooms: {
      bedrooms: count(estate.bedrooms, 'bedrooms'),
      bathrooms: count(estate.bathrooms, 'bathrooms'),
      showerRooms: count(estate.shower_rooms, 'shower rooms'),
      toilets: count(estate.toilets, 'toilets'),
    },
    surfaces: {
      living: squareMetres(sizes.liveable_area?.size ?? sizes.net_area?.size, sizes.liveable_area?.unit ?? sizes.net_area?.unit, notes, 'living area') ?? undefined,
      ground: squareMetres(sizes.plot_area?.size, sizes.plot_area?.unit, notes, 'plot area') ?? undefined,
      terrace: roomSize('terrace') ?? undefined,
      garden: roomSize('garden') ?? undefined,
    },
    building: {
      constructionYear: year(estate.building?.construction?.year, 'construction year'),
      renovationYear: year(estate.building?.renovation?.year, 'renovation year'),
      floors: boundedNumber(estate.floors, { max: 200, integer: true }, notes, 'floors') ?? undefined,
      floor: floor ?? undefined,
    },
    comfort: {
      heating: estate.features?.energy?.heat_pump ? 'heatPump' : estate.features?.energy?.gas ? 'gas' : estate.features?.energy?.fuel ? 'oil' : estate.features?.energy?.electricity ? 'electric' : undefined,
      glazing: estate.features?.ecology?.double_glazing ? 'double' : undefined,
      orientation,
    },
    has: hasFlags(estate),
    energy: {
      energyPerformance: boundedNumber(energy.epc_value, { min: -1000, max: 10_000 }, notes, 'EPC score') ?? undefined,
      epcLabelText: label ?? undefined,
      energyTotal: boundedNumber(energy.total_epc_value, { max: 100_000_000 }, notes, 'EPC total') ?? undefined,
      co2Emission: boundedNumber(energy.co2_emissions, { max: 100_000 }, notes, 'CO2 emission') ?? undefined,
      certificateNumber: epcReference ?? undefined,
      uniqueCode: epcReference ?? undefined,
    },
    flood: {
      floodZone: own(FLOOD_ZONES, land.flood_risk),
      pScore: upperScore(land.flood_risk_plot_score),
      gScore: upperScore(land.flood_risk_building_score),
    },
    asbestos: { reference: shortText(legal.regulations?.asbestos_certificate_reference, 64) ?? undefined },
    electrical: { result: report === 'conform' ? 'compliant' : report === 'not_conform' ? 'non-compliant' : undefined },
    planning: { zoning: own(ZONING, land.land_use_designation) },
    financial: {
      cadastralIncome: boundedNumber(land.cadastral_income ?? estate.cadastral_income, {}, notes, 'cadastral income') ?? undefined,
      charges: goal === 'rent' ? (amountOf(estate.price_recurring_costs, notes, 'monthly charges') ?? undefined) : undefined,
      depositAmount: goal === 'rent' ? (amountOf(estate.price_guarantee, notes, 'deposit') ?? undefined) : undefined,
    },
    agentEmail: emailOf(estate.negotiator?.email),
    ownerEmails: (Array.isArray(estate.vendors) ? estate.vendors : []).flatMap((vendor) => emailOf(vendor?.email) ?? []),
    projectEstateId: typeof estate.project_id === 'string' && estate.project_id !== '' ? estate.project_id : null,
  }
}

/** A project: its own page, and its units as listings of their own. */
const projectOf = (estate: SweepBrightEstate, notes: Notes): ProjectDraft | null => {
  const address = addressOf(estate, notes)
  if (!address) return null
  const units = (Array.isArray(estate.properties) ? estate.properties : []).flatMap((unit) => {
    const unitNotes: Notes = []
    const listing = unit?.id ? listingOf({ ...unit, project_id: estate.id }, unitNotes) : null
    notes.push(...unitNotes.map((note) => `unit ${unit?.id ?? '?'}: ${note}`))
    return listing ? [listing] : []
  })
  const status = own(STATUSES, estate.status)
  const available = units.some((unit) => unit.marquee !== 'sold' && unit.marquee !== 'rented')
  return {
    ...mediaOf(estate, notes),
    estateId: estate.id,
    reference: shortText(estate.settings?.reference, 32),
    online: status?.online === true || (estate.status === 'prospect' && units.some((unit) => unit.online)),
    name: namesOf(estate, address, notes),
    description: plainTexts(translations(estate.description), 20_000, notes, 'description'),
    status: estate.status === 'prospect' ? 'comingSoon' : units.length > 0 && !available ? 'soldOut' : 'selling',
    address,
    agentEmail: emailOf(estate.negotiator?.email),
    units,
    unitsComplete: true,
  }
}

/**
 * The site's listing or project for a SweepBright estate, and the notes of what was cleaned or left out;
 * refused (the notes saying why) when it cannot be a listing at all: no known type, no Belgian or
 * Luxembourg postcode, neither sale nor let.
 */
export const toListing = (estate: SweepBrightEstate): Mapped => {
  const notes: Notes = []
  if (estate.is_project === true) {
    const project = projectOf(estate, notes)
    return project ? { kind: 'project', project, notes } : { kind: 'refused', notes }
  }
  const listing = listingOf(estate, notes)
  return listing ? { kind: 'listing', listing, notes } : { kind: 'refused', notes }
}
