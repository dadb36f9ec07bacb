import { describe, expect, it } from 'vitest'
import {
  epcImageFor,
  RENOVATION_DEADLINE_YEARS,
  RENOVATION_DUTY_FROM_YEAR,
  renovationDutyApplies,
} from '@/lib/domain/epcImage'

describe('epcImageFor, Belgium', () => {
  it('maps a positive score through the region of the zip', () => {
    expect(epcImageFor({ country: 'BE', zip: '9000', energyPerformance: 150, epcLabelText: 'F' })).toEqual({
      region: 'flanders',
      label: 'b',
      src: '/images/epc/flanders/b.png',
    })
    expect(epcImageFor({ country: 'BE', zip: '1050', energyPerformance: 100 })?.src).toBe('/images/epc/brussels/c_plus.png')
    expect(epcImageFor({ country: 'BE', zip: 4000, energyPerformance: 100 })?.src).toBe('/images/epc/wallonia/b.png')
  })

  it('uses the score from just above 0, the label text at 0 and below', () => {
    expect(epcImageFor({ country: 'BE', zip: '1300', energyPerformance: 0.01, epcLabelText: 'G' })?.label).toBe('a_plus')
    expect(epcImageFor({ country: 'BE', zip: '1300', energyPerformance: 0, epcLabelText: 'G' })?.label).toBe('g')
    expect(epcImageFor({ country: 'BE', zip: '1300', energyPerformance: -20, epcLabelText: 'A++' })?.label).toBe('a_plusplus')
  })

  it('uses the label text when the score is missing or not finite', () => {
    for (const energyPerformance of [undefined, null, Number.NaN, Infinity]) {
      expect(epcImageFor({ country: 'BE', zip: '8000', energyPerformance, epcLabelText: 'C' })?.src).toBe(
        '/images/epc/flanders/c.png',
      )
    }
  })

  it('refuses a label that does not exist in the region', () => {
    expect(epcImageFor({ country: 'BE', zip: '9000', epcLabelText: 'A++' })).toBeNull()
    expect(epcImageFor({ country: 'BE', zip: '9000', epcLabelText: 'G' })).toBeNull()
    expect(epcImageFor({ country: 'BE', zip: '1000', epcLabelText: 'G' })?.src).toBe('/images/epc/brussels/g.png')
    expect(epcImageFor({ country: 'BE', zip: '4000', epcLabelText: 'B-' })).toBeNull()
    expect(epcImageFor({ country: 'BE', zip: '4000', epcLabelText: 'H' })).toBeNull()
  })

  it('gives null without a usable zip or label', () => {
    expect(epcImageFor({ country: 'BE', zip: '90000', energyPerformance: 150 })).toBeNull()
    expect(epcImageFor({ country: 'BE', zip: '', energyPerformance: 150 })).toBeNull()
    expect(epcImageFor({ country: 'BE', zip: undefined, epcLabelText: 'B' })).toBeNull()
    expect(epcImageFor({ country: 'BE', zip: '9000' })).toBeNull()
    expect(epcImageFor({ country: 'BE', zip: '9000', epcLabelText: 'nvt' })).toBeNull()
  })
})

describe('epcImageFor, Luxembourg and others', () => {
  it('takes the Luxembourg image from the label text, never from the score', () => {
    expect(epcImageFor({ country: 'LU', zip: '1000', energyPerformance: 150, epcLabelText: 'd' })).toEqual({
      region: 'luxembourg',
      label: 'd',
      src: '/images/epc/luxembourg/d.png',
    })
    expect(epcImageFor({ country: 'LU', zip: '1000', epcLabelText: 'I' })?.label).toBe('i')
    expect(epcImageFor({ country: 'LU', zip: '1000', energyPerformance: 150 })).toBeNull()
    expect(epcImageFor({ country: 'LU', zip: '1000', epcLabelText: 'B-' })).toBeNull()
  })

  it('shows nothing for other countries', () => {
    for (const country of ['FR', 'NL', 'be', '', null, undefined]) {
      expect(epcImageFor({ country, zip: '9000', energyPerformance: 150, epcLabelText: 'B' })).toBeNull()
    }
  })
})

describe('renovation duty', () => {
  it('applies to every E and F variant', () => {
    for (const label of ['e_plus', 'e', 'e_sub', 'f_plus', 'f', 'f_sub', 'E', 'F+', ' f- ']) {
      expect(renovationDutyApplies(label)).toBe(true)
    }
  })

  it('does not apply to D or better, to G, or to unreadable labels', () => {
    for (const label of ['a_plusplus', 'a', 'b', 'c_sub', 'd', 'd_sub', 'g', 'h', 'i', '', 'E++', 'x', null, undefined]) {
      expect(renovationDutyApplies(label)).toBe(false)
    }
  })

  it('gives 5 years from purchases in 2023', () => {
    expect(RENOVATION_DEADLINE_YEARS).toBe(5)
    expect(RENOVATION_DUTY_FROM_YEAR).toBe(2023)
  })
})
