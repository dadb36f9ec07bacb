/** Euro amounts in Belgian formatting (SPEC 9 'Currency', SPEC 8 'NaN' fallback). */
import type { Locale } from '@/i18n/locales'

/** The text formatPrice gives when it cannot format (SPEC 8). */
export const PRICE_FORMAT_FALLBACK = 'NaN'

/**
 * An amount in euros for a language, formatted for Belgium ('nl' gives '€ 1.250.000', 'fr' '1 250 000 €').
 * Whole amounts have no decimals; amounts with cents keep two. Negatives carry a minus.
 * Non-finite input, or any formatting failure, gives 'NaN'.
 */
export const formatPrice = (amount: number, locale: Locale = 'nl'): string => {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return PRICE_FORMAT_FALLBACK
  try {
    const cents = Math.round(amount * 100)
    // `|| 0` turns -0 (also from rounding -0.004) into 0, so no '€ -0' is shown
    const value = (Number.isFinite(cents) ? cents / 100 : amount) || 0
    const digits = Number.isInteger(value) ? 0 : 2
    const text = new Intl.NumberFormat(`${locale}-BE`, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value)
    return text.includes('NaN') ? PRICE_FORMAT_FALLBACK : text
  } catch {
    return PRICE_FORMAT_FALLBACK
  }
}
