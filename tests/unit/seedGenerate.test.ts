import { describe, expect, it } from 'vitest'

import { epcImageFor } from '@/lib/domain/epcImage'
import { EPC_REGION_LABELS, epcLabelForScore } from '@/lib/domain/epc'
import { missingMentions } from '@/lib/domain/mandatoryMentions'
import { MARQUEES } from '@/lib/domain/marquee'
import { regionFor } from '@/lib/domain/postcode'

import { cities } from '../../seed/data/cities'
import { propertyTypes } from '../../seed/data/propertyTypes'
import { generateProperties, type CityRef, type GenerateContext } from '../../seed/generate/properties'
import { createRandom } from '../../seed/random'

const cityRefs: CityRef[] = cities.map((c, i) => ({
  id: i + 1,
  zip: c.zip,
  country: c.country,
  region: c.country === 'LU' ? 'luxembourg' : (regionFor(c.zip, 'BE') ?? 'flanders'),
  name: c.name,
  latitude: c.latitude,
  longitude: c.longitude,
}))
const context = (offset = 0): GenerateContext => ({
  types: propertyTypes.map((t, i) => ({ id: i + 1, key: t.key, name: t.name, sale: t.sale, rent: t.rent })),
  cities: cityRefs,
  photos: { house: [1, 2, 3], apartment: [4, 5, 6], interior: [7, 8, 9], garden: [10, 11] },
  owners: [101, 102],
  projects: offset === 0 ? [{ id: 1, city: cityRefs[0], units: 5 }] : [],
  now: new Date('2026-11-22T00:00:00Z'),
  offset,
})
const generate = () => generateProperties(150, createRandom(7), context())
type P = ReturnType<typeof generate>[number] & Record<string, never>

describe('seed reference data', () => {
  it('has the nine types and at least 60 real cities in every region plus Luxembourg', () => {
    expect(propertyTypes.map((t) => t.webID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(cities.length).toBeGreaterThanOrEqual(60)
    const regions = new Set(cityRefs.map((c) => c.region))
    expect([...regions].sort()).toEqual(['brussels', 'flanders', 'luxembourg', 'wallonia'])
    for (const city of cities) expect(city.zip, city.name.nl).toMatch(/^\d{4}$/)
    expect(new Set(cities.map((c) => `${c.zip}|${c.name.nl}`)).size).toBe(cities.length)
  })
})

describe('generated demo properties', () => {
  const properties = generate() as unknown as P[]

  it('are the same on every run', () => {
    expect(generate()).toEqual(properties)
  })

  it('cover every type, both goals, every marquee state, hidden prices and addresses', () => {
    expect(new Set(properties.map((p) => p.type)).size).toBe(9)
    expect(new Set(properties.map((p) => p.goal))).toEqual(new Set(['sale', 'rent']))
    expect([...new Set(properties.map((p) => p.marquee))].sort()).toEqual([...MARQUEES].sort())
    expect(new Set(properties.map((p) => p.publishPrice))).toEqual(new Set([true, false]))
    expect(new Set(properties.map((p) => p.publishAddress))).toEqual(new Set([true, false]))
    expect(properties.filter((p) => p.marquee === 'sold').every((p) => p.goal === 'sale')).toBe(true)
    expect(properties.filter((p) => p.marquee === 'rented').every((p) => p.goal === 'rent')).toBe(true)
  })

  it('have coordinates, 3 to 8 photos, localised names and slugs, and unique references', () => {
    for (const p of properties) {
      const photos = p.photos as unknown as number[]
      expect(photos.length).toBeGreaterThanOrEqual(3)
      expect(photos.length).toBeLessThanOrEqual(8)
      expect(Number.isFinite(p.latitude) && Number.isFinite(p.longitude)).toBe(true)
      const name = p.name as unknown as Record<string, string>
      const slug = p.slug as unknown as Record<string, string>
      for (const locale of ['nl', 'fr', 'en']) {
        expect(name[locale].length, `${p.id} ${locale}`).toBeGreaterThan(5)
        expect(slug[locale]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      }
    }
    expect(new Set(properties.map((p) => p.reference)).size).toBe(properties.length)
  })

  it('reach every EPC label of every Belgian region, by score or by label text', () => {
    const seen = new Map<string, Set<string>>()
    for (const p of properties) {
      const city = cityRefs.find((c) => c.id === (p.city as unknown as number))
      const energy = p.energy as unknown as { energyPerformance?: number; epcLabelText?: string }
      if (!city || city.region === 'luxembourg' || !energy.epcLabelText) continue
      const image = epcImageFor({ country: 'BE', zip: city.zip, energyPerformance: energy.energyPerformance, epcLabelText: energy.epcLabelText })
      expect(image, `property ${p.id}`).not.toBeNull()
      if (energy.energyPerformance !== undefined && energy.energyPerformance > 0) {
        expect(image?.label, `label text and score agree for ${p.id}`).toBe(epcLabelForScore(city.region, energy.energyPerformance))
      }
      seen.set(city.region, (seen.get(city.region) ?? new Set()).add(image?.label ?? ''))
    }
    for (const region of ['flanders', 'brussels', 'wallonia'] as const) {
      expect([...(seen.get(region) ?? [])].sort(), region).toEqual([...EPC_REGION_LABELS[region]].sort())
    }
  })

  it('publish only listings that carry every mandatory mention of their region', () => {
    const many = generateProperties(600, createRandom(11), context()) as unknown as P[]
    const published = many.filter((p) => p._status === 'published')
    expect(published.length).toBeGreaterThan(580)
    for (const p of published) {
      const city = cityRefs.find((c) => c.id === (p.city as unknown as number))
      const type = propertyTypes[(p.type as unknown as number) - 1]
      expect(missingMentions({ ...p, zip: city?.zip, country: city?.country, needsEpc: type?.needsEpc }), `property ${p.id}`).toEqual([])
    }
  })

  it('continue ids across batches', () => {
    const next = generateProperties(3, createRandom(7), context(150))
    expect(next.map((p) => p.id)).toEqual([151, 152, 153])
  })
})
