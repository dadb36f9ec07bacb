/**
 * Numbers as the site writes them: one format per language, whatever the number is (a price, a count,
 * an area, a percentage, a file size). Dutch, French and German in their Belgian variants; English in
 * British English, since ICU's en-BE mixes formats ('€125,000' beside '2.549' and '-4,8%').
 * Pure and client-safe (no server imports); each Intl.NumberFormat is made once per language and kind.
 */
import { isLocale, type Locale } from './locales'

/** The BCP 47 tag each language's numbers are written in. */
export const NUMBER_LOCALE: Readonly<Record<Locale, string>> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' }

/** A language's tag; one outside the list (never, by type) keeps its Belgian variant, and an unusable one makes Intl throw. */
export const numberLocale = (locale: Locale): string => (isLocale(locale) ? NUMBER_LOCALE[locale] : `${String(locale)}-BE`)

const KINDS = {
  number: {},
  euros: { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 },
  cents: { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  area: { maximumFractionDigits: 1 },
  percent: { style: 'percent', maximumFractionDigits: 1 },
  change: { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' },
  kilobyte: { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 },
  megabyte: { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 },
} as const satisfies Record<string, Intl.NumberFormatOptions>

const formats = new Map<string, Intl.NumberFormat>()

/** The cached format of a kind in a language (throws, and caches nothing, for an unusable language). */
const formatOf = (locale: Locale, kind: keyof typeof KINDS): Intl.NumberFormat => {
  const key = `${locale}|${kind}`
  let found = formats.get(key)
  if (!found) {
    found = new Intl.NumberFormat(numberLocale(locale), KINDS[kind])
    formats.set(key, found)
  }
  return found
}

/** A plain number: 'nl' '2.549', 'fr' '2 549', 'en' '2,549'; decimals as given, up to three. */
export const formatNumber = (value: number, locale: Locale): string => formatOf(locale, 'number').format(value)

/** The text formatPrice gives when it cannot format (SPEC 8). */
export const PRICE_FORMAT_FALLBACK = 'NaN'

/**
 * An amount in euros ('nl' gives '€ 1.250.000', 'fr' '1 250 000 €', 'en' '€1,250,000'). Whole amounts
 * have no decimals; amounts with cents keep two. Negatives carry a minus. Non-finite input, or any
 * formatting failure, gives 'NaN'.
 */
export const formatPrice = (amount: number, locale: Locale = 'nl'): string => {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return PRICE_FORMAT_FALLBACK
  try {
    const cents = Math.round(amount * 100)
    // `|| 0` turns -0 (also from rounding -0.004) into 0, so no '€ -0' is shown
    const value = (Number.isFinite(cents) ? cents / 100 : amount) || 0
    const text = formatOf(locale, Number.isInteger(value) ? 'euros' : 'cents').format(value)
    return text.includes('NaN') ? PRICE_FORMAT_FALLBACK : text
  } catch {
    return PRICE_FORMAT_FALLBACK
  }
}

/**
 * An area, up to one decimal as areas are measured, with a no-break space before the unit so a line
 * never starts with 'm²': 'nl' '1.250 m²', 'fr' '1 250 m²', 'en' '1,250 m²'.
 */
export const formatArea = (m2: number, locale: Locale): string => `${formatOf(locale, 'area').format(m2)}\u00a0m²`

/**
 * A fraction as a percentage, up to one decimal ('nl' '-4,8%', 'fr' '-4,8 %', 'en' '-4.8%'); `signed`
 * writes a plus on a rise too ('+4.8%'), as a change reads.
 */
export const formatPercent = (fraction: number, locale: Locale, { signed = false }: { signed?: boolean } = {}): string =>
  formatOf(locale, signed ? 'change' : 'percent').format(fraction)

const KILOBYTE = 1000
const MEGABYTE = 1000 * KILOBYTE

/** A file's size as '120 kB' or '1,3 MB' (in French 'ko' and 'Mo'); null when it is not known. */
export const formatFileSize = (bytes: number | null | undefined, locale: Locale): string | null => {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes <= 0) return null
  const kilobytes = Math.max(1, Math.round(bytes / KILOBYTE))
  // Decided after rounding, so 999,999 bytes read '1 MB', not '1000 kB'.
  return kilobytes < MEGABYTE / KILOBYTE ? formatOf(locale, 'kilobyte').format(kilobytes) : formatOf(locale, 'megabyte').format(bytes / MEGABYTE)
}
