import { describe, expect, it } from 'vitest'

import { EPC_REGION_LABELS } from '@/lib/domain/epc'
import { EPC_CLASSES, epcClassLabelKey, epcClassRank, epcRank, isEpcClass, meetsEpc, parseEpcParam } from '@/lib/domain/epcClass'
import { listingEpcRank } from '@/lib/domain/epcImage'

describe('parseEpcParam', () => {
  it('reads one letter from a to g, in any case', () => {
    for (const letter of EPC_CLASSES) {
      expect(parseEpcParam(letter)).toBe(letter)
      expect(parseEpcParam(` ${letter.toUpperCase()} `)).toBe(letter)
    }
  })

  it('drops anything else: other letters, labels with a sign, slugs, long texts', () => {
    for (const text of ['', ' ', 'h', 'i', 'z', 'a+', 'a++', 'b-', 'a_plus', 'ab', '1', 'c'.padEnd(9, ' ')]) {
      expect(parseEpcParam(text), JSON.stringify(text)).toBeNull()
    }
    expect(parseEpcParam(undefined)).toBeNull()
  })
})

describe('epcRank', () => {
  it('ranks a label by its letter, whatever its sign', () => {
    expect(epcRank('a_plusplus')).toBe(0)
    expect(epcRank('a_plus')).toBe(0)
    expect(epcRank('a_sub')).toBe(0)
    expect(epcRank('c_plus')).toBe(2)
    expect(epcRank('g')).toBe(6)
    expect(epcRank('i')).toBe(8)
    expect(EPC_CLASSES.map(epcClassRank)).toEqual([0, 1, 2, 3, 4, 5, 6])
  })
})

describe('meetsEpc: the letter asked or a better one', () => {
  it('takes the boundary letter and better, never worse nor no label', () => {
    expect(meetsEpc(2, 'c')).toBe(true)
    expect(meetsEpc(0, 'c')).toBe(true)
    expect(meetsEpc(3, 'c')).toBe(false)
    expect(meetsEpc(null, 'g')).toBe(false)
    expect(meetsEpc(-1, 'g')).toBe(false)
    expect(meetsEpc(6, 'g')).toBe(true)
    expect(meetsEpc(7, 'g')).toBe(false)
  })

  it('passes every label of each region up to the letter, on that region scale', () => {
    for (const region of ['flanders', 'brussels', 'wallonia'] as const) {
      const passing = EPC_REGION_LABELS[region].filter((label) => meetsEpc(epcRank(label), 'c'))
      expect(passing.every((label) => /^[abc]/.test(label)), region).toBe(true)
      expect(passing.length, region).toBe(EPC_REGION_LABELS[region].filter((label) => /^[abc]/.test(label)).length)
    }
  })
})

describe('listingEpcRank: the label the page shows', () => {
  it('judges the same score on each region own scale', () => {
    // 150 kWh/m² is a B in Flanders ([100, 200)), a C- in Brussels ((132, 150]; 151 is D+), a B in Wallonia ((85, 170]).
    expect(listingEpcRank({ country: 'BE', zip: '9000', energyPerformance: 150 })).toBe(1)
    expect(listingEpcRank({ country: 'BE', zip: '1000', energyPerformance: 150 })).toBe(2)
    expect(listingEpcRank({ country: 'BE', zip: '1000', energyPerformance: 151 })).toBe(3)
    expect(listingEpcRank({ country: 'BE', zip: '4000', energyPerformance: 150 })).toBe(1)
    // The boundaries of each scale: Flanders 300 is D, Wallonia 255 is C and 255.01 D.
    expect(listingEpcRank({ country: 'BE', zip: '9000', energyPerformance: 299.99 })).toBe(2)
    expect(listingEpcRank({ country: 'BE', zip: '9000', energyPerformance: 300 })).toBe(3)
    expect(listingEpcRank({ country: 'BE', zip: '4000', energyPerformance: 255 })).toBe(2)
    expect(listingEpcRank({ country: 'BE', zip: '4000', energyPerformance: 255.01 })).toBe(3)
  })

  it('falls back on the typed label, and gives null for a label its region lacks or no label at all', () => {
    expect(listingEpcRank({ country: 'BE', zip: '1000', epcLabelText: 'C-' })).toBe(2)
    expect(listingEpcRank({ country: 'BE', zip: '4000', epcLabelText: 'A++' })).toBe(0)
    expect(listingEpcRank({ country: 'BE', zip: '9000', epcLabelText: 'A++' })).toBeNull()
    expect(listingEpcRank({ country: 'BE', zip: '9000', epcLabelText: 'G' })).toBeNull()
    expect(listingEpcRank({ country: 'BE', zip: '9000' })).toBeNull()
    expect(listingEpcRank({ country: 'LU', zip: '1009', epcLabelText: 'H' })).toBe(7)
    expect(listingEpcRank({ country: 'NL', zip: '1000', epcLabelText: 'A' })).toBeNull()
  })
})

describe('isEpcClass and epcClassLabelKey', () => {
  it('knows the letters and names their dictionary keys', () => {
    expect(isEpcClass('c')).toBe(true)
    expect(isEpcClass('C')).toBe(false)
    expect(epcClassLabelKey('c')).toBe('EPC_OR_BETTER_C')
  })
})
