/**
 * The look of the EPC label badges under /images/epc/{region}/{label}.png (drawn by scripts/epc-images.ts):
 * the label text, a green → yellow → orange → red colour by position in the region's scale, and a text
 * colour whose WCAG contrast against the badge is at least 4.5:1.
 */
import type { EpcLabel } from './epcLabel'

/** The WCAG 2 contrast ratio every badge text must reach against its background (normal-size text, AA). */
export const MIN_BADGE_CONTRAST = 4.5

/** Badge text colours: white first, black where white does not reach MIN_BADGE_CONTRAST. */
export const BADGE_TEXT_COLOURS = ['#ffffff', '#000000'] as const

/**
 * Colour stops of the scale, best (0) to worst (1): dark green, green, light green, yellow, orange, red-orange, red.
 * Dark enough at both ends for white text, light enough in the middle for black text.
 */
const STOPS: readonly (readonly [number, string])[] = [
  [0, '#006b35'],
  [0.17, '#1e7e34'],
  [0.34, '#7ab32e'],
  [0.5, '#f6d000'],
  [0.7, '#f39200'],
  [0.85, '#d84315'],
  [1, '#b71c1c'],
]

const SUFFIX_TEXT: Readonly<Record<string, string>> = { _plusplus: '++', _plus: '+', _sub: '-', '': '' }

/** The text of a label slug: 'a_plusplus' → 'A++', 'a_plus' → 'A+', 'b_sub' → 'B-', 'g' → 'G'. */
export const epcDisplayText = (label: EpcLabel): string => {
  const match = /^([a-z])(_plusplus|_plus|_sub)?$/.exec(label)
  if (!match) throw new Error(`Not an EPC label slug: ${label}`)
  return `${match[1].toUpperCase()}${SUFFIX_TEXT[match[2] ?? '']}`
}

/** [r, g, b] (0-255) of a '#rrggbb' colour. */
export const hexToRgb = (hex: string): [number, number, number] => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`)
  return [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)]
}

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/**
 * The badge colour ('#rrggbb') of the label at `position` (0 = best) in a scale of `count` labels:
 * the colour stops interpolated linearly in sRGB, so the best label is dark green and the worst red.
 */
export const epcBadgeColour = (position: number, count: number): string => {
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(position) || position < 0 || position >= count) {
    throw new RangeError(`No position ${position} in a scale of ${count} labels`)
  }
  const t = count === 1 ? 0 : position / (count - 1)
  const upper = STOPS.findIndex(([at]) => at >= t)
  if (upper <= 0) return STOPS[0][1]
  const [fromAt, fromHex] = STOPS[upper - 1]
  const [toAt, toHexColour] = STOPS[upper]
  const k = (t - fromAt) / (toAt - fromAt)
  const from = hexToRgb(fromHex)
  const to = hexToRgb(toHexColour)
  return toHex(from.map((c, i) => c + (to[i] - c) * k))
}

/** WCAG 2 relative luminance (0 black to 1 white) of a '#rrggbb' colour. */
export const relativeLuminance = (hex: string): number => {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio (1 to 21) between two '#rrggbb' colours. */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** The text colour for a badge background: white when it reaches MIN_BADGE_CONTRAST, otherwise black. */
export const epcBadgeTextColour = (background: string): string =>
  BADGE_TEXT_COLOURS.find((text) => contrastRatio(text, background) >= MIN_BADGE_CONTRAST) ?? BADGE_TEXT_COLOURS[1]

/** Everything needed to draw one badge. */
export type EpcBadge = { label: EpcLabel; text: string; background: string; foreground: string; contrast: number }

/** The badge of every label of a scale (labels best first), in that order. */
export const epcBadges = (labels: readonly EpcLabel[]): EpcBadge[] =>
  labels.map((label, position) => {
    const background = epcBadgeColour(position, labels.length)
    const foreground = epcBadgeTextColour(background)
    return { label, text: epcDisplayText(label), background, foreground, contrast: contrastRatio(foreground, background) }
  })
