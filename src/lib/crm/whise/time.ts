/**
 * Whise writes times as Brussels local time without an offset (`YYYY-MM-DDTHH:mm:ss`): read into instants and
 * written from them, right on both sides of a clock change.
 */
import { BRUSSELS_TIME_ZONE } from '@/lib/domain/dates'

const BRUSSELS_PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: BRUSSELS_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })

/** A time Whise writes without an offset (Brussels local time) as an instant; null when unreadable. */
export const whiseTime = (value: string | null | undefined): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,7}))?$/.exec(value ?? '')
  if (!match) return null
  const [, y, mo, d, h, mi, s, fraction] = match
  const asUtc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, Math.round(Number(`0.${fraction ?? '0'}`) * 1000))
  // A date that does not exist (30 February, 25 o'clock) is not read as another one.
  const check = new Date(asUtc)
  if (check.getUTCFullYear() !== +y || check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || check.getUTCHours() !== +h || check.getUTCMinutes() !== +mi || check.getUTCSeconds() !== +s) return null
  // Brussels' offset at that moment, taken at the instant the first guess gives (right on both sides of a clock change).
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(BRUSSELS_PARTS.formatToParts(new Date(instant)).map((p) => [p.type, p.value]))
    return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second) - Math.floor(instant / 1000) * 1000
  }
  return new Date(asUtc - offsetAt(asUtc - offsetAt(asUtc)))
}

/** An instant as Whise writes times: Brussels local, `YYYY-MM-DDTHH:mm:ss` with no offset. */
export const whiseLocal = (instant: Date): string => {
  const parts = Object.fromEntries(BRUSSELS_PARTS.formatToParts(instant).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
}
