import { describe, expect, it } from 'vitest'

import type { SweepBrightEstate, SweepBrightFile } from '@/lib/crm/sweepbright/estate'
import { toListing } from '@/lib/crm/sweepbright/toListing'
import { typeWebId } from '@/lib/crm/sweepbright/vocabulary'
import type { ListingDraft, Mapped, ProjectDraft } from '@/lib/crm/types'

/** A house for sale in Ghent, as SweepBright's Website API (version 20241030) answers GET /estates/{id}. */
const house = (): SweepBrightEstate => ({
  id: '9d4b2f6e-1c3a-4b7e-9f20-5a8c7e31d0b4',
  is_project: false,
  project_id: null,
  type: 'house',
  sub_type: 'villa',
  negotiation: 'sale',
  rent_period: null,
  status: 'available',
  description_title: { nl: 'Gezinswoning met tuin', fr: 'Maison familiale avec jardin', en: 'Family house with garden' },
  description: {
    nl: '<p>Ruime woning in een rustige straat.</p><p>Drie slaapkamers &amp; een zonnige tuin.</p>',
    fr: 'Maison spacieuse dans une rue calme.',
    en: null,
  },
  price: { amount: 425000, currency: 'EUR', hidden: false },
  custom_price: null,
  price_recurring_costs: { amount: 40, currency: 'EUR', hidden: false },
  price_guarantee: { amount: 1000, currency: 'EUR', hidden: false },
  price_base_rent: null,
  bedrooms: 3,
  bathrooms: 1,
  shower_rooms: 1,
  toilets: 2,
  floors: 2,
  rooms: [
    { type: 'bedroom', size: 14, unit: 'sq_m' },
    { type: 'terrace', size: 18, unit: 'sq_m' },
    { type: 'garden', size: 350, unit: 'sq_m' },
  ],
  sizes: { liveable_area: { size: 185, unit: 'sq_m' }, plot_area: { size: 6.2, unit: 'are' }, net_area: null },
  amenities: ['garden', 'terrace', 'basement', 'parking', 'alarm'],
  features: {
    energy: { gas: true, fuel: false, electricity: true, heat_pump: false },
    comfort: { furnished: false },
    ecology: { double_glazing: true },
    heating_cooling: { central_heating: true, floor_heating: false },
  },
  building: { construction: { year: 1978 }, renovation: { year: 2019 } },
  garden_orientation: 'SW',
  location: {
    street: 'Kouter',
    number: '12',
    box: null,
    floor: null,
    postal_code: '9000',
    city: 'Gent',
    country: 'BE',
    hidden: false,
    geo: { latitude: 51.0503, longitude: 3.7241 },
  },
  legal: {
    energy: {
      epc_value: 245,
      epc_category: 'C',
      epc_reference: '20230512-0002876543-RES-1',
      total_epc_value: 45300,
      co2_emissions: 48,
      report_electricity_gas: 'conform',
    },
    regulations: {
      building_permit: true,
      subdivision_authorisation: false,
      priority_purchase_right: false,
      pending_legal_proceedings: false,
      asbestos_certificate_reference: null,
    },
    property_and_land: {
      cadastral_income: 1480,
      flood_risk: 'no_flood_risk_area',
      flood_risk_plot_score: 'A',
      flood_risk_building_score: 'a',
      land_use_designation: 'residential',
    },
  },
  images: [
    {
      id: 'img-b',
      filename: 'tuin.jpg',
      description: { nl: 'De tuin', fr: 'Le jardin' },
      url: 'https://files.sweepbright.com/estates/9d4b2f6e/tuin.jpg?X-Amz-Expires=3600&X-Amz-Signature=ab12',
      url_expires_on: '2026-11-28T10:00:00+00:00',
      ordinal: 2,
      content_type: 'image/jpeg',
    },
    {
      id: 'img-a',
      filename: 'gevel.jpg',
      description: [],
      url: 'https://files.sweepbright.com/estates/9d4b2f6e/gevel.jpg?X-Amz-Expires=3600&X-Amz-Signature=cd34',
      url_expires_on: '2026-11-28T10:00:00+00:00',
      ordinal: 1,
      content_type: 'image/jpeg',
    },
  ],
  plans: [
    {
      id: 'plan-1',
      filename: 'gelijkvloers.pdf',
      description: { nl: 'Gelijkvloers' },
      url: 'https://files.sweepbright.com/estates/9d4b2f6e/gelijkvloers.pdf?X-Amz-Expires=3600',
      url_expires_on: '2026-11-28T10:00:00+00:00',
      ordinal: 1,
      content_type: 'application/pdf',
    },
  ],
  documents: [],
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  virtual_tour_url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
  negotiator: { first_name: 'Sofie', last_name: 'Claes', email: 'Sofie.Claes@Agency.be', phone: '+32 9 123 45 67' },
  vendors: [{ email: 'Eigenaar@Example.be' }, { email: 'geen adres' }, { email: null }],
  occupancy: { available_from: '2026-09-01' },
  settings: { reference: 'GEN-0412' },
})

/** The same house to let: SweepBright gives the monthly rent, charges and deposit. */
const toLet = (): SweepBrightEstate => ({
  ...house(),
  id: '0c7a1e55-7d0b-4b9c-8f1e-2d3c4b5a6978',
  negotiation: 'let',
  rent_period: 'month',
  price: { amount: 1250, currency: 'EUR', hidden: false },
  price_base_rent: { amount: 1175, currency: 'EUR', hidden: false },
  price_recurring_costs: { amount: 75, currency: 'EUR', hidden: false },
  price_guarantee: { amount: 2350, currency: 'EUR', hidden: false },
})

const listingOf = (mapped: Mapped): ListingDraft => {
  if (mapped.kind !== 'listing') throw new Error(`expected a listing, got ${mapped.kind}: ${mapped.notes.join('; ')}`)
  return mapped.listing
}
const projectOf = (mapped: Mapped): ProjectDraft => {
  if (mapped.kind !== 'project') throw new Error(`expected a project, got ${mapped.kind}: ${mapped.notes.join('; ')}`)
  return mapped.project
}
const map = (overrides: Partial<SweepBrightEstate>, base: () => SweepBrightEstate = house) => toListing({ ...base(), ...overrides })
const location = (overrides: Partial<NonNullable<SweepBrightEstate['location']>>) => ({ location: { ...house().location, ...overrides } })
const legal = (overrides: Partial<NonNullable<SweepBrightEstate['legal']>>) => ({ legal: { ...house().legal, ...overrides } })
const land = (overrides: Record<string, unknown>) => legal({ property_and_land: { ...house().legal?.property_and_land, ...overrides } })

describe('typeWebId: SweepBright types as the site’s property types', () => {
  it('maps each type, and the sub-types the site has a type of its own for', () => {
    expect(typeWebId('house', 'villa')).toBe(1)
    expect(typeWebId('house', null)).toBe(1)
    expect(typeWebId('apartment', 'penthouse')).toBe(2)
    expect(typeWebId('apartment', 'studio')).toBe(3)
    expect(typeWebId('land', undefined)).toBe(4)
    expect(typeWebId('house', 'investment_property')).toBe(5)
    expect(typeWebId('commercial', 'retail')).toBe(6)
    expect(typeWebId('commercial', 'industrial')).toBe(7)
    expect(typeWebId('commercial', 'warehouse')).toBe(7)
    expect(typeWebId('office', null)).toBe(8)
    expect(typeWebId('parking', 'garage')).toBe(9)
  })

  it('gives null for a type the site does not have', () => {
    expect(typeWebId('castle', null)).toBeNull()
    expect(typeWebId(null, null)).toBeNull()
    expect(typeWebId(undefined, undefined)).toBeNull()
    expect(typeWebId('', 'villa')).toBeNull()
    expect(typeWebId('HOUSE', null)).toBeNull()
  })

  it('gives null, not a property of Object.prototype, for a type named like one', () => {
    for (const type of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) expect(typeWebId(type, null), type).toBeNull()
  })
})

describe('a SweepBright estate for sale', () => {
  it('becomes the listing the site shows, every field in the site’s words, with nothing to note', () => {
    const mapped = toListing(house())
    expect(mapped.notes).toEqual([])
    expect(listingOf(mapped)).toEqual({
      estateId: '9d4b2f6e-1c3a-4b7e-9f20-5a8c7e31d0b4',
      reference: 'GEN-0412',
      online: true,
      goal: 'sale',
      typeWebId: 1,
      marquee: 'none',
      name: { nl: 'Gezinswoning met tuin', fr: 'Maison familiale avec jardin', en: 'Family house with garden' },
      description: { nl: 'Ruime woning in een rustige straat.\n\nDrie slaapkamers & een zonnige tuin.', fr: 'Maison spacieuse dans une rue calme.' },
      price: 425000,
      priceUnit: 'total',
      publishPrice: true,
      availability: 'fromDate',
      availableFrom: '2026-09-01',
      address: { street: 'Kouter', houseNumber: '12', boxNr: null, zip: '9000', city: { nl: 'Gent' }, country: 'BE', latitude: 51.0503, longitude: 3.7241, publish: true },
      rooms: { bedrooms: 3, bathrooms: 1, showerRooms: 1, toilets: 2 },
      surfaces: { living: 185, ground: 620, terrace: 18, garden: 350 },
      building: { constructionYear: 1978, renovationYear: 2019, floors: 2 },
      comfort: { heating: 'gas', glazing: 'double', orientation: 'SW' },
      has: { terrace: true, garden: true, lift: false, cellar: true, attic: false, garage: true, furnished: false, gas: true, permit: true, summons: false, allotmentPermit: false, preemptiveRights: false },
      energy: { energyPerformance: 245, epcLabelText: 'C', energyTotal: 45300, co2Emission: 48, certificateNumber: '20230512-0002876543-RES-1', uniqueCode: '20230512-0002876543-RES-1' },
      flood: { floodZone: 'none', pScore: 'A', gScore: 'A' },
      asbestos: {},
      electrical: { result: 'compliant' },
      planning: { zoning: 'residential' },
      financial: { cadastralIncome: 1480 },
      agentEmail: 'sofie.claes@agency.be',
      ownerEmails: ['eigenaar@example.be'],
      projectEstateId: null,
      photos: [
        { key: 'sweepbright:img-a:gevel.jpg', url: 'https://files.sweepbright.com/estates/9d4b2f6e/gevel.jpg?X-Amz-Expires=3600&X-Amz-Signature=cd34', caption: { nl: 'gevel.jpg' } },
        { key: 'sweepbright:img-b:tuin.jpg', url: 'https://files.sweepbright.com/estates/9d4b2f6e/tuin.jpg?X-Amz-Expires=3600&X-Amz-Signature=ab12', caption: { nl: 'De tuin', fr: 'Le jardin' } },
      ],
      floorPlans: [{ key: 'sweepbright:plan-1:gelijkvloers.pdf', url: 'https://files.sweepbright.com/estates/9d4b2f6e/gelijkvloers.pdf?X-Amz-Expires=3600', caption: { nl: 'Gelijkvloers' } }],
      documents: [],
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      virtualTourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    })
  })

  it('has no monthly charges or deposit, even when SweepBright fills them', () => {
    const { financial, priceUnit } = listingOf(toListing(house()))
    expect(priceUnit).toBe('total')
    expect(financial.charges).toBeUndefined()
    expect(financial.depositAmount).toBeUndefined()
  })

  it('reads a price given as a numeric string', () => {
    expect(listingOf(map({ price: { amount: '399000', currency: 'EUR', hidden: false } })).price).toBe(399000)
  })
})

describe('a SweepBright estate to let', () => {
  it('is a rent by the month, its price the base rent, with charges and deposit', () => {
    const listing = listingOf(toListing(toLet()))
    expect(listing.goal).toBe('rent')
    expect(listing.price).toBe(1175)
    expect(listing.priceUnit).toBe('month')
    expect(listing.publishPrice).toBe(true)
    expect(listing.financial).toEqual({ cadastralIncome: 1480, charges: 75, depositAmount: 2350 })
  })

  it('falls back on the price when there is no base rent', () => {
    const listing = listingOf(map({ price_base_rent: null }, toLet))
    expect(listing.price).toBe(1250)
    expect(listing.priceUnit).toBe('month')
  })

  it('leaves charges and deposit out when SweepBright has none', () => {
    const listing = listingOf(map({ price_recurring_costs: null, price_guarantee: { amount: null, currency: 'EUR', hidden: false } }, toLet))
    expect(listing.financial.charges).toBeUndefined()
    expect(listing.financial.depositAmount).toBeUndefined()
  })
})

describe('SweepBright’s status on the site', () => {
  const cases: [string, boolean, ListingDraft['marquee']][] = [
    ['available', true, 'none'],
    ['option', true, 'option'],
    ['bid', true, 'underOffer'],
    ['under_contract', true, 'underOffer'],
    ['agreement', true, 'underOffer'],
    ['sold', true, 'sold'],
    ['rented', true, 'rented'],
    ['prospect', false, 'none'],
    ['lost', false, 'none'],
  ]
  for (const [status, online, marquee] of cases) {
    it(`${status}: ${online ? 'shown' : 'not shown'}, banner ${marquee}`, () => {
      const mapped = map({ status })
      expect(listingOf(mapped)).toMatchObject({ online, marquee })
      expect(mapped.notes).toEqual([])
    })
  }

  it('keeps an unknown or missing status offline, and says so', () => {
    for (const status of ['archived', 'AVAILABLE', '', null, undefined]) {
      const mapped = map({ status })
      expect(listingOf(mapped), String(status)).toMatchObject({ online: false, marquee: 'none' })
      expect(mapped.notes, String(status)).toEqual([`status "${String(status)}" unknown: kept offline`])
    }
  })

  it('takes a status named like a property of Object.prototype as unknown', () => {
    const mapped = map({ status: 'constructor' })
    expect(listingOf(mapped)).toMatchObject({ online: false, marquee: 'none' })
    expect(mapped.notes).toEqual(['status "constructor" unknown: kept offline'])
  })
})

describe('what SweepBright hides', () => {
  it('a hidden price is kept but not published ("price on request")', () => {
    const listing = listingOf(map({ price: { amount: 425000, currency: 'EUR', hidden: true } }))
    expect(listing.price).toBe(425000)
    expect(listing.publishPrice).toBe(false)
    const rent = listingOf(map({ price: { amount: 1250, currency: 'EUR', hidden: true } }, toLet))
    expect(rent.price).toBe(1175)
    expect(rent.publishPrice).toBe(false)
    const baseRent = listingOf(map({ price_base_rent: { amount: 1175, currency: 'EUR', hidden: true } }, toLet))
    expect(baseRent.publishPrice).toBe(false)
  })

  it('no price is not published either', () => {
    for (const price of [null, { amount: null, currency: 'EUR', hidden: false }, { currency: 'EUR' }]) {
      const listing = listingOf(map({ price }))
      expect(listing.price).toBeNull()
      expect(listing.publishPrice).toBe(false)
    }
  })

  it('a hidden address keeps street and number for the agency but does not publish them', () => {
    const listing = listingOf(map(location({ hidden: true })))
    expect(listing.address).toMatchObject({ street: 'Kouter', houseNumber: '12', zip: '9000', publish: false })
    expect(listingOf(map(location({ hidden: null }))).address.publish).toBe(true)
  })
})

describe('texts', () => {
  it('an empty translation map sent as [] is no text', () => {
    const mapped = map({ description: [], description_title: { nl: 'Woning', fr: null } })
    expect(listingOf(mapped).description).toEqual({})
    expect(listingOf(mapped).name).toEqual({ nl: 'Woning' })
    expect(mapped.notes).toEqual([])
  })

  it('a listing without a title is named after its city, and that is noted', () => {
    for (const description_title of [[], null, { nl: '', fr: '  ' }, { nl: '<p></p>' }] as SweepBrightEstate['description_title'][]) {
      const mapped = map({ description_title })
      expect(listingOf(mapped).name).toEqual({ nl: 'Gent', fr: 'Gent', en: 'Gent' })
      expect(mapped.notes).toContain('title: none given, named after its city')
    }
  })

  it('without a city either, it is named after its postcode', () => {
    expect(listingOf(map({ description_title: [], ...location({ city: null }) })).name).toEqual({ nl: '9000', fr: '9000', en: '9000' })
  })

  it('HTML is cleaned out of titles and descriptions, and markup beyond paragraphs is noted', () => {
    const mapped = map({
      description_title: { nl: '<h1>Villa <em>met</em> zwembad</h1><script>alert(1)</script>', fr: 'Villa avec piscine' },
      description: { nl: '<p>Zuidgerichte tuin.</p><img src="x" onerror="alert(1)"><p>Nieuwe keuken &eacute;n badkamer.</p>', en: '<div onclick="steal()">Sunny garden</div>' },
    })
    const listing = listingOf(mapped)
    expect(listing.name).toEqual({ nl: 'Villa met zwembad', fr: 'Villa avec piscine' })
    expect(listing.description).toEqual({ nl: 'Zuidgerichte tuin.\n\nNieuwe keuken én badkamer.', en: 'Sunny garden' })
    expect(mapped.notes).toEqual(['title (nl): markup removed', 'description (nl): markup removed'])
  })

  it('a description past 20,000 characters is cut on a word', () => {
    const long = `${'Een zeer lange beschrijving. '.repeat(1000)}`
    const text = listingOf(map({ description: { nl: long } })).description.nl!
    expect(text.length).toBeLessThanOrEqual(20_000)
    expect(text.endsWith('…')).toBe(true)
  })

  it('reference, street and number are single short lines', () => {
    const listing = listingOf(map({ settings: { reference: `  REF-${'9'.repeat(60)}` }, ...location({ street: '<b>Kouter</b>\n', number: '12-14 bis en meer tekst' }) }))
    expect(listing.reference).toBe(`REF-${'9'.repeat(28)}`)
    expect(listing.address.street).toBe('Kouter')
    expect(listing.address.houseNumber).toBe('12-14 bis en')
  })
})

describe('photos, plans and documents', () => {
  const image = (n: number, ordinal: number | null): SweepBrightFile => ({ id: `img-${n}`, filename: `foto-${n}.jpg`, description: [], url: `https://files.sweepbright.com/e/foto-${n}.jpg`, url_expires_on: '2026-11-28T10:00:00+00:00', ordinal, content_type: 'image/jpeg' })

  it('keeps photos in SweepBright’s order, those without an order last, those without a link out', () => {
    const photos = listingOf(map({ images: [image(1, 3), image(2, null), image(3, 1), { ...image(4, 0), url: null }, { ...image(5, 0), url: '' }, image(6, 2)] })).photos
    expect(photos.map((photo) => photo.key)).toEqual(['sweepbright:img-3:foto-3.jpg', 'sweepbright:img-6:foto-6.jpg', 'sweepbright:img-1:foto-1.jpg', 'sweepbright:img-2:foto-2.jpg'])
  })

  it('keeps the first 100 photos by their order and notes the rest', () => {
    const images = Array.from({ length: 120 }, (_, i) => image(i, 120 - i))
    const mapped = map({ images })
    const photos = listingOf(mapped).photos
    expect(photos).toHaveLength(100)
    expect(photos[0].key).toBe('sweepbright:img-119:foto-119.jpg')
    expect(photos[99].key).toBe('sweepbright:img-20:foto-20.jpg')
    expect(mapped.notes).toContain('photos: 120 given, the first 100 kept')
  })

  it('keeps at most 30 floor plans and 30 documents', () => {
    const files = Array.from({ length: 35 }, (_, i) => image(i, i))
    const mapped = map({ plans: files, documents: files })
    expect(listingOf(mapped).floorPlans).toHaveLength(30)
    expect(listingOf(mapped).documents).toHaveLength(30)
    expect(mapped.notes).toEqual(expect.arrayContaining(['floor plans: 35 given, the first 30 kept', 'documents: 35 given, the first 30 kept']))
  })

  it('keys a file by its id and name, so a new upload is fetched again and an unchanged one is not', () => {
    const first = listingOf(toListing(house())).photos
    const again = listingOf(map({ images: house().images!.map((file) => ({ ...file, url: `${file.url}&renewed=1`, url_expires_on: '2026-12-01T00:00:00+00:00' })) })).photos
    expect(again.map((photo) => photo.key)).toEqual(first.map((photo) => photo.key))
    const replaced = listingOf(map({ images: [{ ...house().images![1], id: 'img-new' }] })).photos
    expect(replaced[0].key).toBe('sweepbright:img-new:gevel.jpg')
  })

  it('leaves out a video the page cannot play and a tour that is not a web link, saying so', () => {
    const mapped = map({ video_url: 'https://www.example.be/video-pagina', virtual_tour_url: 'javascript:alert(1)' })
    expect(listingOf(mapped)).toMatchObject({ videoUrl: null, virtualTourUrl: null })
    expect(mapped.notes).toEqual(['video: not a video the page can play, left out', 'virtual tour: not a web address, left out'])
  })
})

describe('estates the site cannot show are refused, with the reason', () => {
  const refused = (overrides: Partial<SweepBrightEstate>) => {
    const mapped = map(overrides)
    expect(mapped.kind).toBe('refused')
    return mapped.notes
  }

  it('an unknown type', () => {
    expect(refused({ type: 'castle' })).toEqual(['type "castle" has no property type on the site'])
    expect(refused({ type: null })).toEqual(['type "null" has no property type on the site'])
    expect(refused({ type: 'constructor' })).toEqual(['type "constructor" has no property type on the site'])
  })

  it('a country other than Belgium or Luxembourg', () => {
    expect(refused(location({ country: 'NL', postal_code: '4811' }))).toEqual(['address: country NL is not Belgium or Luxembourg'])
    expect(refused(location({ country: 'FR', postal_code: '59000' }))).toEqual(['address: country FR is not Belgium or Luxembourg'])
  })

  it('a postcode that is not four digits', () => {
    expect(refused(location({ postal_code: '90000' }))).toEqual(['address: postcode "90000" is not one of four digits'])
    expect(refused(location({ postal_code: null }))).toEqual(['address: postcode "" is not one of four digits'])
    expect(refused({ location: null })).toEqual(['address: postcode "" is not one of four digits'])
  })

  it('a negotiation neither sale nor let', () => {
    expect(refused({ negotiation: 'auction' })).toEqual(['negotiation "auction" is neither sale nor let'])
    expect(refused({ negotiation: null })).toEqual(['negotiation "null" is neither sale nor let'])
  })

  it('every reason at once when there are several', () => {
    expect(refused({ type: 'castle', negotiation: 'swap', ...location({ country: 'DE' }) })).toEqual([
      'address: country DE is not Belgium or Luxembourg',
      'negotiation "swap" is neither sale nor let',
      'type "castle" has no property type on the site',
    ])
  })

  it('takes Luxembourg, and a missing country as Belgium', () => {
    expect(listingOf(map(location({ country: 'LU', postal_code: 'L-1724', city: 'Luxembourg' }))).address).toMatchObject({ country: 'LU', zip: '1724' })
    expect(listingOf(map(location({ country: null }))).address.country).toBe('BE')
  })
})

describe('numbers out of range are left out and noted', () => {
  it('rooms, years, floors and coordinates', () => {
    const mapped = map({
      bedrooms: -2,
      bathrooms: 1000,
      toilets: 1.6,
      floors: 250,
      building: { construction: { year: 3000 }, renovation: { year: '999' } },
      ...location({ floor: -7, geo: { latitude: 123, longitude: '3,7241' } }),
    })
    const listing = listingOf(mapped)
    expect(listing.rooms).toEqual({ bedrooms: undefined, bathrooms: undefined, showerRooms: 1, toilets: 2 })
    expect(listing.building.constructionYear).toBeUndefined()
    expect(listing.building.renovationYear).toBeUndefined()
    expect(listing.building.floors).toBeUndefined()
    expect(listing.building.floor).toBeUndefined()
    expect(listing.address.latitude).toBeNull()
    expect(listing.address.longitude).toBe(3.7241)
    expect(mapped.notes).toEqual(
      expect.arrayContaining([
        'bedrooms: -2 refused (not a number from 0 to 999)',
        'bathrooms: 1000 refused (not a number from 0 to 999)',
        'construction year: 3000 refused (not a number from 1000 to 2100)',
        'renovation year: "999" refused (not a number from 1000 to 2100)',
        'floors: 250 refused (not a number from 0 to 200)',
        'floor: -7 refused (not a number from -5 to 200)',
        'latitude: 123 refused (not a number from -90 to 90)',
      ]),
    )
    expect(mapped.notes).toHaveLength(7)
  })

  it('reads the floor as a number, a word for it as none', () => {
    expect(listingOf(map(location({ floor: '3' }))).building.floor).toBe(3)
    expect(listingOf(map(location({ floor: 0 }))).building.floor).toBe(0)
    expect(listingOf(map(location({ floor: '-1' }))).building.floor).toBe(-1)
    const ground = map(location({ floor: 'gelijkvloers' }))
    expect(listingOf(ground).building.floor).toBeUndefined()
    expect(ground.notes).toEqual([])
  })

  it('an unreadable day of availability is none', () => {
    expect(listingOf(map({ occupancy: { available_from: '2026-02-30' } }))).toMatchObject({ availability: null, availableFrom: null })
    expect(listingOf(map({ occupancy: null }))).toMatchObject({ availability: null, availableFrom: null })
  })
})

describe('sizes in other units', () => {
  it('converts square feet, ares and acres to m²', () => {
    const listing = listingOf(map({ sizes: { liveable_area: { size: 2000, unit: 'sq_ft' }, plot_area: { size: 0.5, unit: 'acre' } }, rooms: [{ type: 'garden', size: 3, unit: 'are' }, { type: 'terrace', size: 215, unit: 'sq_ft' }] }))
    expect(listing.surfaces).toEqual({ living: 185.81, ground: 2023.43, garden: 300, terrace: 19.97 })
  })

  it('takes the net area when there is no liveable area, and no sizes sent as []', () => {
    expect(listingOf(map({ sizes: { liveable_area: null, net_area: { size: 92, unit: 'sq_m' } } })).surfaces.living).toBe(92)
    expect(listingOf(map({ sizes: [], rooms: [] })).surfaces).toEqual({})
  })

  it('refuses a negative area with a note', () => {
    const mapped = map({ sizes: { liveable_area: { size: -185, unit: 'sq_m' } } })
    expect(listingOf(mapped).surfaces.living).toBeUndefined()
    expect(mapped.notes).toEqual(['living area: -185 refused (not a number from 0 to 100000000)'])
  })
})

describe('flood risk, zoning and energy', () => {
  it('maps each flood zone and the P- and G-scores', () => {
    expect(listingOf(map(land({ flood_risk: 'effective_flood_sensitive_area', flood_risk_plot_score: ' d ', flood_risk_building_score: 'C' }))).flood).toEqual({ floodZone: 'effective', pScore: 'D', gScore: 'C' })
    expect(listingOf(map(land({ flood_risk: 'potential_flood_sensitive_area', flood_risk_plot_score: 'B', flood_risk_building_score: 'E' }))).flood).toEqual({ floodZone: 'possible', pScore: 'B', gScore: undefined })
    expect(listingOf(map(land({ flood_risk: 'unknown', flood_risk_plot_score: null, flood_risk_building_score: 'AB' }))).flood).toEqual({ floodZone: undefined, pScore: undefined, gScore: undefined })
  })

  it('maps the zoning designations to the site’s', () => {
    const zoning = (designation: string | null) => listingOf(map(land({ land_use_designation: designation }))).planning.zoning
    expect(zoning('residential')).toBe('residential')
    expect(zoning('mixed_residential')).toBe('residential')
    expect(zoning('residential_area_with_a_rural_character')).toBe('residentialRural')
    expect(zoning('residential_park')).toBe('residentialPark')
    expect(zoning('residential_expansion_area')).toBe('residentialExtension')
    expect(zoning('agricultural')).toBe('agricultural')
    expect(zoning('industrial_area_for_sme')).toBe('industrial')
    expect(zoning('day_recreation_area')).toBe('recreation')
    expect(zoning('forest_area')).toBe('nature')
    expect(zoning('other')).toBe('other')
    expect(zoning('moon_base')).toBeUndefined()
    expect(zoning(null)).toBeUndefined()
  })

  it('a designation or flood zone named like a property of Object.prototype is none', () => {
    for (const name of ['constructor', '__proto__', 'toString']) {
      const listing = listingOf(map(land({ land_use_designation: name, flood_risk: name })))
      expect(listing.planning.zoning, name).toBeUndefined()
      expect(listing.flood.floodZone, name).toBeUndefined()
    }
  })

  it('reads the EPC, the electrical report and the regulations', () => {
    const listing = listingOf(
      map(
        legal({
          energy: { epc_value: '312,4', epc_category: 'D', epc_reference: 'EPC-2021-123', total_epc_value: null, co2_emissions: '61', report_electricity_gas: 'not_conform' },
          regulations: { building_permit: 1, subdivision_authorisation: '1', priority_purchase_right: true, pending_legal_proceedings: 'yes', asbestos_certificate_reference: 'ATT-2024-0815' },
        }),
      ),
    )
    expect(listing.energy).toEqual({ energyPerformance: 312.4, epcLabelText: 'D', co2Emission: 61, certificateNumber: 'EPC-2021-123', uniqueCode: 'EPC-2021-123' })
    expect(listing.electrical.result).toBe('non-compliant')
    expect(listing.asbestos.reference).toBe('ATT-2024-0815')
    expect(listing.has).toMatchObject({ permit: true, allotmentPermit: true, preemptiveRights: true, summons: false })
  })

  it('takes an energy score below zero (an energy-producing house), not an absurd one', () => {
    expect(listingOf(map(legal({ energy: { epc_value: -25, epc_category: 'A+' } }))).energy).toEqual({ energyPerformance: -25, epcLabelText: 'A+' })
    const mapped = map(legal({ energy: { epc_value: 50_000 } }))
    expect(listingOf(mapped).energy.energyPerformance).toBeUndefined()
    expect(mapped.notes).toEqual(['EPC score: 50000 refused (not a number from -1000 to 10000)'])
  })

  it('reads version 20190920’s flat EPC keys and cadastral income when there is no legal block', () => {
    const old: SweepBrightEstate = { ...house(), epc_value: 410, epc_category: 'E', epc_reference: 'OLD-123', cadastral_income: '950' }
    delete old.legal
    const listing = listingOf(toListing(old))
    expect(listing.energy).toEqual({ energyPerformance: 410, epcLabelText: 'E', certificateNumber: 'OLD-123', uniqueCode: 'OLD-123' })
    expect(listing.financial.cadastralIncome).toBe(950)
    expect(listing.flood).toEqual({})
    expect(listing.planning).toEqual({})
    expect(listing.has).toMatchObject({ permit: false, summons: false })
  })

  it('ignores the flat keys when the legal block is there', () => {
    const listing = listingOf(map({ epc_value: 999, epc_category: 'G', cadastral_income: 1 }))
    expect(listing.energy.energyPerformance).toBe(245)
    expect(listing.energy.epcLabelText).toBe('C')
    expect(listing.financial.cadastralIncome).toBe(1480)
  })
})

describe('heating, amenities and owners', () => {
  it('takes a heat pump over gas, then oil, then electricity', () => {
    const heating = (energy: NonNullable<NonNullable<SweepBrightEstate['features']>['energy']>) => listingOf(map({ features: { ...house().features, energy } })).comfort.heating
    expect(heating({ heat_pump: true, gas: true })).toBe('heatPump')
    expect(heating({ gas: true, fuel: true })).toBe('gas')
    expect(heating({ fuel: true, electricity: true })).toBe('oil')
    expect(heating({ electricity: true })).toBe('electric')
    expect(heating({})).toBeUndefined()
  })

  it('an orientation the site does not know is none', () => {
    expect(listingOf(map({ garden_orientation: 'north-east' })).comfort.orientation).toBeUndefined()
    expect(listingOf(map({ garden_orientation: 'N' })).comfort.orientation).toBe('N')
  })

  it('no amenities means none of the flags', () => {
    expect(listingOf(map({ amenities: null, features: null })).has).toEqual({ terrace: false, garden: false, lift: false, cellar: false, attic: false, garage: false, furnished: false, gas: false, permit: true, summons: false, allotmentPermit: false, preemptiveRights: false })
  })

  it('only real e-mail addresses of agent and owners are kept', () => {
    const listing = listingOf(map({ negotiator: { first_name: 'X', email: 'niet-geldig' }, vendors: [{ email: ' A@B.be ' }, null as unknown as { email: string }, { email: 'c@d.com' }] }))
    expect(listing.agentEmail).toBeNull()
    expect(listing.ownerEmails).toEqual(['a@b.be', 'c@d.com'])
  })
})

describe('a SweepBright project', () => {
  const unit = (id: string, status: string, overrides: Partial<SweepBrightEstate> = {}): SweepBrightEstate => ({
    ...house(),
    id,
    type: 'apartment',
    sub_type: 'flat',
    status,
    project_id: null,
    description_title: { nl: `Appartement ${id}` },
    settings: { reference: `RES-${id}` },
    images: [],
    plans: [],
    documents: [],
    ...overrides,
  })
  const project = (units: SweepBrightEstate[], overrides: Partial<SweepBrightEstate> = {}): SweepBrightEstate => ({
    ...house(),
    id: 'proj-residentie-kouter',
    is_project: true,
    type: null,
    negotiation: null,
    status: 'available',
    description_title: { nl: 'Residentie Kouter', fr: 'Résidence Kouter' },
    description: { nl: 'Nieuwbouwproject met 12 appartementen.' },
    settings: { reference: 'PRJ-7' },
    properties: units,
    ...overrides,
  })

  it('becomes a project with its units as listings of their own, each naming the project', () => {
    const mapped = toListing(project([unit('A1', 'available'), unit('A2', 'option', { project_id: 'some-other-project' })]))
    const draft = projectOf(mapped)
    expect(draft).toMatchObject({
      estateId: 'proj-residentie-kouter',
      reference: 'PRJ-7',
      online: true,
      name: { nl: 'Residentie Kouter', fr: 'Résidence Kouter' },
      description: { nl: 'Nieuwbouwproject met 12 appartementen.' },
      status: 'selling',
      address: { zip: '9000', city: { nl: 'Gent' } },
      agentEmail: 'sofie.claes@agency.be',
      unitsComplete: true,
    })
    expect(draft.units.map((u) => [u.estateId, u.projectEstateId, u.typeWebId, u.marquee, u.reference])).toEqual([
      ['A1', 'proj-residentie-kouter', 2, 'none', 'RES-A1'],
      ['A2', 'proj-residentie-kouter', 2, 'option', 'RES-A2'],
    ])
    expect(draft.photos).toHaveLength(2)
  })

  it('is sold out when every unit is sold or rented', () => {
    expect(projectOf(toListing(project([unit('A1', 'sold'), unit('A2', 'sold')]))).status).toBe('soldOut')
    expect(projectOf(toListing(project([unit('A1', 'sold'), unit('A2', 'rented', { negotiation: 'let' })]))).status).toBe('soldOut')
    expect(projectOf(toListing(project([unit('A1', 'sold'), unit('A2', 'bid')]))).status).toBe('selling')
    expect(projectOf(toListing(project([]))).status).toBe('selling')
  })

  it('is coming soon while a prospect, online only when one of its units is', () => {
    const soon = projectOf(toListing(project([unit('A1', 'prospect')], { status: 'prospect' })))
    expect(soon).toMatchObject({ status: 'comingSoon', online: false })
    expect(projectOf(toListing(project([unit('A1', 'prospect'), unit('A2', 'available')], { status: 'prospect' })))).toMatchObject({ status: 'comingSoon', online: true })
    expect(projectOf(toListing(project([unit('A1', 'available')], { status: 'lost' }))).online).toBe(false)
  })

  it('leaves out a unit it cannot show, and notes which and why', () => {
    const mapped = toListing(project([unit('A1', 'available'), unit('A2', 'available', { type: 'castle' }), unit('', 'available'), null as unknown as SweepBrightEstate]))
    expect(projectOf(mapped).units.map((u) => u.estateId)).toEqual(['A1'])
    expect(mapped.notes).toEqual(['unit A2: type "castle" has no property type on the site'])
  })

  it('prefixes a unit’s own notes with its id', () => {
    const mapped = toListing(project([unit('B3', 'available', { bedrooms: -1 })]))
    expect(mapped.notes).toEqual(['unit B3: bedrooms: -1 refused (not a number from 0 to 999)'])
  })

  it('is refused without a Belgian or Luxembourg postcode', () => {
    const mapped = toListing(project([unit('A1', 'available')], location({ postal_code: '1012AB' })))
    expect(mapped).toEqual({ kind: 'refused', notes: ['address: postcode "1012AB" is not one of four digits'] })
  })

  it('is a project whatever its type or negotiation, and a project without units is one still', () => {
    const draft = projectOf(toListing(project([], { properties: null })))
    expect(draft.units).toEqual([])
    expect(draft.unitsComplete).toBe(true)
  })
})
