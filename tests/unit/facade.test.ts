import { describe, expect, it } from 'vitest'
import { facadeKind } from '@/lib/domain/facade'

describe('facadeKind', () => {
  it('maps 4, 3 and 2 facades', () => {
    expect(facadeKind(4)).toBe('open')
    expect(facadeKind(3)).toBe('halfOpen')
    expect(facadeKind(2)).toBe('closed')
  })

  it('reads stored option values', () => {
    expect(facadeKind('4')).toBe('open')
    expect(facadeKind(' 2 ')).toBe('closed')
  })

  it('gives null around and outside the known counts', () => {
    for (const count of [1, 5, 0, -4, 2.5, 3.0001, Number.NaN, Infinity, '', 'four', '44', '4.0', null, undefined]) {
      expect(facadeKind(count)).toBeNull()
    }
  })
})
