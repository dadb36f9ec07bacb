import { describe, expect, it } from 'vitest'

import { ENERGY_COST_ROUNDING, yearlyEnergyCost } from '@/lib/domain/energyCost'
import { epcImageFor, renovationNoticeApplies } from '@/lib/domain/epcImage'
import { similarListings } from '@/lib/domain/similar'
import { detectVideo, videoEmbed } from '@/lib/domain/video'

describe('yearlyEnergyCost', () => {
  it('multiplies score, living area and price, rounded to 10 euros', () => {
    expect(yearlyEnergyCost(250, 120, 0.15)).toBe(4500)
    expect(yearlyEnergyCost(101, 99, 0.12)).toBe(1200) // 1199.88
    expect(ENERGY_COST_ROUNDING).toBe(10)
  })
  it('gives no estimate without a score, an area or a price above 0', () => {
    const cases: [number | null | undefined, number | null | undefined, number | null | undefined][] = [
      [null, 120, 0.15],
      [250, undefined, 0.15],
      [250, 120, 0],
      [-20, 120, 0.15],
      [0, 120, 0.15],
      [Number.NaN, 120, 0.15],
      [250, 120, Number.POSITIVE_INFINITY],
    ]
    for (const [score, area, price] of cases) expect(yearlyEnergyCost(score, area, price)).toBeNull()
  })
})

describe('renovationNoticeApplies', () => {
  const image = (zip: string, score: number) => epcImageFor({ country: 'BE', zip, energyPerformance: score })
  it('applies to a sale in Flanders with label E or F', () => {
    expect(renovationNoticeApplies({ goal: 'sale', image: image('9000', 450) })).toBe(true)
    expect(renovationNoticeApplies({ goal: 'sale', image: image('9000', 600) })).toBe(true)
  })
  it('does not apply to D or better, to a rent, or outside Flanders', () => {
    expect(renovationNoticeApplies({ goal: 'sale', image: image('9000', 399) })).toBe(false)
    expect(renovationNoticeApplies({ goal: 'rent', image: image('9000', 450) })).toBe(false)
    expect(renovationNoticeApplies({ goal: 'sale', image: image('1000', 240) })).toBe(false)
    expect(renovationNoticeApplies({ goal: 'sale', image: image('5000', 400) })).toBe(false)
    expect(renovationNoticeApplies({ goal: 'sale', image: null })).toBe(false)
  })
})

describe('similarListings', () => {
  const items = [
    { id: 1, price: 300_000 },
    { id: 2, price: null },
    { id: 3, price: 260_000 },
    { id: 4, price: 240_000 },
    { id: 5, price: 250_000 },
  ]
  it('keeps the nearest prices, ties in the given (newest first) order', () => {
    expect(similarListings(items, 250_000, 3).map((i) => i.id)).toEqual([5, 3, 4])
  })
  it('puts listings without a visible price last, and keeps the order when the price itself is hidden', () => {
    expect(similarListings(items, 250_000, 5).map((i) => i.id)).toEqual([5, 3, 4, 1, 2])
    expect(similarListings(items, null, 2).map((i) => i.id)).toEqual([1, 2])
    expect(similarListings(items, 1, 0)).toEqual([])
  })
})

describe('videoEmbed', () => {
  it('embeds YouTube with rel=0, modestbranding=1 and a white bar, from youtube.com', () => {
    const video = detectVideo('https://www.youtube.com/watch?v=aqz-KE-bpKQ')
    expect(video && videoEmbed(video)).toEqual({ kind: 'frame', provider: 'youtube.com', src: 'https://www.youtube.com/embed/aqz-KE-bpKQ?rel=0&modestbranding=1&color=white' })
  })
  it('plays files in the page and frames tours from their own host', () => {
    const file = detectVideo('/media/tour.mp4')
    expect(file && videoEmbed(file)).toMatchObject({ kind: 'file' })
    const tour = detectVideo('https://my.matterport.com/show/?m=abc')
    expect(tour && videoEmbed(tour)).toEqual({ kind: 'frame', provider: 'my.matterport.com', src: 'https://my.matterport.com/show/?m=abc' })
  })
})
