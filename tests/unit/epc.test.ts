import { describe, expect, it } from 'vitest'
import { EPC_REGION_LABELS, EPC_SCORE_SCALES, epcLabelForScore } from '@/lib/domain/epc'
import type { Region } from '@/lib/domain/postcode'

const cases = (region: Region, rows: readonly (readonly [number, string])[]) =>
  it.each(rows)(`${region}: %s kWh/m² -> %s`, (score, label) => {
    expect(epcLabelForScore(region, score)).toBe(label)
  })

describe('epcLabelForScore, Flanders (lower bound inclusive)', () => {
  cases('flanders', [
    [-1e9, 'a_plus'],
    [-1, 'a_plus'],
    [-0.01, 'a_plus'],
    [0, 'a'],
    [1, 'a'],
    [99, 'a'],
    [99.99, 'a'],
    [100, 'b'],
    [101, 'b'],
    [199, 'b'],
    [200, 'c'],
    [201, 'c'],
    [299, 'c'],
    [300, 'd'],
    [301, 'd'],
    [399, 'd'],
    [400, 'e'],
    [401, 'e'],
    [499, 'e'],
    [499.99, 'e'],
    [500, 'f'],
    [501, 'f'],
    [1e12, 'f'],
  ])
})

describe('epcLabelForScore, Wallonia (upper bound inclusive)', () => {
  cases('wallonia', [
    [-50, 'a_plusplus'],
    [0, 'a_plusplus'],
    [0.01, 'a_plus'],
    [1, 'a_plus'],
    [44, 'a_plus'],
    [45, 'a_plus'],
    [45.01, 'a'],
    [46, 'a'],
    [85, 'a'],
    [86, 'b'],
    [170, 'b'],
    [171, 'c'],
    [255, 'c'],
    [256, 'd'],
    [340, 'd'],
    [341, 'e'],
    [425, 'e'],
    [426, 'f'],
    [510, 'f'],
    [510.01, 'g'],
    [511, 'g'],
    [1e12, 'g'],
  ])
})

describe('epcLabelForScore, Brussels (integer ranges, upper bound inclusive)', () => {
  cases('brussels', [
    [-1, 'a_plus'],
    [-0.01, 'a_plus'],
    [0, 'a'],
    [1, 'a'],
    [23, 'a'],
    [23.5, 'a_sub'],
    [24, 'a_sub'],
    [45, 'a_sub'],
    [46, 'b_plus'],
    [62, 'b_plus'],
    [63, 'b'],
    [79, 'b'],
    [80, 'b_sub'],
    [95, 'b_sub'],
    [96, 'c_plus'],
    [113, 'c_plus'],
    [114, 'c'],
    [132, 'c'],
    [133, 'c_sub'],
    [150, 'c_sub'],
    [151, 'd_plus'],
    [170, 'd_plus'],
    [171, 'd'],
    [190, 'd'],
    [191, 'd_sub'],
    [210, 'd_sub'],
    [211, 'e_plus'],
    [223, 'e_plus'],
    [232, 'e_plus'],
    [233, 'e'],
    [253, 'e'],
    [254, 'e_sub'],
    [275, 'e_sub'],
    [276, 'f_plus'],
    [298, 'f_plus'],
    [299, 'f'],
    [322, 'f'],
    [322.5, 'f_sub'],
    [323, 'f_sub'],
    [345, 'f_sub'],
    [345.5, 'g'],
    [346, 'g'],
    [347, 'g'],
    [1e12, 'g'],
  ])
})

describe('epcLabelForScore, bad input', () => {
  it('gives null for non-finite scores in every region', () => {
    for (const region of ['flanders', 'wallonia', 'brussels'] as const) {
      for (const score of [Number.NaN, Infinity, -Infinity]) expect(epcLabelForScore(region, score)).toBeNull()
    }
  })

  it('gives null for an unknown region or a non-number at runtime', () => {
    expect(epcLabelForScore('luxembourg' as Region, 100)).toBeNull()
    expect(epcLabelForScore('flanders', '100' as unknown as number)).toBeNull()
  })
})

describe('EPC scales', () => {
  it('have increasing limits', () => {
    for (const scale of Object.values(EPC_SCORE_SCALES)) {
      const limits = scale.steps.map((s) => s.limit)
      expect([...limits].sort((a, b) => a - b)).toEqual(limits)
      expect(new Set(limits).size).toBe(limits.length)
    }
  })

  it('list the labels each image folder holds', () => {
    expect(EPC_REGION_LABELS.flanders).toEqual(['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'])
    expect(EPC_REGION_LABELS.wallonia).toEqual(['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'])
    expect(EPC_REGION_LABELS.brussels).toHaveLength(19)
    expect(EPC_REGION_LABELS.brussels[0]).toBe('a_plus')
    expect(EPC_REGION_LABELS.brussels.at(-2)).toBe('f_sub')
    expect(EPC_REGION_LABELS.brussels.at(-1)).toBe('g')
    expect(EPC_REGION_LABELS.luxembourg).toContain('i')
  })
})
