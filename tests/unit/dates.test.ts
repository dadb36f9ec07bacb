import { describe, expect, it } from 'vitest'

import {
  formatChartDay,
  formatDay,
  formatMoment,
  formatMonth,
  formatNumericDate,
  formatVisitMoment,
  formatVisitSpan,
  slotLabel,
} from '@/lib/domain/dates'

describe('calendar days (YYYY-MM-DD, never moved by a time zone)', () => {
  it('writes a day in each language, medium by default and long on request', () => {
    expect(formatDay('2026-11-22', 'nl')).toBe('22 nov 2026')
    expect(formatDay('2026-11-22', 'fr')).toBe('22 nov. 2026')
    expect(formatDay('2026-11-22', 'de')).toBe('22.11.2026')
    expect(formatDay('2026-11-22', 'nl', 'long')).toBe('22 november 2026')
    expect(formatDay('2026-11-22', 'en', 'long')).toBe('22 November 2026')
  })

  it('keeps the first and last day of a year, a leap day and the summer-time Sunday on their own date', () => {
    expect(formatDay('2026-01-01', 'nl', 'long')).toBe('1 januari 2026')
    expect(formatDay('2026-12-31', 'nl', 'long')).toBe('31 december 2026')
    expect(formatDay('2024-02-29', 'fr', 'long')).toBe('29 février 2024')
    expect(formatDay('2026-03-29', 'en', 'long')).toBe('29 March 2026')
  })

  it('names a month and a chart day the same way', () => {
    expect(formatMonth('2026-11', 'nl')).toBe('november 2026')
    expect(formatMonth('2027-01', 'fr')).toBe('janvier 2027')
    expect(formatMonth('2026-12', 'de')).toBe('Dezember 2026')
    expect(formatChartDay('2026-11-22', 'nl')).toBe('22 nov')
    expect(formatChartDay('2026-01-01', 'fr')).toBe('1 janv.')
    expect(formatChartDay('2026-12-31', 'en')).toBe('31 Dec')
  })
})

describe('moments (shown in Brussels time)', () => {
  it('writes a date field in numbers on its Brussels day, and a value that is no date as it is', () => {
    expect(formatNumericDate('2027-03-01', 'nl')).toBe('01/03/2027')
    expect(formatNumericDate('2027-03-01', 'de')).toBe('01.03.2027')
    // 23:30 UTC on New Year's Eve is already the first of January in Brussels.
    expect(formatNumericDate('2026-12-31T23:30:00.000Z', 'fr')).toBe('01/01/2027')
    expect(formatNumericDate('2026-12-31T22:30:00.000Z', 'fr')).toBe('31/12/2026')
    expect(formatNumericDate('soon', 'nl')).toBe('soon')
    expect(formatNumericDate('', 'nl')).toBe('')
  })

  it('follows summer and winter time on both sides of each change', () => {
    expect(formatMoment(new Date('2026-03-29T00:59:00Z'), 'nl')).toBe('29 maart 2026 om 01:59')
    expect(formatMoment(new Date('2026-03-29T01:00:00Z'), 'nl')).toBe('29 maart 2026 om 03:00')
    expect(formatMoment(new Date('2026-10-25T00:59:00Z'), 'nl')).toBe('25 oktober 2026 om 02:59')
    expect(formatMoment(new Date('2026-10-25T01:00:00Z'), 'nl')).toBe('25 oktober 2026 om 02:00')
    expect(formatMoment(new Date('2026-11-22T13:05:00Z'), 'fr')).toBe('22 novembre 2026 à 14:05')
  })

  it('writes a visit with its weekday, and its span with the end time only', () => {
    const slot = { id: 7, start: '2026-12-01T13:00:00.000Z', end: '2026-12-01T13:45:00.000Z' }
    expect(formatVisitMoment(slot.start, 'nl')).toBe('dinsdag 1 december 2026 om 14:00')
    expect(formatVisitSpan(slot, 'nl')).toBe('dinsdag 1 december 2026 om 14:00 - 14:45')
    expect(formatVisitSpan(slot, 'en')).toBe('Tuesday, 1 December 2026 at 14:00 - 14:45')
    expect(formatVisitSpan(slot, 'de')).toBe('Dienstag, 1. Dezember 2026 um 14:00 - 14:45')
  })

  it('labels a slot briefly, on the Brussels day even when it starts before midnight UTC', () => {
    expect(slotLabel({ start: '2026-12-01T13:00:00.000Z', end: '2026-12-01T13:45:00.000Z' }, 'nl')).toBe('di 1 dec, 14:00-14:45')
    expect(slotLabel({ start: '2026-12-01T13:00:00.000Z', end: '2026-12-01T13:45:00.000Z' }, 'fr')).toBe('mar. 1 déc., 14:00-14:45')
    expect(slotLabel({ start: '2026-06-30T22:15:00.000Z', end: '2026-06-30T23:00:00.000Z' }, 'en')).toBe('Wed, 1 Jul, 00:15-01:00')
  })

  it('keeps each language its own format when several are used in turn', () => {
    const instant = new Date('2026-07-01T12:05:00Z')
    expect([formatMoment(instant, 'nl'), formatMoment(instant, 'fr'), formatMoment(instant, 'nl')]).toEqual([
      '1 juli 2026 om 14:05',
      '1 juillet 2026 à 14:05',
      '1 juli 2026 om 14:05',
    ])
  })
})
