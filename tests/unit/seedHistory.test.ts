import { describe, expect, it } from 'vitest'

import { cardMarquee } from '@/lib/domain/listingBadges'
import { eventsFor, type ListingEvent, listingStateOf } from '@/lib/domain/listingHistory'
import type { Marquee } from '@/lib/domain/marquee'
import { type PriceFields, shownPrice } from '@/lib/domain/priceDisplay'
import { regionFor } from '@/lib/domain/postcode'

import { cities } from '../../seed/data/cities'
import { propertyTypes } from '../../seed/data/propertyTypes'
import { generateHistory } from '../../seed/generate/history'
import { generateProperties, type GeneratedProperty } from '../../seed/generate/properties'
import { createRandom } from '../../seed/random'

const now = new Date('2026-11-22T00:00:00Z')
const docs = generateProperties(150, createRandom(7), {
  types: propertyTypes.map((t, i) => ({ id: i + 1, key: t.key, name: t.name, sale: t.sale, rent: t.rent })),
  cities: cities.map((c, i) => ({
    id: i + 1,
    zip: c.zip,
    country: c.country,
    region: c.country === 'LU' ? 'luxembourg' : (regionFor(c.zip, 'BE') ?? 'flanders'),
    name: c.name,
    latitude: c.latitude,
    longitude: c.longitude,
  })),
  photos: { house: [1], apartment: [2], interior: [3], garden: [4] },
  owners: [],
  projects: [],
  now,
  offset: 0,
})
const events = generateHistory(docs, now, 1)
const historyOf = (id: number): ListingEvent[] => events.filter((e) => e.property === id)
const fields = (doc: GeneratedProperty) => doc as unknown as PriceFields & { _status: string; marquee: Marquee }

describe('the demo listings’ histories', () => {
  it('are what the save hooks would have written: saving a demo listing again records nothing', () => {
    for (const doc of docs) expect(eventsFor(historyOf(doc.id), listingStateOf(fields(doc)), now.toISOString()), `listing ${doc.id}`).toEqual([])
  })

  it('start with the publication at publishedAt; drafts have none; ids follow on', () => {
    for (const doc of docs) {
      const [first] = historyOf(doc.id)
      if (doc._status === 'published') expect(first).toMatchObject({ kind: 'published', at: doc.publishedAt })
      else expect(first).toBeUndefined()
    }
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1))
  })

  it('show the computed badges on the demo: "Price reduced" on the listings staff marked so (with a price shown, online for over a day) and others; "New" on the newest', () => {
    const published = docs.filter((d) => d._status === 'published')
    const badges = published.map((doc) => [fields(doc).marquee, cardMarquee({ ...fields(doc), marquee: 'none' }, historyOf(doc.id), now)])
    const marked = published.filter((doc) => fields(doc).marquee === 'priceDrop' && shownPrice(fields(doc)) !== null && Date.parse(String(doc.publishedAt)) < now.getTime() - 86_400_000)
    expect(marked.length).toBeGreaterThan(3)
    for (const doc of marked) expect(cardMarquee({ ...fields(doc), marquee: 'none' }, historyOf(doc.id), now), `listing ${doc.id}`).toBe('priceDrop')
    expect(badges.filter(([hand, computed]) => hand === 'none' && computed === 'priceDrop').length).toBeGreaterThan(3)
    expect(badges.filter(([, computed]) => computed === 'new').length).toBeGreaterThan(0)
  })
})
