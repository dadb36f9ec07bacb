import { describe, expect, it } from 'vitest'

import { leadTarget } from '@/lib/crm/connectors'
import { LEAD_KINDS, leadOf, type Lead, type LeadSource } from '@/lib/crm/leads'
import { sweepBrightContact } from '@/lib/crm/sweepbright/sync'
import { FORM_KINDS } from '@/lib/forms/kinds'

/** Property types by their id on the site → web id; cities by id → postcode. */
const lookups = {
  typeWebIds: new Map<number, number>([
    [11, 1],
    [12, 2],
    [13, 3],
    [14, 4],
  ]),
  cityZips: new Map<number, string>([
    [101, '9000'],
    [102, '9050'],
    [103, '9000'],
    [104, '2000'],
  ]),
}

/** A visit request about a listing SweepBright sent, as the form stored it. */
const visit = (overrides: Partial<LeadSource> = {}): LeadSource => ({
  kind: 'contact-appointment',
  locale: 'nl',
  status: 'new',
  name: 'Jan Peeters',
  email: ' Jan.Peeters@Example.BE ',
  phone: '+32 470 11 22 33',
  data: { firstName: ' Jan ', lastName: 'Peeters ', email: 'jan.peeters@example.be', phone: '+32 470 11 22 33', remark: '  Liefst na 17 uur.  ' },
  newsletter: false,
  listing: { name: 'Gezinswoning met tuin', reference: 'GEN-0412', crm: { source: 'sweepbright', estateId: '9d4b2f6e-1c3a-4b7e-9f20-5a8c7e31d0b4' } },
  slotStart: null,
  ...overrides,
})

const lead = (overrides: Partial<LeadSource> = {}) => leadOf(visit(overrides), lookups)

describe('leadOf: which submissions are leads', () => {
  it('every request a visitor sends is one', () => {
    for (const kind of ['contact-me', 'contact-appointment', 'contact-construction', 'documents-request', 'demand-register', 'contact-demand', 'site-contact', 'rent-application', 'purchase-offer'] as const) {
      expect(lead({ kind })?.kind, kind).toBe(kind)
    }
  })

  it('subscriptions and a listing sent to a friend are not', () => {
    const others = FORM_KINDS.filter((kind) => !LEAD_KINDS.includes(kind))
    expect([...others].sort()).toEqual(['search-alert', 'send-to-friend', 'shortlist-alert', 'sign-newsletter'])
    for (const kind of others) expect(lead({ kind }), kind).toBeNull()
  })

  it('spam is not', () => {
    expect(lead({ status: 'spam' })).toBeNull()
    for (const status of ['new', 'handled', null, undefined]) expect(lead({ status }), String(status)).not.toBeNull()
  })

  it('without an e-mail address it is none', () => {
    expect(lead({ email: null, data: { firstName: 'Jan' } })).toBeNull()
    expect(lead({ email: '   ', data: {} })).toBeNull()
    expect(lead({ email: undefined, data: null })).toBeNull()
  })
})

describe('leadOf: who it is from', () => {
  it('the address trimmed and lower-cased, from the submission or else its data', () => {
    expect(lead()?.email).toBe('jan.peeters@example.be')
    expect(lead({ email: null, data: { email: 'Piet@Example.be' } })?.email).toBe('piet@example.be')
  })

  it('first and last name as the form asked them', () => {
    expect(lead()).toMatchObject({ firstName: 'Jan', lastName: 'Peeters' })
  })

  it('a form with one name field: its first word is the first name, the rest the last name; one word is a last name', () => {
    expect(lead({ name: ' Marie  Van den Broeck ', data: { remark: 'x' } })).toMatchObject({ firstName: 'Marie', lastName: 'Van den Broeck' })
    expect(lead({ name: 'Dubois', data: { remark: 'x' } })).toMatchObject({ firstName: '', lastName: 'Dubois' })
  })

  it('a first name alone stays a first name', () => {
    expect(lead({ name: 'Jan', data: { firstName: 'Jan' } })).toMatchObject({ firstName: 'Jan', lastName: '' })
  })

  it('the phone from the submission or else its data, the language as sent', () => {
    expect(lead()?.phone).toBe('+32 470 11 22 33')
    expect(lead({ phone: null, data: { phone: 32470112233 } })?.phone).toBe('32470112233')
    expect(lead({ phone: null, data: {} })?.phone).toBe('')
    expect(lead({ locale: 'fr' })?.locale).toBe('fr')
  })

  it('newsletter only when ticked', () => {
    expect(lead({ newsletter: true })?.newsletter).toBe(true)
    expect(lead({ newsletter: false })?.newsletter).toBe(false)
    expect(lead({ newsletter: null })?.newsletter).toBe(false)
  })
})

describe('leadOf: the message the agent reads', () => {
  it('says what it is, about which listing, and what the visitor wrote', () => {
    expect(lead()?.message).toBe('Visit request from the website\nAbout: Gezinswoning met tuin (GEN-0412)\n\nLiefst na 17 uur.')
  })

  it('names the listing without a reference when it has none, and says nothing of a listing when there is none', () => {
    expect(lead({ listing: { name: 'Villa', reference: null } })?.message).toBe('Visit request from the website\nAbout: Villa\n\nLiefst na 17 uur.')
    expect(lead({ kind: 'site-contact', listing: null, data: { message: 'Hebben jullie iets in Gent?' } })?.message).toBe('Contact message from the website\n\nHebben jullie iets in Gent?')
  })

  it('takes the remark over the message, and neither when both are empty', () => {
    expect(lead({ data: { remark: 'Opmerking', message: 'Bericht' } })?.message).toMatch(/\n\nOpmerking$/)
    expect(lead({ data: { remark: '  ', message: 'Bericht' } })?.message).toMatch(/\n\nBericht$/)
    expect(lead({ data: {} })?.message).toBe('Visit request from the website\nAbout: Gezinswoning met tuin (GEN-0412)')
  })

  it('gives the chosen visit time in Brussels time', () => {
    const message = lead({ slotStart: '2026-12-03T13:30:00.000Z', data: {} })?.message ?? ''
    const line = message.split('\n').find((l) => l.startsWith('Chosen time: '))
    expect(line).toContain('3 december 2026')
    expect(line).toContain('14:30')
  })

  it('gives the amount of a purchase offer', () => {
    expect(lead({ kind: 'purchase-offer', data: { amount: 385000 } })?.message).toBe('Purchase offer from the website\nAbout: Gezinswoning met tuin (GEN-0412)\nOffer: € 385000')
    expect(lead({ kind: 'purchase-offer', data: { amount: '385000' } })?.message).toContain('Offer: € 385000')
    expect(lead({ kind: 'purchase-offer', data: { amount: 'veel' } })?.message).not.toContain('Offer')
  })

  it('is at most 5000 characters', () => {
    expect(lead({ data: { remark: 'x'.repeat(10_000) } })?.message).toHaveLength(5000)
  })
})

describe('leadOf: the estate it is about', () => {
  it('is the CRM’s estate when the listing came from SweepBright or Whise', () => {
    expect(lead()?.estate).toEqual({ source: 'sweepbright', estateId: '9d4b2f6e-1c3a-4b7e-9f20-5a8c7e31d0b4' })
    expect(lead({ listing: { name: 'App', crm: { source: 'whise', estateId: '4312876' } } })?.estate).toEqual({ source: 'whise', estateId: '4312876' })
  })

  it('is none for a listing made on the site, from another source, or without an estate id', () => {
    expect(lead({ listing: { name: 'Eigen', reference: 'X1', crm: null } })?.estate).toBeNull()
    expect(lead({ listing: { name: 'Eigen', crm: { source: 'zabun', estateId: '1' } } })?.estate).toBeNull()
    expect(lead({ listing: { name: 'Eigen', crm: { source: 'sweepbright', estateId: '' } } })?.estate).toBeNull()
    expect(lead({ listing: { name: 'Eigen', crm: { source: 'whise', estateId: null } } })?.estate).toBeNull()
    expect(lead({ listing: null })?.estate).toBeNull()
  })
})

describe('leadOf: what a demand-register visitor wants', () => {
  const demand = (data: Record<string, unknown>) => lead({ kind: 'demand-register', listing: null, data: { firstName: 'An', lastName: 'Maes', ...data } })

  it('goal, types as web ids, budget, bedrooms and the postcodes of the cities ticked', () => {
    expect(demand({ goal: 'sale', types: [11, 13], budgetMax: 450000, minBedrooms: 3, cities: [101, 104] })?.wants).toEqual({ goal: 'sale', typeWebIds: [1, 3], maxPrice: 450000, minBedrooms: 3, zips: ['9000', '2000'] })
  })

  it('reads ids and numbers sent as strings, and a single value as a list of one', () => {
    expect(demand({ goal: 'rent', types: '12', budgetMax: '1200', minBedrooms: '2', cities: ['102'] })?.wants).toEqual({ goal: 'rent', typeWebIds: [2], maxPrice: 1200, minBedrooms: 2, zips: ['9050'] })
  })

  it('gives each postcode once, and leaves out ids the site does not know', () => {
    expect(demand({ types: [11, 99, 'x'], cities: [101, 103, 999, null] })?.wants).toMatchObject({ typeWebIds: [1], zips: ['9000'] })
  })

  it('leaves out what the visitor did not fill in', () => {
    expect(demand({ goal: 'both', budgetMax: '', minBedrooms: null })?.wants).toEqual({ goal: null, typeWebIds: [], maxPrice: null, minBedrooms: null, zips: [] })
  })

  it('is none for any other form, even with the same fields', () => {
    expect(lead({ data: { goal: 'sale', types: [11], cities: [101] } })?.wants).toBeNull()
  })
})

describe('leadTarget: which CRM a lead goes to', () => {
  const base = leadOf(visit(), lookups) as Lead

  it('the CRM its listing came from, when connected', () => {
    expect(leadTarget({ ...base, estate: { source: 'whise', estateId: '1' } }, ['sweepbright', 'whise'])).toBe('whise')
    expect(leadTarget({ ...base, estate: { source: 'sweepbright', estateId: 'a' } }, ['whise', 'sweepbright'])).toBe('sweepbright')
  })

  it('else the first connected', () => {
    expect(leadTarget({ ...base, estate: { source: 'whise', estateId: '1' } }, ['sweepbright'])).toBe('sweepbright')
    expect(leadTarget({ ...base, estate: null }, ['whise', 'sweepbright'])).toBe('whise')
  })

  it('none when no CRM is connected', () => {
    expect(leadTarget(base, [])).toBeNull()
    expect(leadTarget({ ...base, estate: null }, [])).toBeNull()
  })
})

describe('sweepBrightContact: a lead as SweepBright’s contact', () => {
  const base: Lead = {
    kind: 'contact-appointment',
    locale: 'nl',
    firstName: 'Jan',
    lastName: 'Peeters',
    email: 'jan.peeters@example.be',
    phone: '+32 470 11 22 33',
    message: 'Visit request from the website',
    estate: { source: 'sweepbright', estateId: '9d4b2f6e-1c3a-4b7e-9f20-5a8c7e31d0b4' },
    wants: null,
    newsletter: false,
  }

  it('on the SweepBright estate it is about', () => {
    expect(sweepBrightContact(base)).toEqual({
      estateId: '9d4b2f6e-1c3a-4b7e-9f20-5a8c7e31d0b4',
      contact: { first_name: 'Jan', last_name: 'Peeters', email: 'jan.peeters@example.be', phone: '+32 470 11 22 33', message: 'Visit request from the website', locale: 'nl' },
    })
  })

  it('a general contact when the estate came from another CRM or there is none', () => {
    expect(sweepBrightContact({ ...base, estate: { source: 'whise', estateId: '4312876' } }).estateId).toBeNull()
    expect(sweepBrightContact({ ...base, estate: null }).estateId).toBeNull()
  })

  it('with what a demand-register visitor looks for, in SweepBright’s words', () => {
    const { estateId, contact } = sweepBrightContact({ ...base, kind: 'demand-register', estate: null, wants: { goal: 'rent', typeWebIds: [2, 3, 1, 5, 7, 6, 42], maxPrice: 1200, minBedrooms: 2, zips: ['9000', '9050'] } })
    expect(estateId).toBeNull()
    expect(contact.preferences).toEqual({ negotiation: 'let', types: ['apartment', 'house', 'commercial'], max_price: 1200, min_rooms: 2 })
    expect(contact.location_preference).toEqual({ country: 'BE', postal_codes: ['9000', '9050'] })
    expect(sweepBrightContact({ ...base, estate: null, wants: { goal: 'sale', typeWebIds: [4, 8, 9], maxPrice: null, minBedrooms: null, zips: [] } }).contact.preferences).toEqual({ negotiation: 'sale', types: ['land', 'office', 'parking'] })
    expect(sweepBrightContact({ ...base, estate: null, wants: { goal: null, typeWebIds: [], maxPrice: 0, minBedrooms: 0, zips: [] } }).contact.preferences).toEqual({ types: [], max_price: 0, min_rooms: 0 })
  })

  it('no preferences on an estate’s contact, nor without wants', () => {
    const onEstate = sweepBrightContact({ ...base, wants: { goal: 'sale', typeWebIds: [1], maxPrice: 1, minBedrooms: 1, zips: ['9000'] } }).contact
    expect(onEstate).not.toHaveProperty('preferences')
    expect(onEstate).not.toHaveProperty('location_preference')
    expect(sweepBrightContact({ ...base, estate: null }).contact).not.toHaveProperty('preferences')
  })
})
