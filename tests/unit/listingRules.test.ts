import { describe, expect, it } from 'vitest'

import { ORIGINAL_FROM_WIDTH, photoOf, srcSetOf } from '@/components/property/photos'
import { shareLinks } from '@/components/property/ShareLinks'
import { listingJsonLd } from '@/components/seo/listingJsonLd'
import { statusMessageKey } from '@/lib/domain/listingText'
import type { Media } from '@/payload-types'

describe('photoOf', () => {
  const media = (width: number, height: number, sizes: Record<string, { url: string; width: number; height: number }>) =>
    ({ id: 1, url: '/media/a.jpg', alt: '', mimeType: 'image/jpeg', width, height, sizes, updatedAt: '', createdAt: '' }) as unknown as Media
  const sizes = { w100: { url: '/a-100.jpg', width: 100, height: 67 }, w400: { url: '/a-400.jpg', width: 400, height: 267 }, w600: { url: '/a-600.jpg', width: 600, height: 400 }, w1360: { url: '/a-1360.jpg', width: 1360, height: 907 } }
  it('offers the 100, 400, 600 and 1360 copies, and the original from 1600 wide', () => {
    const big = photoOf(media(2400, 1600, sizes), 'House')
    expect(big && srcSetOf(big)).toBe('/a-100.jpg 100w, /a-400.jpg 400w, /a-600.jpg 600w, /a-1360.jpg 1360w, /media/a.jpg 2400w')
    expect(big).toMatchObject({ src: '/a-1360.jpg', alt: 'House', width: 1360 })
    const small = photoOf(media(ORIGINAL_FROM_WIDTH - 1, 1000, sizes), 'House')
    expect(small?.srcSet.map((s) => s.width)).toEqual([100, 400, 600, 1360])
  })
  it('offers the original when it is wider than every copy made of it (no copy is made wider than the original)', () => {
    const { w100, w400, w600 } = sizes
    const narrow = photoOf(media(1000, 667, { w100, w400, w600 }), 'House')
    expect(narrow && srcSetOf(narrow)).toBe('/a-100.jpg 100w, /a-400.jpg 400w, /a-600.jpg 600w, /media/a.jpg 1000w')
    expect(narrow).toMatchObject({ src: '/media/a.jpg', width: 1000 })
    expect(photoOf(media(600, 400, { w100, w400, w600 }), 'House')?.srcSet.map((s) => s.width)).toEqual([100, 400, 600])
  })
  it('leaves out files wider than asked (the home banner stops at the 1360 copy), never a small original', () => {
    const big = photoOf(media(4000, 2667, sizes), 'House')
    expect(big && srcSetOf(big, 1360)).toBe('/a-100.jpg 100w, /a-400.jpg 400w, /a-600.jpg 600w, /a-1360.jpg 1360w')
    const { w100, w400, w600 } = sizes
    const narrow = photoOf(media(1000, 667, { w100, w400, w600 }), 'House')
    expect(narrow && srcSetOf(narrow, 1360)).toBe('/a-100.jpg 100w, /a-400.jpg 400w, /a-600.jpg 600w, /media/a.jpg 1000w')
  })
  it('skips a document or a file without dimensions', () => {
    expect(photoOf({ ...media(800, 600, {}), mimeType: 'application/pdf' } as Media, 'x')).toBeNull()
    expect(photoOf(null, 'x')).toBeNull()
  })
})

describe('statusMessageKey', () => {
  it('gives SPEC.md’s sold and rented messages, none otherwise', () => {
    expect(statusMessageKey('sold')).toBe('PROPERTY_SOLD')
    expect(statusMessageKey('rented')).toBe('PROPERTY_RENTED')
    expect(statusMessageKey('option')).toBeNull()
  })
})

describe('shareLinks', () => {
  it('encodes the page address into each network’s share link', () => {
    const links = shareLinks('https://immo.example/nl/te-koop/gent/huis/12/', 'Huis & tuin')
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fimmo.example%2Fnl%2Fte-koop%2Fgent%2Fhuis%2F12%2F')
    expect(links.whatsapp).toContain(encodeURIComponent('Huis & tuin https://immo.example/nl/te-koop/gent/huis/12/'))
  })
})

describe('listingJsonLd', () => {
  const base = { url: '/en/for-sale/gent/house/12/', siteUrl: 'https://immo.example/', name: 'House', goal: 'sale' as const, zip: '9000', city: 'Gent', country: 'BE', available: true }
  it('describes a listing with its offer, address, position, floor size and rooms', () => {
    const ld = listingJsonLd({ ...base, price: 350_000, publishPrice: true, priceUnit: 'total', marquee: 'none', publishAddress: true, street: 'Veldstraat', houseNumber: '1', latitude: 51.05, longitude: 3.72, livingArea: 150, rooms: 3 })
    expect(ld).toMatchObject({
      '@type': 'RealEstateListing',
      url: 'https://immo.example/en/for-sale/gent/house/12/',
      offers: { '@type': 'Offer', price: 350_000, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      about: { address: { streetAddress: 'Veldstraat 1', postalCode: '9000' }, geo: { latitude: 51.05 }, floorSize: { value: 150, unitCode: 'MTK' }, numberOfRooms: 3 },
    })
  })
  it('leaves out what the display rules hide: the price, the street and the position', () => {
    const ld = listingJsonLd({ ...base, price: 350_000, publishPrice: false, publishAddress: false, street: 'Veldstraat', latitude: 51.05, longitude: 3.72, available: false })
    const text = JSON.stringify(ld)
    expect(text).not.toContain('350000')
    expect(text).not.toContain('Veldstraat')
    expect(text).not.toContain('51.05')
    expect(ld).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } })
  })
  it('gives a monthly rent as a price per month', () => {
    expect(listingJsonLd({ ...base, goal: 'rent', price: 950, publishPrice: true, priceUnit: 'month' })).toMatchObject({ offers: { price: 950, unitText: 'MONTH' } })
  })
})

describe('listingFormKinds', () => {
  it('offers a visit and the application or offer only while the listing is on offer, documents only when it has some', async () => {
    const { listingFormKinds } = await import('@/lib/forms/listingForms')
    expect(listingFormKinds({ goal: 'sale', marquee: 'none', documents: [] })).toEqual(['contact-me', 'contact-appointment', 'purchase-offer', 'send-to-friend'])
    expect(listingFormKinds({ goal: 'rent', marquee: 'new', documents: [{ title: 'Plan', file: 1 }] })).toEqual(['contact-me', 'contact-appointment', 'documents-request', 'rent-application', 'send-to-friend'])
    expect(listingFormKinds({ goal: 'rent', marquee: 'rented', documents: null })).toEqual(['contact-me', 'send-to-friend'])
  })
})
