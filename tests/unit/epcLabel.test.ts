import { describe, expect, it } from 'vitest'
import { EPC_LABELS, isEpcLabel, normaliseEpcLabel } from '@/lib/domain/epcLabel'

describe('normaliseEpcLabel', () => {
  it.each([
    ['A++', 'a_plusplus'],
    ['A+', 'a_plus'],
    ['a', 'a'],
    ['A-', 'a_sub'],
    ['B+', 'b_plus'],
    ['B-', 'b_sub'],
    ['C+', 'c_plus'],
    [' e ', 'e'],
    ['f', 'f'],
    ['F-', 'f_sub'],
    ['G', 'g'],
    ['I', 'i'],
    ['B \u2212', 'b_sub'],
    ['D\u2013', 'd_sub'],
    ['b_sub', 'b_sub'],
    [' A_PLUSPLUS ', 'a_plusplus'],
  ])('%j -> %s', (text, slug) => {
    expect(normaliseEpcLabel(text)).toBe(slug)
  })

  it('rejects garbage', () => {
    for (const text of ['', '  ', 'J', 'A+++', 'B++', 'G+', 'AB', 'A + +', '1', 'label A', 'a_minus', '+', '-']) {
      expect(normaliseEpcLabel(text)).toBeNull()
    }
  })

  it('rejects non-strings and huge input', () => {
    expect(normaliseEpcLabel(undefined)).toBeNull()
    expect(normaliseEpcLabel(null)).toBeNull()
    expect(normaliseEpcLabel(` ${'A'.repeat(1_000_000)} `)).toBeNull()
    expect(normaliseEpcLabel(`A${' '.repeat(30)}`)).toBeNull()
  })

  it('only produces known slugs', () => {
    for (const letter of 'abcdefghij') {
      for (const suffix of ['', '+', '++', '-']) {
        const slug = normaliseEpcLabel(`${letter}${suffix}`)
        if (slug !== null) expect(isEpcLabel(slug)).toBe(true)
      }
    }
    expect(EPC_LABELS).toHaveLength(22)
    expect(isEpcLabel('a_plus')).toBe(true)
    expect(isEpcLabel('A+')).toBe(false)
  })
})
