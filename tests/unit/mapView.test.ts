import { describe, expect, it } from 'vitest'

import { boundsOf, DEFAULT_BOUNDS, placeable } from '@/lib/search/mapView'

describe('placeable', () => {
  it('keeps only items with both coordinates in range', () => {
    const items = [
      { id: 1, lat: 51.05, lng: 3.72 },
      { id: 2, lat: null, lng: 3.72 },
      { id: 3, lat: 91, lng: 3 },
      { id: 4, lat: 50, lng: -181 },
      { id: 5, lat: Number.NaN, lng: 4 },
      { id: 6, lat: 0, lng: 0 },
      { id: 7, lat: -90, lng: 180 },
    ]
    expect(placeable(items).map((i) => i.id)).toEqual([1, 7])
  })
})

describe('boundsOf', () => {
  it('opens on Belgium and Luxembourg when nothing can be placed', () => {
    expect(boundsOf([])).toEqual(DEFAULT_BOUNDS)
    expect(boundsOf([{ lat: undefined, lng: undefined }])).toEqual(DEFAULT_BOUNDS)
  })

  it('holds every listing', () => {
    expect(boundsOf([
      { lat: 51.05, lng: 3.72 },
      { lat: 50.85, lng: 4.35 },
      { lat: 50.63, lng: 5.57 },
    ])).toEqual({ north: 51.05, south: 50.63, east: 5.57, west: 3.72 })
  })

  it('shows an area around a single listing, centred on it', () => {
    const b = boundsOf([{ lat: 51, lng: 4 }])
    expect(b.north - b.south).toBeCloseTo(0.02)
    expect(b.east - b.west).toBeCloseTo(0.02)
    expect((b.north + b.south) / 2).toBeCloseTo(51)
    expect((b.east + b.west) / 2).toBeCloseTo(4)
  })

  it('widens only the side that is too narrow', () => {
    const b = boundsOf([
      { lat: 51, lng: 3 },
      { lat: 51.001, lng: 5 },
    ])
    expect(b.north - b.south).toBeCloseTo(0.02)
    expect([b.west, b.east]).toEqual([3, 5])
  })
})
