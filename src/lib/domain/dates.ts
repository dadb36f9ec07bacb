/**
 * Dates as Belgian readers see them: every format is the language's Belgian variant (`nl-BE`, `fr-BE`,
 * ...). Instants (a visit, a sign-in) are shown in Brussels time whatever the server's clock zone;
 * calendar days (`YYYY-MM-DD`, a chart's day, a digest's week) are read at UTC midnight and shown in
 * UTC, so no zone can move them to the day before.
 */

/** The agency's time zone: visits, sign-ins and dates of documents are Belgian moments. */
export const BRUSSELS_TIME_ZONE = 'Europe/Brussels'

const BRUSSELS = { timeZone: BRUSSELS_TIME_ZONE } as const
const CALENDAR = { timeZone: 'UTC' } as const

const FORMATS = {
  dayMedium: { ...CALENDAR, dateStyle: 'medium' },
  dayLong: { ...CALENDAR, dateStyle: 'long' },
  month: { ...CALENDAR, month: 'long', year: 'numeric' },
  chartDay: { ...CALENDAR, day: 'numeric', month: 'short' },
  numericDate: { ...BRUSSELS, day: '2-digit', month: '2-digit', year: 'numeric' },
  moment: { ...BRUSSELS, dateStyle: 'long', timeStyle: 'short' },
  visitMoment: { ...BRUSSELS, dateStyle: 'full', timeStyle: 'short' },
  time: { ...BRUSSELS, timeStyle: 'short' },
  slotDay: { ...BRUSSELS, weekday: 'short', day: 'numeric', month: 'short' },
  slotTime: { ...BRUSSELS, hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

// Building a formatter costs far more than using one, and a chart or a portal formats dozens of dates.
const formatters = new Map<string, Intl.DateTimeFormat>()
const formatter = (locale: string, name: keyof typeof FORMATS): Intl.DateTimeFormat => {
  const key = `${locale}|${name}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(`${locale}-BE`, FORMATS[name])
    formatters.set(key, found)
  }
  return found
}

const calendarDay = (day: string): Date => new Date(`${day}T00:00:00Z`)

/** A calendar day (`YYYY-MM-DD`): '22 nov 2026' (medium) or '22 november 2026' (long). */
export const formatDay = (day: string, locale: string, style: 'medium' | 'long' = 'medium'): string =>
  formatter(locale, style === 'long' ? 'dayLong' : 'dayMedium').format(calendarDay(day))

/** A calendar month (`YYYY-MM`): 'november 2026'. */
export const formatMonth = (month: string, locale: string): string => formatter(locale, 'month').format(calendarDay(`${month}-01`))

/** A calendar day on a chart's axis (`YYYY-MM-DD`): '22 nov'. */
export const formatChartDay = (day: string, locale: string): string => formatter(locale, 'chartDay').format(calendarDay(day))

/**
 * A date field's value (ISO day or moment) in numbers as the language writes it in Belgium
 * ('01/03/2027', '01.03.2027'), on its Brussels day; a value that is no date is shown as it is.
 */
export const formatNumericDate = (iso: string, locale: string): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatter(locale, 'numericDate').format(date)
}

/** A moment as owners read it, in Brussels time: '22 november 2026 om 14:05'. */
export const formatMoment = (instant: Date, locale: string): string => formatter(locale, 'moment').format(instant)

/** A visit's start in Brussels time, with the weekday: 'dinsdag 1 december 2026 om 14:00'. */
export const formatVisitMoment = (iso: string, locale: string): string => formatter(locale, 'visitMoment').format(new Date(iso))

/** What a visit slot is to the formats: its start and end as ISO moments (a stored slot carries its id too). */
export type VisitSpan = { start: string; end: string }

/** A visit from start to end in Brussels time: 'dinsdag 1 december 2026 om 14:00 - 14:45'. */
export const formatVisitSpan = <Slot extends VisitSpan>(slot: Slot, locale: string): string =>
  `${formatVisitMoment(slot.start, locale)} - ${formatter(locale, 'time').format(new Date(slot.end))}`

/** A visit slot as a form's option, short, in Brussels time: 'di 1 dec, 14:00-14:45'. */
export const slotLabel = <Slot extends VisitSpan>(slot: Slot, locale: string): string => {
  const time = (iso: string) => formatter(locale, 'slotTime').format(new Date(iso))
  return `${formatter(locale, 'slotDay').format(new Date(slot.start))}, ${time(slot.start)}-${time(slot.end)}`
}
