import { describe, expect, it } from 'vitest'

import { translator } from '@/i18n/dictionary'
import { addressText, mapItemOf, priceText } from '@/lib/domain/listingText'

import { dictionary } from '../../seed/data/dictionary'

const t = translator(Object.fromEntries(Object.entries(dictionary).map(([key, value]) => [key, value.en])))

describe('priceText', () => {
  it('shows a published price, with "starting from" for unit 7 and "per month" for a rent', () => {
    expect(priceText({ price: 250_000, publishPrice: true, priceUnit: 'total', marquee: 'none' }, t, 'en')).toBe('€250,000')
    expect(priceText({ price: 250_000, publishPrice: true, priceUnit: 'from', marquee: 'none' }, t, 'en')).toBe('Starting from €250,000')
    expect(priceText({ price: 950, publishPrice: true, priceUnit: 'month', marquee: 'none' }, t, 'en')).toBe('€950 per month')
  })

  it('hides an unpublished price and shows the marquee name of a sold or rented listing instead of the price', () => {
    expect(priceText({ price: 250_000, publishPrice: false, priceUnit: 'total', marquee: 'none' }, t, 'en')).toBe('Price on request')
    expect(priceText({ publishPrice: true, priceUnit: 'total', marquee: 'none' }, t, 'en')).toBe('Price on request')
    expect(priceText({ price: 250_000, publishPrice: true, priceUnit: 'total', marquee: 'sold' }, t, 'en')).toBe('Sold')
    expect(priceText({ price: 950, publishPrice: true, priceUnit: 'month', marquee: 'rented', marqueeName: ' Verhuurd! ' }, t, 'en')).toBe('Verhuurd!')
  })
})

describe('addressText', () => {
  const city = { zip: '9000', name: 'Gent' }
  it('gives street, number and box before postcode and city', () => {
    expect(addressText({ street: 'Veldstraat', houseNumber: '12', boxNr: 'b3' }, city)).toBe('Veldstraat 12 b3, 9000 Gent')
  })

  it('gives postcode and city alone when the street is not there (a hidden address)', () => {
    expect(addressText({ boxNr: 'b3' }, city)).toBe('9000 Gent')
    expect(addressText({}, null)).toBe('')
  })
})

describe('mapItemOf', () => {
  const listing = {
    id: 7,
    name: 'Villa',
    latitude: 51.055,
    longitude: 3.725,
    publishAddress: false,
    price: 400_000,
    publishPrice: false,
    priceUnit: 'total' as const,
    marquee: 'none' as const,
    city: { id: 1, zip: '9000', name: 'Gent' } as never,
    photos: [{ id: 3, sizes: { thumbnail: { url: '/media/villa-250x167.jpg' } } } as never],
  }

  it('carries the position, the card texts by the display rules and the thumbnail', () => {
    expect(mapItemOf(listing, '/en/for-sale/gent/villa/7/', t, 'en')).toEqual({
      id: 7,
      lat: 51.055,
      lng: 3.725,
      title: 'Villa',
      href: '/en/for-sale/gent/villa/7/',
      price: 'Price on request',
      address: '9000 Gent',
      image: '/media/villa-250x167.jpg',
      approximate: true,
    })
  })

  it('marks a published address as exact, and a listing without photo or position as such', () => {
    const item = mapItemOf({ ...listing, publishAddress: true, street: 'Veldstraat', houseNumber: '1', photos: [], latitude: null, longitude: null }, '/x/', t, 'en')
    expect(item).toMatchObject({ approximate: false, address: 'Veldstraat 1, 9000 Gent', image: null, lat: null, lng: null })
  })
})
