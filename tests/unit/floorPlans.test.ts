import { describe, expect, it } from 'vitest'

import { fileSizeText, floorPlansOf, planSlides } from '@/components/property/floorPlans'
import type { Media } from '@/payload-types'

const media = (fields: Partial<Media>): Media => ({ id: 1, alt: 'Upload alt', updatedAt: '', createdAt: '', url: '/api/media/file/x', ...fields })
const png = (id: number) =>
  media({ id, url: `/api/media/file/plan-${id}.png`, mimeType: 'image/png', width: 1600, height: 1200, sizes: { w600: { url: `/api/media/file/plan-${id}-600.png`, width: 600, height: 450 } } })
const pdf = (id: number, filesize: number | null) => media({ id, url: `/api/media/file/plan-${id}.pdf`, mimeType: 'application/pdf', filesize })

describe('fileSizeText', () => {
  it('writes kilobytes whole and megabytes to one decimal, in the visitor language', () => {
    expect(fileSizeText(120_400, 'en')).toBe('120 kB')
    expect(fileSizeText(1_250_000, 'nl')).toBe('1,3 MB')
    // French puts a no-break space before the unit.
    expect(fileSizeText(1_250_000, 'fr')).toMatch(/^1,3[\u00a0\u202f]Mo$/)
    expect(fileSizeText(2_000_000, 'en')).toBe('2 MB')
  })

  it('never says 0 kB for a tiny file, and nothing for an unknown or impossible size', () => {
    expect(fileSizeText(12, 'en')).toBe('1 kB')
    expect(fileSizeText(999_999, 'en')).toBe('1 MB')
    expect(fileSizeText(null, 'en')).toBeNull()
    expect(fileSizeText(undefined, 'en')).toBeNull()
    expect(fileSizeText(0, 'en')).toBeNull()
    expect(fileSizeText(-5, 'en')).toBeNull()
    expect(fileSizeText(Number.NaN, 'en')).toBeNull()
  })
})

describe('floorPlansOf', () => {
  it('keeps the order, numbers the image plans for the lightbox and gives a PDF its size', () => {
    const plans = floorPlansOf(
      [
        { title: 'Ground floor', file: png(1) },
        { title: 'All floors', file: pdf(2, 84_000) },
        { title: 'First floor', file: png(3) },
      ],
      'en',
    )
    expect(plans.map((plan) => plan.kind)).toEqual(['image', 'pdf', 'image'])
    expect(plans[0]).toMatchObject({ kind: 'image', title: 'Ground floor', slide: 0 })
    expect(plans[1]).toEqual({ kind: 'pdf', title: 'All floors', url: '/api/media/file/plan-2.pdf', size: '84 kB' })
    expect(plans[2]).toMatchObject({ kind: 'image', slide: 1 })
    expect(planSlides(plans).map((photo) => photo.alt)).toEqual(['Ground floor', 'First floor'])
  })

  it("names an image plan by its title rather than the upload's alternative text", () => {
    const [plan] = floorPlansOf([{ title: 'Rez-de-chaussée', file: png(1) }], 'fr')
    expect(plan.kind === 'image' && plan.photo.alt).toBe('Rez-de-chaussée')
  })

  it('leaves out a plan without a readable file: an id only, a deleted upload, no URL, or neither image nor PDF', () => {
    const plans = floorPlansOf(
      [
        { title: 'Id only', file: 7 },
        { title: 'Deleted', file: null },
        { title: 'No url', file: media({ url: null, mimeType: 'application/pdf' }) },
        { title: 'Text', file: media({ mimeType: 'text/plain' }) },
        { title: 'Image without size', file: media({ mimeType: 'image/png' }) },
      ],
      'nl',
    )
    expect(plans).toEqual([])
    expect(floorPlansOf(null, 'nl')).toEqual([])
    expect(floorPlansOf(undefined, 'nl')).toEqual([])
  })

  it('shows a PDF of unknown size without one', () => {
    expect(floorPlansOf([{ title: 'Plan', file: pdf(4, null) }], 'nl')).toEqual([{ kind: 'pdf', title: 'Plan', url: '/api/media/file/plan-4.pdf', size: null }])
  })
})
