import type { FlattenedField, PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { fieldKindResolver, guardApiQuery } from '../../collections/hooks/guardApiQuery'

const fields = [
  { name: 'price', type: 'number' },
  { name: 'street', type: 'text' },
  { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true },
  { name: 'legal', type: 'group', flattenedFields: [{ name: 'since', type: 'date' }] },
] as unknown as FlattenedField[]
const collection = { slug: 'properties', flattenedFields: fields } as unknown as SanitizedCollectionConfig

const run = (args: Record<string, unknown>, payloadAPI: PayloadRequest['payloadAPI'], roles: string[] | null) => {
  const req = { payloadAPI, user: roles ? { collection: 'users', id: 1, roles } : null, t: (key: string) => key } as unknown as PayloadRequest
  return guardApiQuery({ args, collection, context: {}, operation: 'read', req } as unknown as Parameters<typeof guardApiQuery>[0]) as Record<string, unknown>
}

describe('guardApiQuery', () => {
  it('caps depth and limit for visitors and owners calling the API', () => {
    expect(run({ depth: 9, limit: 0 }, 'REST', null)).toMatchObject({ depth: 2, limit: 100, pagination: true })
    expect(run({ depth: 9, limit: 500 }, 'GraphQL', ['owner'])).toMatchObject({ depth: 2, limit: 100 })
  })

  it('leaves staff and the site’s own Local API reads alone', () => {
    expect(run({ depth: 9, limit: 0 }, 'REST', ['editor'])).toMatchObject({ depth: 9, limit: 0 })
    expect(run({ depth: 9, limit: 0, pagination: false }, 'local', null)).toEqual({ depth: 9, limit: 0, pagination: false })
  })

  it('refuses malformed queries and filters on fields the display rules hide', () => {
    expect(() => run({ limit: 0.5 }, 'REST', null)).toThrow(/limit/)
    expect(() => run({ where: { price: { near: 'x' } } }, 'REST', ['admin'])).toThrow(/near/)
    expect(() => run({ where: { street: { like: 'Veld' } } }, 'REST', null)).toThrow(/street/)
    expect(() => run({ sort: '-price' }, 'REST', ['owner'])).toThrow(/price/)
    expect(run({ where: { street: { like: 'Veld' } } }, 'REST', ['admin'])).toMatchObject({ where: { street: { like: 'Veld' } } })
    expect(() => run({ id: 'abc' }, 'REST', null)).toThrow()
  })
})

describe('fieldKindResolver', () => {
  it('resolves paths inside the collection and gives up where they leave it', () => {
    const kindOf = fieldKindResolver(fields)
    expect(kindOf('id')).toEqual({ type: 'id', hasMany: false })
    expect(kindOf('price')).toEqual({ type: 'number', hasMany: false })
    expect(kindOf('photos')).toEqual({ type: 'relation', hasMany: true })
    expect(kindOf('legal.since')).toEqual({ type: 'date', hasMany: false })
    expect(kindOf('legal')).toBeUndefined()
    expect(kindOf('photos.alt')).toBeUndefined()
    expect(kindOf('nope')).toBeUndefined()
  })
})
