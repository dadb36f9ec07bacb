/**
 * A Whise estate (estate.ts) as the site's listing or project (src/lib/crm/types.ts): pure and unit-tested
 * (tests/unit/crmWhise.test.ts). Whise lists a project and its units side by side (a unit names its project
 * in `parentId`): the pull hands a project its units. What cannot be read is left out and noted.
 */
import type { Locale } from '@/i18n/locales'
import type { Marquee } from '@/lib/domain/marquee'
import type { HasFlag } from '@/lib/domain/propertyOptions'

import { type Notes, boundedNumber, dayOf, emailOf, plainTexts, postcodeOf, shortText, webLink } from '../clean'
import type { DraftAddress, DraftMedia, ListingDraft, Mapped, ProjectDraft, RemoteFile, Texts } from '../types'
import type { WhiseDetail, WhiseEstate, WhiseText } from './estate'
import { DETAILS, PURPOSE_STATUSES, ZONING, typeWebId } from './vocabulary'


/** The site's language of a Whise language id ('nl-BE', 'fr-BE', 'en-GB', 'de-DE'). */
const localeOf = (languageId: string | null | undefined): Locale | null => {
  const code = languageId?.slice(0, 2).toLowerCase()
  return code === 'nl' || code === 'fr' || code === 'en' || code === 'de' ? code : null
}

const textsOf = (values: WhiseText[] | null | undefined): Partial<Record<Locale, unknown>> => {
  const out: Partial<Record<Locale, unknown>> = {}
  for (const text of Array.isArray(values) ? values : []) {
    const locale = localeOf(text?.languageId)
    if (locale && out[locale] === undefined) out[locale] = text.content
  }
  return out
}

const detailOf = (estate: WhiseEstate, id: number): WhiseDetail | undefined => (Array.isArray(estate.details) ? estate.details : []).find((detail) => detail?.id === id)
const detailValue = (estate: WhiseEstate, id: number): string | null => detailOf(estate, id)?.value ?? null
const detailEnum = (estate: WhiseEstate, id: number): number | null => detailOf(estate, id)?.enum?.id ?? null
const detailFlag = (estate: WhiseEstate, id: number): boolean => detailValue(estate, id) === '1'

/** A water-test score (P for the plot, G for the building): Whise's sub-details are found by their label. */
const floodScore = (estate: WhiseEstate, letter: 'P' | 'G'): 'A' | 'B' | 'C' | 'D' | undefined => {
  const label = new RegExp(`\\b${letter}[- ]?score\\b`, 'i')
  const value = (Array.isArray(estate.details) ? estate.details : []).find((detail) => label.test(detail?.label ?? ''))?.value?.trim().toUpperCase()
  return value && /^[ABCD]$/.test(value) ? (value as 'A') : undefined
}

const picturesOf = (estate: WhiseEstate, notes: Notes): RemoteFile[] => {
  const pictures = (Array.isArray(estate.pictures) ? estate.pictures : []).filter((picture) => picture?.urlOriginal || picture?.urlXXL || picture?.urlLarge)
  pictures.sort((a, b) => (a.order ?? -1) - (b.order ?? -1))
  if (pictures.length > 100) notes.push(`photos: ${pictures.length} given, the first 100 kept`)
  return pictures.slice(0, 100).map((picture) => {
    const url = String(picture.urlOriginal ?? picture.urlXXL ?? picture.urlLarge)
    // A replaced picture gets a new file name: the name is part of the key.
    return { key: `whise:${picture.id ?? ''}:${url.split('/').pop()?.split('?')[0] ?? ''}`, url, caption: {} }
  })
}

const mediaOf = (estate: WhiseEstate, notes: Notes): DraftMedia => ({
  photos: picturesOf(estate, notes),
  floorPlans: [],
  documents: [],
  videoUrl: null,
  virtualTourUrl: webLink(estate.linkVirtualVisit ?? estate.link3DModel, notes, 'virtual tour'),
})

const addressOf = (estate: WhiseEstate, notes: Notes): DraftAddress | null => {
  const zip = postcodeOf(estate.zip)
  const country = estate.country?.id === undefined || estate.country?.id === null || estate.country.id === 1 ? 'BE' : null
  if (!zip || !country) {
    notes.push(`address: ${country ? `postcode "${String(estate.zip ?? '')}" is not one of four digits` : `country ${String(estate.country?.id)} is not Belgium`}`)
    return null
  }
  const city = shortText(estate.city, 80)
  return {
    street: shortText(estate.address, 120),
    houseNumber: shortText(estate.number, 12),
    boxNr: shortText(estate.box, 12),
    zip,
    city: city ? { nl: city } : {},
    country,
    latitude: boundedNumber(estate.latitude ?? detailValue(estate, DETAILS.latitude), { min: -90, max: 90 }, notes, 'latitude'),
    longitude: boundedNumber(estate.longitude ?? detailValue(estate, DETAILS.longitude), { min: -180, max: 180 }, notes, 'longitude'),
    publish: estate.displayAddress === true,
  }
}

/** The title in each language (Whise's short teaser), else its internal name, else its city. */
const namesOf = (estate: WhiseEstate, address: DraftAddress, notes: Notes): Texts => {
  const teasers = plainTexts(textsOf(estate.sms), 140, notes, 'title')
  if (Object.keys(teasers).length > 0) return teasers
  const name = shortText(estate.name, 140) ?? address.city.nl ?? address.zip
  return { nl: name }
}

/** Whether Whise shows the estate at all: active, not offline, and on the market. */
const onlineOf = (estate: WhiseEstate): { online: boolean; marquee: Marquee } => {
  const status = PURPOSE_STATUSES[estate.purposeStatus?.id ?? 0]
  const shown = (estate.status?.id ?? 1) === 1 && estate.displayStatusId !== 1
  return { online: Boolean(status?.online) && shown, marquee: status?.marquee ?? 'none' }
}

/** The number in a text such as "179" or "179-179", or the number itself. */
const firstNumber = (value: unknown): unknown => (typeof value === 'string' ? (/-?\d+(?:[.,]\d+)?/.exec(value)?.[0] ?? value) : value)

const listingOf = (estate: WhiseEstate, notes: Notes): ListingDraft | null => {
  const goal = estate.purpose?.id === 2 ? 'rent' : estate.purpose?.id === 1 || estate.purpose?.id === 3 ? 'sale' : null
  const webId = typeWebId(estate)
  const address = addressOf(estate, notes)
  if (!goal) notes.push(`purpose ${String(estate.purpose?.id)} is neither sale nor rent`)
  if (webId === null) notes.push(`category ${String(estate.category?.id)} has no property type on the site`)
  if (!goal || webId === null || !address) return null
  if (estate.purpose?.id === 3) notes.push('life annuity: imported as a sale')
  const { online, marquee } = onlineOf(estate)
  const price = boundedNumber(estate.price, {}, notes, 'price')
  const available = estate.availability?.id === 5 ? 'immediately' : estate.availability?.id === 1 ? 'atDeed' : [2, 3, 6, 7].includes(estate.availability?.id ?? 0) ? 'byArrangement' : null
  const availableFrom = dayOf(estate.availabilityDateTime)
  const count = (value: unknown, what: string) => boundedNumber(value, { max: 999, integer: true }, notes, what) ?? undefined
  const area = (value: unknown, what: string) => boundedNumber(value, { max: 100_000_000 }, notes, what) || undefined
  const year = (value: unknown, what: string) => boundedNumber(value, { min: 1000, max: 2100, integer: true }, notes, what) ?? undefined
  const flood = detailEnum(estate, DETAILS.floodRisk)
  const electrical = detailEnum(estate, DETAILS.electrical)
  const summons = detailEnum(estate, DETAILS.summons)
  const has: Partial<Record<HasFlag, boolean>> = {
    terrace: (estate.terrace ?? 0) > 0,
    garden: (estate.garden ?? 0) > 0,
    furnished: (estate.furnished ?? 0) > 0,
    garage: (estate.garage ?? 0) > 0,
    permit: detailFlag(estate, DETAILS.buildingPermit),
    allotmentPermit: detailFlag(estate, DETAILS.subdivisionPermit),
    preemptiveRights: detailFlag(estate, DETAILS.preemption),
    summons: summons !== null && summons !== 1837,
  }
  const uniqueCode = shortText(detailValue(estate, DETAILS.epcUniqueCode), 64) ?? undefined
  const fronts = estate.fronts ?? 0
  return {
    ...mediaOf(estate, notes),
    estateId: String(estate.id),
    reference: shortText(estate.referenceNumber, 32),
    online,
    goal,
    typeWebId: webId,
    marquee,
    name: namesOf(estate, address, notes),
    description: plainTexts(Object.keys(textsOf(estate.longDescription)).length > 0 ? textsOf(estate.longDescription) : textsOf(estate.shortDescription), 20_000, notes, 'description'),
    price,
    priceUnit: goal === 'rent' ? 'month' : 'total',
    publishPrice: price !== null && estate.displayPrice === true,
    availability: availableFrom ? 'fromDate' : available,
    availableFrom,
    address,
    rooms: { bedrooms: count(estate.rooms, 'bedrooms'), bathrooms: count(estate.bathRooms, 'bathrooms'), garages: count(estate.garage, 'garages'), parkings: count(estate.parking, 'parkings') },
    surfaces: { living: area(estate.area, 'living area'), ground: area(estate.groundArea, 'plot area'), garden: area(estate.gardenArea, 'garden area'), terrace: area(detailValue(estate, DETAILS.terraceArea), 'terrace area') },
    building: {
      constructionYear: year(detailValue(estate, DETAILS.constructionYear), 'construction year'),
      renovationYear: year(detailValue(estate, DETAILS.renovationYear), 'renovation year'),
      floor: boundedNumber(estate.floor !== null && estate.floor !== undefined && /^-?\d+$/.test(String(estate.floor).trim()) ? String(estate.floor).trim() : null, { min: -5, max: 200, integer: true }, notes, 'floor') ?? undefined,
      facades: fronts >= 4 ? '4' : fronts === 3 ? '3' : fronts === 2 ? '2' : undefined,
    },
    comfort: {},
    has,
    energy: {
      energyPerformance: boundedNumber(firstNumber(detailValue(estate, DETAILS.epcSpecific) ?? estate.energyValue), { min: -1000, max: 10_000 }, notes, 'EPC score') ?? undefined,
      epcLabelText: shortText(estate.energyClass, 8) ?? undefined,
      energyTotal: boundedNumber(firstNumber(detailValue(estate, DETAILS.epcTotal)), { max: 100_000_000 }, notes, 'EPC total') ?? undefined,
      co2Emission: boundedNumber(detailValue(estate, DETAILS.co2), { max: 100_000 }, notes, 'CO2 emission') ?? undefined,
      certificateNumber: uniqueCode,
      uniqueCode,
      certificateDate: dayOf(detailValue(estate, DETAILS.epcDate)) ?? undefined,
      certificateExpiry: dayOf(detailValue(estate, DETAILS.epcValidUntil)) ?? undefined,
    },
    flood: {
      floodZone: flood === 1229 ? 'effective' : flood === 1230 ? 'possible' : flood === 1233 ? 'none' : detailEnum(estate, DETAILS.floodArea) === 1232 ? 'riparian' : undefined,
      pScore: floodScore(estate, 'P'),
      gScore: floodScore(estate, 'G'),
    },
    asbestos: {},
    electrical: { result: electrical === 1454 ? 'compliant' : electrical === 1455 ? 'non-compliant' : undefined },
    planning: { zoning: ZONING[detailEnum(estate, DETAILS.zoning) ?? 0] },
    financial: {
      cadastralIncome: boundedNumber(detailValue(estate, DETAILS.cadastralIncome), {}, notes, 'cadastral income') ?? undefined,
      charges: goal === 'rent' ? (boundedNumber(detailValue(estate, DETAILS.charges), {}, notes, 'monthly charges') ?? undefined) : undefined,
    },
    agentEmail: emailOf(estate.representatives?.[0]?.email),
    ownerEmails: [],
    projectEstateId: estate.parentId ? String(estate.parentId) : null,
  }
}

const projectOf = (estate: WhiseEstate, units: readonly WhiseEstate[], notes: Notes): ProjectDraft | null => {
  const address = addressOf(estate, notes)
  if (!address) return null
  const listings = [...units]
    .sort((a, b) => (a.estateOrder ?? 0) - (b.estateOrder ?? 0))
    .flatMap((unit) => {
      const unitNotes: Notes = []
      const listing = listingOf(unit, unitNotes)
      notes.push(...unitNotes.map((note) => `unit ${unit.id}: ${note}`))
      return listing ? [listing] : []
    })
  const { online } = onlineOf(estate)
  return {
    ...mediaOf(estate, notes),
    estateId: String(estate.id),
    reference: shortText(estate.referenceNumber, 32),
    online: online || ((estate.status?.id ?? 1) === 1 && estate.displayStatusId !== 1 && listings.some((unit) => unit.online)),
    name: namesOf(estate, address, notes),
    description: plainTexts(Object.keys(textsOf(estate.longDescription)).length > 0 ? textsOf(estate.longDescription) : textsOf(estate.shortDescription), 20_000, notes, 'description'),
    status: listings.length > 0 && listings.every((unit) => unit.marquee === 'sold' || unit.marquee === 'rented') ? 'soldOut' : 'selling',
    address,
    agentEmail: emailOf(estate.representatives?.[0]?.email),
    units: listings,
    // Whise lists units apart: those unchanged since the last pull are not among them.
    unitsComplete: false,
  }
}

/**
 * The site's listing or project for a Whise estate (a project with the `units` Whise lists under it) and the
 * notes of what was cleaned or left out; refused, with the reasons, when it cannot be a listing at all.
 */
export const toListing = (estate: WhiseEstate, units: readonly WhiseEstate[] = []): Mapped => {
  const notes: Notes = []
  if (estate.canHaveChildren === true && !estate.parentId) {
    const project = projectOf(estate, units, notes)
    return project ? { kind: 'project', project, notes } : { kind: 'refused', notes }
  }
  const listing = listingOf(estate, notes)
  return listing ? { kind: 'listing', listing, notes } : { kind: 'refused', notes }
}
