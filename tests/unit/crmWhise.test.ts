import { describe, expect, it } from 'vitest'

import type { Lead } from '@/lib/crm/leads'
import type { ListingDraft, Mapped, ProjectDraft } from '@/lib/crm/types'
import type { WhiseDetail, WhiseEstate, WhisePicture } from '@/lib/crm/whise/estate'
import { whiseContact } from '@/lib/crm/whise/sync'
import { whiseLocal, whiseTime } from '@/lib/crm/whise/time'
import { toListing } from '@/lib/crm/whise/toListing'
import { DETAILS, typeWebId } from '@/lib/crm/whise/vocabulary'

const detail = (id: number, label: string, value: string | null, enumId?: number): WhiseDetail => ({ id, group: 'Legal', type: enumId ? 'enum' : 'string', label, value, ...(enumId ? { enum: { id: enumId } } : {}) })

/** An apartment for sale in Antwerp as Whise's `POST /v1/estates/list` lists it (ShowDetails, ShowRepresentatives). */
const apartment = (): WhiseEstate => ({
  id: 4312876,
  referenceNumber: 'W-2291',
  name: 'Appartement Volkstraat 41/3',
  address: 'Volkstraat',
  number: '41',
  box: '3',
  zip: '2000',
  city: 'Antwerpen',
  country: { id: 1 },
  floor: '3',
  category: { id: 2 },
  subCategory: { id: 12 },
  purpose: { id: 1 },
  purposeStatus: { id: 1 },
  status: { id: 1 },
  displayStatusId: 2,
  availability: { id: 1 },
  price: 349000,
  displayPrice: true,
  displayAddress: true,
  area: 96,
  groundArea: 0,
  rooms: 2,
  bathRooms: 1,
  fronts: 2,
  garage: 1,
  parking: 0,
  terrace: 1,
  furnished: 0,
  investmentEstate: false,
  energyClass: 'B',
  energyValue: '142',
  latitude: 51.2061,
  longitude: 4.3925,
  estateOrder: 0,
  linkVirtualVisit: 'https://my.matterport.com/show/?m=Zh14WDtkjdC',
  updateDateTime: '2026-11-20T14:05:33.407',
  shortDescription: [{ languageId: 'nl-BE', content: 'Lichtrijk appartement met terras.' }],
  longDescription: [
    { languageId: 'nl-BE', content: '<p>Lichtrijk appartement op de derde verdieping&nbsp;met zuidterras.</p><p>Twee slaapkamers.</p>' },
    { languageId: 'fr-BE', content: '<p>Appartement lumineux au troisi&egrave;me &eacute;tage.</p>' },
  ],
  sms: [
    { languageId: 'nl-BE', content: 'Lichtrijk appartement met terras' },
    { languageId: 'fr-BE', content: 'Appartement lumineux avec terrasse' },
  ],
  details: [
    detail(DETAILS.constructionYear, 'Bouwjaar', '1965'),
    detail(DETAILS.renovationYear, 'Renovatiejaar', '2018'),
    detail(DETAILS.terraceArea, 'Oppervlakte terras', '9'),
    detail(DETAILS.buildingPermit, 'Bouwvergunning', '1'),
    detail(DETAILS.subdivisionPermit, 'Verkavelingsvergunning', '0'),
    detail(DETAILS.preemption, 'Voorkooprecht', '0'),
    detail(DETAILS.cadastralIncome, 'Kadastraal inkomen', '1120'),
    detail(DETAILS.zoning, 'Stedenbouwkundige bestemming', 'Woongebied', 12),
    detail(DETAILS.electrical, 'Keuring elektriciteit', 'Conform', 1454),
    detail(DETAILS.epcSpecific, 'EPC kengetal', '142'),
    detail(DETAILS.co2, 'CO2-uitstoot', '29'),
    detail(DETAILS.epcTotal, 'EPC totaal', '13632'),
    detail(DETAILS.epcUniqueCode, 'EPC unieke code', '20240311-0003140000-RES-1'),
    detail(DETAILS.epcDate, 'EPC datum', '2024-03-11T00:00:00'),
    detail(DETAILS.epcValidUntil, 'EPC geldig tot', '2034-03-11T00:00:00'),
    detail(DETAILS.floodRisk, 'Overstromingsgevoelig', 'Niet overstromingsgevoelig', 1233),
    detail(DETAILS.summons, 'Dagvaarding', 'Geen dagvaarding', 1837),
    detail(2400, 'P-score', 'a'),
    detail(2401, 'G-score', 'B'),
  ],
  pictures: [
    { id: 902, order: 2, urlSmall: 'https://r2.whise.eu/4312876/small/2_terras.jpg', urlLarge: 'https://r2.whise.eu/4312876/large/2_terras.jpg', urlXXL: 'https://r2.whise.eu/4312876/xxl/2_terras.jpg', urlOriginal: 'https://r2.whise.eu/4312876/original/2_terras.jpg?v=3' },
    { id: 901, order: 1, urlSmall: 'https://r2.whise.eu/4312876/small/1_living.jpg', urlLarge: 'https://r2.whise.eu/4312876/large/1_living.jpg', urlXXL: 'https://r2.whise.eu/4312876/xxl/1_living.jpg', urlOriginal: 'https://r2.whise.eu/4312876/original/1_living.jpg' },
  ],
  representatives: [{ email: 'Pieter.Janssens@Agency.be' }],
})

const listingOf = (mapped: Mapped): ListingDraft => {
  if (mapped.kind !== 'listing') throw new Error(`expected a listing, got ${mapped.kind}: ${mapped.notes.join('; ')}`)
  return mapped.listing
}
const projectOf = (mapped: Mapped): ProjectDraft => {
  if (mapped.kind !== 'project') throw new Error(`expected a project, got ${mapped.kind}: ${mapped.notes.join('; ')}`)
  return mapped.project
}
const map = (overrides: Partial<WhiseEstate>) => toListing({ ...apartment(), ...overrides })
/** The fixture with some details replaced (by id) or removed (value undefined). */
const withDetails = (changes: Record<number, WhiseDetail | undefined>): Partial<WhiseEstate> => {
  const kept = (apartment().details ?? []).filter((d) => !(d.id in changes))
  return { details: [...kept, ...Object.values(changes).flatMap((d) => (d ? [d] : []))] }
}

describe('typeWebId: Whise categories as the site’s property types', () => {
  it('maps each category', () => {
    const type = (category: number | null | undefined, subCategory?: number, investmentEstate?: boolean) => typeWebId({ category: category === undefined ? undefined : { id: category }, subCategory: subCategory ? { id: subCategory } : null, investmentEstate })
    expect(type(1)).toBe(1)
    expect(type(2)).toBe(2)
    expect(type(2, 21)).toBe(3)
    expect(type(3)).toBe(4)
    expect(type(4)).toBe(8)
    expect(type(5)).toBe(6)
    expect(type(6)).toBe(7)
    expect(type(7)).toBe(9)
    expect(type(1, undefined, true)).toBe(5)
    expect(type(2, 12, true)).toBe(5)
    // A studio is a studio even as an investment; land or an office are not investment properties.
    expect(type(2, 21, true)).toBe(3)
    expect(type(3, undefined, true)).toBe(4)
    expect(type(4, undefined, true)).toBe(8)
    expect(type(8)).toBeNull()
    expect(type(0)).toBeNull()
    expect(type(null)).toBeNull()
    expect(type(undefined)).toBeNull()
  })
})

describe('DETAILS: the sub-details the mapping reads', () => {
  it('are distinct ids, so no two fields read the same detail', () => {
    const ids = Object.values(DETAILS)
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('a Whise estate for sale', () => {
  it('becomes the listing the site shows, every field in the site’s words, with nothing to note', () => {
    const mapped = toListing(apartment())
    expect(mapped.notes).toEqual([])
    expect(listingOf(mapped)).toEqual({
      estateId: '4312876',
      reference: 'W-2291',
      online: true,
      goal: 'sale',
      typeWebId: 2,
      marquee: 'none',
      name: { nl: 'Lichtrijk appartement met terras', fr: 'Appartement lumineux avec terrasse' },
      description: { nl: 'Lichtrijk appartement op de derde verdieping met zuidterras.\n\nTwee slaapkamers.', fr: 'Appartement lumineux au troisième étage.' },
      price: 349000,
      priceUnit: 'total',
      publishPrice: true,
      availability: 'atDeed',
      availableFrom: null,
      address: { street: 'Volkstraat', houseNumber: '41', boxNr: '3', zip: '2000', city: { nl: 'Antwerpen' }, country: 'BE', latitude: 51.2061, longitude: 4.3925, publish: true },
      rooms: { bedrooms: 2, bathrooms: 1, garages: 1, parkings: 0 },
      surfaces: { living: 96, terrace: 9 },
      building: { constructionYear: 1965, renovationYear: 2018, floor: 3, facades: '2' },
      comfort: {},
      has: { terrace: true, garden: false, furnished: false, garage: true, permit: true, allotmentPermit: false, preemptiveRights: false, summons: false },
      energy: {
        energyPerformance: 142,
        epcLabelText: 'B',
        energyTotal: 13632,
        co2Emission: 29,
        certificateNumber: '20240311-0003140000-RES-1',
        uniqueCode: '20240311-0003140000-RES-1',
        certificateDate: '2024-03-11',
        certificateExpiry: '2034-03-11',
      },
      flood: { floodZone: 'none', pScore: 'A', gScore: 'B' },
      asbestos: {},
      electrical: { result: 'compliant' },
      planning: { zoning: 'residential' },
      financial: { cadastralIncome: 1120 },
      agentEmail: 'pieter.janssens@agency.be',
      ownerEmails: [],
      projectEstateId: null,
      photos: [
        { key: 'whise:901:1_living.jpg', url: 'https://r2.whise.eu/4312876/original/1_living.jpg', caption: {} },
        { key: 'whise:902:2_terras.jpg', url: 'https://r2.whise.eu/4312876/original/2_terras.jpg?v=3', caption: {} },
      ],
      floorPlans: [],
      documents: [],
      videoUrl: null,
      virtualTourUrl: 'https://my.matterport.com/show/?m=Zh14WDtkjdC',
    })
  })

  it('has no monthly charges, even when Whise fills them', () => {
    expect(listingOf(map(withDetails({ [DETAILS.charges]: detail(DETAILS.charges, 'Lasten', '85') }))).financial.charges).toBeUndefined()
  })

  it('imports a life annuity as a sale, and says so', () => {
    const mapped = map({ purpose: { id: 3 } })
    expect(listingOf(mapped).goal).toBe('sale')
    expect(mapped.notes).toEqual(['life annuity: imported as a sale'])
  })
})

describe('a Whise estate for rent', () => {
  it('is a rent by the month with its charges', () => {
    const listing = listingOf(map({ purpose: { id: 2 }, price: 1150, ...withDetails({ [DETAILS.charges]: detail(DETAILS.charges, 'Lasten', '85') }) }))
    expect(listing).toMatchObject({ goal: 'rent', price: 1150, priceUnit: 'month', publishPrice: true })
    expect(listing.financial).toEqual({ cadastralIncome: 1120, charges: 85 })
  })
})

describe('Whise’s purpose status on the site', () => {
  const cases: [number, boolean, ListingDraft['marquee']][] = [
    [1, true, 'none'],
    [2, true, 'none'],
    [3, true, 'sold'],
    [4, true, 'rented'],
    [5, true, 'option'],
    [6, true, 'option'],
    [12, true, 'option'],
    [13, true, 'option'],
    [14, true, 'underOffer'],
    [15, true, 'none'],
    [16, true, 'option'],
    [17, true, 'sold'],
    [21, true, 'underOffer'],
    [22, true, 'underOffer'],
    [7, false, 'none'],
    [8, false, 'none'],
    [9, false, 'none'],
    [10, false, 'none'],
    [11, false, 'none'],
    [999, false, 'none'],
  ]
  for (const [id, online, marquee] of cases) {
    it(`purpose status ${id}: ${online ? 'shown' : 'not shown'}, banner ${marquee}`, () => {
      expect(listingOf(map({ purposeStatus: { id } }))).toMatchObject({ online, marquee })
    })
  }

  it('without a purpose status it is not shown', () => {
    expect(listingOf(map({ purposeStatus: null }))).toMatchObject({ online: false, marquee: 'none' })
  })

  it('an inactive estate, or one Whise keeps off the website, is not shown whatever its purpose status', () => {
    expect(listingOf(map({ status: { id: 2 } })).online).toBe(false)
    expect(listingOf(map({ displayStatusId: 1 })).online).toBe(false)
    expect(listingOf(map({ status: { id: 2 }, purposeStatus: { id: 3 } }))).toMatchObject({ online: false, marquee: 'sold' })
    // Absent means the default: active and shown.
    expect(listingOf(map({ status: undefined, displayStatusId: undefined })).online).toBe(true)
  })
})

describe('what Whise does not display', () => {
  it('a price not displayed is kept but not published', () => {
    for (const displayPrice of [false, null, undefined]) {
      const listing = listingOf(map({ displayPrice }))
      expect(listing.price).toBe(349000)
      expect(listing.publishPrice).toBe(false)
    }
    expect(listingOf(map({ price: null })).publishPrice).toBe(false)
  })

  it('an address not displayed is kept but not published', () => {
    for (const displayAddress of [false, null, undefined]) {
      const listing = listingOf(map({ displayAddress }))
      expect(listing.address).toMatchObject({ street: 'Volkstraat', houseNumber: '41', publish: false })
    }
  })
})

describe('estates the site cannot show are refused, with the reason', () => {
  it('a purpose neither sale nor rent', () => {
    expect(map({ purpose: { id: 4 } })).toEqual({ kind: 'refused', notes: ['purpose 4 is neither sale nor rent'] })
    expect(map({ purpose: null })).toEqual({ kind: 'refused', notes: ['purpose undefined is neither sale nor rent'] })
  })

  it('a category the site has no type for', () => {
    expect(map({ category: { id: 99 } })).toEqual({ kind: 'refused', notes: ['category 99 has no property type on the site'] })
  })

  it('outside Belgium, or without a four-digit postcode', () => {
    expect(map({ country: { id: 2 } })).toEqual({ kind: 'refused', notes: ['address: country 2 is not Belgium'] })
    expect(map({ zip: '75001' })).toEqual({ kind: 'refused', notes: ['address: postcode "75001" is not one of four digits'] })
    expect(map({ zip: null })).toEqual({ kind: 'refused', notes: ['address: postcode "" is not one of four digits'] })
  })

  it('takes a missing country as Belgium', () => {
    expect(listingOf(map({ country: null })).address.country).toBe('BE')
  })
})

describe('texts', () => {
  it('reads each site language from Whise’s language ids, the first text of a language winning', () => {
    const listing = listingOf(
      map({
        sms: [
          { languageId: 'NL-be', content: 'Eerste' },
          { languageId: 'nl-NL', content: 'Tweede' },
          { languageId: 'en-GB', content: 'Bright flat' },
          { languageId: 'de-DE', content: 'Helle Wohnung' },
          { languageId: 'es-ES', content: 'Piso luminoso' },
          { languageId: null, content: 'Zonder taal' },
        ],
      }),
    )
    expect(listing.name).toEqual({ nl: 'Eerste', en: 'Bright flat', de: 'Helle Wohnung' })
  })

  it('without a teaser the name is the internal name, else the city, else the postcode', () => {
    expect(listingOf(map({ sms: [] })).name).toEqual({ nl: 'Appartement Volkstraat 41/3' })
    expect(listingOf(map({ sms: null, name: null })).name).toEqual({ nl: 'Antwerpen' })
    expect(listingOf(map({ sms: [{ languageId: 'nl-BE', content: '  ' }], name: '', city: null })).name).toEqual({ nl: '2000' })
  })

  it('takes the short description when there is no long one', () => {
    expect(listingOf(map({ longDescription: [] })).description).toEqual({ nl: 'Lichtrijk appartement met terras.' })
    expect(listingOf(map({ longDescription: null, shortDescription: null })).description).toEqual({})
  })

  it('cleans HTML out of descriptions and notes markup beyond paragraphs', () => {
    const mapped = map({ longDescription: [{ languageId: 'nl-BE', content: '<p>Mooi.</p><iframe src="https://evil.example"></iframe><script>steal()</script><p>Rustig &amp; centraal.</p>' }] })
    expect(listingOf(mapped).description).toEqual({ nl: 'Mooi.\n\nRustig & centraal.' })
    expect(mapped.notes).toEqual(['description (nl): markup removed'])
  })
})

describe('details: the Belgian legal mentions', () => {
  it('flood risk by its enum, the riparian area apart, scores by their labels', () => {
    const flood = (changes: Record<number, WhiseDetail | undefined>) => listingOf(map(withDetails(changes))).flood
    expect(flood({ [DETAILS.floodRisk]: detail(DETAILS.floodRisk, 'Overstromingsgevoelig', 'Effectief', 1229) }).floodZone).toBe('effective')
    expect(flood({ [DETAILS.floodRisk]: detail(DETAILS.floodRisk, 'Overstromingsgevoelig', 'Mogelijk', 1230) }).floodZone).toBe('possible')
    expect(flood({ [DETAILS.floodRisk]: undefined, [DETAILS.floodArea]: detail(DETAILS.floodArea, 'Oeverzone', 'Ja', 1232) }).floodZone).toBe('riparian')
    expect(flood({ [DETAILS.floodRisk]: undefined }).floodZone).toBeUndefined()
    expect(flood({ 2400: detail(2400, 'P score', ' d '), 2401: detail(2401, 'g-Score', 'E') })).toMatchObject({ pScore: 'D', gScore: undefined })
    expect(flood({ 2400: undefined, 2401: undefined })).toMatchObject({ pScore: undefined, gScore: undefined })
  })

  it('zoning by its enum', () => {
    const zoning = (enumId: number) => listingOf(map(withDetails({ [DETAILS.zoning]: detail(DETAILS.zoning, 'Bestemming', 'x', enumId) }))).planning.zoning
    expect(zoning(12)).toBe('residential')
    expect(zoning(9)).toBe('residential')
    expect(zoning(999)).toBe('residentialRural')
    expect(zoning(1)).toBe('agricultural')
    expect(zoning(2)).toBe('industrial')
    expect(zoning(6)).toBe('industrial')
    expect(zoning(7)).toBe('recreation')
    expect(zoning(1839)).toBe('other')
    expect(zoning(4242)).toBeUndefined()
    expect(listingOf(map(withDetails({ [DETAILS.zoning]: undefined }))).planning.zoning).toBeUndefined()
  })

  it('permits and preemption only when Whise says "1"; a summons unless it says there is none', () => {
    const has = (changes: Record<number, WhiseDetail | undefined>) => listingOf(map(withDetails(changes))).has
    expect(has({ [DETAILS.buildingPermit]: detail(DETAILS.buildingPermit, 'Bouwvergunning', '0'), [DETAILS.subdivisionPermit]: detail(DETAILS.subdivisionPermit, 'V', '1'), [DETAILS.preemption]: detail(DETAILS.preemption, 'V', 'true') })).toMatchObject({ permit: false, allotmentPermit: true, preemptiveRights: false })
    expect(has({ [DETAILS.summons]: detail(DETAILS.summons, 'Dagvaarding', 'Ja', 1838) }).summons).toBe(true)
    expect(has({ [DETAILS.summons]: undefined }).summons).toBe(false)
  })

  it('the electrical inspection', () => {
    const result = (enumId?: number) => listingOf(map(withDetails({ [DETAILS.electrical]: enumId ? detail(DETAILS.electrical, 'Keuring', 'x', enumId) : undefined }))).electrical.result
    expect(result(1455)).toBe('non-compliant')
    expect(result(1454)).toBe('compliant')
    expect(result(1456)).toBeUndefined()
    expect(result()).toBeUndefined()
  })

  it('the EPC score from its detail, else from the energy value, the first number of a range', () => {
    const score = (value: string | number | null) => listingOf(map({ energyValue: value, ...withDetails({ [DETAILS.epcSpecific]: undefined }) })).energy.energyPerformance
    expect(score('179-179')).toBe(179)
    expect(score('ca. 250,5 kWh/m²')).toBe(250.5)
    expect(score(95)).toBe(95)
    expect(score(null)).toBeUndefined()
    expect(listingOf(map({ energyValue: '500' })).energy.energyPerformance).toBe(142)
  })

  it('the cadastral income with a decimal comma; an unreadable one, or an unreadable EPC date, as none', () => {
    expect(listingOf(map(withDetails({ [DETAILS.cadastralIncome]: detail(DETAILS.cadastralIncome, 'KI', '1120,50') }))).financial.cadastralIncome).toBe(1120.5)
    const mapped = map(withDetails({ [DETAILS.cadastralIncome]: detail(DETAILS.cadastralIncome, 'KI', 'onbekend'), [DETAILS.epcDate]: detail(DETAILS.epcDate, 'EPC datum', '2024-02-30T00:00:00') }))
    expect(listingOf(mapped).financial.cadastralIncome).toBeUndefined()
    expect(listingOf(mapped).energy.certificateDate).toBeUndefined()
    expect(mapped.notes).toEqual(['cadastral income: "onbekend" refused (not a number from 0 to 1000000000)'])
  })
})

describe('numbers out of range are left out and noted', () => {
  it('rooms, years, areas, coordinates', () => {
    const mapped = map({ rooms: -1, bathRooms: 1000, area: -96, longitude: 200, ...withDetails({ [DETAILS.constructionYear]: detail(DETAILS.constructionYear, 'Bouwjaar', '3000') }) })
    const listing = listingOf(mapped)
    expect(listing.rooms.bedrooms).toBeUndefined()
    expect(listing.rooms.bathrooms).toBeUndefined()
    expect(listing.surfaces.living).toBeUndefined()
    expect(listing.address.longitude).toBeNull()
    expect(listing.building.constructionYear).toBeUndefined()
    expect(mapped.notes).toEqual(
      expect.arrayContaining([
        'bedrooms: -1 refused (not a number from 0 to 999)',
        'bathrooms: 1000 refused (not a number from 0 to 999)',
        'living area: -96 refused (not a number from 0 to 100000000)',
        'longitude: 200 refused (not a number from -180 to 180)',
        'construction year: "3000" refused (not a number from 1000 to 2100)',
      ]),
    )
    expect(mapped.notes).toHaveLength(5)
  })

  it('takes the coordinates from the details when the estate has none', () => {
    const listing = listingOf(map({ latitude: null, longitude: undefined, details: [detail(DETAILS.latitude, 'Lat', '51,2061'), detail(DETAILS.longitude, 'Lng', '4.3925')] }))
    expect(listing.address).toMatchObject({ latitude: 51.2061, longitude: 4.3925 })
  })

  it('a zero area is none, not a zero', () => {
    expect(listingOf(map({ area: 0, groundArea: 0, gardenArea: 0 })).surfaces).toEqual({ terrace: 9 })
  })

  it('reads a floor, and a word for it as none', () => {
    expect(listingOf(map({ floor: '-1' })).building.floor).toBe(-1)
    expect(listingOf(map({ floor: 'gelijkvloers' })).building.floor).toBeUndefined()
    expect(listingOf(map({ floor: '' })).building.floor).toBeUndefined()
  })

  it('does not break on a floor sent as a number', () => {
    expect(() => map({ floor: 2 as unknown as string })).not.toThrow()
  })
})

describe('availability and façades', () => {
  it('maps the availability, a date winning', () => {
    const availability = (id: number | null, date?: string) => {
      const listing = listingOf(map({ availability: id === null ? null : { id }, availabilityDateTime: date }))
      return [listing.availability, listing.availableFrom]
    }
    expect(availability(5)).toEqual(['immediately', null])
    expect(availability(1)).toEqual(['atDeed', null])
    for (const id of [2, 3, 6, 7]) expect(availability(id)).toEqual(['byArrangement', null])
    expect(availability(4)).toEqual([null, null])
    expect(availability(null)).toEqual([null, null])
    expect(availability(5, '2027-01-15T00:00:00')).toEqual(['fromDate', '2027-01-15'])
    expect(availability(5, '2027-02-30T00:00:00')).toEqual(['immediately', null])
  })

  it('counts façades from two to four or more', () => {
    const facades = (fronts: number | null) => listingOf(map({ fronts })).building.facades
    expect(facades(1)).toBeUndefined()
    expect(facades(2)).toBe('2')
    expect(facades(3)).toBe('3')
    expect(facades(4)).toBe('4')
    expect(facades(6)).toBe('4')
    expect(facades(null)).toBeUndefined()
  })
})

describe('pictures', () => {
  const picture = (id: number, order: number | null, urls: Partial<WhisePicture> = { urlOriginal: `https://r2.whise.eu/1/original/${id}.jpg` }): WhisePicture => ({ id, order, ...urls })

  it('in Whise’s order, the largest size there is, those without a link left out', () => {
    const photos = listingOf(
      map({
        pictures: [
          picture(3, 3),
          picture(1, 1, { urlLarge: 'https://r2.whise.eu/1/large/1.jpg', urlXXL: 'https://r2.whise.eu/1/xxl/1.jpg' }),
          picture(2, 2, { urlSmall: 'https://r2.whise.eu/1/small/2.jpg', urlLarge: 'https://r2.whise.eu/1/large/2.jpg' }),
          picture(4, 0, { urlSmall: 'https://r2.whise.eu/1/small/4.jpg' }),
          null as unknown as WhisePicture,
          picture(5, null),
        ],
      }),
    ).photos
    expect(photos.map((photo) => photo.url)).toEqual(['https://r2.whise.eu/1/original/5.jpg', 'https://r2.whise.eu/1/xxl/1.jpg', 'https://r2.whise.eu/1/large/2.jpg', 'https://r2.whise.eu/1/original/3.jpg'])
  })

  it('keeps the first 100 and notes the rest', () => {
    const mapped = map({ pictures: Array.from({ length: 130 }, (_, i) => picture(i, 130 - i)) })
    const photos = listingOf(mapped).photos
    expect(photos).toHaveLength(100)
    expect(photos[0].key).toBe('whise:129:129.jpg')
    expect(mapped.notes).toEqual(['photos: 130 given, the first 100 kept'])
  })

  it('keys a picture by its id and file name, so a replaced picture is fetched again', () => {
    const [first] = listingOf(map({ pictures: [picture(7, 1, { urlOriginal: 'https://r2.whise.eu/1/original/7_a.jpg?v=1' })] })).photos
    const [same] = listingOf(map({ pictures: [picture(7, 1, { urlOriginal: 'https://r2.whise.eu/1/original/7_a.jpg?v=2' })] })).photos
    const [replaced] = listingOf(map({ pictures: [picture(7, 1, { urlOriginal: 'https://r2.whise.eu/1/original/7_b.jpg' })] })).photos
    expect(first.key).toBe('whise:7:7_a.jpg')
    expect(same.key).toBe(first.key)
    expect(replaced.key).not.toBe(first.key)
  })

  it('takes the 3D model when there is no virtual visit, and refuses a non-web link', () => {
    expect(listingOf(map({ linkVirtualVisit: null, link3DModel: 'https://www.tvl.be/tour/1' })).virtualTourUrl).toBe('https://www.tvl.be/tour/1')
    const mapped = map({ linkVirtualVisit: 'javascript:alert(1)' })
    expect(listingOf(mapped).virtualTourUrl).toBeNull()
    expect(mapped.notes).toEqual(['virtual tour: not a web address, left out'])
  })
})

describe('a hostile or broken estate', () => {
  it('null entries in its lists are skipped, not a crash', () => {
    const mapped = map({
      details: [null as unknown as WhiseDetail, ...(apartment().details ?? [])],
      sms: [null as unknown as { languageId: string }, { languageId: 'nl-BE', content: 'Titel' }],
      longDescription: [null as unknown as { languageId: string }],
      representatives: [null as unknown as { email: string }],
    })
    expect(listingOf(mapped)).toMatchObject({ name: { nl: 'Titel' }, agentEmail: null, typeWebId: 2 })
  })
})

describe('a Whise project and its units', () => {
  const project = (overrides: Partial<WhiseEstate> = {}): WhiseEstate => ({
    ...apartment(),
    id: 5000100,
    referenceNumber: 'PRJ-12',
    name: 'Residentie Schelde',
    category: { id: 2 },
    canHaveChildren: true,
    parentId: null,
    sms: [{ languageId: 'nl-BE', content: 'Residentie Schelde' }],
    ...overrides,
  })
  const unit = (id: number, purposeStatus: number, estateOrder: number, overrides: Partial<WhiseEstate> = {}): WhiseEstate => ({
    ...apartment(),
    id,
    parentId: 5000100,
    canHaveChildren: false,
    estateOrder,
    referenceNumber: `PRJ-12-${id}`,
    purposeStatus: { id: purposeStatus },
    pictures: [],
    ...overrides,
  })

  it('becomes a project with its units in Whise’s order, each naming the project', () => {
    const mapped = toListing(project(), [unit(5000102, 1, 2), unit(5000101, 5, 1)])
    const draft = projectOf(mapped)
    expect(draft).toMatchObject({ estateId: '5000100', reference: 'PRJ-12', online: true, name: { nl: 'Residentie Schelde' }, status: 'selling', unitsComplete: false })
    expect(draft.units.map((u) => [u.estateId, u.projectEstateId, u.marquee])).toEqual([
      ['5000101', '5000100', 'option'],
      ['5000102', '5000100', 'none'],
    ])
  })

  it('is sold out when every unit is sold or rented', () => {
    expect(projectOf(toListing(project(), [unit(1, 3, 1), unit(2, 17, 2)])).status).toBe('soldOut')
    expect(projectOf(toListing(project(), [unit(1, 3, 1), unit(2, 4, 2, { purpose: { id: 2 } })])).status).toBe('soldOut')
    expect(projectOf(toListing(project(), [unit(1, 3, 1), unit(2, 14, 2)])).status).toBe('selling')
    expect(projectOf(toListing(project(), [])).status).toBe('selling')
  })

  it('is online when one of its units is, unless Whise keeps the project itself off the website', () => {
    expect(projectOf(toListing(project({ purposeStatus: { id: 9 } }), [unit(1, 1, 1)])).online).toBe(true)
    expect(projectOf(toListing(project({ purposeStatus: { id: 9 } }), [unit(1, 9, 1)])).online).toBe(false)
    expect(projectOf(toListing(project({ purposeStatus: { id: 9 }, displayStatusId: 1 }), [unit(1, 1, 1)])).online).toBe(false)
    expect(projectOf(toListing(project({ purposeStatus: { id: 9 }, status: { id: 2 } }), [unit(1, 1, 1)])).online).toBe(false)
  })

  it('leaves out a unit it cannot show and notes which', () => {
    const mapped = toListing(project(), [unit(1, 1, 1), unit(2, 1, 2, { category: { id: 99 } })])
    expect(projectOf(mapped).units.map((u) => u.estateId)).toEqual(['1'])
    expect(mapped.notes).toEqual(['unit 2: category 99 has no property type on the site'])
  })

  it('is refused without a Belgian postcode', () => {
    expect(toListing(project({ zip: '1012' + 'AB' }), [unit(1, 1, 1)])).toEqual({ kind: 'refused', notes: ['address: postcode "1012AB" is not one of four digits'] })
  })

  it('a unit on its own, or an estate that may have children but has a parent, is a listing', () => {
    expect(listingOf(toListing(unit(1, 1, 1))).projectEstateId).toBe('5000100')
    expect(toListing(project({ parentId: 42 })).kind).toBe('listing')
    expect(toListing({ ...project(), canHaveChildren: false }).kind).toBe('listing')
  })
})

describe('whiseTime: Whise’s times are Brussels local time without an offset', () => {
  const iso = (value: string) => whiseTime(value)?.toISOString() ?? null

  it('reads winter time as UTC+1 and summer time as UTC+2', () => {
    expect(iso('2026-01-15T10:00:00')).toBe('2026-01-15T09:00:00.000Z')
    expect(iso('2026-07-15T10:00:00')).toBe('2026-07-15T08:00:00.000Z')
    expect(iso('2026-12-31T23:59:59')).toBe('2026-12-31T22:59:59.000Z')
  })

  it('keeps milliseconds from .NET’s fractions of up to seven digits', () => {
    expect(iso('2026-11-20T14:05:33.407')).toBe('2026-11-20T13:05:33.407Z')
    expect(iso('2026-11-20T14:05:33.4070000')).toBe('2026-11-20T13:05:33.407Z')
    expect(iso('2026-11-20T14:05:33.5')).toBe('2026-11-20T13:05:33.500Z')
  })

  it('reads the times around the spring change (29 March 2026, 02:00 became 03:00)', () => {
    expect(iso('2026-03-29T00:30:00')).toBe('2026-03-28T23:30:00.000Z')
    expect(iso('2026-03-29T01:30:00')).toBe('2026-03-29T00:30:00.000Z')
    expect(iso('2026-03-29T01:59:59')).toBe('2026-03-29T00:59:59.000Z')
    expect(iso('2026-03-29T03:00:00')).toBe('2026-03-29T01:00:00.000Z')
    expect(iso('2026-03-29T03:30:00')).toBe('2026-03-29T01:30:00.000Z')
    // 02:30 did not exist that night: either reading of it will do.
    expect(['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z']).toContain(iso('2026-03-29T02:30:00'))
  })

  it('reads the times around the autumn change (25 October 2026, 03:00 became 02:00)', () => {
    expect(iso('2026-10-25T00:30:00')).toBe('2026-10-24T22:30:00.000Z')
    expect(iso('2026-10-25T01:30:00')).toBe('2026-10-24T23:30:00.000Z')
    expect(iso('2026-10-25T03:30:00')).toBe('2026-10-25T02:30:00.000Z')
    // 02:30 happened twice that night: either is right.
    expect(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']).toContain(iso('2026-10-25T02:30:00'))
  })

  it('gives null for what is not such a time', () => {
    for (const value of [null, undefined, '', '2026-11-20', '2026-11-20T14:05', 'gisteren', '20-11-2026T14:05:33', '2026-11-20T14:05:33.12345678']) expect(whiseTime(value), String(value)).toBeNull()
  })

  it('gives null for a time that does not exist on the calendar', () => {
    expect(whiseTime('2026-02-30T10:00:00')).toBeNull()
    expect(whiseTime('2026-11-20T25:00:00')).toBeNull()
    expect(whiseTime('2026-11-20T10:61:00')).toBeNull()
  })
})

describe('whiseLocal: an instant as Whise writes times', () => {
  it('writes Brussels local time without an offset, winter and summer', () => {
    expect(whiseLocal(new Date('2026-01-15T09:00:00Z'))).toBe('2026-01-15T10:00:00')
    expect(whiseLocal(new Date('2026-07-15T08:00:00Z'))).toBe('2026-07-15T10:00:00')
    expect(whiseLocal(new Date('2026-06-01T10:00:00.999Z'))).toBe('2026-06-01T12:00:00')
  })

  it('writes midnight as 00, across a new year', () => {
    expect(whiseLocal(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30:00')
    expect(whiseLocal(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01T00:00:00')
  })

  it('follows the clock changes', () => {
    expect(whiseLocal(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59')
    expect(whiseLocal(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00')
    expect(whiseLocal(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00')
    expect(whiseLocal(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00')
  })

  it('is read back by whiseTime to the same instant, every quarter hour around both clock changes', () => {
    const nights = [Date.parse('2026-03-28T20:00:00Z'), Date.parse('2026-10-24T20:00:00Z')]
    const wrong: string[] = []
    for (const start of nights) {
      for (let t = start; t <= start + 12 * 3_600_000; t += 15 * 60_000) {
        const local = whiseLocal(new Date(t))
        const back = whiseTime(local)
        // An hour that happened twice cannot be told apart: then the same local time is enough.
        const twice = whiseLocal(new Date(t - 3_600_000)) === local || whiseLocal(new Date(t + 3_600_000)) === local
        if (back === null || (twice ? whiseLocal(back) !== local : back.getTime() !== t)) wrong.push(`${new Date(t).toISOString()} → ${local} → ${back?.toISOString()}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('is read back to the same second every few hours over a year', () => {
    for (let t = Date.parse('2026-01-01T00:00:17Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 7 * 3_600_000 + 13 * 60_000) {
      const local = whiseLocal(new Date(t))
      const back = whiseTime(local)
      if (whiseLocal(new Date(t - 3_600_000)) === local || whiseLocal(new Date(t + 3_600_000)) === local) continue
      expect(back?.getTime(), local).toBe(t)
    }
  })
})

describe('whiseContact: a lead as Whise’s contact', () => {
  const lead = (overrides: Partial<Lead> = {}): Lead => ({
    kind: 'contact-appointment',
    locale: 'fr',
    firstName: 'Marie',
    lastName: 'Dubois',
    email: 'marie.dubois@example.be',
    phone: '+32 470 12 34 56',
    message: 'Visit request from the website\nAbout: Appartement (W-2291)',
    estate: { source: 'whise', estateId: '4312876' },
    wants: null,
    newsletter: false,
    ...overrides,
  })

  it('carries who they are, in their language, on the Whise estate they asked about', () => {
    expect(whiseContact(lead(), 77)).toEqual({
      Name: 'Dubois',
      FirstName: 'Marie',
      PrivateEmail: 'marie.dubois@example.be',
      PrivateMobile: '+32 470 12 34 56',
      LanguageId: 'fr-BE',
      CountryId: 1,
      OfficeIds: [77],
      EstateIds: [4312876],
      Message: 'Visit request from the website\nAbout: Appartement (W-2291)',
      StatusId: 1,
      AgreementEmail: true,
      AgreementMailingCampaign: false,
    })
  })

  it('uses the first name as the name when there is no last name', () => {
    expect(whiseContact(lead({ lastName: '' }), null)).toMatchObject({ Name: 'Marie', FirstName: '' })
    expect(whiseContact(lead({ firstName: '' }), null)).toMatchObject({ Name: 'Dubois', FirstName: '' })
  })

  it('has no office when none is configured', () => {
    expect(whiseContact(lead(), null).OfficeIds).toEqual([])
  })

  it('links an estate only when it came from Whise and has Whise’s numeric id', () => {
    expect(whiseContact(lead({ estate: { source: 'sweepbright', estateId: '12345' } }), null).EstateIds).toEqual([])
    expect(whiseContact(lead({ estate: { source: 'whise', estateId: 'abc' } }), null).EstateIds).toEqual([])
    expect(whiseContact(lead({ estate: { source: 'whise', estateId: '12e3' } }), null).EstateIds).toEqual([])
    expect(whiseContact(lead({ estate: { source: 'whise', estateId: '' } }), null).EstateIds).toEqual([])
    expect(whiseContact(lead({ estate: null }), null).EstateIds).toEqual([])
  })

  it('agrees to mailings only when they ticked the newsletter', () => {
    expect(whiseContact(lead({ newsletter: true }), null).AgreementMailingCampaign).toBe(true)
    expect(whiseContact(lead({ newsletter: false }), null).AgreementMailingCampaign).toBe(false)
  })

  it('turns what a demand-register visitor wants into search criteria', () => {
    const contact = whiseContact(lead({ kind: 'demand-register', estate: null, wants: { goal: 'rent', typeWebIds: [2, 3, 1, 5, 4, 9, 42], maxPrice: 1200, minBedrooms: 2, zips: ['2000', '2018'] } }), null)
    expect(contact.SearchCriteria).toEqual([{ PurposeId: 2, CategoryIds: [2, 1, 3, 7], PriceMax: 1200, MinRooms: 2, ZipCodes: ['2000', '2018'] }])
    const open = whiseContact(lead({ kind: 'demand-register', estate: null, wants: { goal: null, typeWebIds: [], maxPrice: null, minBedrooms: null, zips: [] } }), null)
    expect(open.SearchCriteria).toEqual([{ CategoryIds: [], ZipCodes: [] }])
    expect(whiseContact(lead({ wants: { goal: 'sale', typeWebIds: [6, 7, 8], maxPrice: 0, minBedrooms: 0, zips: [] } }), null).SearchCriteria).toEqual([{ PurposeId: 1, CategoryIds: [5, 6, 4], PriceMax: 0, MinRooms: 0, ZipCodes: [] }])
    expect(whiseContact(lead(), null)).not.toHaveProperty('SearchCriteria')
  })

  it('asks Whise for the categories its own estates map back to the same site types', () => {
    const contact = whiseContact(lead({ wants: { goal: null, typeWebIds: [1, 2, 4, 6, 7, 8, 9], maxPrice: null, minBedrooms: null, zips: [] } }), null)
    const categories = contact.SearchCriteria![0].CategoryIds!
    expect(categories.map((id) => typeWebId({ category: { id } }))).toEqual([1, 2, 4, 6, 7, 8, 9])
  })
})
