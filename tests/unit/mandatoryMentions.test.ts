import { describe, expect, it } from 'vitest'

import {
  MENTIONS,
  type MentionInput,
  mandatoryMentions,
  mentionRegion,
  mentionScopeName,
  missingMentions,
  missingMentionsMessage,
} from '@/lib/domain/mandatoryMentions'

const FLANDERS = { zip: '9000', country: 'BE' }
const BRUSSELS = { zip: '1050', country: 'BE' }
const WALLONIA = { zip: '4000', country: 'BE' }
const LUXEMBOURG = { zip: '1111', country: 'LU' }

/** A complete listing: every mention of every region stated. */
const full = (over: Partial<MentionInput> = {}): MentionInput => ({
  goal: 'sale',
  ...FLANDERS,
  needsEpc: true,
  price: 300_000,
  energy: { energyPerformance: 150, epcLabelText: 'C', energyTotal: 18_000, co2Emission: 28, certificateNumber: 'PEB-1', uniqueCode: '2023-1' },
  flood: { pScore: 'A', gScore: 'B' },
  planning: { zoning: 'residential' },
  financial: { charges: 50 },
  ...over,
})
const ids = (input: MentionInput) => missingMentions(input).map((m) => m.id)
const required = (input: MentionInput) => mandatoryMentions(input).map((m) => m.id)

describe('regions', () => {
  it('come from Belgian postcodes only', () => {
    expect(mentionRegion('9000', 'BE')).toBe('flanders')
    expect(mentionRegion('1000', 'BE')).toBe('brussels')
    expect(mentionRegion('1299', 'BE')).toBe('brussels')
    expect(mentionRegion('1300', 'BE')).toBe('wallonia')
    expect(mentionRegion(1500, 'BE')).toBe('flanders')
    expect(mentionRegion('1111', 'LU')).toBeNull()
    expect(mentionRegion('0999', 'BE')).toBeNull()
    expect(mentionRegion(null, 'BE')).toBeNull()
    expect(mentionRegion('9000', null)).toBeNull()
  })

  it('name the scope in messages', () => {
    expect(mentionScopeName('1050', 'BE')).toBe('Brussels')
    expect(mentionScopeName('1111', 'LU')).toBe('Luxembourg')
    expect(mentionScopeName('abc', 'BE')).toBe('Belgium')
    expect(mentionScopeName('75001', 'FR')).toBe('this listing')
  })
})

describe('a complete listing', () => {
  it('misses nothing in any region, for sale or for rent', () => {
    for (const place of [FLANDERS, BRUSSELS, WALLONIA, LUXEMBOURG]) {
      for (const goal of ['sale', 'rent']) expect(ids(full({ ...place, goal })), `${place.zip} ${goal}`).toEqual([])
    }
  })
})

describe('Flanders', () => {
  it('requires EPC score and unique code, flood scores and zoning of a building for sale', () => {
    expect(required(full())).toEqual(['epcScore', 'epcUniqueCode', 'floodPScore', 'floodGScore', 'zoning'])
    expect(ids(full({ energy: {}, flood: {}, planning: {} }))).toEqual(['epcScore', 'epcUniqueCode', 'floodPScore', 'floodGScore', 'zoning'])
    expect(ids(full({ energy: { ...full().energy, uniqueCode: '  ' } }))).toEqual(['epcUniqueCode'])
  })

  it('accepts a score of 0 or below (A+) but not NaN', () => {
    expect(ids(full({ energy: { ...full().energy, energyPerformance: 0 } }))).toEqual([])
    expect(ids(full({ energy: { ...full().energy, energyPerformance: -20 } }))).toEqual([])
    expect(ids(full({ energy: { ...full().energy, energyPerformance: Number.NaN } }))).toEqual(['epcScore'])
  })

  it('requires flood scores and zoning of plots too, but no EPC', () => {
    expect(required(full({ needsEpc: false }))).toEqual(['floodPScore', 'floodGScore', 'zoning'])
    expect(ids(full({ needsEpc: false, energy: null, flood: null, planning: { zoning: null } }))).toEqual(['floodPScore', 'floodGScore', 'zoning'])
  })

  it('treats an unknown type as a building', () => {
    expect(required(full({ needsEpc: null }))).toContain('epcScore')
  })
})

describe('Brussels', () => {
  it('requires the EPC class and CO2 emission of a building', () => {
    expect(required(full(BRUSSELS))).toEqual(['epcClass', 'co2Emission'])
    expect(ids(full({ ...BRUSSELS, energy: { epcLabelText: 'C' } }))).toEqual(['co2Emission'])
    expect(ids(full({ ...BRUSSELS, energy: {} }))).toEqual(['epcClass', 'co2Emission'])
  })

  it('takes the class from a score when no label is typed; 0 kg CO2 is stated', () => {
    expect(ids(full({ ...BRUSSELS, energy: { energyPerformance: 120, co2Emission: 0 } }))).toEqual([])
  })

  it('counts "PEB en cours" and labels outside the region scale as missing, even with a score', () => {
    expect(ids(full({ ...BRUSSELS, energy: { epcLabelText: 'PEB en cours', energyPerformance: 120, co2Emission: 20 } }))).toEqual(['epcClass'])
    expect(ids(full({ ...BRUSSELS, energy: { epcLabelText: 'A++', co2Emission: 20 } }))).toEqual(['epcClass'])
    expect(ids(full({ ...BRUSSELS, energy: { epcLabelText: 'b-', co2Emission: 20 } }))).toEqual([])
  })

  it('requires nothing of a plot or parking for sale', () => {
    expect(required(full({ ...BRUSSELS, needsEpc: false, energy: null }))).toEqual([])
  })
})

describe('Wallonia', () => {
  it('requires EPC class, kWh/m², kWh/year and certificate number of a building', () => {
    expect(required(full(WALLONIA))).toEqual(['epcClass', 'epcScore', 'energyTotal', 'epcCertificateNumber'])
    expect(ids(full({ ...WALLONIA, energy: {} }))).toEqual(['epcClass', 'epcScore', 'energyTotal', 'epcCertificateNumber'])
    expect(ids(full({ ...WALLONIA, energy: { ...full().energy, epcLabelText: 'PEB en cours' } }))).toEqual(['epcClass'])
    expect(ids(full({ ...WALLONIA, energy: { ...full().energy, epcLabelText: 'A++' } }))).toEqual([])
  })

  it('requires no flood or planning mention', () => {
    expect(ids(full({ ...WALLONIA, flood: null, planning: null }))).toEqual([])
    expect(required(full({ ...WALLONIA, needsEpc: false }))).toEqual([])
  })
})

describe('rentals', () => {
  it('require a rent above 0 and the charges, in every country', () => {
    for (const place of [FLANDERS, BRUSSELS, WALLONIA, LUXEMBOURG, { zip: '75001', country: 'FR' }]) {
      const rent = full({ ...place, goal: 'rent' })
      expect(ids({ ...rent, price: 0, financial: {} }), place.zip).toEqual(['rent', 'charges'])
    }
  })

  it('take 0 charges as stated and only empty as missing', () => {
    expect(ids(full({ goal: 'rent', financial: { charges: 0 } }))).toEqual([])
    expect(ids(full({ goal: 'rent', financial: { charges: null } }))).toEqual(['charges'])
    expect(ids(full({ goal: 'rent', financial: null }))).toEqual(['charges'])
  })

  it('refuse a missing, zero or negative rent', () => {
    for (const price of [undefined, null, 0, -1, Number.NaN]) expect(ids(full({ goal: 'rent', price }))).toEqual(['rent'])
    expect(ids(full({ goal: 'rent', price: 1 }))).toEqual([])
  })

  it('sales need neither price nor charges', () => {
    expect(ids(full({ price: 0, financial: null }))).toEqual([])
  })
})

describe('Luxembourg, other countries and unknown postcodes', () => {
  it('only have the rental rule', () => {
    const bare = { energy: null, flood: null, planning: null }
    expect(required(full({ ...LUXEMBOURG, ...bare }))).toEqual([])
    expect(required(full({ zip: '0999', country: 'BE', ...bare }))).toEqual([])
    expect(required(full({ zip: null, country: 'BE', ...bare, goal: 'rent' }))).toEqual(['rent', 'charges'])
  })
})

describe('messages', () => {
  it('name each missing mention and its field path', () => {
    const input = full({ ...BRUSSELS, energy: { epcLabelText: 'B' } })
    const missing = missingMentions(input)
    expect(missing).toEqual([{ id: 'co2Emission', path: 'energy.co2Emission', message: 'CO2 emission (kg CO2/m²·year)' }])
    expect(missingMentionsMessage(input, missing)).toBe('Cannot publish: missing mandatory mentions for Brussels: CO2 emission (kg CO2/m²·year)')
  })

  it('have one distinct field path per id', () => {
    expect(new Set(Object.values(MENTIONS).map((m) => m.path)).size).toBe(Object.keys(MENTIONS).length)
    for (const [id, mention] of Object.entries(MENTIONS)) expect(mention.id).toBe(id)
  })
})
