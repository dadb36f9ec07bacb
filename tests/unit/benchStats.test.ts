import { describe, expect, it } from 'vitest'

import { median, percentile, verdict } from '../../bench/stats'

describe('bench statistics', () => {
  it('takes the nearest-rank percentile of unsorted samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6]
    expect(percentile(samples, 95)).toBe(10)
    expect(percentile(samples, 90)).toBe(9)
    expect(percentile(samples, 50)).toBe(5)
    expect(percentile(samples, 0)).toBe(1)
    expect(percentile(samples, 100)).toBe(10)
  })

  it('gives NaN for no samples and the value itself for one', () => {
    expect(percentile([], 95)).toBeNaN()
    expect(median([42])).toBe(42)
  })

  it('clamps percentiles outside 0 to 100', () => {
    expect(percentile([1, 2, 3], 150)).toBe(3)
    expect(percentile([1, 2, 3], -5)).toBe(1)
  })

  it('says whether a ratio meets its target, the target itself included', () => {
    expect(verdict(0.8, 0.8)).toBe('ok')
    expect(verdict(0.79, 0.8)).toBe('BELOW TARGET')
  })
})
