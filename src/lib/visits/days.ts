/**
 * Calendar arithmetic of the visit figures. Days are Europe/Brussels calendar days written
 * `YYYY-MM-DD`, so a visit at 00:30 in Brussels counts for that day whatever the server's clock zone,
 * and summer time changes neither a day's length in these figures nor the weeks.
 */
import { BRUSSELS_TIME_ZONE } from '@/lib/domain/dates'

// en-CA writes a day as YYYY-MM-DD: the key the visit counts are stored under.
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: BRUSSELS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

let lastMinute = Number.NaN
let lastDay = ''

/** The Brussels calendar day of an instant. */
export const brusselsDay = (instant: Date): string => {
  // Brussels is a whole number of hours off UTC, so the day only changes on a minute's edge: formatting
  // (some ten microseconds, on every visit beacon) is done once a minute.
  const minute = Math.floor(instant.getTime() / 60_000)
  if (minute !== lastMinute) {
    lastMinute = minute
    lastDay = DAY_FORMAT.format(instant)
  }
  return lastDay
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const MS_PER_DAY = 86_400_000
const toUtc = (day: string): number => {
  const match = DAY.exec(day)
  if (!match) throw new RangeError(`Not a day: ${day}`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

/** The instant a Brussels day begins (midnight, summer or winter time). */
export const brusselsMidnight = (day: string): Date =>
  ['+02:00', '+01:00'].map((offset) => new Date(`${day}T00:00:00${offset}`)).find((instant) => brusselsDay(instant) === day && brusselsDay(new Date(instant.getTime() - 1)) !== day) ?? new Date(`${day}T00:00:00+01:00`)

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number): string => new Date(toUtc(day) + count * MS_PER_DAY).toISOString().slice(0, 10)

/** The Monday that starts the (ISO) week of `day`. */
export const weekStart = (day: string): string => addDays(day, -((new Date(toUtc(day)).getUTCDay() + 6) % 7))

/** The first day of the month of `day`. */
export const monthStart = (day: string): string => `${day.slice(0, 8)}01`

export type DayCount = { day: string; visits: number }
export type VisitTotals = { today: number; week: number; month: number; total: number }

/** SPEC.md's owner figures: visits today, this week (since Monday), this month and in total. */
export const visitTotals = (rows: readonly DayCount[], today: string): VisitTotals => {
  const week = weekStart(today)
  const month = monthStart(today)
  const totals: VisitTotals = { today: 0, week: 0, month: 0, total: 0 }
  for (const { day, visits } of rows) {
    totals.total += visits
    if (day > today) continue
    if (day === today) totals.today += visits
    if (day >= week) totals.week += visits
    if (day >= month) totals.month += visits
  }
  return totals
}

/**
 * A listing's visits as the visit store reads them (store.ts' periods: single days from some day on,
 * whole months before it) split into those days and the total of every month, days and months alike.
 */
export const splitPeriods = (rows: readonly { period: string; visits: number }[]): { days: DayCount[]; months: { month: string; visits: number }[] } => {
  const days: DayCount[] = []
  const months = new Map<string, number>()
  for (const { period, visits } of rows) {
    if (period.length === 10) days.push({ day: period, visits })
    months.set(period.slice(0, 7), (months.get(period.slice(0, 7)) ?? 0) + visits)
  }
  return { days, months: [...months].map(([month, visits]) => ({ month, visits })) }
}

/** The last `length` days up to `today`, oldest first, a day without visits as 0: the chart's series. */
export const dailySeries = (rows: readonly DayCount[], today: string, length = 30): DayCount[] => {
  const byDay = new Map<string, number>()
  for (const { day, visits } of rows) byDay.set(day, (byDay.get(day) ?? 0) + visits)
  return Array.from({ length }, (_, index) => {
    const day = addDays(today, index - length + 1)
    return { day, visits: byDay.get(day) ?? 0 }
  })
}

/** Visits per calendar month, newest first, from the month of the first visit to this month: the history. */
export const monthlyHistory = (rows: readonly DayCount[], today: string): { month: string; visits: number }[] => {
  const byMonth = new Map<string, number>()
  for (const { day, visits } of rows) if (day <= today) byMonth.set(day.slice(0, 7), (byMonth.get(day.slice(0, 7)) ?? 0) + visits)
  if (byMonth.size === 0) return []
  const months: { month: string; visits: number }[] = []
  const first = [...byMonth.keys()].sort()[0]
  for (let month = today.slice(0, 7); month >= first; month = previousMonth(month)) months.push({ month, visits: byMonth.get(month) ?? 0 })
  return months
}

const previousMonth = (month: string): string => {
  const [year, number] = month.split('-').map(Number)
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`
}
