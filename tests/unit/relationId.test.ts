import { describe, expect, it } from 'vitest'

import { populated, relationId } from '@/lib/payload/populated'

describe('relationId', () => {
  it('reads the id of a relationship read at depth 0 (the id) and at depth 1 (the document)', () => {
    expect(relationId(12)).toBe(12)
    expect(relationId({ id: 12, name: 'Villa' })).toBe(12)
    expect(relationId('abc')).toBe('abc')
    expect(relationId({ id: 'abc' })).toBe('abc')
  })

  it('gives null for an empty relationship: unset, null, the admin form\'s empty string, or no id', () => {
    expect(relationId(undefined)).toBeNull()
    expect(relationId(null)).toBeNull()
    expect(relationId('')).toBeNull()
    expect(relationId({ id: '' })).toBeNull()
    expect(relationId({ name: 'Villa' })).toBeNull()
    expect(relationId(true)).toBeNull()
  })
})

describe('populated', () => {
  it('gives the document of a populated relationship and null for an id', () => {
    expect(populated({ id: 3 })).toEqual({ id: 3 })
    expect(populated(3)).toBeNull()
    expect(populated(null)).toBeNull()
  })
})
