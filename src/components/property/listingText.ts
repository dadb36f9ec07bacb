import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { marqueeLabelKey } from '@/lib/domain/marquee'
import { formatPrice } from '@/lib/domain/price'
import { displayPrice, type PriceFields } from '@/lib/domain/priceDisplay'

/** The price line of a listing (SPEC 9): the marquee's name, "price on request", or the amount with "from" / "per month". */
export const priceText = (property: PriceFields, t: Translate, locale: Locale): string => {
  const shown = displayPrice(property)
  if (shown.kind === 'marquee') return shown.text || t(marqueeLabelKey(shown.marquee))
  if (shown.kind === 'onRequest') return t('PRICE_ON_REQUEST')
  return [shown.startingFrom && t('STARTING_FROM'), formatPrice(shown.amount, locale), shown.perMonth && t('PER_MONTH')].filter(Boolean).join(' ')
}

/**
 * The address line of a listing (SPEC 9): street, number and box, then postcode and city. Visitors only
 * receive the street when the address is published, so a hidden one leaves postcode and city.
 */
export const addressText = (property: { street?: string | null; houseNumber?: string | null; boxNr?: string | null }, city: { zip?: string | null; name?: string | null } | null): string => {
  const street = [property.street, property.houseNumber].filter(Boolean).join(' ')
  const box = street && property.boxNr ? ` ${property.boxNr}` : ''
  const place = [city?.zip, city?.name].filter(Boolean).join(' ')
  return [street + box, place].filter(Boolean).join(', ')
}
