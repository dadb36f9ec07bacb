import { describe, expect, it } from 'vitest'

import { contrast, isHexColour, textOn } from '@/lib/domain/colour'
import { copyCandidates } from '../../collections/fields/duplicate'

describe('isHexColour', () => {
  it('accepts # and six hex digits, in either case', () => {
    expect(isHexColour('#1d3557')).toBe(true)
    expect(isHexColour('#1D3557')).toBe(true)
    expect(isHexColour('#000000')).toBe(true)
    expect(isHexColour('#ffffff')).toBe(true)
  })

  it('refuses a missing #, five or seven digits, non-hex letters, padding and non-text', () => {
    for (const value of ['1d3557', '#1d355', '#1d35577', '#gggggg', '#fff', ' #1d3557', '#1d3557 ', '#1d3557\n', '', '##1d3557']) {
      expect(isHexColour(value), JSON.stringify(value)).toBe(false)
    }
    expect(isHexColour(0x1d3557)).toBe(false)
    expect(isHexColour(null)).toBe(false)
    expect(isHexColour(undefined)).toBe(false)
  })
})

describe('contrast', () => {
  it('is 21 between black and white, either way round, and 1 for a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 10)
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 10)
    expect(contrast('#1d3557', '#1d3557')).toBeCloseTo(1, 10)
  })

  it('reads upper-case digits like lower-case ones', () => {
    expect(contrast('#1D3557', '#FFFFFF')).toBeCloseTo(contrast('#1d3557', '#ffffff'), 10)
  })
})

describe('textOn', () => {
  it('writes white on dark colours and black on light ones', () => {
    expect(textOn('#1d3557')).toBe('#ffffff')
    expect(textOn('#000000')).toBe('#ffffff')
    expect(textOn('#ffff00')).toBe('#000000')
    expect(textOn('#FFFF00')).toBe('#000000')
    expect(textOn('#ffffff')).toBe('#000000')
  })
})

describe('copyCandidates', () => {
  const first = (candidates: Generator<string>, count: number) => Array.from({ length: count }, () => candidates.next().value as string)

  it('numbers copies from 2', () => {
    expect(first(copyCandidates('APT-12'), 3)).toEqual(['APT-12-2', 'APT-12-3', 'APT-12-4'])
  })

  it('offers distinct candidates, up to -999, then stops', () => {
    const all = [...copyCandidates('APT-12')]
    expect(all).toHaveLength(998)
    expect(new Set(all).size).toBe(998)
    expect(all.at(-1)).toBe('APT-12-999')
  })

  it('trims the base so each candidate fits in maxLength', () => {
    const reference = 'R'.repeat(32)
    const candidates = [...copyCandidates(reference, 32)]
    expect(candidates[0]).toBe(`${'R'.repeat(30)}-2`)
    expect(candidates[8]).toBe(`${'R'.repeat(29)}-10`)
    for (const candidate of candidates) expect(candidate.length).toBe(32)
    expect(new Set(candidates).size).toBe(candidates.length)
  })

  it('leaves a short base whole, and keeps the default limit of 140', () => {
    expect(first(copyCandidates('APT-12', 32), 1)).toEqual(['APT-12-2'])
    const [long] = first(copyCandidates('x'.repeat(150)), 1)
    expect(long).toBe(`${'x'.repeat(138)}-2`)
  })
})
