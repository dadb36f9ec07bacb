import { describe, expect, it } from 'vitest'

import { occurrenceCame, recordsRun } from '@/lib/jobs/schedule'

const now = new Date('2026-12-07T07:00:00.000Z')
const before = new Date(now.getTime() - 1)
const after = new Date(now.getTime() + 1)

describe('a scheduled task between two polls', () => {
  it('has its occurrence come from the very millisecond it is due, not a millisecond before', () => {
    expect(occurrenceCame(before, now)).toBe(true)
    expect(occurrenceCame(now, now)).toBe(true)
    expect(occurrenceCame(after, now)).toBe(false)
    expect(occurrenceCame(undefined, now)).toBe(false)
  })

  it('is written to the records when a job was queued or queuing failed, and when its occurrence came; not while its job waits', () => {
    for (const waitUntil of [before, now, after, undefined]) {
      expect(recordsRun('success', waitUntil, now)).toBe(true)
      expect(recordsRun('error', waitUntil, now)).toBe(true)
    }
    expect(recordsRun('skipped', before, now)).toBe(true)
    expect(recordsRun('skipped', now, now)).toBe(true)
    expect(recordsRun('skipped', after, now)).toBe(false)
    expect(recordsRun('skipped', undefined, now)).toBe(false)
  })
})
