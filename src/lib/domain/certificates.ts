/**
 * How long a listing's certificates stay valid, and which run out soon. Every date is a calendar day in
 * Brussels: a certificate is valid through its expiry day and expired from the next day on, whatever the
 * server's clock zone. Each validity names its official source.
 */
import { BRUSSELS_TIME_ZONE } from './dates'

/** The dated certificates a listing keeps. */
export type CertificateKind = 'epc' | 'asbestos' | 'electrical'

/**
 * EPC / PEB: ten years in all three regions, the most the EU directive allows (2010/31/EU art. 11(8)).
 * https://environnement.brussels/thematiques/energie/la-performance-energetique-des-batiments-peb/le-certificat-peb/vous-voulez
 */
export const EPC_VALIDITY_YEARS = 10

/**
 * Flemish asbestos certificate: ten years as standard; the certificate prints a shorter term (five years)
 * when it finds high-risk asbestos, and no end since VLAREMA 9 (2024) when it finds none. Ten is the
 * longest term of a certificate that lists asbestos.
 * https://ovam.vlaanderen.be/nl/w/asbestattest-zonder-asbestmaterialen-voortaan-onbeperkt-geldig-in-tijd
 */
export const ASBESTOS_VALIDITY_YEARS = 10

/**
 * Electrical installation (AREI/RGIE Book 1, federal): a compliant inspection is repeated every 25 years,
 * counted from the last positive one.
 * https://economie.fgov.be/nl/themas/energie/energiebronnen/elektriciteit/veiligheid-en-controle-van/controle-van-huishoudelijke/soorten-controles-van
 */
export const ELECTRICAL_VALIDITY_YEARS = 25

/**
 * A non-compliant report at a sale: the buyer has the installation put right and inspected again within
 * 18 months of the deed. The term runs from the deed, which a listing does not know, so such a report
 * gets no deadline of its own. https://www.notaire.be/acheter-louer-emprunter/vente-ou-achat-de-gre-a-gre/controle-des-installations-electriques/quid-des-frais
 */
export const ELECTRICAL_REINSPECTION_MONTHS = 18

/** Years of validity per kind of certificate. */
export const CERTIFICATE_VALIDITY_YEARS: Readonly<Record<CertificateKind, number>> = {
  epc: EPC_VALIDITY_YEARS,
  asbestos: ASBESTOS_VALIDITY_YEARS,
  electrical: ELECTRICAL_VALIDITY_YEARS,
}

type Maybe<T> = T | null | undefined

/** What the deadlines read from a listing: day fields ('YYYY-MM-DD' or ISO moments) and the electrical result. */
export type CertificateInput = {
  epcIssued?: Maybe<string>
  epcExpiry?: Maybe<string>
  asbestosDate?: Maybe<string>
  electricalDate?: Maybe<string>
  electricalCompliant?: Maybe<boolean>
}

/** One certificate's last valid day, the days left until it (0 on the day, negative after) and whether it has passed. */
export type CertificateDeadline = { kind: CertificateKind; expires: string; daysLeft: number; expired: boolean }

const DAY_MS = 86_400_000
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
// A moment must carry its zone: without one, JavaScript would read it in the server's zone.
const MOMENT_PATTERN = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

// Days are counted as whole days since 1970-01-01, so their difference is a number of days.
const dayNumber = (year: number, month: number, day: number): number => {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date.getTime() / DAY_MS
}

/** A real calendar day written 'YYYY-MM-DD', as a day number; null for '2026-02-30' and the like. */
const calendarDay = (text: string): number | null => {
  const match = DAY_PATTERN.exec(text)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  if (month < 1 || month > 12) return null
  const n = dayNumber(year, month, day)
  return new Date(n * DAY_MS).getUTCDate() === day ? n : null
}

const brusselsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRUSSELS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Brussels calendar day an instant falls on, or null for an invalid Date. */
const brusselsDay = (instant: Date): number | null => {
  if (Number.isNaN(instant.getTime())) return null
  const parts = Object.fromEntries(brusselsFormat.formatToParts(instant).map((p) => [p.type, p.value]))
  return dayNumber(Number(parts.year), Number(parts.month), Number(parts.day))
}

/**
 * A day field's day: 'YYYY-MM-DD' is that day; an ISO moment (Payload stores a picked day at 12:00 UTC)
 * is read on its Brussels day, as formatNumericDate shows it. Anything else is no day.
 */
const readDay = (value: Maybe<string>): number | null => {
  if (typeof value !== 'string') return null
  const text = value.trim()
  const moment = MOMENT_PATTERN.exec(text)
  if (!moment) return calendarDay(text)
  return calendarDay(moment[1]) === null ? null : brusselsDay(new Date(text))
}

/**
 * The same day `years` later; a 29 February lands on 28 February. Rounding down never makes a certificate
 * valid for a day longer than its term, where rolling over to 1 March would.
 */
const addYears = (day: number, years: number): number => {
  const date = new Date(day * DAY_MS)
  const year = date.getUTCFullYear() + years
  const month = date.getUTCMonth() + 1
  const lastOfMonth = new Date(dayNumber(year, month + 1, 1) * DAY_MS - DAY_MS).getUTCDate()
  return dayNumber(year, month, Math.min(date.getUTCDate(), lastOfMonth))
}

const dayText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)

const expiryDay = (kind: CertificateKind, issued: Maybe<string>): number | null => {
  const day = readDay(issued)
  return day === null ? null : addYears(day, CERTIFICATE_VALIDITY_YEARS[kind])
}

/** The day a certificate runs out: issue date + validity years (a day field, 'YYYY-MM-DD' or ISO; invalid → null). */
export const certificateExpiry = (kind: CertificateKind, issued: Maybe<string>): string | null => {
  const day = expiryDay(kind, issued)
  return day === null ? null : dayText(day)
}

/**
 * Every dated certificate's deadline, soonest first; an explicit epcExpiry wins over epcIssued + 10 years
 * (an unreadable one is ignored). A non-compliant electrical report has no deadline (see
 * ELECTRICAL_REINSPECTION_MONTHS); one whose result is unknown counts its 25 years, the longest it can last.
 */
export const certificateDeadlines = (input: CertificateInput, now: Date): CertificateDeadline[] => {
  const today = brusselsDay(now)
  if (today === null) return []
  const expiries: [CertificateKind, number | null][] = [
    ['epc', readDay(input.epcExpiry) ?? expiryDay('epc', input.epcIssued)],
    ['asbestos', expiryDay('asbestos', input.asbestosDate)],
    ['electrical', input.electricalCompliant === false ? null : expiryDay('electrical', input.electricalDate)],
  ]
  return expiries
    .flatMap(([kind, day]) =>
      day === null ? [] : [{ kind, expires: dayText(day), daysLeft: day - today, expired: day < today }],
    )
    .sort((a, b) => a.daysLeft - b.daysLeft)
}

/** Those running out within `days` (default 60) or already expired. */
export const expiringWithin = (input: CertificateInput, now: Date, days = 60): CertificateDeadline[] =>
  certificateDeadlines(input, now).filter((deadline) => deadline.daysLeft <= days)

/** Whether the EPC has expired on `now`'s day (Europe/Brussels calendar day): true only when a date says so. */
export const epcExpired = (input: CertificateInput, now: Date): boolean =>
  certificateDeadlines(input, now).some((deadline) => deadline.kind === 'epc' && deadline.expired)
