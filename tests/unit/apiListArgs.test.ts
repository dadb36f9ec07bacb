import { describe, expect, it } from 'vitest'

import { PUBLIC_LIST_POLICY, capJoins, sanitizeListArgs } from '@/lib/api/listArgs'

describe('sanitizeListArgs', () => {
  it('caps visitors at 100 documents and depth 2, whatever way they ask for everything', () => {
    expect(sanitizeListArgs({ limit: 1_000_000 }, PUBLIC_LIST_POLICY)).toMatchObject({ ok: true, limit: 100, pagination: true })
    expect(sanitizeListArgs({ limit: 0 }, PUBLIC_LIST_POLICY)).toMatchObject({ ok: true, limit: 100, pagination: true })
    expect(sanitizeListArgs({ pagination: false }, PUBLIC_LIST_POLICY)).toMatchObject({ ok: true, limit: 100, pagination: true })
    expect(sanitizeListArgs({ limit: 100, depth: 2 }, PUBLIC_LIST_POLICY)).toMatchObject({ ok: true, limit: 100, depth: 2 })
    expect(sanitizeListArgs({ limit: 12, depth: 9 }, PUBLIC_LIST_POLICY)).toMatchObject({ ok: true, limit: 12, depth: 2 })
    expect(sanitizeListArgs({}, PUBLIC_LIST_POLICY)).toMatchObject({ ok: true, limit: undefined, depth: undefined })
  })

  it('leaves staff their large lists', () => {
    expect(sanitizeListArgs({ limit: 0, pagination: false, depth: 5 }, null)).toEqual({ ok: true, limit: 0, pagination: false, depth: 5, page: undefined })
  })

  it('refuses malformed values for everybody', () => {
    for (const args of [{ limit: 0.5 }, { limit: -1 }, { limit: 'abc' }, { page: 1e20 }, { page: 0 }, { page: 1.5 }, { depth: -1 }, { pagination: 'maybe' }]) {
      expect(sanitizeListArgs(args, PUBLIC_LIST_POLICY).ok, JSON.stringify(args)).toBe(false)
      expect(sanitizeListArgs(args, null).ok, JSON.stringify(args)).toBe(false)
    }
    expect(sanitizeListArgs({ page: 100_000 }, PUBLIC_LIST_POLICY).ok).toBe(true)
    expect(sanitizeListArgs({ page: 100_001 }, PUBLIC_LIST_POLICY).ok).toBe(false)
  })
})

describe('capJoins', () => {
  it('caps the joined lists visitors ask for like the main list', () => {
    expect(capJoins({ units: { limit: 0 } }, PUBLIC_LIST_POLICY)).toEqual({ units: { limit: 100, page: undefined } })
    expect(capJoins({ units: { limit: 5000, page: 2, sort: 'name' } }, PUBLIC_LIST_POLICY)).toEqual({ units: { limit: 100, page: 2, sort: 'name' } })
    expect(capJoins({ units: false }, PUBLIC_LIST_POLICY)).toEqual({ units: false })
    expect(capJoins(undefined, PUBLIC_LIST_POLICY)).toBeUndefined()
    expect(capJoins({ units: { limit: 0 } }, null)).toEqual({ units: { limit: 0, page: undefined } })
  })

  it('refuses malformed joins', () => {
    expect(capJoins({ units: { limit: 0.5 } }, PUBLIC_LIST_POLICY)).toBeNull()
    expect(capJoins({ units: 'x' }, PUBLIC_LIST_POLICY)).toBeNull()
    expect(capJoins('x', PUBLIC_LIST_POLICY)).toBeNull()
  })
})
