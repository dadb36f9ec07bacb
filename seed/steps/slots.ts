import { SEED_CONTEXT, type SeedRun } from '../context'

/** The visit moments the demo agency offers each working day, Belgian time. */
const TIMES = [
  [10, 0],
  [11, 30],
  [14, 0],
  [16, 30],
] as const
const DAYS = 14
const VISIT_MINUTES = 45

/** The UTC instant of a wall-clock time in Brussels (summer and winter time). */
export const brusselsTime = (year: number, month: number, day: number, hour: number, minute: number): Date => {
  const guess = Date.UTC(year, month, day, hour, minute)
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .formatToParts(new Date(guess))
    .reduce<Record<string, number>>((acc, part) => (part.type === 'literal' ? acc : { ...acc, [part.type]: Number(part.value) }), {})
  const shown = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)
  return new Date(guess - (shown - guess))
}

/** Agency-wide visit slots (any listing) on the working days (Monday to Saturday) after the seed's date. */
export const seedSlots = async ({ payload, now }: SeedRun) => {
  for (let offset = 1; offset <= DAYS; offset++) {
    const day = new Date(now.getTime() + offset * 86_400_000)
    if (day.getUTCDay() === 0) continue
    for (const [hour, minute] of TIMES) {
      const start = brusselsTime(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute)
      const end = new Date(start.getTime() + VISIT_MINUTES * 60_000)
      await payload.create({ collection: 'appointment-slots', data: { start: start.toISOString(), end: end.toISOString() }, overrideAccess: true, context: SEED_CONTEXT })
    }
  }
}
