/**
 * Euro amounts (SPEC 9 'Currency', SPEC 8 'NaN' fallback), written as every number of the language is:
 * the formatter lives with the others in src/i18n/numbers.ts; this is its home for the domain's callers.
 */
export { formatPrice, PRICE_FORMAT_FALLBACK } from '@/i18n/numbers'
