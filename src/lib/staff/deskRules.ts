/**
 * The staff desk's pure rules: when a dashboard view counts as a new visit (so "new since your last
 * visit" does not fall to zero on a reload), and the Brussels days it shows.
 */
import { addDays, brusselsDay } from '@/lib/visits/days'

/** Views closer together than this are one visit to the desk. */
export const DESK_VISIT_GAP_MS = 30 * 60_000
/** Without an earlier visit, "new" means this many days back. */
export const DESK_FIRST_DAYS = 7

export type DeskVisits = { previous?: string | null; last?: string | null }

/** The desk's visit marks after a view at `now`: a view long after the last one starts a new visit. */
export const nextDeskVisits = (marks: DeskVisits, now: Date): DeskVisits => {
  const last = marks.last ? Date.parse(marks.last) : NaN
  if (Number.isNaN(last)) return { previous: null, last: now.toISOString() }
  if (now.getTime() - last > DESK_VISIT_GAP_MS) return { previous: marks.last, last: now.toISOString() }
  return marks
}

/** Since when leads count as new for this visit. */
export const newSince = (marks: DeskVisits, now: Date): string => marks.previous || new Date(now.getTime() - DESK_FIRST_DAYS * 86_400_000).toISOString()

/** Brussels' offset from UTC at an instant, in hours (1 in winter, 2 in summer). */
const brusselsOffset = (at: Date): number => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', hourCycle: 'h23', day: '2-digit' }).formatToParts(at)
  const hour = Number(parts.find((part) => part.type === 'hour')?.value)
  const sameDay = Number(parts.find((part) => part.type === 'day')?.value) === at.getUTCDate()
  return sameDay ? hour - at.getUTCHours() : hour + 24 - at.getUTCHours()
}

/** The instant a Brussels day (YYYY-MM-DD) begins: its midnight, at the offset in force then (a clock change happens at 02:00 or 03:00). */
export const brusselsMidnight = (day: string): Date => {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  // Midnight in Brussels is an hour or two before midnight UTC; the offset a moment before UTC midnight is the one in force.
  return new Date(midnightUtc - brusselsOffset(new Date(midnightUtc - 1)) * 3_600_000)
}

/** Today and tomorrow in Brussels, as the instants they span: [start of today, start of the day after tomorrow). */
export const todayAndTomorrow = (now: Date): { from: Date; to: Date; today: string; tomorrow: string } => {
  const today = brusselsDay(now)
  const tomorrow = addDays(today, 1)
  return { from: brusselsMidnight(today), to: brusselsMidnight(addDays(today, 2)), today, tomorrow }
}
