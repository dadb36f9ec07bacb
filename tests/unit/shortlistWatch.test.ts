import { describe, expect, it } from 'vitest'

import { type ListingEvent, parseEvents } from '@/lib/domain/listingHistory'
import type { FreshListing } from '@/lib/shortlist/fresh'
import { MAX_KEPT } from '@/lib/shortlist/snapshot'
import { keepIds, keepValue, shortlistChanges, snapshotOfFresh } from '@/lib/shortlist/watch'

const at = '2026-11-20T10:00:00.000Z'
const price = (previousPrice: number | null, newPrice: number): ListingEvent => ({ kind: 'price', at, price: newPrice, previousPrice })

describe('shortlistChanges: what a visitor watching a listing is told', () => {
  it('tells a lower price, with both amounts', () => {
    expect(shortlistChanges([price(350_000, 329_000)])).toEqual([{ kind: 'priceDown', from: 350_000, to: 329_000 }])
  })

  it('does not tell a raised price, the same price, or a first price', () => {
    expect(shortlistChanges([price(350_000, 360_000), price(350_000, 350_000), price(null, 300_000)])).toEqual([])
  })

  it('tells under option, under offer, sold, rented and withdrawn; not a publication, a republication or a return on offer', () => {
    const kinds = ['option', 'underOffer', 'sold', 'rented', 'withdrawn', 'published', 'republished', 'available'] as const
    expect(shortlistChanges(kinds.map((kind) => ({ kind, at })))).toEqual([{ kind: 'option' }, { kind: 'underOffer' }, { kind: 'sold' }, { kind: 'rented' }, { kind: 'withdrawn' }])
  })

  it('tells every change of one save, in order', () => {
    expect(shortlistChanges([price(300_000, 280_000), { kind: 'option', at }])).toEqual([{ kind: 'priceDown', from: 300_000, to: 280_000 }, { kind: 'option' }])
  })
})

describe('parseEvents: a job input read back', () => {
  it('keeps valid events and drops junk', () => {
    const input = [{ kind: 'sold', at }, { kind: 'price', at, price: 1, previousPrice: 2 }, { kind: 'bogus', at }, { kind: 'sold', at: 'yesterday' }, null, 'x', { kind: 'price', at, price: 'a' }]
    expect(parseEvents(input)).toEqual([
      { kind: 'sold', at, price: null, previousPrice: null },
      { kind: 'price', at, price: 1, previousPrice: 2 },
      { kind: 'price', at, price: null, previousPrice: null },
    ])
    expect(parseEvents({ kind: 'sold', at })).toEqual([])
  })
})

describe('keepIds: the ids a mail link brings back', () => {
  it('reads whole positive ids once each, in order', () => {
    expect(keepIds('12,45, 7,12')).toEqual([12, 45, 7])
  })

  it('skips what is not an id', () => {
    expect(keepIds('0,-3,1.5,abc,,9007199254740993,  ,08,42')).toEqual([42])
    expect(keepIds(null)).toEqual([])
    expect(keepIds('')).toEqual([])
  })

  it('reads at most as many as a shortlist keeps', () => {
    const many = Array.from({ length: MAX_KEPT + 5 }, (_, i) => i + 1)
    expect(keepIds(many.join(','))).toHaveLength(MAX_KEPT)
    expect(keepValue(many).split(',')).toHaveLength(MAX_KEPT)
    expect(keepIds(keepValue([3, 1, 2]))).toEqual([3, 1, 2])
  })
})

describe('snapshotOfFresh: a restored listing', () => {
  const listing: FreshListing = {
    id: 9,
    name: 'Villa Zonneveld',
    goal: 'sale',
    slug: 'villa-zonneveld',
    price: 495_000,
    priceUnit: 'total',
    publishPrice: true,
    marquee: 'option',
    marqueeName: null,
    city: null,
    typeName: null,
    living: null,
    plot: null,
    bedrooms: null,
    energyScore: null,
    epcLabelText: null,
    availability: null,
    availableFrom: null,
  }

  it('keeps the shown amount and the status, with no photo', () => {
    expect(snapshotOfFresh(listing, '/nl/te-koop/be/villa-zonneveld/9/', '€ 495.000')).toEqual({
      id: 9,
      name: 'Villa Zonneveld',
      url: '/nl/te-koop/be/villa-zonneveld/9/',
      price: '€ 495.000',
      amount: 495_000,
      photo: null,
      status: 'option',
    })
  })

  it('keeps no amount for a hidden price', () => {
    expect(snapshotOfFresh({ ...listing, publishPrice: false }, '/x/', 'Prijs op aanvraag').amount).toBeNull()
  })
})
