import { describe, expect, it } from 'vitest'

import { featureLabelKey, featureMask, featuresOfMask, isListingFeature, LISTING_FEATURES, listingFeatures, parseFeatureList } from '@/lib/domain/listingFeatures'

describe('listingFeatures: each feature found in the listing fields', () => {
  it('finds none in an empty listing, or with every flag off and every count at 0', () => {
    expect(listingFeatures({})).toEqual([])
    expect(
      listingFeatures({
        has: { garden: false, terrace: false, garage: false, lift: false, furnished: false },
        surfaces: { garden: 0, terrace: null },
        rooms: { garages: 0, parkings: 0 },
        project: null,
        financial: { vat: 0 },
      }),
    ).toEqual([])
  })

  it('finds a garden or a terrace by its flag or by its area', () => {
    expect(listingFeatures({ has: { garden: true } })).toEqual(['garden'])
    expect(listingFeatures({ surfaces: { garden: 250 } })).toEqual(['garden'])
    expect(listingFeatures({ has: { terrace: true } })).toEqual(['terrace'])
    expect(listingFeatures({ surfaces: { terrace: 0.5 } })).toEqual(['terrace'])
    expect(listingFeatures({ surfaces: { garden: -5, terrace: Number.NaN } })).toEqual([])
  })

  it('finds parking in a garage flag, a garage or a parking space', () => {
    expect(listingFeatures({ has: { garage: true } })).toEqual(['parking'])
    expect(listingFeatures({ rooms: { garages: 1 } })).toEqual(['parking'])
    expect(listingFeatures({ rooms: { parkings: 2 } })).toEqual(['parking'])
  })

  it('finds a lift and furniture by their flags only', () => {
    expect(listingFeatures({ has: { lift: true, furnished: true } })).toEqual(['lift', 'furnished'])
  })

  it('calls new-build a unit of a project, or a sale with VAT', () => {
    expect(listingFeatures({ project: 4 })).toEqual(['new-build'])
    expect(listingFeatures({ project: { id: 4 } })).toEqual(['new-build'])
    expect(listingFeatures({ financial: { vat: 52_500 } })).toEqual(['new-build'])
    expect(listingFeatures({ project: undefined, financial: { vat: null } })).toEqual([])
  })

  it('lists them in LISTING_FEATURES order', () => {
    expect(listingFeatures({ project: 1, has: { lift: true, garden: true }, rooms: { parkings: 1 }, surfaces: { terrace: 9 }, financial: {} })).toEqual([
      'garden',
      'terrace',
      'parking',
      'lift',
      'new-build',
    ])
  })
})

describe('featureMask and featuresOfMask', () => {
  it('gives each feature its bit, and back', () => {
    expect(featureMask([])).toBe(0)
    expect(featureMask(['garden'])).toBe(1)
    expect(featureMask(['new-build', 'terrace'])).toBe(34)
    expect(featureMask(LISTING_FEATURES)).toBe(63)
    expect(featuresOfMask(34)).toEqual(['terrace', 'new-build'])
    expect(featuresOfMask(63)).toEqual([...LISTING_FEATURES])
  })
})

describe('parseFeatureList', () => {
  it('keeps known features once, in a fixed order, whatever the case and spaces', () => {
    expect(parseFeatureList(['terrace', 'GARDEN', ' lift ', 'garden'])).toEqual(['garden', 'terrace', 'lift'])
    expect(parseFeatureList(['new-build'])).toEqual(['new-build'])
  })

  it('drops unknown ones and the names of other fields', () => {
    expect(parseFeatureList(['pool', 'garage', 'new_build', 'newbuild', '', 'attic'])).toEqual([])
  })
})

describe('isListingFeature and featureLabelKey', () => {
  it('knows the features and names their dictionary keys', () => {
    expect(isListingFeature('parking')).toBe(true)
    expect(isListingFeature('garage')).toBe(false)
    expect(featureLabelKey('new-build')).toBe('FEATURE_NEW_BUILD')
  })
})
