import { describe, expect, it } from 'vitest'

import { type FieldKind, wherePaths, whereProblem } from '@/lib/api/where'

const kinds: Record<string, FieldKind> = {
  id: { type: 'id', hasMany: false },
  createdAt: { type: 'date', hasMany: false },
  price: { type: 'number', hasMany: false },
  slug: { type: 'text', hasMany: false },
  photos: { type: 'relation', hasMany: true },
  publishPrice: { type: 'checkbox', hasMany: false },
}
const kindOf = (path: string) => kinds[path]

describe('whereProblem', () => {
  it('accepts sound queries', () => {
    expect(whereProblem({ price: { greater_than: '100000' } }, kindOf)).toBeNull()
    expect(whereProblem({ createdAt: { greater_than: '2024-01-01' } }, kindOf)).toBeNull()
    expect(whereProblem({ id: { in: '1,2,3' } }, kindOf)).toBeNull()
    expect(whereProblem({ photos: { all: [1, 2] } }, kindOf)).toBeNull()
    expect(whereProblem({ or: [{ slug: { like: 'huis' } }, { and: [{ publishPrice: { equals: 'true' } }] }] }, kindOf)).toBeNull()
    expect(whereProblem({ 'city.name': { equals: 'Gent' } }, kindOf)).toBeNull()
    expect(whereProblem({ slug: { exists: 'false' } }, kindOf)).toBeNull()
  })

  it('refuses what the database would choke on', () => {
    expect(whereProblem('string', kindOf)).toMatch(/object/)
    expect(whereProblem({ createdAt: { greater_than: 'notadate' } }, kindOf)).toMatch(/createdAt/)
    expect(whereProblem({ id: { not_in: '' } }, kindOf)).toMatch(/id/)
    expect(whereProblem({ slug: { all: 'a,b' } }, kindOf)).toMatch(/slug/)
    expect(whereProblem({ price: { near: 'x' } }, kindOf)).toMatch(/price/)
    expect(whereProblem({ price: { equals: 'cheap' } }, kindOf)).toMatch(/price/)
    expect(whereProblem({ id: { equals: 'abc' } }, kindOf)).toMatch(/id/)
    expect(whereProblem({ slug: 'x' }, kindOf)).toMatch(/operator/)
    expect(whereProblem({ slug: { sounds_like: 'x' } }, kindOf)).toMatch(/Unknown operator/)
    expect(whereProblem({ and: 'x' }, kindOf)).toMatch(/list/)
    expect(whereProblem({ slug: { equals: { nested: 1 } } }, kindOf)).toMatch(/slug/)
    // A condition nested in an operand, on a field whose kind is not known (a join): never checked, so refused.
    expect(whereProblem({ units: { contains: { price: { equals: 1 } } } }, kindOf)).toBe('units: contains takes a single value')
    expect(whereProblem({ units: { equals: [1, 2] } }, kindOf)).toBe('units: equals takes a single value')
  })

  it('bounds nesting and the number of conditions', () => {
    let deep: unknown = { slug: { equals: 'a' } }
    for (let i = 0; i < 10; i += 1) deep = { and: [deep] }
    expect(whereProblem(deep, kindOf)).toMatch(/deeply/)
    const many = { or: Array.from({ length: 60 }, () => ({ slug: { equals: 'a' } })) }
    expect(whereProblem(many, kindOf)).toMatch(/too many/)
  })

  it("accepts GraphQL's OR and AND (any case, as Payload reads them) under the same limits as REST's or and and", () => {
    const graphql = { OR: [{ slug: { like: 'huis' } }, { AND: [{ price: { greater_than: 100000 } }, { publishPrice: { equals: true } }] }] }
    expect(whereProblem(graphql, kindOf)).toBeNull()
    expect(whereProblem({ Or: [{ slug: { equals: 'a' } }], aNd: [{ id: { equals: 1 } }] }, kindOf)).toBeNull()
    expect(whereProblem({ OR: 'x' }, kindOf)).toMatch(/OR must be a list/)
    expect(whereProblem({ OR: [{ price: { equals: 'cheap' } }] }, kindOf)).toMatch(/price/)
    let deep: unknown = { slug: { equals: 'a' } }
    for (let i = 0; i < 10; i += 1) deep = { AND: [deep] }
    expect(whereProblem(deep, kindOf)).toMatch(/deeply/)
    expect(whereProblem({ OR: Array.from({ length: 60 }, () => ({ slug: { equals: 'a' } })) }, kindOf)).toMatch(/too many/)
  })

  it('says what a refused value must be', () => {
    expect(whereProblem({ id: { equals: 'abc' } }, kindOf)).toBe('id: invalid value for equals (must be a whole-number id)')
    expect(whereProblem({ photos: { in: '1,x' } }, kindOf)).toBe('photos: invalid value in in (each must be a whole-number id)')
    expect(whereProblem({ price: { less_than: 'cheap' } }, kindOf)).toBe('price: invalid value for less_than (must be a number)')
    expect(whereProblem({ createdAt: { equals: 'soon' } }, kindOf)).toBe('createdAt: invalid value for equals (must be a date)')
    expect(whereProblem({ publishPrice: { equals: 'yes' } }, kindOf)).toBe('publishPrice: invalid value for equals (must be true or false)')
  })

  it('lists the paths a query names', () => {
    expect(wherePaths({ price: { equals: 1 }, or: [{ street: { like: 'a' } }, { and: [{ 'city.name': { equals: 'x' } }] }] })).toEqual(['price', 'street', 'city.name'])
    expect(wherePaths({ OR: [{ street: { like: 'a' } }, { AND: [{ price: { equals: 1 } }] }] })).toEqual(['street', 'price'])
    expect(wherePaths('x')).toEqual([])
  })
})
