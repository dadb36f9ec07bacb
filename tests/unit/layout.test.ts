import { describe, expect, it } from 'vitest'
import { deviceClass, deviceFlags, headerIsFixed, helperDeviceClass, SCROLL, showBackToTop } from '@/lib/domain/layout'

describe('deviceClass', () => {
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [766, 'mobile'],
    [766.5, 'mobile'],
    [767, 'tablet'],
    [768, 'tablet'],
    [1279, 'tablet'],
    [1279.9, 'tablet'],
    [1280, 'desktop'],
    [1281, 'desktop'],
    [1e9, 'desktop'],
  ])('%s px -> %s', (width, kind) => {
    expect(deviceClass(width)).toBe(kind)
  })

  it('handles bad widths', () => {
    expect(deviceClass(-1)).toBe('mobile')
    expect(deviceClass(-Infinity)).toBe('mobile')
    expect(deviceClass(Infinity)).toBe('desktop')
    expect(deviceClass(Number.NaN)).toBe('desktop')
    expect(deviceClass(undefined as unknown as number)).toBe('desktop')
  })

  it('gives exactly one device flag', () => {
    expect(deviceFlags(766)).toEqual({ isMobile: true, isTablet: false, isDesktop: false })
    expect(deviceFlags(767)).toEqual({ isMobile: false, isTablet: true, isDesktop: false })
    expect(deviceFlags(1280)).toEqual({ isMobile: false, isTablet: false, isDesktop: true })
  })
})

describe('helperDeviceClass', () => {
  it.each([
    [766, 'mobile'],
    [767, 'tablet'],
    [959, 'tablet'],
    [960, 'desktop'],
    [961, 'desktop'],
    [1279, 'desktop'],
  ])('%s px -> %s', (width, kind) => {
    expect(helperDeviceClass(width)).toBe(kind)
  })

  it('gives desktop for an unknown width', () => {
    expect(helperDeviceClass(Number.NaN)).toBe('desktop')
  })
})

describe('scroll thresholds', () => {
  it('keeps the SPEC values', () => {
    expect(SCROLL).toEqual({ headerThreshold: 30, backToTopThreshold: 10, throttleMs: 100, smoothScrollMs: 500 })
  })

  it('fixes the header beyond 30 px only', () => {
    expect(headerIsFixed(0)).toBe(false)
    expect(headerIsFixed(29)).toBe(false)
    expect(headerIsFixed(30)).toBe(false)
    expect(headerIsFixed(30.5)).toBe(true)
    expect(headerIsFixed(31)).toBe(true)
    expect(headerIsFixed(1e9)).toBe(true)
    expect(headerIsFixed(-100)).toBe(false)
    expect(headerIsFixed(Number.NaN)).toBe(false)
  })

  it('shows back-to-top from 10 px', () => {
    expect(showBackToTop(9)).toBe(false)
    expect(showBackToTop(9.99)).toBe(false)
    expect(showBackToTop(10)).toBe(true)
    expect(showBackToTop(11)).toBe(true)
    expect(showBackToTop(-10)).toBe(false)
    expect(showBackToTop(Number.NaN)).toBe(false)
    expect(showBackToTop(Infinity)).toBe(true)
  })
})
