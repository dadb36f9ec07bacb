import { describe, expect, it } from 'vitest'

import { translator } from '@/i18n/dictionary'
import { alertReason, badgeText, cardMarquee, historyBadge, latestReduction } from '@/lib/domain/listingBadges'
import {
  brusselsDaysBetween,
  daysOnline,
  eventsFor,
  type ListingEvent,
  type ListingState,
  listingStateOf,
  onlineSince,
  priceChange,
  publicHistory,
  seenState,
  statusOf,
  timeline,
} from '@/lib/domain/listingHistory'

const shown = { price: 300_000, publishPrice: true, marquee: 'none' } as const
const online = (price: number | null, status: ListingState['status'] = 'available'): ListingState => ({ published: true, price, status })
const offline: ListingState = { published: false, price: 300_000, status: 'available' }

/** A history built save by save, as the hook records it. */
const saves = (...states: [string, ListingState][]): ListingEvent[] =>
  states.reduce<ListingEvent[]>((history, [at, state]) => [...history, ...eventsFor(history, state, at)], [])

describe('which save is which event', () => {
  it('first publication records the publication and the price its page shows', () => {
    expect(eventsFor([], online(300_000), '2026-03-01T10:00:00.000Z')).toEqual([
      { kind: 'published', at: '2026-03-01T10:00:00.000Z' },
      { kind: 'price', at: '2026-03-01T10:00:00.000Z', price: 300_000, previousPrice: null },
    ])
  })

  it('a draft that was never online records nothing, nor does its withdrawal', () => {
    expect(eventsFor([], offline, '2026-03-01T10:00:00.000Z')).toEqual([])
  })

  it('a save that changes nothing visitors see records nothing (a staff edit of anything else)', () => {
    const history = saves(['2026-03-01T10:00:00.000Z', online(300_000)])
    expect(eventsFor(history, online(300_000), '2026-03-02T10:00:00.000Z')).toEqual([])
  })

  it('every price change records the old and the new price', () => {
    const history = saves(['2026-03-01T10:00:00.000Z', online(300_000)], ['2026-03-05T10:00:00.000Z', online(285_000)], ['2026-03-09T10:00:00.000Z', online(290_000)])
    expect(history.filter((e) => e.kind === 'price').map((e) => [e.previousPrice, e.price])).toEqual([
      [null, 300_000],
      [300_000, 285_000],
      [285_000, 290_000],
    ])
  })

  it('a hidden price changes nothing in the history; once shown again, the change reads from the last shown price', () => {
    const history = saves(['2026-03-01T10:00:00.000Z', online(300_000)], ['2026-03-02T10:00:00.000Z', online(null)], ['2026-03-03T10:00:00.000Z', online(null)])
    expect(history.filter((e) => e.kind === 'price')).toHaveLength(1)
    expect(eventsFor(history, online(280_000), '2026-03-04T10:00:00.000Z')).toEqual([{ kind: 'price', at: '2026-03-04T10:00:00.000Z', price: 280_000, previousPrice: 300_000 }])
  })

  it('a listing published with its price on request records the price when it is made public', () => {
    const history = saves(['2026-03-01T10:00:00.000Z', online(null)])
    expect(history).toEqual([{ kind: 'published', at: '2026-03-01T10:00:00.000Z' }])
    expect(eventsFor(history, online(250_000), '2026-03-02T10:00:00.000Z')).toEqual([{ kind: 'price', at: '2026-03-02T10:00:00.000Z', price: 250_000, previousPrice: null }])
  })

  it('under option, sold (whose price is no longer shown) and back on offer', () => {
    const history = saves(['2026-03-01T10:00:00.000Z', online(300_000)], ['2026-03-02T10:00:00.000Z', online(300_000, 'option')], ['2026-03-03T10:00:00.000Z', online(300_000, 'available')])
    expect(history.map((e) => e.kind)).toEqual(['published', 'price', 'option', 'available'])
    expect(eventsFor(history, online(null, 'sold'), '2026-03-04T10:00:00.000Z')).toEqual([{ kind: 'sold', at: '2026-03-04T10:00:00.000Z' }])
  })

  it('withdrawn, then republished with what changed meanwhile; a republish never resets "online since"', () => {
    const history = saves(['2026-03-01T10:00:00.000Z', online(300_000)], ['2026-03-10T10:00:00.000Z', offline], ['2026-03-11T10:00:00.000Z', offline])
    expect(history.map((e) => e.kind)).toEqual(['published', 'price', 'withdrawn'])
    const back = eventsFor(history, online(275_000, 'underOffer'), '2026-03-20T10:00:00.000Z')
    expect(back.map((e) => e.kind)).toEqual(['republished', 'price', 'underOffer'])
    expect(onlineSince([...history, ...back])).toBe('2026-03-01T10:00:00.000Z')
    expect(daysOnline([...history, ...back], new Date('2026-03-21T10:00:00.000Z'))).toBe(20)
  })

  it('reads the visible state from a stored listing: the price its page shows, the status its marquee names', () => {
    expect(listingStateOf({ _status: 'published', ...shown })).toEqual({ published: true, price: 300_000, status: 'available' })
    expect(listingStateOf({ _status: 'published', ...shown, publishPrice: false })).toEqual({ published: true, price: null, status: 'available' })
    expect(listingStateOf({ _status: 'published', ...shown, marquee: 'rented' })).toEqual({ published: true, price: null, status: 'rented' })
    expect(listingStateOf({ _status: 'draft', ...shown, marquee: 'priceDrop' })).toEqual({ published: false, price: 300_000, status: 'available' })
    for (const marquee of ['none', 'new', 'priceDrop', null, undefined]) expect(statusOf(marquee)).toBe('available')
  })

  it('folds a history into what visitors last saw, whatever order it is given in', () => {
    const history = saves(['2026-03-01T10:00:00.000Z', online(300_000)], ['2026-03-02T10:00:00.000Z', online(290_000, 'option')], ['2026-03-03T10:00:00.000Z', offline])
    expect(seenState([...history].reverse())).toEqual({ online: false, price: 290_000, status: 'option' })
    expect(seenState([])).toEqual({ online: null, price: null, status: 'available' })
  })
})

describe('online since and days online, in Brussels days', () => {
  const published = saves(['2026-03-01T23:30:00.000Z', online(300_000)])

  it('counts from the Brussels day of the publication (00:30 on 2 March in Brussels)', () => {
    expect(onlineSince(published)).toBe('2026-03-01T23:30:00.000Z')
    expect(daysOnline(published, new Date('2026-03-02T08:00:00.000Z'))).toBe(0)
    expect(daysOnline(published, new Date('2026-03-02T23:00:00.000Z'))).toBe(1)
    expect(daysOnline([], new Date())).toBeNull()
  })

  it('keeps a day a day over the change to summer time', () => {
    expect(brusselsDaysBetween('2026-03-28T12:00:00.000Z', new Date('2026-03-30T12:00:00.000Z'))).toBe(2)
  })
})

describe('the badge a card shows', () => {
  const publishedAt = '2026-03-01T10:00:00.000Z'
  const fresh = saves([publishedAt, online(300_000)])

  it('"New" through day 7 after the first publication, not on day 8 (Brussels midnight)', () => {
    expect(historyBadge(fresh, shown, new Date('2026-03-01T12:00:00.000Z'))).toBe('new')
    expect(historyBadge(fresh, shown, new Date('2026-03-08T22:30:00.000Z'))).toBe('new')
    expect(historyBadge(fresh, shown, new Date('2026-03-08T23:30:00.000Z'))).toBeNull()
  })

  it('"New" does not come back with a republication', () => {
    const history = saves([publishedAt, online(300_000)], ['2026-03-02T10:00:00.000Z', offline], ['2026-04-01T10:00:00.000Z', online(300_000)])
    expect(historyBadge(history, shown, new Date('2026-04-02T10:00:00.000Z'))).toBeNull()
  })

  const reduced = saves(['2026-01-01T10:00:00.000Z', online(320_000)], ['2026-03-01T10:00:00.000Z', online(300_000)])

  it('"Price reduced" through day 30 after a lower price, not on day 31', () => {
    expect(historyBadge(reduced, shown, new Date('2026-03-31T20:00:00.000Z'))).toBe('priceDrop')
    expect(historyBadge(reduced, shown, new Date('2026-04-01T09:00:00.000Z'))).toBeNull()
  })

  it('"Price reduced" wins over "New", which it tells more', () => {
    const history = saves([publishedAt, online(320_000)], ['2026-03-03T10:00:00.000Z', online(300_000)])
    expect(historyBadge(history, shown, new Date('2026-03-04T10:00:00.000Z'))).toBe('priceDrop')
  })

  it('a price raised and lowered again within 30 days is no reduction', () => {
    const history = saves(['2026-01-01T10:00:00.000Z', online(300_000)], ['2026-02-20T10:00:00.000Z', online(320_000)], ['2026-03-01T10:00:00.000Z', online(310_000)])
    expect(latestReduction(history)).toBeNull()
    expect(historyBadge(history, { ...shown, price: 310_000 }, new Date('2026-03-02T10:00:00.000Z'))).toBeNull()
    // Below the lowest price of the 30 days before, it is one.
    const lower = saves(['2026-01-01T10:00:00.000Z', online(300_000)], ['2026-02-20T10:00:00.000Z', online(320_000)], ['2026-03-01T10:00:00.000Z', online(295_000)])
    expect(historyBadge(lower, { ...shown, price: 295_000 }, new Date('2026-03-02T10:00:00.000Z'))).toBe('priceDrop')
  })

  it('a rise more than 30 days before the lower price no longer counts against it', () => {
    const history = saves(['2026-01-01T10:00:00.000Z', online(300_000)], ['2026-01-20T10:00:00.000Z', online(320_000)], ['2026-03-01T10:00:00.000Z', online(310_000)])
    expect(latestReduction(history)).toMatchObject({ previousPrice: 320_000, price: 310_000, at: '2026-03-01T10:00:00.000Z' })
  })

  it('a reduction followed by a rise shows no badge', () => {
    const history = saves(['2026-01-01T10:00:00.000Z', online(320_000)], ['2026-03-01T10:00:00.000Z', online(300_000)], ['2026-03-05T10:00:00.000Z', online(305_000)])
    expect(historyBadge(history, { ...shown, price: 305_000 }, new Date('2026-03-06T10:00:00.000Z'))).toBeNull()
  })

  it('no reduction shows for a price the page hides now, nor for a sold listing', () => {
    const now = new Date('2026-03-02T10:00:00.000Z')
    expect(historyBadge(reduced, { ...shown, publishPrice: false }, now)).toBeNull()
    expect(historyBadge(reduced, { ...shown, marquee: 'sold' }, now)).toBeNull()
    // A visitor's read leaves the hidden price out altogether.
    expect(historyBadge(reduced, { ...shown, price: null }, now)).toBeNull()
  })

  it('a marquee set by hand wins over the history', () => {
    const now = new Date('2026-03-02T10:00:00.000Z')
    expect(cardMarquee({ ...shown, marquee: 'option' }, reduced, now)).toBe('option')
    expect(cardMarquee({ ...shown, marquee: 'new' }, reduced, now)).toBe('new')
    expect(cardMarquee({ ...shown, marquee: 'none' }, reduced, now)).toBe('priceDrop')
    expect(cardMarquee({ ...shown, marquee: 'none' }, [], now)).toBeNull()
  })
})

describe('the words of the badge a card and a listing page show (badgeText)', () => {
  const t = translator({ MARQUEE_1: 'New', MARQUEE_2: 'Price reduced', MARQUEE_3: 'Sold', MARQUEE_5: 'Under option' })
  const reduced = saves(['2026-01-01T10:00:00.000Z', online(320_000)], ['2026-03-01T10:00:00.000Z', online(300_000)])
  const now = new Date('2026-03-02T10:00:00.000Z')

  it("names the history's badge, chosen by cardMarquee, in the visitor's language", () => {
    expect(badgeText(shown, cardMarquee(shown, reduced, now), t)).toBe('Price reduced')
    expect(badgeText(shown, cardMarquee(shown, saves(['2026-03-01T10:00:00.000Z', online(300_000)]), now), t)).toBe('New')
    expect(badgeText(shown, cardMarquee(shown, [], now), t)).toBeNull()
  })

  it("a marquee set by hand wins, in staff's own words when they gave some", () => {
    expect(badgeText({ ...shown, marquee: 'option' }, cardMarquee({ ...shown, marquee: 'option' }, reduced, now), t)).toBe('Under option')
    const named = { ...shown, marquee: 'option', marqueeName: 'Bod ontvangen' } as const
    expect(badgeText(named, cardMarquee(named, reduced, now), t)).toBe('Bod ontvangen')
  })

  it("never lends staff's words to a badge the history gives", () => {
    // A name left from an earlier marquee, now 'none': the history's badge reads as its own label.
    expect(badgeText({ ...shown, marqueeName: 'Topper!' }, 'priceDrop', t)).toBe('Price reduced')
  })

  it('read without the history (badge undefined): the hand-set marquee alone; "none" shows nothing', () => {
    expect(badgeText({ marquee: 'new' }, undefined, t)).toBe('New')
    expect(badgeText({ marquee: 'none', marqueeName: 'Topper!' }, undefined, t)).toBeNull()
    expect(badgeText({ marquee: null }, undefined, t)).toBeNull()
    expect(badgeText({ marquee: 'sold' }, 'sold', t)).toBe('Sold')
  })
})

describe('what visitors read of a history', () => {
  const history = saves(['2026-03-01T10:00:00.000Z', online(320_000)], ['2026-03-05T10:00:00.000Z', online(300_000, 'option')])

  it('the prices only while the listing’s page shows its price', () => {
    expect(publicHistory(history, shown).map((e) => e.kind)).toEqual(['published', 'price', 'price', 'option'])
    expect(publicHistory(history, { ...shown, publishPrice: false }).map((e) => e.kind)).toEqual(['published', 'option'])
    expect(publicHistory(history, { ...shown, marquee: 'sold' }).map((e) => e.kind)).toEqual(['published', 'option'])
  })

  it('tells a first price with its publication, and a change from and to', () => {
    expect(timeline(history)).toEqual([
      { kind: 'published', at: '2026-03-01T10:00:00.000Z', price: 320_000, previousPrice: null },
      { kind: 'price', at: '2026-03-05T10:00:00.000Z', price: 300_000, previousPrice: 320_000 },
      { kind: 'option', at: '2026-03-05T10:00:00.000Z', price: null, previousPrice: null },
    ])
    expect(priceChange(320_000, 300_000)).toBeCloseTo(-0.0625)
    expect(priceChange(null, 300_000)).toBeNull()
  })
})

describe('why a save interests the alerts (as the badge reads the history)', () => {
  it('a publication or a republication', () => {
    const fresh = eventsFor([], online(300_000), '2026-03-01T10:00:00.000Z')
    expect(alertReason(fresh, fresh)).toBe('published')
  })

  it('a reduction the card will show, and nothing for a raise-and-lower or another save', () => {
    const before = saves(['2026-01-01T10:00:00.000Z', online(320_000)])
    const drop = eventsFor(before, online(300_000), '2026-03-01T10:00:00.000Z')
    expect(alertReason([...before, ...drop], drop)).toBe('priceDrop')
    expect(alertReason([...before, ...drop], [])).toBeNull()
    const up = saves(['2026-01-01T10:00:00.000Z', online(300_000)], ['2026-02-25T10:00:00.000Z', online(330_000)])
    const down = eventsFor(up, online(310_000), '2026-03-01T10:00:00.000Z')
    expect(alertReason([...up, ...down], down)).toBeNull()
    const option = eventsFor(before, online(320_000, 'option'), '2026-03-01T10:00:00.000Z')
    expect(alertReason([...before, ...option], option)).toBeNull()
  })
})
