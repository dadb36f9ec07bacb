/** Screen-size classes and scroll thresholds of the layout (SPEC 4, SPEC 9 'Timing and scroll'). */

/** A screen-size class. */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop'

/** The device flags the settings slice stores. */
export type DeviceFlags = { isMobile: boolean; isTablet: boolean; isDesktop: boolean }

/** Layout widths: below 767 mobile, 767 up to 1280 tablet, 1280 and above desktop. */
export const LAYOUT_BREAKPOINTS = { tablet: 767, desktop: 1280 } as const

/** The helper's limits: below 767 mobile, 767 up to 960 tablet, 960 and above desktop. */
export const HELPER_BREAKPOINTS = { tablet: 767, desktop: 960 } as const

/** Scroll thresholds in px and timings in ms. */
export const SCROLL = { headerThreshold: 30, backToTopThreshold: 10, throttleMs: 100, smoothScrollMs: 500 } as const

const classify = (width: number, limits: { tablet: number; desktop: number }): DeviceClass => {
  if (typeof width !== 'number' || Number.isNaN(width)) return 'desktop'
  if (width < limits.tablet) return 'mobile'
  return width < limits.desktop ? 'tablet' : 'desktop'
}

/**
 * The layout class of a viewport width: 'mobile' below 767, 'tablet' from 767 to 1279, 'desktop' from 1280.
 * An unknown width (NaN, as during server rendering) gives 'desktop'.
 */
export const deviceClass = (width: number): DeviceClass => classify(width, LAYOUT_BREAKPOINTS)

/** The helper's class: 'mobile' below 767, 'tablet' from 767 to 959, 'desktop' from 960; NaN gives 'desktop'. */
export const helperDeviceClass = (width: number): DeviceClass => classify(width, HELPER_BREAKPOINTS)

/** The three device flags of a width, exactly one of them true. */
export const deviceFlags = (width: number): DeviceFlags => {
  const kind = deviceClass(width)
  return { isMobile: kind === 'mobile', isTablet: kind === 'tablet', isDesktop: kind === 'desktop' }
}

/** Whether the header is fixed, shrunk and opaque: scrolled beyond 30 px. */
export const headerIsFixed = (scrollY: number): boolean => scrollY > SCROLL.headerThreshold

/** Whether the back-to-top button shows: scrolled 10 px or more. */
export const showBackToTop = (scrollY: number): boolean => scrollY >= SCROLL.backToTopThreshold
