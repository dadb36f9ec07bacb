import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { throttle } from '@/lib/throttle'

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs at once, then at most once per interval, ending on the last call', () => {
    const calls: number[] = []
    const t = throttle((n: number) => calls.push(n), 100)
    t(1)
    t(2)
    t(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(99)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(calls).toEqual([1, 3])
    vi.advanceTimersByTime(100)
    t(4)
    expect(calls).toEqual([1, 3, 4])
  })

  it('can be cancelled', () => {
    const fn = vi.fn()
    const t = throttle(fn, 100)
    t()
    t()
    t.cancel()
    vi.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
