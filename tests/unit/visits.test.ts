import { describe, expect, it } from 'vitest'

import { addDays, brusselsDay, dailySeries, monthlyHistory, monthStart, splitPeriods, visitTotals, weekStart } from '@/lib/visits/days'
import { visitorHash } from '@/lib/visits/hash'
import { beaconProperty, isCountable } from '@/lib/visits/request'

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('Brussels calendar days', () => {
  it('changes day at midnight in Brussels, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(brusselsDay(new Date('2026-01-14T22:59:59Z'))).toBe('2026-01-14')
    expect(brusselsDay(new Date('2026-01-14T23:00:00Z'))).toBe('2026-01-15')
    expect(brusselsDay(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14')
    expect(brusselsDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15')
  })

  it('keeps days whole across the summer-time changes', () => {
    // 29 March 2026 has 23 hours in Brussels, 25 October 2026 has 25.
    expect(brusselsDay(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29')
    expect(brusselsDay(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29')
    expect(brusselsDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30')
    expect(brusselsDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25')
    expect(brusselsDay(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25')
    expect(brusselsDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26')
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30')
    expect(addDays('2026-10-26', -2)).toBe('2026-10-24')
  })

  it('starts weeks on Monday and months on the first', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23') // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23') // the Sunday after
    expect(weekStart('2026-11-22')).toBe('2026-11-16')
    expect(weekStart('2027-01-01')).toBe('2026-12-28')
    expect(monthStart('2026-11-24')).toBe('2026-11-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('the owner figures', () => {
  const rows = [
    { day: '2026-10-31', visits: 5 },
    { day: '2026-11-01', visits: 3 },
    { day: '2026-11-22', visits: 2 }, // Sunday, last week
    { day: '2026-11-23', visits: 4 }, // Monday, this week
    { day: '2026-11-24', visits: 7 }, // today
  ]
  it('adds today, this week (from Monday), this month and the total', () => {
    expect(visitTotals(rows, '2026-11-24')).toEqual({ today: 7, week: 11, month: 16, total: 21 })
    expect(visitTotals(rows, '2026-11-23')).toEqual({ today: 4, week: 4, month: 9, total: 21 })
    expect(visitTotals([], '2026-11-24')).toEqual({ today: 0, week: 0, month: 0, total: 0 })
  })

  it('gives the chart the last 30 days, oldest first, a day without visits as 0', () => {
    const series = dailySeries(rows, '2026-11-24')
    expect(series).toHaveLength(30)
    expect(series[0]).toEqual({ day: '2026-10-26', visits: 0 })
    expect(series.at(-1)).toEqual({ day: '2026-11-24', visits: 7 })
    expect(series.find((d) => d.day === '2026-10-31')?.visits).toBe(5)
    expect(series.reduce((sum, d) => sum + d.visits, 0)).toBe(21)
  })

  it('gives the history per month, newest first, empty months included', () => {
    expect(monthlyHistory([{ day: '2026-08-10', visits: 1 }, ...rows], '2026-11-24')).toEqual([
      { month: '2026-11', visits: 16 },
      { month: '2026-10', visits: 5 },
      { month: '2026-09', visits: 0 },
      { month: '2026-08', visits: 1 },
    ])
    expect(monthlyHistory([{ day: '2025-12-31', visits: 2 }], '2026-01-02')).toEqual([
      { month: '2026-01', visits: 0 },
      { month: '2025-12', visits: 2 },
    ])
    expect(monthlyHistory([], '2026-11-24')).toEqual([])
  })

  it('splits the stored periods into the single days and every month’s total, the split month whole', () => {
    // As the store reads them from 2026-11-20 on: single days from that day, whole months before it.
    const periods = [
      { period: '2026-10', visits: 8 },
      { period: '2026-11', visits: 3 },
      { period: '2026-11-22', visits: 2 },
      { period: '2026-11-24', visits: 7 },
    ]
    const { days, months } = splitPeriods(periods)
    expect(days).toEqual([
      { day: '2026-11-22', visits: 2 },
      { day: '2026-11-24', visits: 7 },
    ])
    expect(months).toEqual([
      { month: '2026-10', visits: 8 },
      { month: '2026-11', visits: 12 },
    ])
    expect(splitPeriods([])).toEqual({ days: [], months: [] })
  })
})

describe('what the beacon counts', () => {
  const headers = (extra: Record<string, string> = {}) => new Headers({ 'user-agent': CHROME, ...extra })
  it('counts a person’s POST', () => {
    expect(isCountable('POST', headers())).toBe(true)
  })

  it('ignores robots, requests without a user agent, HEAD and prefetches', () => {
    expect(isCountable('POST', headers({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }))).toBe(false)
    expect(isCountable('POST', headers({ 'user-agent': 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' }))).toBe(false)
    expect(isCountable('POST', headers({ 'user-agent': 'curl/8.5.0' }))).toBe(false)
    expect(isCountable('POST', new Headers())).toBe(false)
    expect(isCountable('HEAD', headers())).toBe(false)
    expect(isCountable('POST', headers({ 'sec-purpose': 'prefetch' }))).toBe(false)
    expect(isCountable('POST', headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(false)
    expect(isCountable('POST', headers({ purpose: 'prefetch' }))).toBe(false)
    expect(isCountable('POST', headers({ 'next-router-prefetch': '1' }))).toBe(false)
  })

  it('reads the listing id from the body, and nothing else', () => {
    expect(beaconProperty('{"property":42}')).toBe(42)
    for (const body of ['', '{}', 'null', '[]', '{"property":"42"}', '{"property":-1}', '{"property":1.5}', '{"property":1e300}', 'nope', `{"property":1,"x":"${'a'.repeat(300)}"}`]) {
      expect(beaconProperty(body), body).toBeNull()
    }
  })
})

describe('the visitor hash', () => {
  it('is the same for one visitor, listing and salt, and differs when any of them changes', () => {
    const base = visitorHash('salt-1', 7, '203.0.113.5', CHROME)
    expect(visitorHash('salt-1', 7, '203.0.113.5', CHROME)).toBe(base)
    expect(visitorHash('salt-2', 7, '203.0.113.5', CHROME)).not.toBe(base)
    expect(visitorHash('salt-1', 8, '203.0.113.5', CHROME)).not.toBe(base)
    expect(visitorHash('salt-1', 7, '203.0.113.6', CHROME)).not.toBe(base)
    expect(visitorHash('salt-1', 7, '203.0.113.5', `${CHROME} Edg/131`)).not.toBe(base)
    // Nothing raw in it: no address, no browser.
    expect(base).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(base).not.toContain('203')
  })
})
