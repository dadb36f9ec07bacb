import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EPC_REGION_LABELS, type EpcRegion } from '@/lib/domain/epc'
import {
  contrastRatio,
  epcBadgeColour,
  epcBadges,
  epcBadgeTextColour,
  epcDisplayText,
  hexToRgb,
  MIN_BADGE_CONTRAST,
} from '@/lib/domain/epcBadge'
import { EPC_LABELS } from '@/lib/domain/epcLabel'

const REGIONS = Object.keys(EPC_REGION_LABELS) as EpcRegion[]
const EPC_DIR = path.resolve(import.meta.dirname, '../../public/images/epc')
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('epcDisplayText', () => {
  it.each([
    ['a_plusplus', 'A++'],
    ['a_plus', 'A+'],
    ['a', 'A'],
    ['a_sub', 'A-'],
    ['b_plus', 'B+'],
    ['b', 'B'],
    ['b_sub', 'B-'],
    ['c_plus', 'C+'],
    ['c', 'C'],
    ['c_sub', 'C-'],
    ['d_plus', 'D+'],
    ['d', 'D'],
    ['d_sub', 'D-'],
    ['e_plus', 'E+'],
    ['e', 'E'],
    ['e_sub', 'E-'],
    ['f_plus', 'F+'],
    ['f', 'F'],
    ['f_sub', 'F-'],
    ['g', 'G'],
    ['h', 'H'],
    ['i', 'I'],
  ] as const)('%s -> %s', (slug, text) => {
    expect(epcDisplayText(slug)).toBe(text)
  })

  it('covers every slug', () => {
    expect(EPC_LABELS.map(epcDisplayText)).toHaveLength(new Set(EPC_LABELS.map(epcDisplayText)).size)
  })
})

describe('epcBadgeColour', () => {
  const isGreenish = (hex: string) => {
    const [r, g, b] = hexToRgb(hex)
    return g > r && g > b
  }
  const isReddish = (hex: string) => {
    const [r, g, b] = hexToRgb(hex)
    return r > g && r > b && r - g > 100
  }

  it.each([2, 7, 9, 10, 20])('runs from green to red over %i labels', (count) => {
    expect(isGreenish(epcBadgeColour(0, count))).toBe(true)
    expect(isReddish(epcBadgeColour(count - 1, count))).toBe(true)
  })

  it('gets redder and less green from best to worst', () => {
    for (const region of REGIONS) {
      const colours = epcBadges(EPC_REGION_LABELS[region]).map((b) => hexToRgb(b.background))
      for (let i = 1; i < colours.length; i++) {
        expect(colours[i][0] - colours[i][1]).toBeGreaterThan(colours[i - 1][0] - colours[i - 1][1])
      }
    }
  })

  it('passes yellow in the middle and orange before red', () => {
    const [r, g, b] = hexToRgb(epcBadgeColour(2, 5))
    expect(r).toBeGreaterThan(200)
    expect(g).toBeGreaterThan(180)
    expect(b).toBeLessThan(60)
    const [or, og] = hexToRgb(epcBadgeColour(3, 5))
    expect(or).toBeGreaterThan(200)
    expect(og).toBeGreaterThan(90)
    expect(og).toBeLessThan(160)
  })

  it('refuses a position outside the scale', () => {
    expect(() => epcBadgeColour(-1, 7)).toThrow(RangeError)
    expect(() => epcBadgeColour(7, 7)).toThrow(RangeError)
    expect(() => epcBadgeColour(0.5, 7)).toThrow(RangeError)
  })
})

describe('contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2)
  })

  it('picks white on dark colours and black on light ones', () => {
    expect(epcBadgeTextColour('#006b35')).toBe('#ffffff')
    expect(epcBadgeTextColour('#b71c1c')).toBe('#ffffff')
    expect(epcBadgeTextColour('#f6d000')).toBe('#000000')
  })

  it.each(REGIONS)(`reaches ${MIN_BADGE_CONTRAST}:1 for every label of %s`, (region) => {
    const badges = epcBadges(EPC_REGION_LABELS[region])
    expect(badges.map((b) => b.label)).toEqual(EPC_REGION_LABELS[region])
    for (const badge of badges) {
      expect(badge.contrast).toBeCloseTo(contrastRatio(badge.foreground, badge.background), 10)
      expect(badge.contrast, `${region}/${badge.label}`).toBeGreaterThanOrEqual(MIN_BADGE_CONTRAST)
    }
  })
})

describe('public/images/epc (npm run epc-images)', () => {
  it('holds exactly one folder per region', () => {
    expect(fs.readdirSync(EPC_DIR).sort()).toEqual([...REGIONS].sort())
  })

  it.each(REGIONS)('holds exactly the label images of %s', (region) => {
    const expected = EPC_REGION_LABELS[region].map((label) => `${label}.png`)
    expect(fs.readdirSync(path.join(EPC_DIR, region)).sort()).toEqual([...expected].sort())
  })

  it.each(REGIONS.flatMap((region) => EPC_REGION_LABELS[region].map((label) => [region, label] as const)))(
    '%s/%s.png is a small 240×96 PNG',
    (region, label) => {
      const file = path.join(EPC_DIR, region, `${label}.png`)
      const png = fs.readFileSync(file)
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
      // The first chunk is IHDR: length (4 bytes), type, then width and height as big-endian uint32.
      expect(png.toString('latin1', 12, 16)).toBe('IHDR')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 96])
      expect(png.length).toBeLessThan(8 * 1024)
    },
  )
})
