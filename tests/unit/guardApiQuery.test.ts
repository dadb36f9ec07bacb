import type { FlattenedField, PayloadRequest, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { fieldKindResolver, guardApiQuery, queryableFields } from '../../collections/hooks/guardApiQuery'

// Price and street have field-level read access (a visitor may not see them): not queryable by visitors.
const fields = [
  { name: 'price', type: 'number', access: { read: () => true } },
  { name: 'street', type: 'text', access: { read: () => true } },
  { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true },
  { name: 'legal', type: 'group', flattenedFields: [{ name: 'since', type: 'date' }] },
] as unknown as FlattenedField[]
// A collection with drafts, as properties, pages and projects are: its versions add parent, version.*, latest.
const collection = { slug: 'properties', fields, flattenedFields: fields, versions: { drafts: true } } as unknown as SanitizedCollectionConfig
const config = { localization: false } as unknown as SanitizedConfig

const run = (args: Record<string, unknown>, payloadAPI: PayloadRequest['payloadAPI'], roles: string[] | null) => {
  const req = { payloadAPI, payload: { config, collections: { properties: { config: collection } } }, user: roles ? { collection: 'users', id: 1, roles } : null, t: (key: string) => key } as unknown as PayloadRequest
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

describe('guardApiQuery on versions (REST /api/{slug}/versions and GraphQL versions{Slug})', () => {
  it('refuses an id that is no whole number in parent or a version field, for staff too, with a 400 naming it', () => {
    for (const where of [{ parent: { equals: 'abc' } }, { parent: { in: '1,abc' } }, { 'version.price': { equals: 'cheap' } }, { version__price: { equals: 'cheap' } }, { 'version.photos': { equals: 'x' } }]) {
      let thrown: unknown
      try {
        run({ where }, 'REST', ['admin'])
      } catch (error) {
        thrown = error
      }
      expect(thrown, JSON.stringify(where)).toMatchObject({ status: 400, message: expect.stringMatching(/^(parent|version\.price|version__price|version\.photos): invalid value/) })
    }
    expect(() => run({ where: { OR: [{ parent: { equals: 'abc' } }] } }, 'GraphQL', ['editor'])).toThrow(/parent: invalid value for equals \(must be a whole-number id\)/)
  })

  it('lets sound version queries through', () => {
    const where = { parent: { equals: '12' }, latest: { equals: 'true' }, 'version.price': { greater_than: 1000 }, 'version.legal.since': { greater_than: '2024-01-01' } }
    expect(run({ where }, 'REST', ['editor'])).toMatchObject({ where })
  })

  it("refuses visitors' filters on a hidden field under version. or inside GraphQL's OR", () => {
    expect(() => run({ where: { 'version.price': { equals: 1 } } }, 'REST', null)).toThrow(/price cannot be used/)
    expect(() => run({ where: { OR: [{ street: { like: 'Veld' } }] } }, 'GraphQL', ['owner'])).toThrow(/street cannot be used/)
  })
})

describe('queryableFields', () => {
  it("are the collection's own fields, then those its versions add", () => {
    const names = queryableFields(config, collection).map((field) => field.name)
    expect(names.slice(0, fields.length)).toEqual(['price', 'street', 'photos', 'legal'])
    expect(names).toEqual(expect.arrayContaining(['parent', 'version', 'createdAt', 'updatedAt', 'latest']))
    const unversioned = { slug: 'cities', fields, flattenedFields: fields } as unknown as SanitizedCollectionConfig
    expect(queryableFields(config, unversioned)).toEqual(fields)
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
    // GraphQL's where input names nested fields with __.
    expect(kindOf('legal__since')).toEqual({ type: 'date', hasMany: false })
  })
})

describe('guardApiQuery through a relation to a listing (a listing event’s property)', () => {
  const eventFields = [
    { name: 'property', type: 'relationship', relationTo: 'properties' },
    { name: 'kind', type: 'select' },
  ] as unknown as FlattenedField[]
  const events = { slug: 'listing-events', fields: eventFields, flattenedFields: eventFields } as unknown as SanitizedCollectionConfig
  const ask = (args: Record<string, unknown>, roles: string[] | null) => {
    const req = { payloadAPI: 'REST', payload: { config, collections: { properties: { config: collection }, 'listing-events': { config: events } } }, user: roles ? { collection: 'users', id: 1, roles } : null, t: (key: string) => key } as unknown as PayloadRequest
    return guardApiQuery({ args, collection: events, context: {}, operation: 'read', req } as unknown as Parameters<typeof guardApiQuery>[0]) as Record<string, unknown>
  }

  it('refuses visitors a filter or a sort on the listing’s hidden fields, which would reveal a hidden price bit by bit', () => {
    expect(() => ask({ where: { 'property.price': { less_than: 300000 } } }, null)).toThrow(/property\.price/)
    expect(() => ask({ where: { or: [{ 'property.street': { like: 'Veld' } }] } }, ['owner'])).toThrow(/property\.street/)
    expect(() => ask({ sort: '-property.price' }, null)).toThrow(/property\.price/)
  })

  it('lets visitors filter on what they may read, and staff on anything', () => {
    expect(ask({ where: { property: { equals: 12 }, 'property.goal': { equals: 'sale' } } }, null)).toMatchObject({ where: { property: { equals: 12 } } })
    expect(ask({ where: { 'property.price': { less_than: 300000 } } }, ['editor'])).toMatchObject({ where: { 'property.price': { less_than: 300000 } } })
  })
})
