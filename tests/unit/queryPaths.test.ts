import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { hiddenPart, joinSortable, mayBeHidden, plainPath, sortPaths } from '@/lib/api/queryPaths'

const read = { read: () => true }
const cities = [{ name: 'name', type: 'text', localized: true }, { name: 'zip', type: 'text' }] as unknown as FlattenedField[]
const properties = [
  { name: 'name', type: 'text', localized: true },
  { name: 'price', type: 'number', access: read },
  { name: 'owner', type: 'relationship', relationTo: 'users', access: read },
  { name: 'latitude', type: 'number', custom: { visitorHidden: true } },
  { name: 'city', type: 'relationship', relationTo: 'cities' },
  { name: 'project', type: 'relationship', relationTo: 'projects' },
  { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true },
  { name: 'rooms', type: 'group', flattenedFields: [{ name: 'bedrooms', type: 'number' }] },
  { name: 'legal', type: 'group', localized: true, flattenedFields: [{ name: 'zone', type: 'text' }] },
  { name: 'either', type: 'relationship', relationTo: ['cities', 'projects'] },
  { name: 'publishedAt', type: 'date' },
] as unknown as FlattenedField[]
const projects = [{ name: 'name', type: 'text' }, { name: 'units', type: 'join', collection: 'properties', on: 'project' }] as unknown as FlattenedField[]
const collections = { properties: { config: { flattenedFields: properties } }, projects: { config: { flattenedFields: projects } }, cities: { config: { flattenedFields: cities } } }

describe('hiddenPart', () => {
  it('names a field with read access or marked visitorHidden, wherever the path reaches it', () => {
    expect(hiddenPart(collections, properties, 'price')).toBe('price')
    expect(hiddenPart(collections, properties, 'owner')).toBe('owner')
    expect(hiddenPart(collections, properties, 'owner.email')).toBe('owner')
    expect(hiddenPart(collections, properties, 'latitude')).toBe('latitude')
    // Through a join, through relations, and through both.
    expect(hiddenPart(collections, projects, 'units.price')).toBe('units.price')
    expect(hiddenPart(collections, properties, 'project.units.owner')).toBe('project.units.owner')
    // GraphQL's spelling and a version's fields.
    expect(hiddenPart(collections, properties, 'version.price')).toBe('price')
    expect(hiddenPart(collections, projects, 'units__price')).toBe('units.price')
  })

  it('lets open fields through, and leaves unknown paths to Payload', () => {
    for (const path of ['name', 'rooms.bedrooms', 'city.name', 'project.name', 'project.units.name', 'photos', 'nothing', 'name.deeper', 'id']) {
      expect(hiddenPart(collections, properties, path), path).toBeNull()
    }
    expect(hiddenPart(collections, projects, 'units.city.zip')).toBeNull()
  })

  it('refuses to go on through a relation to several collections, which it cannot judge', () => {
    expect(hiddenPart(collections, properties, 'either.value')).toBe('either.value')
    expect(hiddenPart(collections, properties, 'either')).toBeNull()
  })

  it('knows what may be hidden', () => {
    expect(properties.filter(mayBeHidden).map((field) => field.name)).toEqual(['price', 'owner', 'latitude'])
    expect(plainPath('version__rooms__bedrooms')).toBe('rooms.bedrooms')
  })
})

describe('sortPaths', () => {
  it('reads a sort as Payload does: one field, a comma list, or a list', () => {
    expect(sortPaths('-price')).toEqual(['price'])
    expect(sortPaths('name, -price,+id')).toEqual(['name', 'price', 'id'])
    expect(sortPaths(['name', '-price'])).toEqual(['name', 'price'])
    expect(sortPaths(undefined)).toEqual([])
    expect(sortPaths('')).toEqual([])
  })

  it('says when it is no sort at all', () => {
    expect(sortPaths({ price: 'asc' })).toBeNull()
    expect(sortPaths(['name', { price: 1 }])).toBeNull()
    expect(sortPaths(3)).toBeNull()
  })
})

describe('joinSortable', () => {
  it('takes a field of the joined collection’s own table', () => {
    for (const path of ['id', 'price', 'publishedAt', 'rooms.bedrooms', 'city', 'latitude']) expect(joinSortable(properties, path), path).toBe(true)
  })

  it('refuses translated fields, relations followed, several values and unknown fields', () => {
    for (const path of ['name', 'legal.zone', 'city.name', 'photos', 'either', 'rooms', 'nothing', 'rooms.nothing']) expect(joinSortable(properties, path), path).toBe(false)
  })
})
